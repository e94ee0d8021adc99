import { type TherapistSession, zonedDate } from '@calma/api/contract';
import { useEffect, useRef } from 'react';
import type { Translate } from '../../../i18n/format.ts';
import { minutesIn, weekday, zonedFormat } from '../../../lib/booking-time.ts';
import { availabilityOn, clockOf, type DayAvailability, hourRange, lanes, position, type Span } from './grid.ts';

/** A session; one booked through the employer program names the company (the API adds `program`). */
export type Session = TherapistSession & { program?: { companyName: string } | null };
export interface Busy {
  start: string;
  end: string;
}
export interface CalendarSettings {
  timeZone: string;
  weekly: { weekday: number; start: string; end: string }[];
  exceptions: {
    id: string;
    date: string;
    start: string | null;
    end: string | null;
    available: boolean;
    note: string;
  }[];
}

interface Props {
  t: Translate;
  locale: string;
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

/** What one day shows: its availability, its sessions and the busy times imported for it, in minutes. */
interface DayPlan {
  date: string;
  availability: DayAvailability;
  sessions: (Span & { session: Session })[];
  busy: Span[];
}

const DAY = 24 * 60;

/** The stretch of `date` an instant range covers, in minutes of that day (a session past midnight is cut there). */
function spanOn(date: string, start: string, end: string, zone: string, dateOf: (i: string) => string): Span {
  const first = dateOf(start) < date ? 0 : minutesIn(new Date(start), zone);
  const last = dateOf(end) > date ? DAY : minutesIn(new Date(end), zone);
  return { start: first, end: Math.max(last, first + 15) };
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
  const { t, locale, dates, today, settings, sessions, busy, selected, onSelect, layout } = props;
  const zone = settings.timeZone;
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = grid.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => moveBetweenEvents(event, element);
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  });
  const dateOf = (instant: string) => zonedDate(instant, zone);
  const dayName = zonedFormat(locale, 'UTC', { weekday: 'long', day: 'numeric', month: 'long' });
  const dayShort = zonedFormat(locale, 'UTC', { weekday: 'short', day: 'numeric' });
  const time = zonedFormat(locale, zone, { hour: '2-digit', minute: '2-digit' });
  const clock = (minutes: number) =>
    zonedFormat(locale, 'UTC', { hour: '2-digit', minute: '2-digit' }).format(
      new Date(Date.UTC(2000, 0, 1, 0, minutes)),
    );
  const range = (span: Span) =>
    `${span.end >= DAY ? clockOf(span.start) : clock(span.start)}–${span.end >= DAY ? '24:00' : clock(span.end)}`;
  // Whether an instant range touches a date: one ending at midnight does not reach the next day.
  const covers = (date: string, r: { start: string; end: string }) =>
    dateOf(r.start) <= date && dateOf(new Date(Date.parse(r.end) - 1).toISOString()) >= date;
  const long = (date: string) => dayName.format(new Date(`${date}T12:00:00Z`));

  const plans: DayPlan[] = dates.map((date) => ({
    date,
    availability: availabilityOn(date, weekday(date), settings.weekly, settings.exceptions),
    sessions: sessions
      .filter((s) => covers(date, s))
      .map((s) => ({ ...spanOn(date, s.start, s.end, zone, dateOf), session: s }))
      .sort((a, b) => a.start - b.start),
    busy: busy
      .filter((b) => covers(date, b))
      .map((b) => spanOn(date, b.start, b.end, zone, dateOf))
      .filter((b) => b.end > b.start),
  }));

  const hoursLine = (a: DayAvailability) =>
    a.closed
      ? [t('dashboard.calendarSettings.exceptions.blockedDay'), a.closedNote].filter(Boolean).join(': ')
      : a.open.length
        ? t('dashboard.calendar.openHours', { hours: a.open.map(range).join(', ') })
        : t('dashboard.calendarSettings.closed');

  const sessionButton = (date: string, s: Session) => (
    <button
      type="button"
      className={`cal-event cal-event-${s.status}${s.modality === 'in_person' ? ' cal-event-in-person' : ''}`}
      aria-pressed={selected === s.uid}
      data-date={date}
      onClick={() => onSelect(s)}
    >
      <span className="visually-hidden">{long(dateOf(s.start))}, </span>
      <span className="cal-event-time">
        <time dateTime={s.start}>{time.format(new Date(s.start))}</time>–
        <time dateTime={s.end}>{time.format(new Date(s.end))}</time>
      </span>{' '}
      <span className="cal-event-client">{s.clientName}</span>
      <span className="visually-hidden">
        , {s.serviceName}, {t(`dashboard.sessions.modality.${s.modality}`)},{' '}
        {t(`dashboard.sessions.status.${s.status}`)}
        {s.program ? `, ${t('dashboard.sessions.program', { company: s.program.companyName })}` : ''}
      </span>
      <span className="cal-event-tags" aria-hidden="true">
        {t(`dashboard.sessions.modality.${s.modality}`)}
        {s.status === 'requested' || s.status === 'pending_email'
          ? ` · ${t('dashboard.sessions.status.requested')}`
          : ''}
        {s.program ? ` · ${s.program.companyName}` : ''}
      </span>
    </button>
  );
  const blockText = (b: Span & { note: string }) =>
    [t('dashboard.calendarSettings.exceptions.blockedPart', { start: clock(b.start), end: clock(b.end) }), b.note]
      .filter(Boolean)
      .join(': ');
  const busyText = (b: Span) =>
    t('dashboard.calendar.busy', { start: clock(b.start), end: b.end >= DAY ? '24:00' : clock(b.end) });

  const dayHeading = (plan: DayPlan, short: boolean) => (
    <h3 id={`cal-day-${plan.date}`} className="cal-day-head">
      {short ? (
        <>
          <span aria-hidden="true">{dayShort.format(new Date(`${plan.date}T12:00:00Z`))}</span>
          <span className="visually-hidden">{long(plan.date)}</span>
        </>
      ) : (
        long(plan.date)
      )}
      {plan.date === today && <span className="cal-today-mark">{t('dashboard.calendar.todayMark')}</span>}
    </h3>
  );

  if (layout === 'list')
    return (
      <ol className="cal-agenda">
        {plans.map((plan) => {
          const items = [
            ...plan.sessions.map((s) => ({
              at: s.start,
              key: s.session.uid,
              node: sessionButton(plan.date, s.session),
            })),
            ...plan.availability.blocks.map((b) => ({
              at: b.start,
              key: `block-${b.start}`,
              node: <span className="cal-agenda-block">{blockText(b)}</span>,
            })),
            ...plan.busy.map((b) => ({
              at: b.start,
              key: `busy-${b.start}-${b.end}`,
              node: <span className="cal-agenda-busy">{busyText(b)}</span>,
            })),
          ].sort((a, b) => a.at - b.at);
          return (
            <li
              key={plan.date}
              className={plan.date === today ? 'cal-agenda-day cal-today' : 'cal-agenda-day'}
              aria-current={plan.date === today ? 'date' : undefined}
            >
              {dayHeading(plan, false)}
              <p className="cal-day-hours">{hoursLine(plan.availability)}</p>
              {items.length === 0 ? (
                <p className="cal-agenda-empty">{t('dashboard.calendar.nothing')}</p>
              ) : (
                <ul>
                  {items.map((item) => (
                    <li key={item.key}>{item.node}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    );

  const shown = hourRange(
    plans.flatMap((p) => [...p.availability.open, ...p.availability.blocks, ...p.sessions, ...p.busy]),
  );
  const hours = Array.from({ length: shown[1] - shown[0] }, (_, i) => shown[0] + i);
  const place = (span: Span) => {
    const { top, height } = position(span, shown);
    return { top: `${top}%`, height: `${height}%` };
  };
  const now = new Date();
  const nowMinutes = minutesIn(now, zone);

  return (
    <div
      className="cal-grid"
      style={{ '--cal-days': dates.length, '--cal-hours': hours.length } as React.CSSProperties}
      ref={grid}
    >
      <div className="cal-gutter" aria-hidden="true">
        <div className="cal-gutter-hours">
          {hours.map((hour) => (
            <span key={hour}>{clock(hour * 60)}</span>
          ))}
        </div>
      </div>
      <ol className="cal-days">
        {plans.map((plan) => (
          <li
            key={plan.date}
            className={plan.date === today ? 'cal-day cal-today' : 'cal-day'}
            aria-current={plan.date === today ? 'date' : undefined}
            aria-labelledby={`cal-day-${plan.date}`}
          >
            {dayHeading(plan, dates.length > 1)}
            <p className={plan.availability.closed ? 'cal-day-hours cal-day-closed' : 'cal-day-hours'}>
              {hoursLine(plan.availability)}
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
                    <span>{blockText(b)}</span>
                  </li>
                ))}
                {plan.busy.map((b) => (
                  <li key={`busy-${b.start}-${b.end}`} className="cal-busy" style={place(b)}>
                    <span>{busyText(b)}</span>
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
                    {sessionButton(plan.date, item.session)}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Arrow keys between sessions in the grid: up and down to the previous or next session of the day,
 * left and right to the nearest-in-time session of the previous or next day that has one; Home and
 * End to the first and last. Tab still walks every session in time order.
 */
function moveBetweenEvents(event: KeyboardEvent, grid: HTMLElement) {
  const current = event.target as HTMLElement;
  if (!current.classList.contains('cal-event')) return;
  const all = [...grid.querySelectorAll<HTMLButtonElement>('.cal-event')];
  const days = [...new Set(all.map((b) => b.dataset.date ?? ''))];
  const inDay = (date: string) => all.filter((b) => b.dataset.date === date);
  const date = current.dataset.date ?? '';
  const own = inDay(date);
  const index = own.indexOf(current as HTMLButtonElement);
  let next: HTMLButtonElement | undefined;
  if (event.key === 'ArrowDown') next = own[index + 1];
  else if (event.key === 'ArrowUp') next = own[index - 1];
  else if (event.key === 'Home') next = all[0];
  else if (event.key === 'End') next = all.at(-1);
  else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const target = days[days.indexOf(date) + step];
    if (target) {
      const top = current.getBoundingClientRect().top;
      next = inDay(target).reduce<HTMLButtonElement | undefined>(
        (best, b) =>
          !best || Math.abs(b.getBoundingClientRect().top - top) < Math.abs(best.getBoundingClientRect().top - top)
            ? b
            : best,
        undefined,
      );
    }
  } else return;
  event.preventDefault();
  next?.focus();
}
