import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import '../../styles/calendar.css';
import { addDays, dateIn, instantOf, mondayOf, zonedFormat } from '../../lib/booking-time.ts';
import { useApiQuery } from '../../lib/query.ts';
import QueryState, { Problem } from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import NewSession from './calendar/NewSession.tsx';
import SessionPanel from './calendar/SessionPanel.tsx';
import TimeGrid, { type Busy, type CalendarSettings, type Session } from './calendar/TimeGrid.tsx';

type View = 'week' | 'day' | 'list';
const VIEWS: View[] = ['week', 'day', 'list'];
/** The legend under the grid: each swatch's class and the key of its words. */
const LEGEND = [
  ['open', 'open'],
  ['block', 'blocked'],
  ['busy', 'busy'],
  ['requested', 'requested'],
] as const;
/** Below this width seven columns of times do not fit: the calendar opens on one day. */
const NARROW = '(max-width: 40rem)';

/** Week and day time grids (and a list) of sessions, opening hours, blocks and imported busy times; create, move, cancel. */
export default function Calendar() {
  const { t, locale } = useWords();
  const loaded = useApiQuery<CalendarSettings>('/api/v1/calendar/settings');
  const settings = loaded.data;
  const [view, setView] = useState<View>(() => (window.matchMedia?.(NARROW).matches ? 'day' : 'week'));
  // The day shown: today in the practice's zone until the therapist moves.
  const [moved, setAnchor] = useState<string | undefined>();
  const [selected, setSelected] = useState<Session | undefined>();
  const [announcement, setAnnouncement] = useState('');

  const zone = settings?.timeZone ?? 'UTC';
  const anchor = moved ?? (settings && dateIn(new Date(), zone));
  const first = anchor ? (view === 'day' ? anchor : mondayOf(anchor)) : undefined;
  const days = view === 'day' ? 1 : 7;
  const from = first && instantOf(first, '00:00', zone).toISOString();
  const to = first && instantOf(addDays(first, days), '00:00', zone).toISOString();
  // A session that starts the evening before and runs past midnight still shows on its second day.
  const since = from && new Date(Date.parse(from) - 86_400_000).toISOString();
  // Another week keeps the one shown until its own answers come.
  const list = useApiQuery<{ sessions: Session[] }>(from && `/api/v1/sessions?scope=all&from=${since}&to=${to}`, {
    placeholderData: keepPreviousData,
  });
  const imported = useApiQuery<{ busy: Busy[] }>(from && `/api/v1/calendar/busy?from=${from}&to=${to}`, {
    placeholderData: keepPreviousData,
  });
  const sessions = list.data?.sessions.filter((s) => s.status !== 'declined') ?? [];
  const busy = imported.data?.busy ?? [];

  if (!settings || !anchor || !first)
    return <QueryState query={loaded} loading="dashboard.loading" error="dashboard.calendar.error" />;

  const today = dateIn(new Date(), zone);
  const dates = Array.from({ length: days }, (_, i) => addDays(first, i));
  const dayLabel = zonedFormat(locale, 'UTC', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const label = (date: string) => dayLabel.format(new Date(`${date}T12:00:00Z`));
  const step = (direction: 1 | -1) => setAnchor(addDays(anchor, (view === 'day' ? 1 : 7) * direction));
  const title = view === 'day' ? label(first) : t('dashboard.calendar.weekOf', { date: label(first) });
  const unit = view === 'day' ? 'Day' : 'Week';

  return (
    <section aria-labelledby="calendar-heading" className="calendar">
      <header className="dashboard-header">
        <h1 id="calendar-heading">{t('dashboard.calendar.title')}</h1>
        <p>{t('dashboard.sessions.lead', { zone: zone.replace(/_/g, ' ') })}</p>
      </header>
      <div className="calendar-toolbar">
        <div className="calendar-steps">
          <button type="button" className="button" onClick={() => step(-1)}>
            {t(`dashboard.calendar.previous${unit}`)}
          </button>
          <button type="button" className="button" onClick={() => setAnchor(today)}>
            {t('dashboard.calendar.today')}
          </button>
          <button type="button" className="button" onClick={() => step(1)}>
            {t(`dashboard.calendar.next${unit}`)}
          </button>
        </div>
        <fieldset className="calendar-views">
          <legend className="visually-hidden">{t('dashboard.calendar.view')}</legend>
          {VIEWS.map((v) => (
            <button key={v} type="button" className="button" aria-pressed={view === v} onClick={() => setView(v)}>
              {t(`dashboard.calendar.${v}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <h2 aria-live="polite" className="calendar-range">
        {title}
      </h2>
      {view !== 'list' && <p className="calendar-hint">{t('dashboard.calendar.keyboardHint')}</p>}
      {list.isError && <Problem retry={() => void list.refetch()}>{t('dashboard.calendar.error')}</Problem>}
      <TimeGrid
        dates={dates}
        today={today}
        settings={settings}
        sessions={sessions}
        busy={busy}
        selected={selected?.uid}
        onSelect={setSelected}
        layout={view === 'list' ? 'list' : 'grid'}
      />
      {view !== 'list' && (
        <ul className="calendar-legend" aria-label={t('dashboard.calendar.legend')}>
          {LEGEND.map(([swatch, words]) => (
            <li key={swatch}>
              <span className={`cal-swatch cal-swatch-${swatch}`} aria-hidden="true" />
              {t(`dashboard.calendar.legend.${words}`)}
            </li>
          ))}
        </ul>
      )}

      <p aria-live="polite">{announcement}</p>
      {selected && (
        <SessionPanel
          key={selected.uid}
          session={selected}
          zone={zone}
          onDone={(message) => {
            setAnnouncement(message);
            setSelected(undefined);
          }}
        />
      )}
      <NewSession zone={zone} onCreated={setAnnouncement} />
    </section>
  );
}
