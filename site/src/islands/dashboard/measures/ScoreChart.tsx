import type { ClientMeasures } from '@calma/api/contract';

type Series = ClientMeasures['series'][number];

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { start: 40, end: 16, top: 12, bottom: 28 };

/**
 * Scores over time as a line, with the instrument's published bands drawn behind it. An image with
 * a name and a description; the table beside it carries every value for screen readers and print.
 */
export default function ScoreChart({
  series,
  label,
  description,
  bandTitle,
  dateLabel,
}: {
  series: Series;
  label: string;
  description: string;
  bandTitle: (key: string) => string;
  dateLabel: (iso: string) => string;
}) {
  const plotWidth = WIDTH - PAD.start - PAD.end;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (score: number) => PAD.top + plotHeight - (score / Math.max(series.max, 1)) * plotHeight;
  const count = series.scores.length;
  const x = (index: number) => PAD.start + (count <= 1 ? plotWidth / 2 : (index / (count - 1)) * plotWidth);
  const points = series.scores.map((s, index) => `${x(index)},${y(s.score)}`).join(' ');
  const id = `chart-${series.test}`;
  return (
    <svg
      className="score-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={`${id}-title`}>{label}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {series.bands.map((band) => {
        // A band covers its whole points: from just below its minimum to just above its maximum.
        const top = y(Math.min(band.max + 0.5, series.max));
        const bottom = y(Math.max(band.min - 0.5, 0));
        return (
          <g key={band.key} data-level={band.level} className="score-band">
            <rect x={PAD.start} y={top} width={plotWidth} height={bottom - top} />
            <text x={WIDTH - PAD.end - 4} y={top + 12} textAnchor="end">
              {bandTitle(band.key)}
            </text>
          </g>
        );
      })}
      {[0, series.max].map((tick) => (
        <text key={tick} className="score-axis" x={PAD.start - 6} y={y(tick) + 4} textAnchor="end">
          {tick}
        </text>
      ))}
      {series.scores.length > 0 && (
        <>
          <text className="score-axis" x={PAD.start} y={HEIGHT - 8}>
            {dateLabel(series.scores[0]?.answeredAt ?? '')}
          </text>
          {count > 1 && (
            <text className="score-axis" x={WIDTH - PAD.end} y={HEIGHT - 8} textAnchor="end">
              {dateLabel(series.scores[count - 1]?.answeredAt ?? '')}
            </text>
          )}
        </>
      )}
      <polyline className="score-line" points={points} fill="none" />
      {series.scores.map((s, index) => (
        <circle
          key={s.requestId}
          className={s.risk ? 'score-point score-point-risk' : 'score-point'}
          cx={x(index)}
          cy={y(s.score)}
          r={s.risk ? 6 : 4}
        />
      ))}
    </svg>
  );
}
