import { type BillingProfile, type BillingOverview as Overview, plural } from '@calma/api/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { formatMoney } from '../../../lib/money.ts';
import { useApiQuery } from '../../../lib/query.ts';
import '../../../styles/billing.css';
import { SelectField, TextField, type TextProps } from '../../forms/fields.tsx';
import { useWords } from '../../words.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import { downloadAfterRenewing } from '../parts/download.ts';
import { LoadState } from '../parts/LoadProblem.tsx';
import { BillingHeading } from './BillingNav.tsx';
import { periodProblem, withinOneYear } from './export-period.ts';
import { monthName, today } from './format.ts';
import RevenueChart from './RevenueChart.tsx';

const FIRST_YEAR = 2000;

/** The year the chart opens on: `?year=` when it names one, else this year. */
function initialYear(thisYear: number): number {
  const asked = Number(new URLSearchParams(window.location.search).get('year'));
  return Number.isInteger(asked) && asked >= FIRST_YEAR && asked <= thisYear ? asked : thisYear;
}

/** Where the practice stands: what is owed, overdue, paid and not yet invoiced, revenue per month, exports. */
export default function BillingOverview() {
  const { t, locale } = useWords();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(() => initialYear(thisYear));
  // Another year keeps the one shown (marked busy) until its own figures come.
  const query = useApiQuery<Overview>(`/api/v1/billing/overview?year=${year}`, { placeholderData: keepPreviousData });
  const loading = query.isFetching;
  const profile = useApiQuery<BillingProfile>('/api/v1/billing/profile').data;

  const showYear = (next: number) => {
    setYear(next);
    // The address keeps the year, so going back or reloading shows the same chart.
    const url = new URL(window.location.href);
    if (next === thisYear) url.searchParams.delete('year');
    else url.searchParams.set('year', String(next));
    window.history.replaceState(null, '', url);
  };

  const overview = query.data;
  const link = (to: string, children: ReactNode) => <DashboardLink to={to}>{children}</DashboardLink>;
  const amount = (minor: number) => (overview ? formatMoney(minor, overview.currency, locale) : '');
  const counted = (key: string, count: number) => t(`${key}.${plural(locale, count)}`, { count });

  return (
    <section aria-labelledby="billing-heading" className="billing">
      <BillingHeading id="billing-heading" current="overview">
        {t('billing.overview.title')}
      </BillingHeading>
      {profile && profile.missing.length > 0 && (
        <p className="notice">
          {t('billing.overview.profileIncomplete')}{' '}
          {link('/dashboard/settings/receipts', t('billing.overview.profileLink'))}
        </p>
      )}
      <LoadState query={query} loading="billing.loading" area="billing" fallback="billing.overview.loadError" />
      {overview && (
        <>
          <section aria-labelledby="billing-now-heading">
            <h2 id="billing-now-heading">{t('billing.overview.now')}</h2>
            <ul className="billing-tiles">
              <li>
                <h3>{t('billing.overview.outstanding')}</h3>
                <p className="billing-tile-value">{amount(overview.outstandingMinor)}</p>
                <p>{link('/dashboard/billing/invoices?status=open', t('billing.overview.outstandingLink'))}</p>
              </li>
              <li className={overview.overdueCount > 0 ? 'billing-tile-alert' : undefined}>
                <h3>{t('billing.overview.overdue')}</h3>
                <p className="billing-tile-value">{amount(overview.overdueMinor)}</p>
                <p>{counted('billing.overview.overdueCount', overview.overdueCount)}</p>
                {overview.overdueCount > 0 && (
                  <p>{link('/dashboard/billing/invoices?status=overdue', t('billing.overview.overdueLink'))}</p>
                )}
              </li>
              <li>
                <h3>{t('billing.overview.paidThisMonth')}</h3>
                <p className="billing-tile-value">{amount(overview.paidThisMonthMinor)}</p>
                <p>{monthName(locale, today().slice(0, 7), 'long')}</p>
              </li>
              <li>
                <h3>{t('billing.overview.uninvoiced')}</h3>
                <p className="billing-tile-value">{overview.uninvoicedSessions}</p>
                <p>{link('/dashboard/billing/invoices/new', t('billing.overview.uninvoicedLink'))}</p>
              </li>
              <li>
                <h3>{t('billing.overview.drafts')}</h3>
                <p className="billing-tile-value">{overview.draftCount}</p>
                {overview.draftCount > 0 && (
                  <p>{link('/dashboard/billing/invoices?status=draft', t('billing.overview.draftsLink'))}</p>
                )}
              </li>
            </ul>
          </section>

          <section aria-labelledby="billing-revenue-heading" aria-busy={loading || undefined}>
            <h2 id="billing-revenue-heading">{t('billing.overview.revenue')}</h2>
            <div className="billing-year">
              <button type="button" className="button" disabled={year <= FIRST_YEAR} onClick={() => showYear(year - 1)}>
                {t('billing.overview.yearBefore', { year: year - 1 })}
              </button>
              <p aria-live="polite" className="billing-year-shown">
                {t('billing.overview.yearShown', { year: overview.year })}
              </p>
              {year < thisYear && (
                <button type="button" className="button" onClick={() => showYear(year + 1)}>
                  {t('billing.overview.yearAfter', { year: year + 1 })}
                </button>
              )}
            </div>
            <RevenueChart overview={overview} />
          </section>

          <ExportLinks country={profile?.countryCode} />
        </>
      )}
    </section>
  );
}

/**
 * The exports for the accountant over a chosen period. The links are plain links (a download the
 * browser handles, bytes untouched: the DATEV file is windows-1252), followed after renewing a lapsed
 * session; the period is checked here first, as the API checks it.
 */
function ExportLinks({ country }: { country: string | undefined }) {
  const { t } = useWords();
  const [from, setFrom] = useState(() => `${today().slice(0, 4)}-01-01`);
  const [to, setTo] = useState(() => today());
  const [chart, setChart] = useState<'skr03' | 'skr04'>('skr03');
  const [consultant, setConsultant] = useState('');
  const [client, setClient] = useState('');
  const problem = periodProblem(from, to);
  const errors: Record<string, string> = {};
  if (problem === 'from' || problem === 'to') errors[problem] = t('billing.export.invalidDate');
  if (problem === 'order') errors.to = t('billing.export.order');
  if (problem === 'tooLong') errors.to = t('billing.export.tooLong');
  const numberIn = (text: string, min: number, max: number) =>
    text.trim() === '' || (/^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max);
  if (!numberIn(consultant, 1001, 9_999_999)) errors.consultant = t('billing.export.consultantInvalid');
  if (!numberIn(client, 1, 99_999)) errors.client = t('billing.export.clientInvalid');
  const period = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const datev = new URLSearchParams({ from, to, chart });
  if (consultant.trim()) datev.set('consultantNumber', consultant.trim());
  if (client.trim()) datev.set('clientNumber', client.trim());
  const german = country === 'DE';
  // A field of the export's form, labelled by its name, that says what is wrong with it as it appears.
  const field = (path: string, value: string, onChange: (value: string) => void, more: Partial<TextProps>) => (
    <TextField
      path={path}
      form="billing-export"
      label={t(`billing.export.${path}`)}
      value={value}
      onChange={onChange}
      errors={errors}
      announce
      {...more}
    />
  );

  return (
    <section aria-labelledby="billing-export-heading">
      <h2 id="billing-export-heading">{t('billing.export.title')}</h2>
      <p>{t('billing.export.lead')}</p>
      <div className="field-row">
        {field('from', from, setFrom, { type: 'date' })}
        {field('to', to, setTo, { type: 'date', hint: t('billing.export.toHint') })}
      </div>
      {!problem && (
        <p>
          <a href={`/api/v1/billing/export.csv?${period}`} download onClick={downloadAfterRenewing}>
            {t('billing.export.csv')}
          </a>{' '}
          <span className="hint">{t('billing.export.csvHint')}</span>
        </p>
      )}
      {german && (
        <fieldset className="billing-datev">
          <legend>{t('billing.export.datevLegend')}</legend>
          <SelectField
            path="chart"
            form="billing-export"
            label={t('billing.export.chart')}
            value={chart}
            onChange={(value) => setChart(value === 'skr04' ? 'skr04' : 'skr03')}
            options={[
              { value: 'skr03', label: 'SKR 03' },
              { value: 'skr04', label: 'SKR 04' },
            ]}
            errors={errors}
          />
          <div className="field-row">
            {field('consultant', consultant, setConsultant, {
              inputMode: 'numeric',
              hint: t('billing.export.numbersHint'),
            })}
            {field('client', client, setClient, { inputMode: 'numeric' })}
          </div>
          {!problem && !withinOneYear(from, to) && <p className="notice">{t('billing.export.datevOneYear')}</p>}
          {!problem && withinOneYear(from, to) && !errors.consultant && !errors.client && (
            <p>
              <a href={`/api/v1/billing/export/datev.csv?${datev}`} download onClick={downloadAfterRenewing}>
                {t('billing.export.datev')}
              </a>{' '}
              <span className="hint">{t('billing.export.datevHint')}</span>
            </p>
          )}
        </fieldset>
      )}
    </section>
  );
}
