import type { TherapistSession } from '@calma/api/contract';
import { type SyntheticEvent, useCallback, useEffect, useState } from 'react';
import '../../styles/calendar.css';
import { type AvailabilitySettings, THERAPIST_DAILY_EMAILS } from '@calma/api/contract';
import { type ApiOutcome, api } from '../../lib/api-client.ts';
import { addDays, dateIn, instantOf, mondayOf, weekday, zonedFormat } from '../../lib/booking-time.ts';
import { clientPath } from './clients/paths-and-money.ts';
import LabelledInput from './LabelledInput.tsx';
import type { ScreenProps } from './types.ts';

type Session = TherapistSession;
type Settings = Pick<AvailabilitySettings, 'timeZone' | 'weekly' | 'exceptions'>;
type View = 'week' | 'month';

/** Week and month views of sessions, opening hours, blocks and imported busy times; create, move, cancel. */
export default function Calendar({ t, locale, navigate }: ScreenProps) {
  const [settings, setSettings] = useState<Settings | undefined>();
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState<string | undefined>();
  const [sessions, setSessions] = useState<Session[]>([]);
  const [busy, setBusy] = useState<{ start: string; end: string }[]>([]);
  const [selected, setSelected] = useState<Session | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    api<Settings>('/api/v1/calendar/settings').then((result) => {
      if (!result.ok) return setFailed(true);
      setSettings(result.body);
      setAnchor(dateIn(new Date(), result.body.timeZone));
    });
  }, []);

  const zone = settings?.timeZone ?? 'UTC';
  const first = anchor ? (view === 'week' ? mondayOf(anchor) : mondayOf(`${anchor.slice(0, 8)}01`)) : undefined;
  const days = first ? (view === 'week' ? 7 : 42) : 0;

  const load = useCallback(async () => {
    if (!first || !settings) return;
    const from = instantOf(first, '00:00', zone).toISOString();
    const to = instantOf(addDays(first, days), '00:00', zone).toISOString();
    const [list, imported] = await Promise.all([
      api<{ sessions: Session[] }>(`/api/v1/sessions?scope=all&from=${from}&to=${to}`),
      api<{ busy: { start: string; end: string }[] }>(`/api/v1/calendar/busy?from=${from}&to=${to}`),
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

  const time = zonedFormat(locale, zone, { hour: '2-digit', minute: '2-digit' });
  const dayLabel = zonedFormat(locale, 'UTC', { weekday: 'long', day: 'numeric', month: 'long' });
  const monthLabel = zonedFormat(locale, 'UTC', { month: 'long', year: 'numeric' });
  const today = dateIn(new Date(), zone);
  const dates = Array.from({ length: days }, (_, i) => addDays(first, i));
  const onDate = (date: string) => sessions.filter((s) => dateIn(new Date(s.start), zone) === date);
  const busyOn = (date: string) =>
    busy.filter((b) => dateIn(new Date(b.start), zone) <= date && dateIn(new Date(b.end), zone) >= date);
  const exceptionsOn = (date: string) => settings.exceptions.filter((e) => e.date === date);
  const hoursOn = (date: string) => settings.weekly.filter((w) => w.weekday === weekday(date));
  const step = (direction: 1 | -1) => {
    if (view === 'week') setAnchor(addDays(anchor, 7 * direction));
    else {
      const d = new Date(`${anchor.slice(0, 8)}01T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() + direction);
      setAnchor(d.toISOString().slice(0, 10));
    }
  };
  const title =
    view === 'week'
      ? t('dashboard.calendar.weekOf', { date: dayLabel.format(new Date(`${first}T00:00:00Z`)) })
      : monthLabel.format(new Date(`${anchor.slice(0, 8)}01T00:00:00Z`));

  const sessionButton = (s: Session) => (
    <button
      type="button"
      className={`calendar-event calendar-event-${s.status}`}
      aria-pressed={selected?.uid === s.uid}
      onClick={() => setSelected(s)}
    >
      <time dateTime={s.start}>{time.format(new Date(s.start))}</time> {s.clientName}
      <span className="visually-hidden">
        {' '}
        – {s.serviceName}, {t(`dashboard.sessions.status.${s.status}`)}
      </span>
    </button>
  );

  return (
    <section aria-labelledby="calendar-heading" className="calendar">
      <h1 id="calendar-heading">{t('dashboard.calendar.title')}</h1>
      <p>{t('dashboard.sessions.lead', { zone: zone.replace(/_/g, ' ') })}</p>
      <div className="calendar-toolbar">
        <button type="button" className="button" onClick={() => step(-1)}>
          {view === 'week' ? t('dashboard.calendar.previousWeek') : t('dashboard.calendar.previousMonth')}
        </button>
        <button type="button" className="button" onClick={() => setAnchor(today)}>
          {t('dashboard.calendar.today')}
        </button>
        <button type="button" className="button" onClick={() => step(1)}>
          {view === 'week' ? t('dashboard.calendar.nextWeek') : t('dashboard.calendar.nextMonth')}
        </button>
        <fieldset className="calendar-views">
          <legend className="visually-hidden">{t('dashboard.calendar.view')}</legend>
          {(['week', 'month'] as const).map((v) => (
            <button key={v} type="button" className="button" aria-pressed={view === v} onClick={() => setView(v)}>
              {t(`dashboard.calendar.${v}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <h2 aria-live="polite">{title}</h2>

      {view === 'week' ? (
        <ol className="calendar-week">
          {dates.map((date) => (
            <li key={date} className={date === today ? 'calendar-day calendar-today' : 'calendar-day'}>
              <h3>
                {dayLabel.format(new Date(`${date}T00:00:00Z`))}
                {date === today && <span className="visually-hidden"> ({t('dashboard.calendar.today')})</span>}
              </h3>
              <p className="calendar-hours">
                {exceptionsOn(date).some((e) => !e.available && !e.start)
                  ? t('dashboard.calendarSettings.exceptions.blockedDay')
                  : hoursOn(date).length
                    ? hoursOn(date)
                        .map((w) => `${w.start}–${w.end}`)
                        .join(', ')
                    : t('dashboard.calendarSettings.closed')}
              </p>
              {exceptionsOn(date)
                .filter((e) => e.start)
                .map((e) => (
                  <p key={e.id} className="calendar-block">
                    {e.available
                      ? t('dashboard.calendarSettings.exceptions.open', { start: e.start ?? '', end: e.end ?? '' })
                      : t('dashboard.calendarSettings.exceptions.blockedPart', {
                          start: e.start ?? '',
                          end: e.end ?? '',
                        })}
                  </p>
                ))}
              <ul>
                {onDate(date).map((s) => (
                  <li key={s.uid}>{sessionButton(s)}</li>
                ))}
                {busyOn(date).map((b) => (
                  <li key={b.start} className="calendar-busy">
                    {t('dashboard.calendar.busy', {
                      start: time.format(new Date(b.start)),
                      end: time.format(new Date(b.end)),
                    })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : (
        <table className="calendar-month">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {dates.slice(0, 7).map((date) => (
                <th key={date} scope="col">
                  {zonedFormat(locale, 'UTC', { weekday: 'short' }).format(new Date(`${date}T00:00:00Z`))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: 6 }, (_, row) => (
              <tr key={dates[row * 7]}>
                {dates.slice(row * 7, row * 7 + 7).map((date) => (
                  <td key={date} className={date.slice(0, 7) === anchor.slice(0, 7) ? '' : 'calendar-outside'}>
                    <span className="calendar-date">{Number(date.slice(8))}</span>
                    <ul>
                      {onDate(date).map((s) => (
                        <li key={s.uid}>{sessionButton(s)}</li>
                      ))}
                    </ul>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
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

type T = ScreenProps['t'];

/** A session's day and start time (in five-minute steps), as moving one and booking one ask for them. */
function SessionStart(props: {
  t: T;
  id: string;
  required?: boolean;
  date: string;
  time: string;
  onDate: (value: string) => void;
  onTime: (value: string) => void;
}) {
  const { t, id, required = false } = props;
  return (
    <>
      <LabelledInput
        id={`${id}-date`}
        label={t('dashboard.calendarSettings.exceptions.date')}
        type="date"
        required={required}
        value={props.date}
        onValue={props.onDate}
      />
      <LabelledInput
        id={`${id}-time`}
        label={t('dashboard.calendar.time')}
        type="time"
        step={300}
        required={required}
        value={props.time}
        onValue={props.onTime}
      />
    </>
  );
}

function SessionPanel({
  session,
  zone,
  t,
  locale,
  navigate,
  onDone,
}: {
  session: Session;
  zone: string;
  t: T;
  locale: string;
  navigate: (path: string) => void;
  onDone: (message: string) => void;
}) {
  const start = new Date(session.start);
  const [date, setDate] = useState(dateIn(start, zone));
  const [clock, setClock] = useState(
    zonedFormat('en-GB', zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(start),
  );
  const [error, setError] = useState('');
  const active = ['requested', 'confirmed'].includes(session.status) && start.getTime() > Date.now();
  const { clientId } = session;
  const when = zonedFormat(locale, zone, { dateStyle: 'full', timeStyle: 'short' });
  const move = async (event: SyntheticEvent) => {
    event.preventDefault();
    const result = await api(`/api/v1/appointments/${session.uid}/reschedule`, {
      method: 'POST',
      body: { start: instantOf(date, clock, zone).toISOString() },
    });
    if (result.ok) onDone(t('dashboard.calendar.moved', { client: session.clientName }));
    else
      setError(
        result.problem.code === 'SLOT_UNAVAILABLE' ? t('dashboard.calendar.taken') : t('dashboard.calendar.moveFailed'),
      );
  };
  return (
    <section className="card calendar-panel" aria-labelledby="panel-heading">
      <h2 id="panel-heading" tabIndex={-1} ref={(el) => el?.focus()}>
        {session.clientName}
      </h2>
      <p>
        {when.format(start)} · {session.serviceName} · {t(`dashboard.sessions.modality.${session.modality}`)} ·{' '}
        {t(`dashboard.sessions.status.${session.status}`)}
      </p>
      {clientId !== null && (
        // A guest who has not confirmed their address has no client record to open yet.
        <p>
          <a
            href={clientPath(clientId)}
            onClick={(e) => {
              e.preventDefault();
              navigate(clientPath(clientId));
            }}
          >
            {t('dashboard.calendar.openClient')}
          </a>
        </p>
      )}
      {active && (
        <>
          <form onSubmit={move} noValidate>
            <fieldset>
              <legend>{t('dashboard.calendar.move')}</legend>
              <SessionStart t={t} id="move" date={date} time={clock} onDate={setDate} onTime={setClock} />
              {error && (
                <p className="notice notice-error" role="alert">
                  {error}
                </p>
              )}
              <button type="submit" className="button button-primary">
                {t('dashboard.calendar.moveSubmit')}
              </button>
            </fieldset>
          </form>
          <button
            type="button"
            className="button"
            onClick={async () => {
              if (!window.confirm(t('dashboard.sessions.cancelConfirm', { client: session.clientName }))) return;
              const result = await api(`/api/v1/appointments/${session.uid}/cancel`, { method: 'POST', body: {} });
              if (result.ok) onDone(t('dashboard.sessions.done.cancel', { client: session.clientName }));
              else setError(t('dashboard.sessions.actionFailed'));
            }}
          >
            {t('dashboard.sessions.cancel')}
          </button>
        </>
      )}
    </section>
  );
}

function NewSession({ t, zone, onCreated }: { t: T; zone: string; onCreated: (message: string) => void }) {
  const [clients, setClients] = useState<{ id: string; name: string }[]>([]);
  const [services, setServices] = useState<{ id: string; name: string; modality: string; archived: boolean }[]>([]);
  const [form, setForm] = useState({ clientId: '', serviceId: '', date: '', time: '09:00', modality: 'online' });
  const [result, setResult] = useState<ApiOutcome<unknown> | undefined>();
  useEffect(() => {
    api<{ clients: { id: string; name: string }[] }>('/api/v1/clients').then((r) => r.ok && setClients(r.body.clients));
    api<{ services: { id: string; name: string; modality: string; archived: boolean }[] }>('/api/v1/services').then(
      (r) => r.ok && setServices(r.body.services.filter((s) => !s.archived)),
    );
  }, []);
  const service = services.find((s) => s.id === form.serviceId);
  const create = async (event: SyntheticEvent) => {
    event.preventDefault();
    const modality = service?.modality === 'both' ? form.modality : (service?.modality ?? 'online');
    const outcome = await api('/api/v1/sessions', {
      method: 'POST',
      body: {
        clientId: form.clientId,
        serviceId: form.serviceId,
        start: form.date ? instantOf(form.date, form.time, zone).toISOString() : '',
        modality,
      },
    });
    setResult(outcome);
    if (outcome.ok) {
      const name = clients.find((c) => c.id === form.clientId)?.name ?? '';
      onCreated(t('dashboard.calendar.created', { client: name }));
    }
  };
  const error = result && !result.ok ? result : undefined;
  return (
    <section aria-labelledby="new-session-heading">
      <h2 id="new-session-heading">{t('dashboard.calendar.new')}</h2>
      {clients.length === 0 ? (
        <p>{t('dashboard.calendar.noClients')}</p>
      ) : (
        <form onSubmit={create} noValidate>
          {error && (
            <p className="notice notice-error" role="alert">
              {error.problem.code === 'SLOT_UNAVAILABLE'
                ? t('dashboard.calendar.taken')
                : error.problem.code === 'THERAPIST_NOT_VERIFIED'
                  ? t('dashboard.calendar.notVerified')
                  : error.problem.code === 'DAILY_EMAIL_LIMIT'
                    ? t('dashboard.calendar.dailyLimit', { limit: String(THERAPIST_DAILY_EMAILS) })
                    : t('dashboard.calendar.createFailed')}
            </p>
          )}
          <div className="field">
            <label htmlFor="new-client">{t('dashboard.calendar.client')}</label>
            <select
              id="new-client"
              required
              value={form.clientId}
              onChange={(e) => setForm({ ...form, clientId: e.currentTarget.value })}
            >
              <option value="">{t('dashboard.calendar.choose')}</option>
              {clients.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="new-service">{t('dashboard.calendar.service')}</label>
            <select
              id="new-service"
              required
              value={form.serviceId}
              onChange={(e) => setForm({ ...form, serviceId: e.currentTarget.value })}
            >
              <option value="">{t('dashboard.calendar.choose')}</option>
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          {service?.modality === 'both' && (
            <div className="field">
              <label htmlFor="new-modality">{t('dashboard.calendarSettings.modality')}</label>
              <select
                id="new-modality"
                value={form.modality}
                onChange={(e) => setForm({ ...form, modality: e.currentTarget.value })}
              >
                <option value="online">{t('dashboard.calendarSettings.modality.online')}</option>
                <option value="in_person">{t('dashboard.calendarSettings.modality.in_person')}</option>
              </select>
            </div>
          )}
          <SessionStart
            t={t}
            id="new"
            required
            date={form.date}
            time={form.time}
            onDate={(value) => setForm({ ...form, date: value })}
            onTime={(value) => setForm({ ...form, time: value })}
          />
          <button type="submit" className="button button-primary">
            {t('dashboard.calendar.create')}
          </button>
        </form>
      )}
    </section>
  );
}
