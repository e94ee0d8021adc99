import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import type { StoredMail } from '../src/mail/mailer.ts';
import { testApp } from './helpers/app.ts';
import { createTherapist, createUser, firstService, openEveryDay } from './helpers/factories.ts';
import { readCalendar } from './helpers/icalendar.ts';
import { nextAddress, signIn } from './helpers/sessions.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A listed therapist with an account and a practice email, open every day, no minimum notice. */
async function bookableTherapist(db: Database, requiresConfirmation: boolean) {
  const user = await createUser(db, { role: 'therapist' });
  const therapist = await createTherapist(db, { firstName: 'Anna', place: 'berlin/kreuzberg' });
  const practiceEmail = `praxis-${randomBytes(4).toString('hex')}@example.test`;
  await db
    .updateTable('therapist')
    .set({ userId: user.id, email: practiceEmail })
    .where('id', '=', therapist.id)
    .execute();
  await openEveryDay(db, therapist.id);
  await db
    .insertInto('bookingPolicy')
    .values({ therapistId: therapist.id, minimumNoticeMinutes: 0, cancellationNoticeHours: 24, requiresConfirmation })
    .execute();
  const service = await firstService(db, therapist.id);
  return { ...therapist, user, practiceEmail, serviceId: service.id };
}

describe('calendar files: downloaded, emailed and in the feed', async () => {
  const { app, db, config, outbox } = await testApp();

  /** The .ics attached to an email, as the message carries it, with the method its content type names. */
  async function attachedCalendar(mail: StoredMail | undefined) {
    expect(mail?.attachments).toEqual(['appointment.ics']);
    const eml = await readFile(path.join(config.mail.outboxDir, `${mail?.id}.eml`), 'utf8');
    const part = eml.split(/\n--[^\n]+\n/).find((p) => /^Content-Type: text\/calendar/im.test(p)) ?? '';
    const split = part.indexOf('\n\n');
    const headers = part.slice(0, split).replace(/\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^Content-Transfer-Encoding: base64$/im);
    const ics = Buffer.from(part.slice(split + 2), 'base64').toString('utf8');
    return { contentType: /^Content-Type: (.*)$/im.exec(headers)?.[1] ?? '', ics };
  }

  async function emailed(to: string) {
    const [mail] = await outbox(to);
    const { contentType, ics } = await attachedCalendar(mail);
    const calendar = readCalendar(ics);
    expect(contentType).toContain(`method=${calendar.method}`);
    return calendar;
  }

  /** A guest books the first slot in five days and confirms their address; answers what they hold. */
  async function bookAsGuest(
    t: Awaited<ReturnType<typeof bookableTherapist>>,
    day = inDays(5),
    modality?: 'online' | 'in_person',
  ) {
    const slots = await app.inject({
      url: `/api/v1/therapists/${t.slug}/slots?serviceId=${t.serviceId}&from=${day}&to=${day}${modality ? `&modality=${modality}` : ''}`,
    });
    const start = slots.json().slots[0].start as string;
    const email = `zoe.${randomBytes(4).toString('hex')}@example.test`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      remoteAddress: nextAddress(),
      payload: {
        therapistSlug: t.slug,
        serviceId: t.serviceId,
        start,
        ...(modality ? { modality } : {}),
        client: { name: 'Zoë Müller, Jr.', email },
      },
    });
    expect(created.statusCode).toBe(201);
    const { uid } = created.json() as { uid: string };
    const [confirmMail] = await outbox(email);
    const key = new URL(/https?:\/\/\S+\/appointment\/\S+/.exec(confirmMail?.text ?? '')?.[0] ?? '').searchParams.get(
      'key',
    );
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${uid}/confirm-email`,
      payload: { key },
    });
    expect(confirmed.statusCode).toBe(200);
    return { uid, key: key ?? '', email, start };
  }

  const download = async (uid: string, key: string) => {
    const response = await app.inject({ url: `/api/v1/appointments/${uid}/calendar.ics?key=${key}` });
    expect(response.statusCode).toBe(200);
    return readCalendar(response.body);
  };

  it('gives an online session’s way in as URL and in DESCRIPTION, and an in-person one’s city by its name', async () => {
    const t = await bookableTherapist(db, false);
    const online = await bookAsGuest(t, inDays(5), 'online');
    const file = await app.inject({ url: `/api/v1/appointments/${online.uid}/calendar.ics?key=${online.key}` });
    const event = new ICAL.Component(ICAL.parse(file.body)).getFirstSubcomponent('vevent');
    const join = String(event?.getFirstPropertyValue('url'));
    expect(join).toBe(`${config.publicUrl}/online-session/${t.slug}?appointment=${online.uid}&key=${online.key}`);
    expect(event?.getFirstPropertyValue('description')).toBe(`Join the online session: ${join}`);
    expect(event?.getFirstPropertyValue('location')).toBe('online');
    // The therapist's copy leads to their waiting room.
    const cookie = await signIn(app, t.user.email);
    const theirs = await app.inject({ url: `/api/v1/appointments/${online.uid}/calendar.ics`, headers: { cookie } });
    const their = new ICAL.Component(ICAL.parse(theirs.body)).getFirstSubcomponent('vevent');
    expect(their?.getFirstPropertyValue('url')).toBe(`${config.publicUrl}/dashboard/waiting-room`);

    const inPerson = await bookAsGuest(t, inDays(6), 'in_person');
    const dutch = await app.inject({
      url: `/api/v1/appointments/${inPerson.uid}/calendar.ics?key=${inPerson.key}`,
      headers: { 'accept-language': 'nl' },
    });
    const place = String(
      new ICAL.Component(ICAL.parse(dutch.body)).getFirstSubcomponent('vevent')?.getFirstPropertyValue('location'),
    );
    expect(place).toMatch(/ Berlijn$/);
    expect(place).not.toMatch(/berlin/i);
    const english = await app.inject({ url: `/api/v1/appointments/${inPerson.uid}/calendar.ics?key=${inPerson.key}` });
    const englishPlace = new ICAL.Component(ICAL.parse(english.body)).getFirstSubcomponent('vevent');
    expect(String(englishPlace?.getFirstPropertyValue('location'))).toMatch(/, \d{5} Berlin$/);
  });

  it('reads a request as TENTATIVE with one SEQUENCE in the download and both emails, and confirmed as CONFIRMED with a higher one', async () => {
    const t = await bookableTherapist(db, true);
    const booking = await bookAsGuest(t);
    const toClient = await emailed(booking.email);
    const toTherapist = await emailed(t.user.email);
    const downloaded = await download(booking.uid, booking.key);
    for (const calendar of [toClient, toTherapist]) expect(calendar.method).toBe('REQUEST');
    expect(downloaded.method).toBeUndefined();
    const copies = [toClient, toTherapist, downloaded].map((c) => c.events[0]);
    const requested = copies[0]?.sequence ?? Number.NaN;
    for (const event of copies) {
      expect(event).toMatchObject({
        uid: `${booking.uid}@calma`,
        status: 'TENTATIVE',
        sequence: requested,
        organizer: { address: `mailto:${t.practiceEmail}`, cn: t.name },
        attendees: [
          { address: `mailto:${booking.email}`, cn: 'Zoë Müller, Jr.', role: 'REQ-PARTICIPANT', rsvp: 'FALSE' },
        ],
      });
    }

    const cookie = await signIn(app, t.user.email);
    const confirm = await app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${booking.uid}/confirm`,
      headers: { cookie },
    });
    expect(confirm.json().status).toBe('confirmed');
    const [confirmedEmail, confirmedDownload] = [
      (await emailed(booking.email)).events[0],
      (await download(booking.uid, booking.key)).events[0],
    ];
    expect(confirmedEmail?.status).toBe('CONFIRMED');
    expect(confirmedEmail?.sequence).toBeGreaterThan(requested);
    expect(confirmedDownload).toEqual(confirmedEmail);
  });

  it('emails a cancellation as a CANCEL naming both people, and the download then reads CANCELLED with the same SEQUENCE', async () => {
    const t = await bookableTherapist(db, false);
    const booking = await bookAsGuest(t);
    const booked = (await download(booking.uid, booking.key)).events[0];
    expect(booked?.status).toBe('CONFIRMED');
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${booking.uid}/cancel`,
      payload: { key: booking.key },
    });
    expect(cancel.statusCode).toBe(200);
    const toClient = await emailed(booking.email);
    const toTherapist = await emailed(t.user.email);
    const downloaded = await download(booking.uid, booking.key);
    // Each side's copy is titled with the other person; otherwise the copies are one event.
    const sameEvent = ({ summary: _, ...event }: (typeof downloaded.events)[number]) => event;
    for (const calendar of [toClient, toTherapist]) {
      expect(calendar.method).toBe('CANCEL');
      expect(calendar.events.map(sameEvent)).toEqual(downloaded.events.map(sameEvent));
    }
    expect(downloaded.events[0]).toMatchObject({
      status: 'CANCELLED',
      organizer: { address: `mailto:${t.practiceEmail}` },
      attendees: [{ address: `mailto:${booking.email}`, partstat: 'DECLINED' }],
    });
    expect(downloaded.events[0]?.sequence).toBeGreaterThan(booked?.sequence ?? Number.NaN);
  });

  it('raises the SEQUENCE every copy carries when the therapist moves the appointment', async () => {
    const t = await bookableTherapist(db, false);
    const booking = await bookAsGuest(t);
    const before = (await download(booking.uid, booking.key)).events[0];
    const cookie = await signIn(app, t.user.email);
    const later = new Date(new Date(booking.start).getTime() + 2 * 3_600_000).toISOString();
    const moved = await app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${booking.uid}/reschedule`,
      headers: { cookie },
      payload: { start: later },
    });
    expect(moved.statusCode).toBe(200);
    const [movedEmail, movedDownload] = [
      (await emailed(booking.email)).events[0],
      (await download(booking.uid, booking.key)).events[0],
    ];
    expect(movedDownload?.start).toBe(later);
    expect(movedDownload?.sequence).toBeGreaterThan(before?.sequence ?? Number.NaN);
    expect(movedEmail).toEqual(movedDownload);
  });

  it('serves a feed that is a valid calendar before the first session, then shows a request as TENTATIVE with its SEQUENCE', async () => {
    const t = await bookableTherapist(db, true);
    const cookie = await signIn(app, t.user.email);
    const { url } = (await app.inject({ method: 'POST', url: '/api/v1/calendar/feed', headers: { cookie } })).json();
    const feed = async () => {
      const response = await app.inject({ url: new URL(url).pathname });
      expect(response.statusCode).toBe(200);
      return readCalendar(response.body);
    };
    const empty = await feed();
    expect(empty.events).toEqual([]);
    expect(empty.components.length).toBeGreaterThan(0);

    const booking = await bookAsGuest(t);
    const downloaded = (await download(booking.uid, booking.key)).events[0];
    expect((await feed()).events).toEqual([
      expect.objectContaining({
        uid: `${booking.uid}@calma`,
        status: 'TENTATIVE',
        sequence: downloaded?.sequence,
        organizer: undefined,
        attendees: [],
      }),
    ]);
  });
});
