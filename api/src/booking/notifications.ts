import addressparser from 'nodemailer/lib/addressparser';
import { dateFormat, isLocale, type Locale, localizePath, numberFormat } from '../contract/locales.ts';
import { serviceNameOf } from '../contract/services.ts';
import type { MailRequest } from '../mail/render.ts';
import type { AppointmentRecord } from './appointments.ts';
import { appointmentEntry, appointmentIcs, appointmentPlace, invitationMethod, joinLink } from './calendar.ts';
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

/** The therapist hears of new requests and bookings, moves and a client's cancellation; the client of everything. */
const THERAPIST_HEARS: readonly AppointmentEvent[] = ['requested', 'booked', 'rescheduled', 'cancelledByClient'];
export const sidesOf = (event: AppointmentEvent): readonly Side[] =>
  THERAPIST_HEARS.includes(event) ? SIDES : ['client'];

/** Events after which the confirmed appointment's reminders must be planned again (or cancelled). */
export const changesReminders = (event: AppointmentEvent) =>
  event !== 'guestConfirm' && event !== 'requested' && event !== 'reminder24' && event !== 'reminder1';

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
  // The client reads the service in their language where the therapist translated it (decision 041).
  const clientService = serviceNameOf(a, clientLocale);
  const key = appointmentKey(linkSecret, a.uid);
  const clientUrl = `${publicUrl}${localizePath(clientLocale, `/appointment/${a.uid}`)}?key=${key}`;
  const therapistUrl = `${publicUrl}/dashboard/sessions`;
  // An online session happens in the therapist's room: each side's email says where to go.
  const online = a.modality === 'online';
  const clientJoin = joinLink(a, 'client', { publicUrl, key, locale: clientLocale });
  const therapistJoin = joinLink(a, 'therapist', { publicUrl, key, locale: therapistLocale });
  const clientPlace = online ? `online – ${clientJoin}` : appointmentPlace(a, clientLocale);
  const therapistPlace = online ? `online – ${therapistJoin}` : appointmentPlace(a, therapistLocale);
  const ics = (title: string, url: string, locale: Locale, join: string) => ({
    filename: 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${invitationMethod(a.status)}`,
    content: appointmentIcs(appointmentEntry(a, { title, url, senderAddress, locale, join }), { invitation: true }),
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
        service: clientService,
        when: formatWhen(a.startsAt, clientLocale, a.clientTimeZone ?? a.therapistTimeZone),
        where: clientPlace,
        price: price(a.priceMinor, a.currency, clientLocale),
      },
      actionUrl: clientUrl,
      attachments:
        message === 'appointmentGuestConfirm'
          ? []
          : [ics(`${clientService} – ${therapistName}`, clientUrl, clientLocale, clientJoin)],
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
              attachments: [ics(`${a.serviceName} – ${a.clientName}`, therapistUrl, therapistLocale, therapistJoin)],
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
