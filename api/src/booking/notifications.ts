import type { Transaction } from 'kysely';
import addressparser from 'nodemailer/lib/addressparser';
import { dateFormat, isLocale, type Locale, localizePath, numberFormat } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import type { MailRequest } from '../mail/render.ts';
import type { AppointmentRecord } from './appointments.ts';
import { appointmentEntry, appointmentIcs, appointmentPlace, invitationMethod } from './calendar.ts';
import { appointmentKey } from './links.ts';

export type AppointmentEvent =
  | 'guestConfirm'
  | 'requested'
  | 'booked'
  | 'confirmed'
  | 'declined'
  | 'rescheduled'
  | 'cancelledByClient'
  | 'cancelledByTherapist'
  | 'reminder24'
  | 'reminder1';

const localeOr = (value: string | null | undefined): Locale => (isLocale(value) ? value : 'en');

/** A moment as the reader reads it: their language, their zone, the zone named. */
export function formatWhen(instant: Date, locale: Locale, timeZone: string) {
  const format = dateFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone });
  return `${format.format(instant)} (${timeZone.replace(/_/g, ' ')})`;
}

const price = (minor: number, currency: string, locale: Locale) =>
  numberFormat(locale, { style: 'currency', currency }).format(minor / 100);

export type Side = 'client' | 'therapist';
export const SIDES: readonly Side[] = ['client', 'therapist'];

/** The queue of appointment emails: one job per event and side, so a retry never repeats the other side's. */
export const EMAIL_QUEUE = 'appointment-email';
export interface EmailJob {
  uid: string;
  event: AppointmentEvent;
  side: Side;
}
/** Names an event whose emails the change announces: they are queued when its transaction commits. */
export type Notify = (uid: string, event: AppointmentEvent) => void;
/**
 * Runs an appointment change in one transaction with the emails it announces
 * (plugins/appointment-mail.ts): `work` changes the appointment through `trx` and names its events
 * with `notify`; their email jobs are written in that same transaction, so a change that commits
 * always has its emails, even if the process dies a moment later, and one that rolls back has none.
 */
export type WithEmails = <T>(db: Database, work: (trx: Transaction<DB>, notify: Notify) => Promise<T>) => Promise<T>;

/** A mail server that is down for a while: retried after about 30 s, doubling up to an hour, 12 times. */
export const EMAIL_RETRIES = { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 3_600 };
/** Emails the worker takes at a time. */
export const EMAIL_BATCH = 20;
/** How long, at most, an email waits while bookings arrive in a burst. */
export const BURST_HOLD_MS = 30_000;

/** The therapist hears of new requests and bookings, moves and a client's cancellation; the client of everything. */
const THERAPIST_HEARS: readonly AppointmentEvent[] = ['requested', 'booked', 'rescheduled', 'cancelledByClient'];
export const sidesOf = (event: AppointmentEvent): readonly Side[] =>
  THERAPIST_HEARS.includes(event) ? SIDES : ['client'];

/** Events after which the confirmed appointment's reminders must be planned again (or cancelled). */
export const changesReminders = (event: AppointmentEvent) =>
  event !== 'guestConfirm' && event !== 'requested' && event !== 'reminder24' && event !== 'reminder1';

/**
 * Whether events arrive at a normal pace or in a burst: more than `limit` recorded in the last
 * second. At a normal pace the email worker is woken at once; in a burst it takes a batch per poll.
 */
export function burstMeter(limit = 10, now = () => Date.now()) {
  const recent: number[] = [];
  const forget = (t: number) => {
    while (recent.length > 0 && (recent[0] ?? t) <= t - 1_000) recent.shift();
  };
  return {
    record(): void {
      const t = now();
      forget(t);
      recent.push(t);
    },
    calm(): boolean {
      forget(now());
      return recent.length <= limit;
    },
  };
}

/** The bare address in the platform's sender (`Calma <no-reply@…>`): the organiser of an invitation
 * when the therapist shows no practice email. */
export const senderAddressOf = (mailFrom: string) => addressparser(mailFrom, { flatten: true })[0]?.address ?? mailFrom;

/** Each email an event sends, with the side it goes to. */
export interface AppointmentEmail {
  side: Side;
  mail: MailRequest;
}

/**
 * The emails one event sends: to the client in their language and zone, and to the therapist in
 * theirs; each with the appointment as it is now as an .ics invitation (a cancellation removes it
 * from calendars). `senderAddress` is the platform's own address, the organiser's when the
 * therapist shows no practice email.
 */
export function appointmentEmails(
  a: AppointmentRecord,
  event: AppointmentEvent,
  { publicUrl, linkSecret, senderAddress }: { publicUrl: string; linkSecret: string; senderAddress: string },
): AppointmentEmail[] {
  const clientLocale = localeOr(a.clientLocale);
  const therapistLocale = localeOr(a.therapistLocale);
  const therapistName = `${a.therapistFirstName} ${a.therapistLastName}`;
  const key = appointmentKey(linkSecret, a.uid);
  const clientUrl = `${publicUrl}${localizePath(clientLocale, `/appointment/${a.uid}`)}?key=${key}`;
  const therapistUrl = `${publicUrl}/dashboard/sessions`;
  // An online session happens in the therapist's room: each side's email says where to go.
  const online = a.modality === 'online';
  const clientPlace = online
    ? `online – ${publicUrl}${localizePath(clientLocale, `/online-session/${a.therapistSlug}`)}?appointment=${a.uid}&key=${key}`
    : appointmentPlace(a);
  const therapistPlace = online ? `online – ${publicUrl}/dashboard/waiting-room` : appointmentPlace(a);
  const ics = (title: string, url: string) => ({
    filename: 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${invitationMethod(a.status)}`,
    content: appointmentIcs(appointmentEntry(a, { title, url, senderAddress }), { invitation: true }),
  });
  const forClient = (message: MailRequest['message']): AppointmentEmail => ({
    side: 'client',
    mail: {
      to: a.clientEmail,
      locale: clientLocale,
      name: a.clientName,
      message,
      params: {
        therapist: therapistName,
        service: a.serviceName,
        when: formatWhen(a.startsAt, clientLocale, a.clientTimeZone ?? a.therapistTimeZone),
        where: clientPlace,
        price: price(a.priceMinor, a.currency, clientLocale),
      },
      actionUrl: clientUrl,
      attachments: message === 'appointmentGuestConfirm' ? [] : [ics(`${a.serviceName} – ${therapistName}`, clientUrl)],
    },
  });
  const therapistEmail = a.therapistAccountEmail ?? a.therapistPublicEmail;
  const forTherapist = (message: MailRequest['message']): AppointmentEmail[] =>
    therapistEmail
      ? [
          {
            side: 'therapist',
            mail: {
              to: therapistEmail,
              locale: therapistLocale,
              name: a.therapistFirstName,
              message,
              params: {
                client: a.clientName,
                service: a.serviceName,
                when: formatWhen(a.startsAt, therapistLocale, a.therapistTimeZone),
                where: therapistPlace,
              },
              actionUrl: therapistUrl,
              attachments: [ics(`${a.serviceName} – ${a.clientName}`, therapistUrl)],
            },
          },
        ]
      : [];

  switch (event) {
    case 'guestConfirm':
      return [forClient('appointmentGuestConfirm')];
    case 'requested':
      return [forClient('appointmentRequested'), ...forTherapist('therapistNewRequest')];
    case 'booked':
      return [forClient('appointmentConfirmed'), ...forTherapist('therapistNewBooking')];
    case 'confirmed':
      return [forClient('appointmentConfirmed')];
    case 'declined':
      return [forClient('appointmentDeclined')];
    case 'rescheduled':
      return [forClient('appointmentRescheduled'), ...forTherapist('therapistRescheduled')];
    case 'cancelledByClient':
      return [forClient('appointmentCancelled'), ...forTherapist('therapistCancelled')];
    case 'cancelledByTherapist':
      return [forClient('appointmentCancelled')];
    case 'reminder24':
      return [forClient('appointmentReminder24')];
    case 'reminder1':
      return [forClient('appointmentReminder1')];
  }
}
