import type { BillingOverview } from '@calma/api/contract';
import { useId } from 'react';
import { formatMoney } from '../../../lib/money.ts';
import { useWords } from '../../words.tsx';
import { Table } from '../parts/DataTable.tsx';
import { monthName, wholeMoney } from './format.ts';
import { barOf, niceScale, yOf } from './revenue-chart.ts';

// The drawing's own units; the SVG scales to the width it is given.
const WIDTH = 720;
const HEIGHT = 280;
const PLOT = { left: 84, right: 8, top: 12, bottom: 28 };

/**
 * Invoiced and paid per month as bars. The drawing is for the eye only; the same figures are in a
 * table that assistive technology reads instead (the figure's caption names both).
 */
export default function RevenueChart({ overview }: { overview: BillingOverview }) {
  const { t, locale } = useWords();
  const uid = useId();
  const { months, currency } = overview;
  const scale = niceScale(months.flatMap((m) => [m.invoicedMinor, m.paidMinor]));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(months.length, 1);
  const barWidth = slot * 0.34;
  const y = (value: number) => PLOT.top + yOf(scale, value, plotHeight);
  const caption = t('billing.chart.caption', { year: overview.year });
  const empty = months.every((m) => m.invoicedMinor === 0 && m.paidMinor === 0);

  return (
    <figure className="billing-chart" aria-labelledby={`${uid}-caption`}>
      <figcaption id={`${uid}-caption`}>{caption}</figcaption>
      <ul className="billing-legend" aria-hidden="true">
        <li>
          <span className="billing-swatch billing-swatch-invoiced" />
          {t('billing.chart.invoiced')}
        </li>
        <li>
          <span className="billing-swatch billing-swatch-paid" />
          {t('billing.chart.paid')}
        </li>
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        {scale.ticks.map((tick) => (
          <g key={tick} className={tick === 0 ? 'billing-axis-zero' : 'billing-grid'}>
            <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} />
            <text x={PLOT.left - 8} y={y(tick)} dy="0.35em" textAnchor="end">
              {wholeMoney(locale, tick, currency)}
            </text>
          </g>
        ))}
        {months.map((m, i) => {
          const x = PLOT.left + i * slot + (slot - 2 * barWidth) / 2;
          const invoiced = barOf(scale, m.invoicedMinor, plotHeight);
          const paid = barOf(scale, m.paidMinor, plotHeight);
          return (
            <g key={m.month}>
              <rect
                className="billing-bar-invoiced"
                x={x}
                y={PLOT.top + invoiced.y}
                width={barWidth}
                height={invoiced.height}
              />
              <rect
                className="billing-bar-paid"
                x={x + barWidth}
                y={PLOT.top + paid.y}
                width={barWidth}
                height={paid.height}
              />
              <text x={x + barWidth} y={HEIGHT - 8} textAnchor="middle">
                {monthName(locale, m.month, 'short')}
              </text>
            </g>
          );
        })}
      </svg>
      {empty && <p className="hint">{t('billing.chart.empty', { year: overview.year })}</p>}
      {/* A table is never narrower than its content, whatever its width says: hidden inside a box
          that is, or it stretches the page on a phone. */}
      <div className="visually-hidden">
        <Table
          caption={caption}
          rows={months}
          rowKey={(m) => m.month}
          columns={[
            { head: t('billing.chart.month'), cell: (m) => monthName(locale, m.month, 'long') },
            { head: t('billing.chart.invoiced'), cell: (m) => formatMoney(m.invoicedMinor, currency, locale) },
            { head: t('billing.chart.paid'), cell: (m) => formatMoney(m.paidMinor, currency, locale) },
          ]}
        />
      </div>
    </figure>
  );
}
