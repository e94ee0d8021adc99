import { useWords } from '../../words.tsx';
import { agendaOf, type DayPlan, type Session } from './day-plan.ts';
import type { GridWords } from './grid-words.ts';

// The parts both layouts of the calendar share: a session's button and a day's heading; and the
// list layout itself.

interface Common {
  words: GridWords;
  selected: string | undefined;
  onSelect: (session: Session) => void;
}

/** A session as a button named with its day, time, client, service, way of meeting and status. */
export function SessionButton({ date, s, words, selected, onSelect }: Common & { date: string; s: Session }) {
  const { t } = useWords();
  return (
    <button
      type="button"
      className={`cal-event cal-event-${s.status}${s.modality === 'in_person' ? ' cal-event-in-person' : ''}`}
      aria-pressed={selected === s.uid}
      data-date={date}
      onClick={() => onSelect(s)}
    >
      <span className="visually-hidden">{words.long(words.dateOf(s.start))}, </span>
      <span className="cal-event-time">
        <time dateTime={s.start}>{words.time(s.start)}</time>–<time dateTime={s.end}>{words.time(s.end)}</time>
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
}

/** A day's heading: long, or short on screen (long for screen readers) where days sit side by side; today marked. */
export function DayHeading({
  date,
  short,
  today,
  words,
}: {
  date: string;
  short: boolean;
  today: string;
  words: GridWords;
}) {
  const { t } = useWords();
  return (
    <h3 id={`cal-day-${date}`} className="cal-day-head">
      {short ? (
        <>
          <span aria-hidden="true">{words.short(date)}</span>
          <span className="visually-hidden">{words.long(date)}</span>
        </>
      ) : (
        words.long(date)
      )}
      {date === today && <span className="cal-today-mark">{t('dashboard.calendar.todayMark')}</span>}
    </h3>
  );
}

/** The days as a list: each day's hours, then its sessions, blocks and busy times in time order. */
export function AgendaList({ plans, today, ...common }: Common & { plans: DayPlan[]; today: string }) {
  const { t } = useWords();
  const { words } = common;
  return (
    <ol className="cal-agenda">
      {plans.map((plan) => {
        const items = agendaOf(plan);
        return (
          <li
            key={plan.date}
            className={plan.date === today ? 'cal-agenda-day cal-today' : 'cal-agenda-day'}
            aria-current={plan.date === today ? 'date' : undefined}
          >
            <DayHeading date={plan.date} short={false} today={today} words={words} />
            <p className="cal-day-hours">{words.hoursLine(plan.availability)}</p>
            {items.length === 0 ? (
              <p className="cal-agenda-empty">{t('dashboard.calendar.nothing')}</p>
            ) : (
              <ul>
                {items.map((item) => (
                  <li key={item.key}>
                    {item.kind === 'session' ? (
                      <SessionButton date={plan.date} s={item.session} {...common} />
                    ) : item.kind === 'block' ? (
                      <span className="cal-agenda-block">{words.blockText(item.block)}</span>
                    ) : (
                      <span className="cal-agenda-busy">{words.busyText(item.busy)}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
