import ICAL from 'ical.js';
import { type Locale, localizePath } from '../contract/locales.ts';
import type { AppointmentStatus } from '../db/schema.ts';
import { text as words } from '../i18n/index.ts';
import { locations, named } from '../taxonomy/index.ts';
import type { AppointmentRecord } from './appointments.ts';

const PRODUCT = '-//Calma//Booking//EN';

// ical.js folds every piece at 75 octets, so a continuation line with its leading space has 76;
// RFC 5545 §3.1 counts the space. 74 keeps every line within 75.
ICAL.foldLength = 74;

export interface CalendarEntry {
  uid: string;
  start: Date;
  end: Date;
  title: string;
  location?: string;
  url?: string;
  /** Free text under the event: how to join an online session. */
  description?: string;
  status: AppointmentStatus;
  /**
   * The appointment's `calendar_sequence`: raised by the database whenever its time, place or
   * status changes, so every copy of one version carries the same number and a later version a
   * higher one, whichever way (download, email, feed) a calendar got it.
   */
  sequence: number;
}

export interface Participant {
  name: string;
  email: string;
}

/** An appointment with the two people in it: the therapist organises, the client attends. */
export interface AppointmentEntry extends CalendarEntry {
  organizer: Participant;
  attendee: Participant;
  cancelledBy?: 'client' | 'therapist' | null;
}

/** How a calendar shows an appointment: tentative until the therapist confirms, cancelled once it is off. */
export function calendarStatus(status: AppointmentStatus): 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED' {
  switch (status) {
    case 'pending_email':
    case 'requested':
      return 'TENTATIVE';
    case 'confirmed':
    case 'completed':
    case 'no_show':
      return 'CONFIRMED';
    case 'declined':
    case 'cancelled':
      return 'CANCELLED';
  }
}

/** The iTIP method an emailed copy carries (RFC 5546): REQUEST adds or updates it, CANCEL removes it. */
export const invitationMethod = (status: AppointmentStatus) =>
  calendarStatus(status) === 'CANCELLED' ? 'CANCEL' : 'REQUEST';

/** Where an in-person session is, its city named in `locale` ("10969 Berlin", never the city's slug). */
export const appointmentPlace = (
  a: Pick<AppointmentRecord, 'modality' | 'street' | 'postalCode' | 'city'>,
  locale: Locale,
) =>
  a.modality === 'online'
    ? 'online'
    : [a.street, [a.postalCode, a.city ? named(locations, a.city, locale).name : ''].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ');

/**
 * Where each side joins an online session: the client through the therapist's room with the
 * appointment's key (in the client's language), the therapist from their waiting room.
 */
export function joinLink(
  a: Pick<AppointmentRecord, 'uid' | 'therapistSlug'>,
  side: 'client' | 'therapist',
  { publicUrl, key, locale }: { publicUrl: string; key: string; locale: Locale },
): string {
  if (side === 'therapist') return `${publicUrl}/dashboard/waiting-room`;
  return `${publicUrl}${localizePath(locale, `/online-session/${a.therapistSlug}`)}?appointment=${a.uid}&key=${key}`;
}

/**
 * The appointment as one calendar event, the same in every copy of a version. The organiser is
 * addressed by the practice email the therapist chose to show, never their sign-in address; without
 * one, by the platform's sender address under the therapist's name. An online session's copy
 * carries the reader's way in (`join`) as its URL and in its description, where calendar apps show
 * a link to follow; the place names its city in the reader's language.
 */
export function appointmentEntry(
  a: AppointmentRecord,
  copy: { title: string; url?: string; senderAddress: string; locale: Locale; join?: string | undefined },
): AppointmentEntry {
  const join = a.modality === 'online' ? copy.join : undefined;
  return {
    uid: a.uid,
    start: a.startsAt,
    end: a.endsAt,
    title: copy.title,
    location: appointmentPlace(a, copy.locale),
    url: join ?? copy.url,
    ...(join ? { description: words(copy.locale, 'calendar.join', { url: join }) } : {}),
    status: a.status,
    sequence: a.calendarSequence,
    organizer: {
      name: `${a.therapistFirstName} ${a.therapistLastName}`,
      email: a.therapistPublicEmail?.trim() || copy.senderAddress,
    },
    attendee: { name: a.clientName, email: a.clientEmail },
    cancelledBy: a.cancelledBy,
  };
}

// Text may carry line breaks (escaped by ical.js) but no other control characters, which RFC 5545
// does not allow and which some readers take for the end of a line.
const text = (value: string) =>
  value.replace(/\r\n?/g, '\n').replace(/\p{Cc}/gu, (c) => (c === '\n' || c === '\t' ? c : ''));
// A name is one line; ical.js quotes it and writes a double quote as RFC 6868's ^'.
const oneLine = (value: string) => value.replace(/\p{Cc}+/gu, ' ').trim();
const utc = (instant: Date) => ICAL.Time.fromJSDate(instant, true);

function vcalendar(): ICAL.Component {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', PRODUCT);
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  return calendar;
}

function vevent(entry: CalendarEntry, stamp: Date): ICAL.Component {
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', `${entry.uid}@calma`);
  event.addPropertyWithValue('dtstamp', utc(stamp));
  event.addPropertyWithValue('dtstart', utc(entry.start));
  event.addPropertyWithValue('dtend', utc(entry.end));
  event.addPropertyWithValue('sequence', entry.sequence);
  event.addPropertyWithValue('status', calendarStatus(entry.status));
  event.addPropertyWithValue('summary', text(entry.title));
  if (entry.location) event.addPropertyWithValue('location', text(entry.location));
  if (entry.url) event.addPropertyWithValue('url', entry.url);
  if (entry.description) event.addPropertyWithValue('description', text(entry.description));
  return event;
}

function addParticipants(event: ICAL.Component, entry: AppointmentEntry) {
  const organizer = event.addPropertyWithValue('organizer', `mailto:${entry.organizer.email}`);
  organizer.setParameter('cn', oneLine(entry.organizer.name));
  const attendee = event.addPropertyWithValue('attendee', `mailto:${entry.attendee.email}`);
  attendee.setParameter('cn', oneLine(entry.attendee.name));
  attendee.setParameter('cutype', 'INDIVIDUAL');
  attendee.setParameter('role', 'REQ-PARTICIPANT');
  // The client asked for this time; only their own cancellation is a "no" from them.
  attendee.setParameter('partstat', entry.cancelledBy === 'client' ? 'DECLINED' : 'ACCEPTED');
  // Changes are made in Calma: a reply from a calendar app would change nothing there.
  attendee.setParameter('rsvp', 'FALSE');
}

// ical.js ends the last line without the CRLF that RFC 5545 puts after every content line.
const serialise = (calendar: ICAL.Component) => `${calendar.toString()}\r\n`;

/**
 * One appointment as an iCalendar file, with the therapist as ORGANIZER and the client as ATTENDEE.
 * An invitation is the iTIP message an email carries (METHOD:REQUEST, or CANCEL once it is off);
 * otherwise it is a plain calendar object to download and import, without a METHOD.
 */
export function appointmentIcs(entry: AppointmentEntry, { invitation }: { invitation: boolean }): string {
  const calendar = vcalendar();
  if (invitation) calendar.addPropertyWithValue('method', invitationMethod(entry.status));
  const event = vevent(entry, new Date());
  addParticipants(event, entry);
  calendar.addSubcomponent(event);
  return serialise(calendar);
}

// The zone the feed's times are written in. It also keeps a feed with no sessions yet a valid
// calendar, since RFC 5545 asks for at least one component.
const UTC_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:UTC',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0000',
  'TZNAME:UTC',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * A subscribable feed of many events, published without a METHOD and without participants: it is
 * the therapist's own view, and calendar services keep copies of it.
 */
export function calendarFeed(name: string, entries: CalendarEntry[]): string {
  const calendar = vcalendar();
  calendar.addPropertyWithValue('x-wr-calname', text(name));
  calendar.addPropertyWithValue('x-published-ttl', 'PT1H');
  calendar.addSubcomponent(ICAL.Component.fromString(UTC_ZONE));
  const stamp = new Date();
  for (const entry of entries) calendar.addSubcomponent(vevent(entry, stamp));
  return serialise(calendar);
}
