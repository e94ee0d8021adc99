import {
  JOIN_BUTTON_MINUTES,
  type MyAppointment,
  type MyAppointments as MyAppointmentsBody,
} from '@calma/api/contract';
import { useEffect, useState } from 'react';
import { browserTimeZone, zonedFormat, zoneLabel } from '../../lib/booking-time.ts';
import { useApiPages } from '../../lib/query.ts';
import QueryState from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import MorePages, { nextPageOf } from './MorePages.tsx';
import { useShell } from './shell.tsx';
import { publicPath } from './types.ts';

type Scope = MyAppointmentsBody['scope'];
const PER_PAGE = 20;
/** How often the list looks at the clock, so a Join link appears (and goes) without a reload. */
const CLOCK_MS = 30_000;
/** Statuses the appointment page offers a calendar file for: the session is still on. */
const ACTIVE: readonly MyAppointment['status'][] = ['pending_email', 'requested', 'confirmed'];

/**
 * The signed-in client's appointments with every therapist, coming and past, in the browser's time
 * zone. Each opens its appointment page, where it is moved or cancelled; the row itself offers what
 * needs no decision: the calendar file, the online room when it is open, and the conversation.
 */
export default function MyAppointments() {
  const { t, locale } = useWords();
  const zone = browserTimeZone();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <section aria-labelledby="my-appointments-heading">
      <h1 id="my-appointments-heading">{t('dashboard.myAppointments.title')}</h1>
      <p>{t('dashboard.myAppointments.lead')}</p>
      <p className="hint">{t('dashboard.myAppointments.zone', { zone: zoneLabel(zone, locale) })}</p>
      <AppointmentList scope="upcoming" zone={zone} now={now} />
      <AppointmentList scope="past" zone={zone} now={now} />
    </section>
  );
}

function AppointmentList({ scope, zone, now }: { scope: Scope; zone: string; now: number }) {
  const { t, locale } = useWords();
  const { navigate } = useShell();
  const list = useApiPages<MyAppointmentsBody>(
    `/api/v1/me/appointments?${new URLSearchParams({ scope, perPage: String(PER_PAGE), locale })}`,
    nextPageOf((page) => page.appointments),
  );
  const appointments = list.data?.pages.flatMap((page) => page.appointments) ?? [];
  const heading = `my-appointments-${scope}`;
  const day = zonedFormat(locale, zone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const time = zonedFormat(locale, zone, { hour: '2-digit', minute: '2-digit' });
  const when = (a: MyAppointment) =>
    `${day.format(new Date(a.start))}, ${time.format(new Date(a.start))}–${time.format(new Date(a.end))}`;

  const status = (a: MyAppointment) => {
    if (a.status !== 'cancelled' || !a.cancelledBy) return t(`dashboard.myAppointments.status.${a.status}`);
    return t(
      a.cancelledBy === 'client'
        ? 'dashboard.myAppointments.status.cancelledByYou'
        : 'dashboard.myAppointments.status.cancelledByTherapist',
    );
  };
  const joinable = (a: MyAppointment) =>
    a.modality === 'online' &&
    a.status === 'confirmed' &&
    Date.parse(a.start) - JOIN_BUTTON_MINUTES * 60_000 <= now &&
    now < Date.parse(a.end);

  return (
    <section aria-labelledby={heading} className="my-appointments">
      <h2 id={heading}>{t(`dashboard.myAppointments.${scope}`)}</h2>
      <QueryState query={list} loading="dashboard.myAppointments.loading" error="dashboard.myAppointments.error">
        {() =>
          appointments.length === 0 ? (
            scope === 'upcoming' ? (
              <>
                <p>{t('dashboard.myAppointments.emptyUpcoming')}</p>
                <p>
                  <a className="button button-primary" href={publicPath(locale, '/find-a-therapist')}>
                    {t('dashboard.myAppointments.find')}
                  </a>
                </p>
              </>
            ) : (
              <p>{t('dashboard.myAppointments.emptyPast')}</p>
            )
          ) : (
            <div className="table-scroll">
              <table aria-labelledby={heading}>
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.myAppointments.when')}</th>
                    <th scope="col">{t('dashboard.myAppointments.therapist')}</th>
                    <th scope="col">{t('dashboard.myAppointments.where')}</th>
                    <th scope="col">{t('dashboard.myAppointments.status')}</th>
                    <th scope="col">{t('dashboard.myAppointments.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {appointments.map((a) => (
                    <tr key={a.uid} data-status={a.status}>
                      <th scope="row">
                        <a href={publicPath(locale, `/appointment/${a.uid}`)}>
                          <time dateTime={a.start}>{when(a)}</time>
                        </a>
                        <br />
                        <span className="hint">
                          {t('dashboard.myAppointments.session', {
                            service: a.service.name,
                            minutes: a.service.durationMinutes,
                          })}
                        </span>
                      </th>
                      <td>
                        {a.therapist.url ? (
                          <a href={publicPath(locale, a.therapist.url)}>{a.therapist.name}</a>
                        ) : (
                          a.therapist.name
                        )}
                      </td>
                      <td>
                        {a.modality === 'online'
                          ? t('dashboard.myAppointments.online')
                          : (a.address ?? t('dashboard.myAppointments.inPerson'))}
                      </td>
                      <td>{status(a)}</td>
                      <td>
                        <ul className="my-appointments-actions">
                          {joinable(a) && (
                            <li>
                              <a
                                className="button button-primary button-small"
                                href={publicPath(locale, `/online-session/${a.therapist.slug}`)}
                              >
                                {t('dashboard.myAppointments.join')}
                              </a>
                            </li>
                          )}
                          {scope === 'upcoming' && ACTIVE.includes(a.status) && (
                            <li>
                              <a
                                href={`/api/v1/appointments/${a.uid}/calendar.ics?locale=${locale}`}
                                download="appointment.ics"
                              >
                                {t('dashboard.myAppointments.calendar')}
                                <span className="visually-hidden">: {when(a)}</span>
                              </a>
                            </li>
                          )}
                          {a.conversation && (
                            <li>
                              <a
                                href={`/dashboard/messages/${a.conversation}`}
                                onClick={(event) => {
                                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                                  event.preventDefault();
                                  navigate(`/dashboard/messages/${a.conversation}`);
                                }}
                              >
                                {t('dashboard.myAppointments.write', { name: a.therapist.name })}
                              </a>
                            </li>
                          )}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
      <MorePages
        pages={list}
        error={t('dashboard.myAppointments.error')}
        more={t(`dashboard.myAppointments.more.${scope}`)}
      />
    </section>
  );
}
