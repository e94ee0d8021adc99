import { useCallback, useEffect, useState } from 'react';
import '../../styles/calendar.css';
import { api } from '../../lib/api-client.ts';
import { addDays, dateIn, instantOf, mondayOf, zonedFormat } from '../../lib/booking-time.ts';
import NewSession from './calendar/NewSession.tsx';
import SessionPanel from './calendar/SessionPanel.tsx';
import TimeGrid, { type Busy, type CalendarSettings, type Session } from './calendar/TimeGrid.tsx';
import type { ScreenProps } from './types.ts';

type View = 'week' | 'day' | 'list';
const VIEWS: View[] = ['week', 'day', 'list'];
/** Below this width seven columns of times do not fit: the calendar opens on one day. */
const NARROW = '(max-width: 40rem)';

/** Week and day time grids (and a list) of sessions, opening hours, blocks and imported busy times; create, move, cancel. */
export default function Calendar({ t, locale, navigate }: ScreenProps) {
  const [settings, setSettings] = useState<CalendarSettings | undefined>();
  const [view, setView] = useState<View>(() => (window.matchMedia?.(NARROW).matches ? 'day' : 'week'));
  const [anchor, setAnchor] = useState<string | undefined>();
  const [sessions, setSessions] = useState<Session[]>([]);
  const [busy, setBusy] = useState<Busy[]>([]);
  const [selected, setSelected] = useState<Session | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    api<CalendarSettings>('/api/v1/calendar/settings').then((result) => {
      if (!result.ok) return setFailed(true);
      setSettings(result.body);
      setAnchor(dateIn(new Date(), result.body.timeZone));
    });
  }, []);

  const zone = settings?.timeZone ?? 'UTC';
  const first = anchor ? (view === 'day' ? anchor : mondayOf(anchor)) : undefined;
  const days = view === 'day' ? 1 : 7;

  const load = useCallback(async () => {
    if (!first || !settings) return;
    const from = instantOf(first, '00:00', zone).toISOString();
    const to = instantOf(addDays(first, days), '00:00', zone).toISOString();
    // A session that starts the evening before and runs past midnight still shows on its second day.
    const since = new Date(Date.parse(from) - 86_400_000).toISOString();
    const [list, imported] = await Promise.all([
      api<{ sessions: Session[] }>(`/api/v1/sessions?scope=all&from=${since}&to=${to}`),
      api<{ busy: Busy[] }>(`/api/v1/calendar/busy?from=${from}&to=${to}`),
    ]);
    setFailed(!list.ok);
    if (list.ok) setSessions(list.body.sessions.filter((s) => s.status !== 'declined'));
    if (imported.ok) setBusy(imported.body.busy);
  }, [first, days, zone, settings]);
  useEffect(() => {
    void load();
  }, [load]);

  if (failed && !settings)
    return (
      <p className="notice notice-error" role="alert">
        {t('dashboard.calendar.error')}
      </p>
    );
  if (!settings || !anchor || !first) return <p aria-live="polite">{t('dashboard.loading')}</p>;

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
      {failed && (
        <p className="notice notice-error" role="alert">
          {t('dashboard.calendar.error')}
        </p>
      )}
      <TimeGrid
        t={t}
        locale={locale}
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
          <li>
            <span className="cal-swatch cal-swatch-open" aria-hidden="true" />
            {t('dashboard.calendar.legend.open')}
          </li>
          <li>
            <span className="cal-swatch cal-swatch-block" aria-hidden="true" />
            {t('dashboard.calendar.legend.blocked')}
          </li>
          <li>
            <span className="cal-swatch cal-swatch-busy" aria-hidden="true" />
            {t('dashboard.calendar.legend.busy')}
          </li>
          <li>
            <span className="cal-swatch cal-swatch-requested" aria-hidden="true" />
            {t('dashboard.calendar.legend.requested')}
          </li>
        </ul>
      )}

      <p aria-live="polite">{announcement}</p>
      {selected && (
        <SessionPanel
          key={selected.uid}
          session={selected}
          zone={zone}
          t={t}
          locale={locale}
          navigate={navigate}
          onDone={async (message) => {
            setAnnouncement(message);
            setSelected(undefined);
            await load();
          }}
        />
      )}
      <NewSession
        t={t}
        zone={zone}
        onCreated={async (message) => {
          setAnnouncement(message);
          await load();
        }}
      />
    </section>
  );
}
