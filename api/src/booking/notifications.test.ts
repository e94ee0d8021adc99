import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { readCalendar } from '../../test/helpers/icalendar.ts';
import type { AppointmentRecord } from './appointments.ts';
import { type AppointmentEvent, appointmentEmails, sidesOf } from './notifications.ts';

describe('appointment emails', () => {
  const record = {
    uid: 'AAAAAAAAAAAAAAAAAAAAAA',
    status: 'confirmed',
    startsAt: new Date('2027-03-29T08:00:00Z'),
    endsAt: new Date('2027-03-29T08:50:00Z'),
    modality: 'online',
    priceMinor: 9000,
    currency: 'EUR',
    clientLocale: 'de',
    clientTimeZone: 'Europe/Lisbon',
    serviceName: 'Einzelsitzung',
    therapistSlug: 'anna-berg',
    therapistFirstName: 'Anna',
    therapistLastName: 'Berg',
    therapistTimeZone: 'Europe/Berlin',
    therapistPublicEmail: null,
    therapistAccountEmail: 'anna@example.test',
    therapistLocale: 'en',
    clientName: 'Lea Costa',
    clientEmail: 'lea@example.test',
    street: null,
    postalCode: null,
    city: null,
    cancelledBy: null,
    calendarSequence: 7,
  } as unknown as AppointmentRecord;
  const events: AppointmentEvent[] = [
    'guestConfirm',
    'requested',
    'booked',
    'confirmed',
    'declined',
    'rescheduled',
    'cancelledByClient',
    'cancelledByTherapist',
    'reminder24',
    'reminder1',
  ];

  const options = {
    publicUrl: 'https://calma.example',
    linkSecret: 'x'.repeat(32),
    senderAddress: 'no-reply@calma.example',
  };

  it.each(events)('queue a job for exactly the sides that %s emails', (event) => {
    const emails = appointmentEmails(record, event, options);
    expect(emails.map((e) => e.side)).toEqual([...sidesOf(event)]);
  });

  it('write to each side in their own language and zone', () => {
    const [client, therapist] = appointmentEmails(record, 'booked', options);
    expect(client?.mail).toMatchObject({ to: 'lea@example.test', locale: 'de' });
    expect(client?.mail.params?.when).toContain('Europe/Lisbon');
    expect(client?.mail.params?.when).toContain('09:00');
    expect(therapist?.mail).toMatchObject({ to: 'anna@example.test', locale: 'en' });
    expect(therapist?.mail.params?.when).toContain('Europe/Berlin');
    expect(therapist?.mail.params?.when).toContain('10:00');
  });

  it('write English times on the 24-hour clock with the day first, as British English does', () => {
    const afternoon = { ...record, startsAt: new Date('2027-03-29T13:30:00Z') } as AppointmentRecord;
    const [, therapist] = appointmentEmails(afternoon, 'booked', options);
    expect(therapist?.mail.params?.when).toContain('29 March 2027');
    expect(therapist?.mail.params?.when).toContain('15:30');
    expect(therapist?.mail.params?.when).not.toMatch(/\b[AP]M\b/i);
  });

  it('attach the appointment as it is now: one sequence for both sides, its status, the therapist as organiser', () => {
    const read = (emails: ReturnType<typeof appointmentEmails>) =>
      emails.map(({ mail }) => {
        const [attachment] = mail.attachments ?? [];
        const calendar = readCalendar(String(attachment?.content));
        expect(attachment?.contentType).toContain(`method=${calendar.method}`);
        const [event] = calendar.events;
        return [calendar.method, event?.status, event?.sequence, event?.organizer, event?.attendees[0]?.address];
      });
    // Without a practice email the organiser is the therapist under the platform's address.
    expect(read(appointmentEmails(record, 'booked', options))).toEqual(
      Array(2).fill([
        'REQUEST',
        'CONFIRMED',
        7,
        { address: 'mailto:no-reply@calma.example', cn: 'Anna Berg' },
        'mailto:lea@example.test',
      ]),
    );
    const requested = { ...record, status: 'requested', therapistPublicEmail: 'praxis@berg.example' } as const;
    expect(read(appointmentEmails(requested, 'requested', options))).toEqual(
      Array(2).fill([
        'REQUEST',
        'TENTATIVE',
        7,
        { address: 'mailto:praxis@berg.example', cn: 'Anna Berg' },
        'mailto:lea@example.test',
      ]),
    );
  });

  it('tell each side of an online session where it happens: the client their room link, the therapist their waiting room', () => {
    const [client, therapist] = appointmentEmails(record, 'booked', options);
    expect(client?.mail.params?.where).toMatch(
      /^online – https:\/\/calma\.example\/de\/online-session\/anna-berg\?appointment=AAAAAAAAAAAAAAAAAAAAAA&key=[\w-]{32}$/,
    );
    expect(therapist?.mail.params?.where).toBe('online – https://calma.example/dashboard/waiting-room');
    const inPerson = {
      ...record,
      modality: 'in_person',
      street: 'Hauptstr. 1',
      postalCode: '10115',
      city: 'munich',
    } as const;
    // The city by its name in each reader's language, not by its slug.
    const [toClient, toTherapist] = appointmentEmails(inPerson, 'booked', options);
    expect(toClient?.mail.params?.where).toBe('Hauptstr. 1, 10115 München');
    expect(toTherapist?.mail.params?.where).toBe('Hauptstr. 1, 10115 Munich');
  });

  it('put each side’s way into an online session into its calendar event, and the city’s name into an in-person one', () => {
    const event = (ics: string | undefined) => {
      const vevent = new ICAL.Component(ICAL.parse(ics ?? '')).getFirstSubcomponent('vevent');
      return {
        url: String(vevent?.getFirstPropertyValue('url')),
        description: vevent?.getFirstPropertyValue('description'),
        location: String(vevent?.getFirstPropertyValue('location')),
      };
    };
    const ics = (mail: ReturnType<typeof appointmentEmails>[number] | undefined) =>
      String(mail?.mail.attachments?.[0]?.content ?? '');
    const [client, therapist] = appointmentEmails(record, 'booked', options);
    const clientEvent = event(ics(client));
    expect(clientEvent.url).toMatch(
      /^https:\/\/calma\.example\/de\/online-session\/anna-berg\?appointment=AAAAAAAAAAAAAAAAAAAAAA&key=[\w-]{32}$/,
    );
    expect(clientEvent.description).toBe(`Zur Online-Sitzung: ${clientEvent.url}`);
    expect(event(ics(therapist))).toEqual({
      url: 'https://calma.example/dashboard/waiting-room',
      description: 'Join the online session: https://calma.example/dashboard/waiting-room',
      location: 'online',
    });
    const inPerson = {
      ...record,
      modality: 'in_person',
      street: 'Oranienstr. 9',
      postalCode: '10969',
      city: 'berlin',
    } as const;
    const [, inPersonTherapist] = appointmentEmails(inPerson, 'booked', options);
    expect(event(ics(inPersonTherapist))).toEqual({
      url: 'https://calma.example/dashboard/sessions',
      description: null,
      location: 'Oranienstr. 9, 10969 Berlin',
    });
  });
});
