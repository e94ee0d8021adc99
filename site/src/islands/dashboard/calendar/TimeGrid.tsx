import { useEffect, useRef } from 'react';
import { minutesIn } from '../../../lib/booking-time.ts';
import { useWords } from '../../words.tsx';
import { type Busy, type CalendarSettings, type DayPlan, planDays, type Session } from './day-plan.ts';
import { AgendaList, DayHeading, SessionButton } from './GridParts.tsx';
import { hourRange, lanes, position, type Span } from './grid.ts';
import { moveBetweenEvents } from './grid-keys.ts';
import { type GridWords, gridWords } from './grid-words.ts';

export type { Busy, CalendarSettings, Session } from './day-plan.ts';

interface Props {
  dates: string[];
  today: string;
  settings: CalendarSettings;
  sessions: Session[];
  busy: Busy[];
  selected: string | undefined;
  onSelect: (session: Session) => void;
  /** 'grid': hours down, days across; 'list': each day's sessions and blocks as a list. */
  layout: 'grid' | 'list';
}

/**
 * The calendar's days as a time grid or a list. Both are built from the same lists in the same
 * order (by day, then by time), so the tab order follows time and a screen reader reads each day
 * under its heading. Every session is a button named with its day, time, client, service, modality
 * and status; the hour lines and shading are decoration, told in words beside them.
 *
 * Hand-built rather than FullCalendar, Schedule-X or react-big-calendar: their time grids render
 * events as positioned divs or links without the day in their name, move focus into cells that hold
 * nothing, and add 40–100 kB (plus Preact or a date library) to a screen that needs a few hundred
 * lines of CSS grid.
 */
export default function TimeGrid(props: Props) {
  const { t, locale } = useWords();
  const { dates, today, settings, sessions, busy, selected, onSelect, layout } = props;
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = grid.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => moveBetweenEvents(event, element);
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  });
  const words = gridWords(t, locale, settings.timeZone);
  const plans = planDays(dates, settings, sessions, busy);
  const common = { words, selected, onSelect };

  if (layout === 'list') return <AgendaList plans={plans} today={today} {...common} />;

  const shown = hourRange(
    plans.flatMap((p) => [...p.availability.open, ...p.availability.blocks, ...p.sessions, ...p.busy]),
  );
  const hours = Array.from({ length: shown[1] - shown[0] }, (_, i) => shown[0] + i);

  return (
    <div
      className="cal-grid"
      style={{ '--cal-days': dates.length, '--cal-hours': hours.length } as React.CSSProperties}
      ref={grid}
    >
      <div className="cal-gutter" aria-hidden="true">
        <div className="cal-gutter-hours">
          {hours.map((hour) => (
            <span key={hour}>{words.clock(hour * 60)}</span>
          ))}
        </div>
      </div>
      <ol className="cal-days">
        {plans.map((plan) => (
          <DayColumn
            key={plan.date}
            plan={plan}
            today={today}
            short={dates.length > 1}
            shown={shown}
            zone={settings.timeZone}
            {...common}
          />
        ))}
      </ol>
    </div>
  );
}

/** One day in the grid: its hours shaded, now marked (today), blocks, busy times and sessions side by side when they overlap. */
function DayColumn({
  plan,
  today,
  short,
  shown,
  zone,
  ...common
}: {
  plan: DayPlan;
  today: string;
  short: boolean;
  shown: [number, number];
  zone: string;
  words: GridWords;
  selected: string | undefined;
  onSelect: (session: Session) => void;
}) {
  const { words } = common;
  const place = (span: Span) => {
    const { top, height } = position(span, shown);
    return { top: `${top}%`, height: `${height}%` };
  };
  const nowMinutes = minutesIn(new Date(), zone);
  return (
    <li
      className={plan.date === today ? 'cal-day cal-today' : 'cal-day'}
      aria-current={plan.date === today ? 'date' : undefined}
      aria-labelledby={`cal-day-${plan.date}`}
    >
      <DayHeading date={plan.date} short={short} today={today} words={words} />
      <p className={plan.availability.closed ? 'cal-day-hours cal-day-closed' : 'cal-day-hours'}>
        {words.hoursLine(plan.availability)}
      </p>
      <div className="cal-column">
        {plan.availability.open.map((span) => (
          <div key={`open-${span.start}`} className="cal-open" style={place(span)} aria-hidden="true" />
        ))}
        {plan.date === today && nowMinutes >= shown[0] * 60 && nowMinutes < shown[1] * 60 && (
          <div
            className="cal-now"
            style={{ top: place({ start: nowMinutes, end: nowMinutes }).top }}
            aria-hidden="true"
          />
        )}
        <ul className="cal-items">
          {plan.availability.blocks.map((b) => (
            <li key={`block-${b.start}`} className="cal-block" style={place(b)}>
              <span>{words.blockText(b)}</span>
            </li>
          ))}
          {plan.busy.map((b) => (
            <li key={`busy-${b.start}-${b.end}`} className="cal-busy" style={place(b)}>
              <span>{words.busyText(b)}</span>
            </li>
          ))}
          {lanes(plan.sessions).map(({ item, lane, lanes: count }) => (
            <li
              key={item.session.uid}
              className="cal-slot"
              style={{
                ...place(item),
                insetInlineStart: `calc(${(lane / count) * 100}% + 2px)`,
                width: `calc(${100 / count}% - 4px)`,
              }}
            >
              <SessionButton date={plan.date} s={item.session} {...common} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
