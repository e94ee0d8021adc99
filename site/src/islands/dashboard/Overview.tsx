import {
  type ClientDashboard,
  type DashboardOverview,
  JOIN_BUTTON_MINUTES,
  type TherapistDashboard,
} from '@calma/api/contract';
import { useState } from 'react';
import { browserTimeZone, zonedFormat, zoneLabel } from '../../lib/booking-time.ts';
import { useLive } from '../../lib/live.ts';
import { useApiCache, useApiQuery } from '../../lib/query.ts';
import QueryState, { Problem } from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import { useAppointmentAction } from './appointment-actions.ts';
import { DashboardLink as DashLink } from './clients/RecordLayout.tsx';
import MeasureAlerts from './measures/MeasureAlerts.tsx';
import MyQuestionnaires from './measures/MyQuestionnaires.tsx';
import { useShell } from './shell.tsx';
import { publicPath } from './types.ts';

type Request = TherapistDashboard['requests']['first'][number];

const OVERVIEW = '/api/v1/dashboard/overview';

/** The dashboard home: what needs attention today, for a therapist or a client; relays for admins. */
export default function Overview() {
  const { t, locale } = useWords();
  const { me } = useShell();
  const signedIn = me.role !== 'admin';
  // The client's next appointment names its service in the dashboard's language (decision 041).
  const overview = useApiQuery<DashboardOverview>(signedIn && `${OVERVIEW}?locale=${locale}`);
  const cache = useApiCache();
  // New messages, people arriving in the waiting room and answered bookings change the figures.
  useLive(signedIn ? {} : undefined, (event) => {
    if (['messages', 'waiting-room', 'resync'].includes(event.type)) void cache.invalidate(OVERVIEW);
  });

  return (
    <section aria-labelledby="overview-heading" className="overview">
      <header className="dashboard-header">
        <h1 id="overview-heading">{t('dashboard.overview.title', { name: me.displayName || me.email })}</h1>
        <p>{t('dashboard.overview.lead', { email: me.email })}</p>
      </header>
      {me.role === 'therapist' && <MeasureAlerts />}
      {me.role === 'client' && <MyQuestionnaires />}
      {signedIn && (
        <QueryState query={overview} loading="dashboard.loading" error="dashboard.home.error">
          {(data) => (
            <>
              {data.therapist && <TherapistHome data={data.therapist} />}
              {data.client && <ClientHome data={data.client} />}
            </>
          )}
        </QueryState>
      )}
      {me.role === 'admin' && <Relays />}
    </section>
  );
}

/** Figures at a glance, each a link to the screen that shows them. */
function Stats({ items }: { items: { label: string; value: number; to: string; attention?: boolean }[] }) {
  const { t } = useWords();
  return (
    <ul className="overview-stats" aria-label={t('dashboard.home.stats')}>
      {items.map((item) => (
        <li key={item.to} className={item.attention && item.value > 0 ? 'overview-stat attention' : 'overview-stat'}>
          <DashLink to={item.to}>
            <span className="overview-stat-value">{item.value}</span> <span>{item.label}</span>
          </DashLink>
        </li>
      ))}
    </ul>
  );
}

function TherapistHome({ data }: { data: TherapistDashboard }) {
  const { t, locale } = useWords();
  const { me } = useShell();
  const [notice, setNotice] = useState('');
  const action = useAppointmentAction();
  const busy = action.isPending ? action.variables.uid : undefined;
  const zone = data.timeZone;
  const time = zonedFormat(locale, zone, { hour: '2-digit', minute: '2-digit' });
  const when = zonedFormat(locale, zone, { weekday: 'short', day: 'numeric', month: 'short' });
  const span = (s: { start: string; end: string }) =>
    `${time.format(new Date(s.start))}–${time.format(new Date(s.end))}`;
  const now = Date.now();

  /** When a request is for, and who asks for what. */
  const requestLines = (r: Request) => (
    <>
      <p className="overview-when">
        <time dateTime={r.start}>
          {when.format(new Date(r.start))}, {span(r)}
        </time>
      </p>
      <p>
        <strong>{r.clientName}</strong> · {r.serviceName} · {t(`dashboard.sessions.modality.${r.modality}`)}
      </p>
    </>
  );

  const answer = (request: Request, chosen: 'confirm' | 'decline') =>
    action.mutate(
      { uid: request.uid, action: chosen },
      {
        onSuccess: () => setNotice(t(`dashboard.sessions.done.${chosen}`, { client: request.clientName })),
        onError: () => setNotice(t('dashboard.sessions.actionFailed')),
      },
    );

  return (
    <>
      <Stats
        items={[
          { label: t('dashboard.home.stats.today'), value: data.today.length, to: '/dashboard/calendar' },
          {
            label: t('dashboard.home.stats.requests'),
            value: data.requests.count,
            to: '/dashboard/sessions?scope=requests',
            attention: true,
          },
          {
            label: t('dashboard.home.stats.unread'),
            value: data.unreadMessages,
            to: '/dashboard/messages',
            attention: true,
          },
          {
            label: t('dashboard.home.stats.waiting'),
            value: data.waiting,
            to: '/dashboard/waiting-room',
            attention: true,
          },
        ]}
      />
      <p aria-live="polite" className={notice ? 'notice' : 'visually-hidden'}>
        {notice}
      </p>
      <div className="overview-columns">
        <section aria-labelledby="overview-today" className="card overview-card">
          <h2 id="overview-today">{t('dashboard.overview.today')}</h2>
          {data.today.length === 0 ? (
            <p>{t('dashboard.overview.noSessionsToday')}</p>
          ) : (
            <ul className="overview-list">
              {data.today.map((s) => {
                const joinable =
                  s.modality === 'online' &&
                  s.status === 'confirmed' &&
                  Date.parse(s.start) - JOIN_BUTTON_MINUTES * 60_000 <= now &&
                  now < Date.parse(s.end);
                return (
                  <li key={s.uid}>
                    <p className="overview-when">
                      <time dateTime={s.start}>{span(s)}</time>
                    </p>
                    <p>
                      <strong>{s.clientName}</strong> · {s.serviceName} ·{' '}
                      {t(`dashboard.sessions.modality.${s.modality}`)}
                      {s.status !== 'confirmed' && <> · {t(`dashboard.sessions.status.${s.status}`)}</>}
                    </p>
                    {s.programCompany && (
                      <p className="badges">
                        <span className="badge badge-verified">
                          {t('dashboard.sessions.program', { company: s.programCompany })}
                        </span>
                      </p>
                    )}
                    {(s.agreementsMissing > 0 || s.intakeMissing) && (
                      <p className="badges">
                        {s.agreementsMissing > 0 && (
                          <span className="badge badge-missing">
                            {t('dashboard.sessions.agreementsMissing', { count: s.agreementsMissing })}
                          </span>
                        )}
                        {s.intakeMissing && (
                          <span className="badge badge-missing">{t('dashboard.sessions.intakeMissing')}</span>
                        )}
                      </p>
                    )}
                    {joinable && (
                      <DashLink to="/dashboard/waiting-room" className="button button-primary button-small">
                        {t('dashboard.waitingRoom.joinSession', { client: s.clientName })}
                      </DashLink>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <p className="overview-more">
            <DashLink to="/dashboard/calendar">{t('dashboard.overview.calendar')}</DashLink>
          </p>
        </section>

        <section aria-labelledby="overview-requests" className="card overview-card">
          <h2 id="overview-requests">{t('dashboard.home.requests.title')}</h2>
          {data.requests.count === 0 ? (
            <p>{t('dashboard.home.requests.none')}</p>
          ) : (
            <ul className="overview-list">
              {data.requests.first.map((r) => (
                <li key={r.uid}>
                  {requestLines(r)}
                  {r.status === 'requested' && (
                    <div className="actions">
                      {(['confirm', 'decline'] as const).map((chosen) => (
                        <button
                          key={chosen}
                          type="button"
                          className={
                            chosen === 'confirm' ? 'button button-primary button-small' : 'button button-small'
                          }
                          disabled={busy === r.uid}
                          onClick={() => answer(r, chosen)}
                        >
                          {t(`dashboard.sessions.${chosen}`)}
                          <span className="visually-hidden">: {r.clientName}</span>
                        </button>
                      ))}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          {data.requests.count > 0 && (
            <p className="overview-more">
              <DashLink to="/dashboard/sessions?scope=requests">
                {t('dashboard.home.requests.all', { count: data.requests.count })}
              </DashLink>
            </p>
          )}
          {/* Guests' bookings still to be confirmed by email: nothing to answer yet, so apart. */}
          {data.awaitingEmail.count > 0 && (
            <>
              <h3 id="overview-awaiting-email">{t('dashboard.home.awaitingEmail.title')}</h3>
              <p className="hint">{t('dashboard.home.awaitingEmail.lead')}</p>
              <ul className="overview-list" aria-labelledby="overview-awaiting-email">
                {data.awaitingEmail.first.map((r) => (
                  <li key={r.uid}>{requestLines(r)}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>

      <section aria-labelledby="overview-profile" className="card overview-card">
        <h2 id="overview-profile">{t('dashboard.home.profile.title')}</h2>
        {data.profile === null ? (
          <>
            <p>{t('dashboard.home.profile.startLead')}</p>
            <DashLink to="/dashboard/profile/edit/general-info" className="button button-primary">
              {t('dashboard.home.profile.start')}
            </DashLink>
          </>
        ) : (
          <>
            <p>
              <span
                className={`badge badge-status-${data.profile.verificationStatus}${data.profile.verificationStatus === 'verified' ? '' : ' badge-muted'}`}
              >
                {t(`dashboard.verification.status.${data.profile.verificationStatus}`)}
              </span>{' '}
              {!data.profile.listed && t('dashboard.home.profile.unlisted')}
            </p>
            <ul className="overview-links">
              {data.profile.verificationStatus !== 'verified' && (
                <li>
                  <DashLink to="/dashboard/verification">{t('dashboard.home.profile.verification')}</DashLink>
                </li>
              )}
              {/* Until visitors can open the profile, its public address is a 404: the preview shows it instead. */}
              {data.profile.public && me.therapistUrl ? (
                <li>
                  <a href={publicPath(locale, me.therapistUrl)}>{t('dashboard.overview.profile')}</a>
                </li>
              ) : (
                <li>
                  <a href={publicPath(locale, `/find-a-therapist/preview/${data.profile.slug}`)}>
                    {t('dashboard.home.profile.preview')}
                  </a>
                </li>
              )}
              <li>
                <DashLink to="/dashboard/profile/edit">{t('dashboard.home.profile.edit')}</DashLink>
              </li>
            </ul>
          </>
        )}
      </section>
    </>
  );
}

function ClientHome({ data }: { data: ClientDashboard }) {
  const { t, locale } = useWords();
  const zone = browserTimeZone();
  const next = data.nextAppointment;
  const when = zonedFormat(locale, zone, { dateStyle: 'full', timeStyle: 'short' });
  return (
    <>
      <section aria-labelledby="overview-next" className="card overview-card overview-next">
        <h2 id="overview-next">{t('dashboard.home.next.title')}</h2>
        {next ? (
          <>
            <p className="overview-when">
              <time dateTime={next.start}>{when.format(new Date(next.start))}</time>
            </p>
            <p>
              {t('dashboard.home.next.with', { service: next.serviceName, therapist: next.therapistName })} ·{' '}
              {t(`dashboard.sessions.modality.${next.modality}`)}
              {next.status === 'requested' && <> · {t('dashboard.home.next.requested')}</>}
            </p>
            <p className="hint">{t('dashboard.home.next.zone', { zone: zoneLabel(zone, locale) })}</p>
            <a className="button button-primary" href={publicPath(locale, `/appointment/${next.uid}`)}>
              {t('dashboard.home.next.open')}
            </a>
          </>
        ) : (
          <>
            <p>{t('dashboard.home.next.none')}</p>
            <a className="button button-primary" href={publicPath(locale, '/find-a-therapist')}>
              {t('dashboard.home.next.find')}
            </a>
          </>
        )}
        <p className="overview-more">
          <DashLink to="/dashboard/my-appointments">{t('dashboard.home.next.all')}</DashLink>
        </p>
      </section>
      <Stats
        items={[
          {
            label: t('dashboard.home.stats.unread'),
            value: data.unreadMessages,
            to: '/dashboard/messages',
            attention: true,
          },
          { label: t('dashboard.home.stats.selfTests'), value: data.savedSelfTests, to: '/dashboard/my-self-tests' },
          { label: t('dashboard.home.stats.favourites'), value: data.favourites, to: '/dashboard/my-favourites' },
        ]}
      />
    </>
  );
}

/** For admins: whether video calls have TURN relays, without which calls across strict networks may fail. */
function Relays() {
  const { t } = useWords();
  const relays = useApiQuery<{ relays: boolean; stunServers: number }>('/api/v1/admin/relays');
  const status = relays.data;
  if (relays.isPending) return null;
  return (
    <section aria-labelledby="overview-relays" className="card overview-card">
      <h2 id="overview-relays">{t('dashboard.overview.relays.title')}</h2>
      {!status ? (
        <Problem retry={() => void relays.refetch()}>{t('dashboard.overview.relays.error')}</Problem>
      ) : (
        <>
          <p className={status.relays ? undefined : 'notice'}>
            {t(status.relays ? 'dashboard.overview.relays.on' : 'dashboard.overview.relays.off')}
          </p>
          <p>{t('dashboard.overview.relays.stun', { count: status.stunServers })}</p>
        </>
      )}
    </section>
  );
}
