import ICAL from 'ical.js';
import nodeIcal, { type CalendarComponent, type VEvent } from 'node-ical';
import { expect } from 'vitest';

export interface Address {
  address: string;
  cn: string | undefined;
}

export interface AttendeeReading extends Address {
  role: string | undefined;
  partstat: string | undefined;
  rsvp: string | undefined;
}

export interface EventReading {
  uid: string;
  summary: string;
  start: string;
  end: string;
  status: string | undefined;
  sequence: number | undefined;
  organizer: Address | undefined;
  attendees: AttendeeReading[];
}

/** What a calendar app reads from a file. */
export interface CalendarReading {
  method: string | undefined;
  /** The components directly inside VCALENDAR, sorted. */
  components: string[];
  events: EventReading[];
}

const lower = (address: string) => address.replace(/^mailto:/i, 'mailto:');
const upper = (value: unknown) => (value === undefined || value === null ? undefined : String(value).toUpperCase());
// RFC 6868's escapes in parameter values, which node-ical leaves as written.
const rfc6868 = (value: unknown) =>
  typeof value === 'string'
    ? value.replace(/\^(\^|n|')/g, (_, c: string) => (c === 'n' ? '\n' : c === "'" ? '"' : '^'))
    : undefined;

/** ical.js, Mozilla's parser (Thunderbird): ICAL.parse throws on any line it cannot read. */
export function readWithIcalJs(ics: string): CalendarReading {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.name).toBe('vcalendar');
  const address = (property: ICAL.Property | null): Address | undefined =>
    property
      ? { address: lower(String(property.getFirstValue())), cn: property.getParameter('cn') as string | undefined }
      : undefined;
  return {
    method: calendar.getFirstPropertyValue('method')?.toString(),
    components: calendar
      .getAllSubcomponents()
      .map((c) => c.name.toUpperCase())
      .sort(),
    events: calendar.getAllSubcomponents('vevent').map((event) => ({
      uid: String(event.getFirstPropertyValue('uid')),
      summary: String(event.getFirstPropertyValue('summary')),
      start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
      end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
      status: event.getFirstPropertyValue('status')?.toString(),
      sequence: event.hasProperty('sequence') ? Number(event.getFirstPropertyValue('sequence')) : undefined,
      organizer: address(event.getFirstProperty('organizer')),
      attendees: event.getAllProperties('attendee').map((attendee) => ({
        address: lower(String(attendee.getFirstValue())),
        cn: attendee.getParameter('cn') as string | undefined,
        role: attendee.getParameter('role') as string | undefined,
        partstat: attendee.getParameter('partstat') as string | undefined,
        rsvp: upper(attendee.getParameter('rsvp')),
      })),
    })),
  };
}

/** node-ical, a parser of its own lineage (also what the API imports external calendars with). */
export function readWithNodeIcal(ics: string): CalendarReading {
  const parsed = nodeIcal.sync.parseICS(ics);
  const components = Object.entries(parsed)
    .filter(([key]) => key !== 'vcalendar')
    .map(([, component]) => component as CalendarComponent);
  const text = (value: unknown) =>
    typeof value === 'object' && value !== null && 'val' in value ? String(value.val) : String(value);
  const params = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && 'params' in value ? (value.params as Record<string, unknown>) : {};
  return {
    method: parsed.vcalendar?.method,
    components: components.map((c) => c.type).sort(),
    events: components
      .filter((c): c is VEvent => c.type === 'VEVENT')
      .map((event) => ({
        uid: event.uid,
        summary: text(event.summary),
        start: event.start.toISOString(),
        end: event.end?.toISOString() ?? '',
        status: event.status,
        sequence: event.sequence === undefined ? undefined : Number(event.sequence),
        organizer: event.organizer
          ? { address: lower(text(event.organizer)), cn: rfc6868(params(event.organizer).CN) }
          : undefined,
        attendees: [event.attendee ?? []].flat().map((attendee) => ({
          address: lower(text(attendee)),
          cn: rfc6868(params(attendee).CN),
          role: params(attendee).ROLE as string | undefined,
          partstat: params(attendee).PARTSTAT as string | undefined,
          rsvp: upper(params(attendee).RSVP),
        })),
      })),
  };
}

/**
 * Reads an iCalendar file the way two independent calendar apps would, after checking its lines
 * (CRLF after every line, folded at 75 octets), and expects both to read the same.
 */
export function readCalendar(ics: string): CalendarReading {
  expect(ics.endsWith('\r\n'), 'every content line ends with CRLF').toBe(true);
  const lines = ics.slice(0, -2).split('\r\n');
  for (const line of lines) {
    expect(line, 'no bare CR or LF inside a line').not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line), `folded at 75 octets: ${line}`).toBeLessThanOrEqual(75);
  }
  const mozilla = readWithIcalJs(ics);
  const node = readWithNodeIcal(ics);
  expect(node).toEqual(mozilla);
  return mozilla;
}
