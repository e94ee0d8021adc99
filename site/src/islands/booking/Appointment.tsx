import {
  type AppointmentView,
  JOIN_BUTTON_MINUTES,
  LOCALES,
  langTag,
  plural,
  type SlotList,
} from '@calma/api/contract';
import { useEffect, useRef, useState } from 'react';
import type { ApiProblem } from '../../lib/api-client.ts';
import {
  addDays,
  browserTimeZone,
  coveringRange,
  dateIn,
  formatPrice,
  formatTime,
  mondayOf,
  type Slot,
  weekFrom,
  zoneLabel,
} from '../../lib/booking-time.ts';
import { useApiCache, useApiMutation, useApiQuery, withQueries } from '../../lib/query.ts';
import { useWords, withWords } from '../words.tsx';
import { offeredSlots } from './booking-state.ts';
import WeekSlots from './WeekSlots.tsx';
import { bookingWords, TimeZones } from './wording.tsx';

interface Props {
  /** BCP 47 tag for dates, times and prices. */
  lang: string;
  /** The `appointment.*` strings and the booking pages' wording of times and zones. */
  strings: Record<string, string>;
  initial: AppointmentView;
  /** The key from the email link; absent when the signed-in client or therapist opens it. */
  accessKey: string | null;
  /** The therapist's public profile, where they can be contacted; null when it is no longer listed. */
  profileHref: string | null;
  /** The therapist's name as their profile shows it (the appointment's own includes their job title). */
  therapistName: string;
  /** Where in-person sessions take place, from the profile, when the appointment names no place. */
  practiceAddress: string | null;
  /** Where to choose a new time after a lapsed booking. */
  bookHref: string | null;
  dashboardHref: string;
  /** The therapist's online room (`/online-session/{slug}` in the page's locale), for online sessions. */
  roomHref: string;
}

const ACTIVE = ['pending_email', 'requested', 'confirmed'];

/**
 * The appointment's query for this reader: the email link's key, and the page's language, in which
 * the API names the service (decision 041) whatever language the browser asks for.
 */
function appointmentQuery(accessKey: string | null, lang: string): string {
  const params = new URLSearchParams();
  if (accessKey) params.set('key', accessKey);
  const locale = LOCALES.find((l) => langTag(l) === lang);
  if (locale) params.set('locale', locale);
  return `?${params}`;
}
/** How often the page looks at the clock, so the Join button appears without a reload. */
const CLOCK_MS = 30_000;

/**
 * One appointment for its client (or its therapist): what, when in the viewer's zone, where, price
 * and status in plain words; confirm a guest booking, add it to a calendar, move or cancel it within
 * the therapist's policy, and otherwise how to reach the therapist.
 */
export default withQueries(withWords(Appointment));

function Appointment({
  lang,
  initial,
  accessKey,
  profileHref,
  therapistName,
  practiceAddress,
  bookHref,
  dashboardHref,
  roomHref,
}: Props) {
  const { t } = useWords();
  const query = appointmentQuery(accessKey, lang);
  const base = `/api/v1/appointments/${initial.uid}`;
  // These routes are open to holders of the email link, so a lapsed session answers 404 rather
  // than 401: a signed-in viewer renews it before each call instead.
  const renewFirst = !accessKey;
  // As the server read it when the page opened; read again after each change.
  const view =
    useApiQuery<AppointmentView>(`${base}${query}`, {
      initialData: initial,
      staleTime: Number.POSITIVE_INFINITY,
      renewFirst,
    }).data ?? initial;
  const cache = useApiCache();
  // The server renders in the therapist's zone; the browser's replaces it once running.
  const [zone, setZone] = useState(initial.therapist.timeZone);
  const action = useApiMutation<
    { status: string },
    { kind: 'confirm' | 'cancel' | 'reschedule'; path: string; body: object }
  >(({ path, body }) => ({ path: `${base}/${path}`, method: 'POST', body, renewFirst }), {
    invalidates: [`${base}${query}`],
  });
  const busy = action.isPending ? action.variables.kind : undefined;
  const [notice, setNotice] = useState('');
  // What cancelling or moving did, said where its button was, with the focus moved there: the
  // button itself is gone once the appointment is cancelled or the move is done.
  const [outcome, setOutcome] = useState('');
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const [problem, setProblem] = useState('');
  const [lapsed, setLapsed] = useState(false);
  // Looking for a new time, a week at a time as when booking: the Monday of the week shown and the
  // day, in the zone times are shown in; each week is read for the days around it, in any zone.
  const [moving, setMoving] = useState(false);
  const [week, setWeek] = useState<string | undefined>();
  const [day, setDay] = useState<string | undefined>();
  const weekDays = week ? weekFrom(week) : [];
  const range = week ? coveringRange(weekDays[0] ?? week, weekDays[6] ?? week) : undefined;
  const slots = useApiQuery<SlotList>(
    moving && range
      ? `${base}/slots?from=${range.from}&to=${range.to}${accessKey ? `&key=${encodeURIComponent(accessKey)}` : ''}`
      : undefined,
    { renewFirst },
  );
  const loaded: Slot[] | 'error' | undefined = slots.data
    ? slots.data.slots.filter((s) => s.start !== view.start && weekDays.includes(dateIn(s.start, zone)))
    : slots.isError
      ? 'error'
      : undefined;
  // The fresh times a refused move offered, shown first.
  const [offered, setOffered] = useState<Slot[] | undefined>(undefined);
  const [chosen, setChosen] = useState<Slot | undefined>(undefined);
  const dialog = useRef<HTMLDialogElement>(null);
  const moveHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => setZone(browserTimeZone()), []);
  // Null on the server and in the first pass, so both render alike; the clock starts in the browser.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const keyBody = accessKey ? { key: accessKey } : {};
  const active = ACTIVE.includes(view.status);
  const asClient = view.viewer === 'client';
  const joinable =
    asClient &&
    now !== null &&
    view.modality === 'online' &&
    view.status === 'confirmed' &&
    new Date(view.start).getTime() - JOIN_BUTTON_MINUTES * 60_000 <= now &&
    now < new Date(view.end).getTime();
  // Signed in, the room finds the session by the account; a guest's link carries the key.
  const joinHref = accessKey ? `${roomHref}?appointment=${view.uid}&key=${encodeURIComponent(accessKey)}` : roomHref;

  /** Says why the API refused, in the reader's words. */
  const refusal = (refused: ApiProblem) => {
    if (refused.code === 'TOO_LATE') return t('appointment.error.tooLate', { name: therapistName });
    if (refused.code === 'INVALID_STATE') return t('appointment.error.state');
    if (refused.status === 429) return t('appointment.error.rateLimited');
    return t('appointment.error');
  };

  const act = (
    kind: 'confirm' | 'cancel' | 'reschedule',
    path: string,
    body: object,
    done: (answer: { status: string }) => string,
    moved?: () => void,
  ) => {
    setNotice('');
    setProblem('');
    action.mutate(
      { kind, path, body },
      {
        onSuccess: (answer) => {
          setNotice(done(answer));
          moved?.();
        },
        onError: (refused) => {
          if (refused.code === 'HOLD_EXPIRED') setLapsed(true);
          else if (refused.code === 'SLOT_UNAVAILABLE') {
            setOffered(offeredSlots(refused));
            setChosen(undefined);
            // Every week read may show the time just taken.
            void cache.invalidate(`${base}/slots`);
            setProblem(t('appointment.reschedule.taken'));
          } else setProblem(refusal(refused));
        },
      },
    );
  };

  const confirmEmail = () =>
    act('confirm', 'confirm-email', keyBody, (answer) =>
      t(answer.status === 'confirmed' ? 'appointment.confirmed.confirmed' : 'appointment.confirmed.requested', {
        name: therapistName,
      }),
    );

  const cancel = () => {
    dialog.current?.close();
    setOutcome('');
    act(
      'cancel',
      'cancel',
      keyBody,
      () => '',
      () => setOutcome(t('appointment.cancel.done')),
    );
  };
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const thisWeek = () => mondayOf(dateIn(new Date(), zone));
  const openMove = () => {
    setMoving(true);
    setWeek(thisWeek());
    setDay(undefined);
    setOutcome('');
    setOffered(undefined);
    setChosen(undefined);
    setProblem('');
    // Opened again, the times are read afresh.
    void cache.invalidate(`${base}/slots`);
  };
  useEffect(() => {
    if (moving) moveHeading.current?.focus();
  }, [moving]);

  const pick = (slot: Slot) => {
    setChosen(slot);
    setProblem('');
  };

  const move = () => {
    if (!chosen) {
      setProblem(t('appointment.reschedule.required'));
      return;
    }
    act(
      'reschedule',
      'reschedule',
      { ...keyBody, start: chosen.start },
      () => '',
      () => {
        setMoving(false);
        setOffered(undefined);
        setOutcome(t('appointment.reschedule.done'));
      },
    );
  };

  const words = bookingWords(t, lang, {
    name: therapistName,
    timeZone: view.therapist.timeZone,
    address: practiceAddress,
  });

  const statusText = () => {
    switch (view.status) {
      case 'pending_email':
        return t('appointment.status.pending_email');
      case 'requested':
        return t('appointment.status.requested', { name: therapistName });
      case 'declined':
        return t('appointment.status.declined', { name: therapistName });
      case 'cancelled':
        if (!asClient || !view.cancelledBy) return t('appointment.status.cancelled');
        return view.cancelledBy === 'client'
          ? t('appointment.status.cancelledByYou')
          : t('appointment.status.cancelledByTherapist', { name: therapistName });
      default:
        return t(`appointment.status.${view.status}`);
    }
  };

  // Below the appointment the page says how to reach the therapist: messages here, or their email.
  const contact = asClient && view.status !== 'pending_email' && (
    <a href="#appointment-messages">{t('appointment.contact', { name: therapistName })}</a>
  );

  return (
    <>
      <p className={`appointment-status appointment-status-${view.status}`}>
        <strong>{t('appointment.status.label')}</strong> {statusText()}
      </p>
      {view.status === 'pending_email' && view.holdExpiresAt && !lapsed && (
        <p>{t('appointment.hold', { time: formatTime(view.holdExpiresAt, lang, zone) })}</p>
      )}
      <div aria-live="polite">
        {notice && <p className="notice">{notice}</p>}
        {lapsed && (
          <p className="notice notice-error">
            {t('appointment.holdExpired')} {bookHref && <a href={bookHref}>{t('appointment.bookAgain')}</a>}
          </p>
        )}
      </div>
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      {joinable && (
        <div className="appointment-join">
          <p>
            <a className="button button-primary" href={joinHref} aria-describedby="appointment-join-hint">
              {t('appointment.join')}
            </a>
          </p>
          <p id="appointment-join-hint" className="hint">
            {t('appointment.joinHint')}
          </p>
        </div>
      )}
      {asClient && view.status === 'pending_email' && !lapsed && (
        <p>
          <button type="button" className="button button-primary" onClick={confirmEmail} disabled={busy !== undefined}>
            {busy === 'confirm' ? t('appointment.confirming') : t('appointment.confirmEmail')}
          </button>
        </p>
      )}
      {!asClient && (
        <p className="notice">
          {t('appointment.therapistView')} <a href={dashboardHref}>{t('appointment.dashboard')}</a>
        </p>
      )}

      <dl className="summary">
        <dt>{t('appointment.what')}</dt>
        <dd>
          {view.service.name} · {t('appointment.duration', { minutes: view.service.durationMinutes })}
          <br />
          {profileHref ? <a href={profileHref}>{therapistName}</a> : therapistName}
        </dd>
        <dt>{t('appointment.when')}</dt>
        <dd>
          <span className="appointment-when">{words.when(view, zone)}</span>
          <TimeZones words={words} zone={zone} at={view} />
        </dd>
        <dt>{t('appointment.where')}</dt>
        <dd>
          {view.modality === 'online'
            ? t('appointment.online')
            : (view.address ?? practiceAddress ?? t('appointment.inPerson'))}
        </dd>
        <dt>{t('appointment.price')}</dt>
        <dd>{view.priceMinor === 0 ? t('appointment.free') : formatPrice(view.priceMinor, view.currency, lang)}</dd>
        {!asClient && (
          <>
            <dt>{t('appointment.client')}</dt>
            <dd>
              {view.client.name}
              <br />
              {view.client.email}
            </dd>
          </>
        )}
        {view.message && (
          <>
            <dt>{asClient ? t('appointment.yourMessage') : t('appointment.clientMessage')}</dt>
            <dd className="message-text">{view.message}</dd>
          </>
        )}
      </dl>

      {asClient && (
        <section aria-labelledby="appointment-manage">
          <h2 id="appointment-manage">{t('appointment.manage')}</h2>
          {outcome && (
            <p ref={outcomeRef} tabIndex={-1} role="status" className="notice">
              {outcome}
            </p>
          )}
          {active && (
            <p>
              <a href={`${base}/calendar.ics${query}`} download="appointment.ics">
                {t('appointment.calendar')}
              </a>
            </p>
          )}
          {(view.canReschedule || view.canCancel) && (
            <p className="survey-buttons">
              {view.canReschedule && !moving && (
                <button type="button" className="button" onClick={openMove} disabled={busy !== undefined}>
                  {t('appointment.reschedule')}
                </button>
              )}
              {view.canCancel && (
                <button
                  type="button"
                  className="button"
                  onClick={() => dialog.current?.showModal()}
                  disabled={busy !== undefined}
                >
                  {busy === 'cancel' ? t('appointment.cancelling') : t('appointment.cancel')}
                </button>
              )}
            </p>
          )}
          {active && !view.canCancel && (
            <p>
              {t(`appointment.policy.${plural(lang, view.cancellationNoticeHours)}`, {
                hours: view.cancellationNoticeHours,
                name: therapistName,
              })}
            </p>
          )}
          {moving && (
            <div className="card reschedule">
              <h3 ref={moveHeading} tabIndex={-1}>
                {t('appointment.reschedule.title')}
              </h3>
              <p className="hint">{t('booking.zone.yours', { zone: zoneLabel(zone, lang) })}</p>
              <WeekSlots
                lang={lang}
                zone={zone}
                week={week}
                fresh={offered}
                canGoBack={Boolean(week && week > thisWeek())}
                loaded={loaded}
                day={day}
                chosen={chosen?.start}
                name="move"
                onWeek={(days) => {
                  if (!week) return;
                  setWeek(addDays(week, days));
                  setDay(undefined);
                }}
                onDay={setDay}
                onSlot={pick}
                onRetry={() => void slots.refetch()}
                empty={<p>{t('booking.time.emptyWeek')}</p>}
              />
              <p className="survey-buttons">
                <button type="button" className="button button-primary" onClick={move} disabled={busy !== undefined}>
                  {busy === 'reschedule' ? t('appointment.moving') : t('appointment.reschedule.submit')}
                </button>
                <button type="button" className="button" onClick={() => setMoving(false)} disabled={busy !== undefined}>
                  {t('appointment.reschedule.keep')}
                </button>
              </p>
            </div>
          )}
          {contact && <p>{contact}</p>}
        </section>
      )}

      <dialog ref={dialog} className="confirm-dialog" aria-labelledby="appointment-cancel-title">
        <h2 id="appointment-cancel-title">{t('appointment.cancel.title')}</h2>
        <p>{t('appointment.cancel.text', { name: therapistName })}</p>
        <p className="survey-buttons">
          <button type="button" className="button button-primary" onClick={cancel}>
            {t('appointment.cancel.confirm')}
          </button>
          {/* biome-ignore lint/a11y/noAutofocus: in a dialog, focus belongs on the safe choice. */}
          <button type="button" className="button" autoFocus onClick={() => dialog.current?.close()}>
            {t('appointment.cancel.keep')}
          </button>
        </p>
      </dialog>
    </>
  );
}
