import { describe, expect, it } from 'vitest';
import { readCalendar } from '../../test/helpers/icalendar.ts';
import type { AppointmentStatus } from '../db/schema.ts';
import { type AppointmentEntry, appointmentIcs, calendarFeed } from './calendar.ts';

const appointment = (status: AppointmentStatus, change: Partial<AppointmentEntry> = {}): AppointmentEntry => ({
  uid: 'AAAAAAAAAAAAAAAAAAAAAA',
  start: new Date('2027-03-29T08:00:00Z'),
  end: new Date('2027-03-29T08:50:00Z'),
  title: 'Einzelsitzung – Zoë Müller-Lüdenscheidt',
  location: 'Teststraße 1, 10999 Berlin',
  url: 'https://calma.example/dashboard/sessions',
  status,
  sequence: 4,
  organizer: { name: 'Anna Berg, PhD', email: 'praxis@berg.example' },
  attendee: { name: 'Zoë Müller-Lüdenscheidt', email: 'zoe@example.test' },
  ...change,
});

const invitation = (entry: AppointmentEntry) => appointmentIcs(entry, { invitation: true });
const download = (entry: AppointmentEntry) => appointmentIcs(entry, { invitation: false });

describe('an appointment as an iCalendar file', () => {
  it('is emailed as a REQUEST with the therapist as organiser and the client as attendee (RFC 5546)', () => {
    for (const status of ['pending_email', 'requested', 'confirmed'] as const) {
      const calendar = readCalendar(invitation(appointment(status)));
      expect(calendar.method).toBe('REQUEST');
      expect(calendar.events).toEqual([
        expect.objectContaining({
          uid: 'AAAAAAAAAAAAAAAAAAAAAA@calma',
          sequence: 4,
          organizer: { address: 'mailto:praxis@berg.example', cn: 'Anna Berg, PhD' },
          attendees: [
            {
              address: 'mailto:zoe@example.test',
              cn: 'Zoë Müller-Lüdenscheidt',
              role: 'REQ-PARTICIPANT',
              partstat: 'ACCEPTED',
              rsvp: 'FALSE',
            },
          ],
        }),
      ]);
    }
  });

  it('is emailed as a CANCEL once declined or cancelled, still naming both people', () => {
    for (const [status, cancelledBy, partstat] of [
      ['declined', null, 'ACCEPTED'],
      ['cancelled', 'therapist', 'ACCEPTED'],
      ['cancelled', 'client', 'DECLINED'],
    ] as const) {
      const calendar = readCalendar(invitation(appointment(status, { cancelledBy })));
      expect(calendar.method).toBe('CANCEL');
      const [event] = calendar.events;
      expect(event?.status).toBe('CANCELLED');
      expect(event?.sequence).toBe(4);
      expect(event?.organizer?.address).toBe('mailto:praxis@berg.example');
      expect(event?.attendees).toEqual([expect.objectContaining({ address: 'mailto:zoe@example.test', partstat })]);
    }
  });

  it('reads tentative until the therapist confirms and cancelled once it is off, emailed or downloaded', () => {
    const expected: Record<AppointmentStatus, string> = {
      pending_email: 'TENTATIVE',
      requested: 'TENTATIVE',
      confirmed: 'CONFIRMED',
      completed: 'CONFIRMED',
      no_show: 'CONFIRMED',
      declined: 'CANCELLED',
      cancelled: 'CANCELLED',
    };
    for (const [status, calendarStatus] of Object.entries(expected) as [AppointmentStatus, string][]) {
      for (const file of [invitation, download]) {
        expect({ status, read: readCalendar(file(appointment(status))).events[0]?.status }).toEqual({
          status,
          read: calendarStatus,
        });
      }
    }
  });

  it('downloads as a plain calendar object (no METHOD) holding the same event as the email', () => {
    for (const status of ['requested', 'confirmed', 'cancelled'] as const) {
      const emailed = readCalendar(invitation(appointment(status)));
      const downloaded = readCalendar(download(appointment(status)));
      expect(downloaded.method).toBeUndefined();
      expect(downloaded.events).toEqual(emailed.events);
    }
  });

  it('keeps each name inside its parameter: quotes, separators and line breaks cannot add a person', () => {
    const calendar = readCalendar(
      invitation(
        appointment('requested', {
          organizer: { name: 'Anna "Nan" Berg\r\nATTENDEE:mailto:intruder@example.test', email: 'praxis@berg.example' },
          attendee: { name: 'Zoë, "Z" Müller:\nORGANIZER:mailto:intruder@example.test', email: 'zoe@example.test' },
          title: 'Session\r\nATTENDEE:mailto:intruder@example.test',
        }),
      ),
    );
    const [event] = calendar.events;
    expect(event?.organizer).toEqual({
      address: 'mailto:praxis@berg.example',
      cn: 'Anna "Nan" Berg ATTENDEE:mailto:intruder@example.test',
    });
    expect(event?.attendees.map((a) => [a.address, a.cn])).toEqual([
      ['mailto:zoe@example.test', 'Zoë, "Z" Müller: ORGANIZER:mailto:intruder@example.test'],
    ]);
    expect(event?.summary).toBe('Session\nATTENDEE:mailto:intruder@example.test');
  });
});

describe('the calendar feed', () => {
  it('is a valid calendar with a component even before the first session (RFC 5545)', () => {
    const calendar = readCalendar(calendarFeed('Calma', []));
    expect(calendar.components.length).toBeGreaterThan(0);
    expect(calendar.events).toEqual([]);
  });

  it('shows each session with its own status and sequence, and nobody’s address', () => {
    const calendar = readCalendar(
      calendarFeed('Calma', [
        { ...appointment('requested'), title: '? Individual session – Z. M.', sequence: 2 },
        {
          ...appointment('confirmed'),
          uid: 'BBBBBBBBBBBBBBBBBBBBBB',
          title: 'Individual session – L. C.',
          sequence: 7,
        },
      ]),
    );
    expect(calendar.method).toBeUndefined();
    expect(calendar.events.map((e) => [e.uid, e.status, e.sequence, e.organizer, e.attendees])).toEqual([
      ['AAAAAAAAAAAAAAAAAAAAAA@calma', 'TENTATIVE', 2, undefined, []],
      ['BBBBBBBBBBBBBBBBBBBBBB@calma', 'CONFIRMED', 7, undefined, []],
    ]);
  });
});
