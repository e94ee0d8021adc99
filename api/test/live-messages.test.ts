import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appointmentKey, conversationKey } from '../src/booking/links.ts';
import type { Database } from '../src/db/database.ts';
import { testApp } from './helpers/app.ts';
import { firstService } from './helpers/factories.ts';
import { nextAddress, practiceOwner, SAME_SITE, signedInAccount, signIn } from './helpers/sessions.ts';
import { type Json, openSocket } from './helpers/sockets.ts';

const LINK_SECRET = 'live-messages-test-link-secret';

let appointmentsMade = 0;

/** A client record of the practice, linked to an account or not, with one appointment or none. */
async function clientOf(db: Database, therapistId: string, options: { userId?: string; appointment?: boolean } = {}) {
  const suffix = randomBytes(4).toString('hex');
  const client = await db
    .insertInto('client')
    .values({
      therapistId,
      userId: options.userId ?? null,
      name: `Mara ${suffix}`,
      email: `mara-${suffix}@example.test`,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  let uid: string | undefined;
  if (options.appointment !== false) {
    const service = await firstService(db, therapistId);
    // A different hour for every appointment of the file: a random one could land two on one slot.
    const startsAt = new Date(Date.now() + (72 + appointmentsMade++) * 3_600_000);
    uid = randomBytes(16).toString('base64url');
    await db
      .insertInto('appointment')
      .values({
        uid,
        therapistId,
        serviceId: service.id,
        clientId: client.id,
        status: 'confirmed',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 50 * 60_000),
        modality: 'online',
        priceMinor: service.priceMinor,
        currency: service.currency,
      })
      .execute();
  }
  return { ...client, uid: uid as string, key: uid ? appointmentKey(LINK_SECRET, uid) : '' };
}

/**
 * A live socket into `app`, ready, that can also tell what arrived before a marker it publishes.
 */
async function openLive(app: FastifyInstance, path: string, headers: Record<string, string> = {}) {
  const socket = await openSocket(app, path, headers);
  await socket.next((m) => m.type === 'ready');
  /**
   * Everything received before a marker published now on `topic` (one this socket hears). Events
   * reach a socket in the order they were published, and every route announces before it answers,
   * so this is all the socket heard of what was done before the call.
   */
  const heardUntilNow = async (topic: string) => {
    const marker = randomBytes(6).toString('hex');
    await app.live.publish(topic, { type: 'marker', marker });
    await socket.next((m) => m.marker === marker);
    return socket.takeAll();
  };
  return { ...socket, heardUntilNow };
}

const messagesOf = (clientId: string) => (m: Json) => m.type === 'messages' && m.clientId === clientId;
const changed = (clientId: string) => ({ type: 'messages', clientId });

describe('live conversations', async () => {
  const { app, db } = await testApp({ twoFactorRoles: [], appointmentLinkSecret: LINK_SECRET });
  const call = (target: FastifyInstance, method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    target.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...SAME_SITE },
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });
  const write = async (url: string, cookie: string | undefined, body: string, target = app) => {
    const response = await call(target, 'POST', url, cookie, { body });
    expect(response.statusCode, response.body).toBe(201);
  };
  const read = async (url: string, cookie?: string) => {
    const response = await call(app, 'GET', url, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { messages: { body: string }[] };
  };
  const live = (target: FastifyInstance, query = '', cookie?: string) =>
    openLive(target, `/api/v1/live${query ? `?${query}` : ''}`, cookie ? { cookie } : {});

  it('tells the therapist and the signed-in client of each other’s messages and reads, and no one else', async () => {
    const owner = await practiceOwner(app, db, { firstName: 'Lena' });
    const account = await signedInAccount(app, db);
    const member = await clientOf(db, owner.id, { userId: account.userId, appointment: false });
    const otherOwner = await practiceOwner(app, db, { firstName: 'Lena' });
    const otherAccount = await signedInAccount(app, db);
    await clientOf(db, otherOwner.id, { userId: otherAccount.userId, appointment: false });

    const practiceSide = await live(app, '', owner.cookie);
    const clientSide = await live(app, '', account.cookie);
    const strangerPractice = await live(app, '', otherOwner.cookie);
    const strangerClient = await live(app, '', otherAccount.cookie);
    const practiceTopic = `practice:${owner.id}`;
    const userTopic = `user:${account.userId}`;

    // The client writes: both of their pages hear it (the writer's other tabs catch up too).
    await write(`/api/v1/me/messages/threads/${member.id}`, account.cookie, 'How are you?');
    expect(await practiceSide.heardUntilNow(practiceTopic)).toEqual([changed(member.id)]);
    expect(await clientSide.heardUntilNow(userTopic)).toEqual([changed(member.id)]);

    // The therapist opens the thread: the client hears that their message was read, once.
    const opened = await read(`/api/v1/messages/threads/${member.id}`, owner.cookie);
    expect(opened.messages.map((m) => m.body)).toEqual(['How are you?']);
    expect(await clientSide.heardUntilNow(userTopic)).toEqual([changed(member.id)]);
    // Opening it again marks nothing, so nobody is told anything.
    await read(`/api/v1/messages/threads/${member.id}`, owner.cookie);
    expect(await clientSide.heardUntilNow(userTopic)).toEqual([]);
    expect(await practiceSide.heardUntilNow(practiceTopic)).toEqual([changed(member.id)]);

    // The therapist answers; the client hears it, then reads it, and the therapist hears that.
    await write(`/api/v1/messages/threads/${member.id}`, owner.cookie, 'Well, thank you.');
    expect(await clientSide.heardUntilNow(userTopic)).toEqual([changed(member.id)]);
    await read(`/api/v1/me/messages/threads/${member.id}`, account.cookie);
    expect(await practiceSide.heardUntilNow(practiceTopic)).toEqual([changed(member.id), changed(member.id)]);

    // Another practice and another client heard nothing of it.
    expect(await strangerPractice.heardUntilNow(`practice:${otherOwner.id}`)).toEqual([]);
    expect(await strangerClient.heardUntilNow(`user:${otherAccount.userId}`)).toEqual([]);
    for (const side of [practiceSide, clientSide, strangerPractice, strangerClient]) side.socket.terminate();
  });

  it('tells a guest holding the appointment’s link, and refuses a socket with a wrong key', async () => {
    const owner = await practiceOwner(app, db, { firstName: 'Lena' });
    const guest = await clientOf(db, owner.id);
    const neighbour = await clientOf(db, owner.id);
    const link = `appointment=${guest.uid}&key=${guest.key}`;

    await expect(live(app, `appointment=${guest.uid}&key=${'A'.repeat(32)}`)).rejects.toThrow(
      'Unexpected server response: 404',
    );
    await expect(live(app, `appointment=${guest.uid}&key=${neighbour.key}`)).rejects.toThrow(
      'Unexpected server response: 404',
    );

    const guestSide = await live(app, link);
    const neighbourSide = await live(app, `appointment=${neighbour.uid}&key=${neighbour.key}`);
    const practiceSide = await live(app, '', owner.cookie);
    const guestTopic = `client:${guest.id}`;

    const practiceTopic = `practice:${owner.id}`;

    // The therapist writes; the guest hears it, reads it, and the therapist hears that.
    await write(`/api/v1/messages/threads/${guest.id}`, owner.cookie, 'Your room is ready on Monday.');
    expect(await guestSide.heardUntilNow(guestTopic)).toEqual([changed(guest.id)]);
    expect(await practiceSide.heardUntilNow(practiceTopic)).toEqual([changed(guest.id)]);
    await read(`/api/v1/appointments/${guest.uid}/messages?key=${guest.key}`);
    expect(await practiceSide.heardUntilNow(practiceTopic)).toEqual([changed(guest.id)]);
    expect(await guestSide.heardUntilNow(guestTopic)).toEqual([changed(guest.id)]);

    // The guest writes; the therapist hears it, reads it, and the guest hears that.
    await write(`/api/v1/appointments/${guest.uid}/messages?key=${guest.key}`, undefined, 'Thank you!');
    expect(await practiceSide.heardUntilNow(practiceTopic)).toEqual([changed(guest.id)]);
    expect(await guestSide.heardUntilNow(guestTopic)).toEqual([changed(guest.id)]);
    await read(`/api/v1/messages/threads/${guest.id}`, owner.cookie);
    expect(await guestSide.heardUntilNow(guestTopic)).toEqual([changed(guest.id)]);

    // The same therapist's other client hears nothing of this conversation.
    expect(await neighbourSide.heardUntilNow(`client:${neighbour.id}`)).toEqual([]);
    for (const side of [guestSide, neighbourSide, practiceSide]) side.socket.terminate();
  });

  it('tells a guest holding the conversation’s link, from the widget’s first message on', async () => {
    const owner = await practiceOwner(app, db, { firstName: 'Lena' });
    const practiceSide = await live(app, '', owner.cookie);
    const practiceTopic = `practice:${owner.id}`;

    // A message from the widget reaches the therapist once its sender confirms their address.
    const suffix = randomBytes(4).toString('hex');
    const sender = { name: `Noor ${suffix}`, email: `noor-${suffix}@example.test` };
    const enquiry = await call(app, 'POST', `/api/v1/therapists/${owner.slug}/enquiries`, undefined, {
      ...sender,
      message: 'Do you have time for a first talk?',
      consent: true,
      locale: 'en',
    });
    expect(enquiry.statusCode, enquiry.body).toBe(202);
    const pending = await db
      .selectFrom('pendingContact')
      .select('id')
      .where('email', '=', sender.email)
      .executeTakeFirstOrThrow();
    const key = conversationKey(LINK_SECRET, pending.id);
    await expect(live(app, `conversation=${pending.id}&key=${'A'.repeat(32)}`)).rejects.toThrow(
      'Unexpected server response: 404',
    );
    const guestSide = await live(app, `conversation=${pending.id}&key=${key}`);
    const guestTopic = `client:${pending.id}`;
    expect(await practiceSide.heardUntilNow(practiceTopic)).toEqual([]);
    const confirmed = await call(app, 'POST', `/api/v1/conversations/${pending.id}/guest/confirm?key=${key}`);
    expect(confirmed.json()).toEqual({ confirmed: 1 });
    expect(await practiceSide.heardUntilNow(practiceTopic)).toEqual([changed(pending.id)]);

    // From here it is a conversation like any other.
    await read(`/api/v1/messages/threads/${pending.id}`, owner.cookie);
    expect(await guestSide.heardUntilNow(guestTopic)).toEqual([changed(pending.id), changed(pending.id)]);
    await write(`/api/v1/messages/threads/${pending.id}`, owner.cookie, 'Yes, on Thursday.');
    expect(await guestSide.heardUntilNow(guestTopic)).toEqual([changed(pending.id)]);
    await practiceSide.heardUntilNow(practiceTopic);
    await read(`/api/v1/conversations/${pending.id}/guest?key=${key}`);
    expect(await practiceSide.heardUntilNow(practiceTopic)).toEqual([changed(pending.id)]);
    await write(`/api/v1/conversations/${pending.id}/guest?key=${key}`, undefined, 'Thursday is fine.');
    expect(await practiceSide.heardUntilNow(practiceTopic)).toEqual([changed(pending.id)]);
    for (const side of [guestSide, practiceSide]) side.socket.terminate();
  });

  it('follows a widget link onto the record the therapist already kept for its sender', async () => {
    const owner = await practiceOwner(app, db, { firstName: 'Lena' });
    const known = await clientOf(db, owner.id);
    const enquiry = await call(app, 'POST', `/api/v1/therapists/${owner.slug}/enquiries`, undefined, {
      name: 'Mara',
      email: known.email,
      message: 'It is me again.',
      consent: true,
      locale: 'en',
    });
    expect(enquiry.statusCode, enquiry.body).toBe(202);
    const pending = await db
      .selectFrom('pendingContact')
      .select('id')
      .where('email', '=', known.email)
      .executeTakeFirstOrThrow();
    const key = conversationKey(LINK_SECRET, pending.id);
    await call(app, 'POST', `/api/v1/conversations/${pending.id}/guest/confirm?key=${key}`);

    const guestSide = await live(app, `conversation=${pending.id}&key=${key}`);
    // Confirming announced the conversation before this socket opened, but that event can reach the
    // instance's listener after the socket subscribed (a loaded machine); hear it out first.
    await guestSide.heardUntilNow(`client:${known.id}`);
    await write(`/api/v1/messages/threads/${known.id}`, owner.cookie, 'Welcome back.');
    expect(await guestSide.heardUntilNow(`client:${known.id}`)).toEqual([changed(known.id)]);
    guestSide.socket.terminate();
  });

  it('reaches a page on another instance of the app, and after a lost connection asks pages to fetch again', async () => {
    const other = await testApp({ twoFactorRoles: [], appointmentLinkSecret: LINK_SECRET }, { db });
    const owner = await practiceOwner(app, db, { firstName: 'Lena' });
    const account = await signedInAccount(app, db);
    const member = await clientOf(db, owner.id, { userId: account.userId });

    // The client's page is served by the other instance; the therapist writes through this one.
    const elsewhere = await signIn(other.app, account.email);
    const clientSide = await live(other.app, '', elsewhere);
    const guestSide = await live(other.app, `appointment=${member.uid}&key=${member.key}`);
    await write(`/api/v1/messages/threads/${member.id}`, owner.cookie, 'Across instances.');
    await clientSide.next(messagesOf(member.id));
    await guestSide.next(messagesOf(member.id));

    // Its listening connection is cut (a database restart, a failover): once it is back, every
    // page of that instance is told to fetch again, and events flow as before.
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
               WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`.execute(db);
    expect(await clientSide.next()).toEqual({ type: 'resync' });
    expect(await guestSide.next()).toEqual({ type: 'resync' });
    await write(`/api/v1/me/messages/threads/${member.id}`, elsewhere, 'Still here.', other.app);
    await clientSide.next(messagesOf(member.id));
    await guestSide.next(messagesOf(member.id));
    for (const side of [clientSide, guestSide]) side.socket.terminate();
  });
});
