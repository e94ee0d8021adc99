import type { TherapistSessions } from '@calma/api/contract';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { dateIn, zonedFormat } from '../../lib/booking-time.ts';
import { useLive } from '../../lib/live.ts';
import { publicPath, type ScreenProps } from './types.ts';

type Sessions = TherapistSessions;

/** The dashboard home; for a therapist, today's sessions, the requests waiting for an answer and unread messages. */
export default function Overview(props: ScreenProps) {
  const { me, t, locale } = props;
  return (
    <section>
      <h1>{t('dashboard.overview.title', { name: me.displayName || me.email })}</h1>
      <p>{t('dashboard.overview.lead', { email: me.email })}</p>
      {me.therapistUrl && (
        <p>
          <a href={publicPath(locale, me.therapistUrl)}>{t('dashboard.overview.profile')}</a>
        </p>
      )}
      {me.role === 'therapist' && me.therapistUrl && <Today {...props} />}
      {me.role === 'admin' && <Relays {...props} />}
    </section>
  );
}

/** For admins: whether video calls have TURN relays, without which calls across strict networks may fail. */
function Relays({ t }: ScreenProps) {
  const [status, setStatus] = useState<{ relays: boolean; stunServers: number } | 'error' | undefined>();
  useEffect(() => {
    api<{ relays: boolean; stunServers: number }>('/api/v1/admin/relays').then((r) =>
      setStatus(r.ok ? r.body : 'error'),
    );
  }, []);
  if (!status) return null;
  return (
    <section aria-labelledby="overview-relays">
      <h2 id="overview-relays">{t('dashboard.overview.relays.title')}</h2>
      {status === 'error' ? (
        <p className="notice notice-error">{t('dashboard.overview.relays.error')}</p>
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

function Today({ t, locale, navigate }: ScreenProps) {
  const [upcoming, setUpcoming] = useState<Sessions | undefined>();
  const [requests, setRequests] = useState<number | undefined>();
  const [unread, setUnread] = useState<number | undefined>();
  const countUnread = () =>
    api<{ unread: number }>('/api/v1/messages/unread-count').then((r) => r.ok && setUnread(r.body.unread));
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once; the unread count then follows the live socket.
  useEffect(() => {
    api<Sessions>('/api/v1/sessions?scope=upcoming').then((r) => r.ok && setUpcoming(r.body));
    api<Sessions>('/api/v1/sessions?scope=requests').then((r) => r.ok && setRequests(r.body.sessions.length));
    void countUnread();
  }, []);
  // New messages and reads change the count; after a reconnection it is fetched afresh.
  useLive({}, (event) => {
    if (event.type === 'messages' || event.type === 'resync') void countUnread();
  });
  if (!upcoming) return null;
  const zone = upcoming.timeZone;
  const today = dateIn(new Date(), zone);
  const todays = upcoming.sessions.filter((s) => dateIn(new Date(s.start), zone) === today);
  const time = zonedFormat(locale, zone, { hour: '2-digit', minute: '2-digit' });
  const go = (path: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    navigate(path);
  };
  return (
    <>
      <h2>{t('dashboard.overview.today')}</h2>
      {todays.length === 0 ? (
        <p>{t('dashboard.overview.noSessionsToday')}</p>
      ) : (
        <ul>
          {todays.map((s) => (
            <li key={s.uid}>
              <time dateTime={s.start}>{time.format(new Date(s.start))}</time> – {s.clientName}, {s.serviceName} (
              {t(`dashboard.sessions.status.${s.status}`)})
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href="/dashboard/sessions?scope=requests" onClick={go('/dashboard/sessions?scope=requests')}>
          {t('dashboard.overview.requests', { count: requests ?? 0 })}
        </a>
      </p>
      <p>
        <a href="/dashboard/messages" onClick={go('/dashboard/messages')}>
          {t('dashboard.overview.unread', { count: unread ?? 0 })}
        </a>
      </p>
      <p>
        <a href="/dashboard/calendar" onClick={go('/dashboard/calendar')}>
          {t('dashboard.overview.calendar')}
        </a>
      </p>
    </>
  );
}
