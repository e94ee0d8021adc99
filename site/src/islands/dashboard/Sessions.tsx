import { JOIN_BUTTON_MINUTES, type TherapistSession } from '@calma/api/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import '../../styles/calendar.css';
import { zonedFormat } from '../../lib/booking-time.ts';
import { useApiQuery } from '../../lib/query.ts';
import QueryState from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import { type AppointmentAction, useAppointmentAction } from './appointment-actions.ts';
import { clientPath } from './clients/paths-and-money.ts';
import { useShell } from './shell.tsx';

type Status = TherapistSession['status'];
/** A session; one booked through the employer program names the company (the API adds `program`). */
type Session = TherapistSession & { program?: { companyName: string } | null };
type Scope = 'requests' | 'upcoming' | 'past';
/** How often the list looks at the clock, so Join buttons appear (and go) without a reload. */
const CLOCK_MS = 30_000;
const SCOPES: Scope[] = ['requests', 'upcoming', 'past'];

/** The therapist's sessions: requests to answer, what is coming, what happened; with the actions each allows. */
export default function Sessions() {
  const { t, locale } = useWords();
  const { navigate } = useShell();
  const initial = new URLSearchParams(window.location.search).get('scope');
  const [scope, setScope] = useState<Scope>(SCOPES.includes(initial as Scope) ? (initial as Scope) : 'upcoming');
  const [status, setStatus] = useState<'' | Status>('');
  // Another scope or status keeps the list shown until its own answer comes.
  const list = useApiQuery<{ timeZone: string; sessions: Session[] }>(
    `/api/v1/sessions?${new URLSearchParams({ scope, ...(status ? { status } : {}) })}`,
    { placeholderData: keepPreviousData },
  );
  const data = list.data;
  const [notice, setNotice] = useState('');
  const action = useAppointmentAction();
  const busy = action.isPending ? action.variables.uid : undefined;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const choose = (next: Scope) => {
    setScope(next);
    setStatus('');
    window.history.replaceState(null, '', `/dashboard/sessions?scope=${next}`);
  };

  const act = (session: Session, chosen: Exclude<AppointmentAction, 'reschedule'>) => {
    if (chosen === 'cancel' && !window.confirm(t('dashboard.sessions.cancelConfirm', { client: session.clientName })))
      return;
    action.mutate(
      { uid: session.uid, action: chosen },
      {
        onSuccess: () => setNotice(t(`dashboard.sessions.done.${chosen}`, { client: session.clientName })),
        onError: () => setNotice(t('dashboard.sessions.actionFailed')),
      },
    );
  };

  // Among requests, a guest's booking that waits for the guest to confirm their address is not one
  // to answer yet: it is listed apart, after those that are.
  const awaiting = scope === 'requests' ? (data?.sessions.filter((s) => s.status === 'pending_email') ?? []) : [];
  const shown = data?.sessions.filter((s) => !awaiting.includes(s)) ?? [];
  const zone = data?.timeZone ?? 'Europe/Berlin';
  const day = zonedFormat(locale, zone, { weekday: 'long', day: 'numeric', month: 'long' });
  const time = zonedFormat(locale, zone, { hour: '2-digit', minute: '2-digit' });
  const when = (s: Session) =>
    `${day.format(new Date(s.start))}, ${time.format(new Date(s.start))}–${time.format(new Date(s.end))}`;

  return (
    <section aria-labelledby="sessions-heading">
      <h1 id="sessions-heading">{t('dashboard.sessions.title')}</h1>
      <p>{t('dashboard.sessions.lead', { zone: zone.replace(/_/g, ' ') })}</p>
      <fieldset className="tabs">
        <legend className="visually-hidden">{t('dashboard.sessions.scopes')}</legend>
        {SCOPES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={scope === s}
            className={scope === s ? 'tab tab-active' : 'tab'}
            onClick={() => choose(s)}
          >
            {t(`dashboard.sessions.scope.${s}`)}
          </button>
        ))}
      </fieldset>
      <div>
        {scope === 'past' && (
          <div className="field inline-field">
            <label htmlFor="sessions-status">{t('dashboard.sessions.filterStatus')}</label>
            <select id="sessions-status" value={status} onChange={(e) => setStatus(e.currentTarget.value as Status)}>
              <option value="">{t('dashboard.sessions.allStatuses')}</option>
              {(['confirmed', 'completed', 'no_show', 'cancelled', 'declined'] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`dashboard.sessions.status.${s}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <p aria-live="polite" className={notice ? 'notice' : 'visually-hidden'}>
          {notice}
        </p>
        <QueryState query={list} loading="dashboard.loading" error="dashboard.sessions.error" />
        {data && shown.length === 0 && <p>{t(`dashboard.sessions.empty.${scope}`)}</p>}
        {data && shown.length > 0 && (
          <ul className="cards session-list">
            {shown.map((s) => {
              const started = new Date(s.start).getTime() <= now;
              return (
                <li key={s.uid} className="card">
                  <h2>
                    <time dateTime={s.start}>{when(s)}</time>
                  </h2>
                  <p>
                    {s.clientId === null ? (
                      s.clientName
                    ) : (
                      <a
                        href={clientPath(s.clientId)}
                        onClick={(event) => {
                          event.preventDefault();
                          navigate(clientPath(s.clientId as string));
                        }}
                      >
                        {s.clientName}
                      </a>
                    )}
                    {' · '}
                    {s.serviceName} · {t(`dashboard.sessions.modality.${s.modality}`)}
                    {s.firstSession && <> · {t('dashboard.sessions.firstSession')}</>}
                  </p>
                  <Marks session={s} />
                  <div className="actions">
                    {s.modality === 'online' &&
                      s.status === 'confirmed' &&
                      new Date(s.start).getTime() - JOIN_BUTTON_MINUTES * 60_000 <= now &&
                      now < new Date(s.end).getTime() && (
                        <a
                          href="/dashboard/waiting-room"
                          className="button button-primary"
                          onClick={(event) => {
                            event.preventDefault();
                            navigate('/dashboard/waiting-room');
                          }}
                        >
                          {t('dashboard.waitingRoom.joinSession', { client: s.clientName })}
                        </a>
                      )}
                    {actionsOf(s, started).map((each) => (
                      <button
                        key={each.action}
                        type="button"
                        className={each.primary ? 'button button-primary' : 'button'}
                        aria-pressed={each.pressed}
                        disabled={busy === s.uid}
                        onClick={() => act(s, each.action)}
                      >
                        {t(`dashboard.sessions.${each.words}`)}
                      </button>
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {awaiting.length > 0 && (
          <section aria-labelledby="sessions-awaiting-email">
            <h2 id="sessions-awaiting-email">{t('dashboard.sessions.awaitingEmail.title')}</h2>
            <p className="hint">{t('dashboard.sessions.awaitingEmail.lead')}</p>
            <ul className="cards session-list">
              {awaiting.map((s) => (
                <li key={s.uid} className="card">
                  <h3>
                    <time dateTime={s.start}>{when(s)}</time>
                  </h3>
                  <p>
                    {s.clientName} · {s.serviceName} · {t(`dashboard.sessions.modality.${s.modality}`)}
                  </p>
                  <p className="badges">
                    <span className="badge badge-muted">{t('dashboard.sessions.status.pending_email')}</span>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </section>
  );
}

type Offered = {
  action: Exclude<AppointmentAction, 'reschedule'>;
  /** The key of its words under `dashboard.sessions`. */
  words: string;
  primary?: boolean;
  /** For the two answers to whether a session took place: which one is given. */
  pressed?: boolean;
};

/** What a session offers: a request is answered, a confirmed one cancelled before it starts, and after it starts whether it took place is said. */
function actionsOf(s: Session, started: boolean): Offered[] {
  if (!started && s.status === 'requested')
    return [
      { action: 'confirm', words: 'confirm', primary: true },
      { action: 'decline', words: 'decline' },
    ];
  if (!started && s.status === 'confirmed') return [{ action: 'cancel', words: 'cancel' }];
  if (started && ['confirmed', 'completed', 'no_show'].includes(s.status))
    return [
      { action: 'complete', words: 'complete', pressed: s.status === 'completed' },
      { action: 'no-show', words: 'noShow', pressed: s.status === 'no_show' },
    ];
  return [];
}

/** A session's marks: its status, the employer paying, and what its client has still to sign or fill in. */
function Marks({ session: s }: { session: Session }) {
  const { t } = useWords();
  return (
    <p className="badges">
      <span className={`badge badge-${s.status === 'confirmed' ? 'ok' : 'muted'}`}>
        {t(`dashboard.sessions.status.${s.status}`)}
      </span>
      {s.program && (
        <span className="badge badge-verified">
          {t('dashboard.sessions.program', { company: s.program.companyName })}
        </span>
      )}
      {s.agreementsMissing > 0 && (
        <span className="badge badge-missing">
          {t('dashboard.sessions.agreementsMissing', { count: s.agreementsMissing })}
        </span>
      )}
      {s.intakeMissing && <span className="badge badge-missing">{t('dashboard.sessions.intakeMissing')}</span>}
    </p>
  );
}
