import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appointmentKey } from '../src/booking/links.ts';
import type { Database } from '../src/db/database.ts';
import { testApp } from './helpers/app.ts';
import { createTherapist, createUser, firstService } from './helpers/factories.ts';
import { nextAddress, SAME_SITE, signIn } from './helpers/sessions.ts';

const LINK_SECRET = 'messages-test-link-secret';

/** A therapist account that runs a practice (a profile linked to the account), signed in. */
async function therapist(app: FastifyInstance, db: Database) {
  const profile = await createTherapist(db, { title: 'Dr.', firstName: 'Lena' });
  const user = await createUser(db, { role: 'therapist' });
  await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', profile.id).execute();
  return { ...profile, userId: user.id, email: user.email, cookie: await signIn(app, user.email) };
}

/** A client account, signed in. */
async function clientAccount(app: FastifyInstance, db: Database) {
  const user = await createUser(db, { role: 'client' });
  return { userId: user.id, email: user.email, cookie: await signIn(app, user.email) };
}

let appointmentsMade = 0;

/** A client record of the practice, linked to an account or not, with one appointment or none. */
async function clientOf(
  db: Database,
  therapistId: string,
  options: { userId?: string; appointment?: boolean; locale?: string } = {},
) {
  const suffix = randomBytes(4).toString('hex');
  const client = await db
    .insertInto('client')
    .values({
      therapistId,
      userId: options.userId ?? null,
      name: `Mara Jansen ${suffix}`,
      email: `mara-${suffix}@example.test`,
      locale: options.locale ?? 'en',
    })
    .returning(['id', 'name', 'email'])
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
  return { ...client, uid, key: uid ? appointmentKey(LINK_SECRET, uid) : undefined };
}

type Thread = {
  conversation: { id: string; you: string; with: { name: string }; reachable: boolean };
  messages: { id: string; sender: string; body: string; createdAt: string; readAt: string | null }[];
  earlier: boolean;
};

describe('secure messaging', async () => {
  const { app, db, outbox } = await testApp({ twoFactorRoles: [], appointmentLinkSecret: LINK_SECRET });
  const call = (
    method: 'GET' | 'POST',
    url: string,
    cookie: string | undefined,
    payload?: object,
    remoteAddress = nextAddress(),
  ) =>
    app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...SAME_SITE },
      remoteAddress,
      ...(payload ? { payload } : {}),
    });
  const write = async (url: string, cookie: string | undefined, body: string) => {
    const response = await call('POST', url, cookie, { body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Thread['messages'][number];
  };
  const unreadOf = async (cookie: string) =>
    (await call('GET', '/api/v1/messages/unread-count', cookie)).json().unread as number;

  /** A therapist with a signed-in client (booked while signed in) and a guest client (booked by email link). */
  async function practice() {
    const owner = await therapist(app, db);
    const account = await clientAccount(app, db);
    const member = await clientOf(db, owner.id, { userId: account.userId });
    const guest = await clientOf(db, owner.id, { locale: 'de' });
    return { owner, account, member, guest };
  }

  it('serves each side its own routes: visitors get 401, the wrong role 403', async () => {
    const { owner, account, member } = await practice();
    const admin = await createUser(db, { role: 'admin' });
    const adminCookie = await signIn(app, admin.email);
    const therapistRoutes = [
      ['GET', '/api/v1/messages/threads'],
      ['GET', '/api/v1/messages/unread-count'],
      ['GET', `/api/v1/messages/threads/${member.id}`],
      ['POST', `/api/v1/messages/threads/${member.id}`],
    ] as const;
    const clientRoutes = [
      ['GET', '/api/v1/me/messages/threads'],
      ['GET', `/api/v1/me/messages/threads/${member.id}`],
      ['POST', `/api/v1/me/messages/threads/${member.id}`],
    ] as const;
    for (const [method, url] of [...therapistRoutes, ...clientRoutes]) {
      const payload = method === 'POST' ? { body: 'Hello' } : undefined;
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, adminCookie, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url] of therapistRoutes) {
      const response = await call(method, url, account.cookie, method === 'POST' ? { body: 'Hello' } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url] of clientRoutes) {
      const response = await call(method, url, owner.cookie, method === 'POST' ? { body: 'Hello' } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const probe = `/api/v1/conversations/${member.id}`;
    expect((await call('GET', probe, undefined)).statusCode).toBe(401);
    expect((await call('GET', probe, adminCookie)).statusCode).toBe(403);
  });

  it('lets the therapist, the client and the guest reach only their own conversation', async () => {
    const { owner, account, member, guest } = await practice();
    const other = await practice();

    // The therapist: their clients' threads, never another practice's (404, as if it did not exist).
    expect((await call('GET', `/api/v1/messages/threads/${member.id}`, owner.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/messages/threads/${guest.id}`, owner.cookie)).statusCode).toBe(200);
    for (const id of [other.member.id, other.guest.id, randomUUID()]) {
      expect((await call('GET', `/api/v1/messages/threads/${id}`, owner.cookie)).statusCode).toBe(404);
      const post = await call('POST', `/api/v1/messages/threads/${id}`, owner.cookie, { body: 'Hello' });
      expect(post.statusCode).toBe(404);
      expect((await call('GET', `/api/v1/conversations/${id}`, owner.cookie)).statusCode).toBe(404);
    }
    const list = (await call('GET', '/api/v1/messages/threads', owner.cookie)).json();
    expect(list.threads.map((t: { id: string }) => t.id).sort()).toEqual([member.id, guest.id].sort());

    // The client with an account: the record linked to it, no other.
    const own = await call('GET', `/api/v1/me/messages/threads/${member.id}`, account.cookie);
    expect(own.statusCode).toBe(200);
    expect((own.json() as Thread).conversation).toEqual({
      id: member.id,
      you: 'client',
      with: { name: `Lena ${owner.name.split(' ')[1]}` },
      reachable: true,
    });
    for (const id of [guest.id, other.member.id]) {
      expect((await call('GET', `/api/v1/me/messages/threads/${id}`, account.cookie)).statusCode).toBe(404);
      const post = await call('POST', `/api/v1/me/messages/threads/${id}`, account.cookie, { body: 'Hello' });
      expect(post.statusCode).toBe(404);
      expect((await call('GET', `/api/v1/conversations/${id}`, account.cookie)).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/v1/me/messages/threads', account.cookie)).json().threads).toEqual([
      { id: member.id, name: `Lena ${owner.name.split(' ')[1]}`, lastMessageAt: null, unread: 0 },
    ]);
    expect((await call('GET', `/api/v1/conversations/${member.id}`, account.cookie)).json()).toMatchObject({
      id: member.id,
      you: 'client',
    });
    expect((await call('GET', `/api/v1/conversations/${member.id}`, owner.cookie)).json()).toMatchObject({
      id: member.id,
      you: 'therapist',
      with: { name: member.name },
    });

    // The guest: with their appointment's key, its thread; without it, or with another's, nothing.
    const guestUrl = `/api/v1/appointments/${guest.uid}/messages`;
    const byKey = await call('GET', `${guestUrl}?key=${guest.key}`, undefined);
    expect(byKey.statusCode).toBe(200);
    expect((byKey.json() as Thread).conversation.id).toBe(guest.id);
    expect((await call('GET', guestUrl, undefined)).statusCode).toBe(404);
    expect((await call('GET', `${guestUrl}?key=${other.guest.key}`, undefined)).statusCode).toBe(404);
    expect((await call('GET', `${guestUrl}?key=${'x'.repeat(32)}`, undefined)).statusCode).toBe(404);
    expect((await call('POST', guestUrl, undefined, { body: 'Hello' })).statusCode).toBe(404);
    const unknown = `/api/v1/appointments/${randomBytes(16).toString('base64url')}/messages?key=${guest.key}`;
    expect((await call('GET', unknown, undefined)).statusCode).toBe(404);
    // Signed in is not enough: only the client who booked it (the therapist uses their dashboard).
    expect((await call('GET', guestUrl, owner.cookie)).statusCode).toBe(404);
    expect((await call('GET', guestUrl, account.cookie)).statusCode).toBe(404);
    const memberUrl = `/api/v1/appointments/${member.uid}/messages`;
    expect((await call('GET', memberUrl, account.cookie)).statusCode).toBe(200);
    expect((await call('GET', memberUrl, other.account.cookie)).statusCode).toBe(404);
  });

  it('seals bodies at rest: the stored row holds no plaintext and opens only as its own message', async () => {
    const { owner, member } = await practice();
    const secret = `I have not slept since the funeral ${randomBytes(4).toString('hex')}`;
    const sent = await write(`/api/v1/messages/threads/${member.id}`, owner.cookie, secret);
    const raw = await sql<{ row: string }>`SELECT message::text AS row FROM message WHERE id = ${sent.id}`.execute(db);
    expect(raw.rows[0]?.row).toBeDefined();
    expect(raw.rows[0]?.row).not.toContain(secret);
    expect(raw.rows[0]?.row).not.toContain('funeral');
    const stored = await db.selectFrom('message').selectAll().where('id', '=', sent.id).executeTakeFirstOrThrow();
    expect(stored.bodySealed).toMatch(/^s1\./);
    expect(app.sealer.open(stored.bodySealed, `message:${sent.id}`)).toBe(secret);
    expect(() => app.sealer.open(stored.bodySealed, `message:${randomUUID()}`)).toThrow();
  });

  it('counts unread messages and marks them read when the other side opens the thread', async () => {
    const { owner, account, member, guest } = await practice();
    const before = await unreadOf(owner.cookie);
    expect(before).toBe(0);

    await write(`/api/v1/me/messages/threads/${member.id}`, account.cookie, 'First question');
    await write(`/api/v1/me/messages/threads/${member.id}`, account.cookie, 'And a second one');
    await write(`/api/v1/appointments/${guest.uid}/messages?key=${guest.key}`, undefined, 'From the guest');
    expect(await unreadOf(owner.cookie)).toBe(3);
    const list = (await call('GET', '/api/v1/messages/threads', owner.cookie)).json();
    expect(list.threads).toEqual([
      { id: guest.id, name: guest.name, lastMessageAt: expect.any(String), unread: 1 },
      { id: member.id, name: member.name, lastMessageAt: expect.any(String), unread: 2 },
    ]);

    // Opening shows them as they were (new), and from then on they are read.
    const opened = (await call('GET', `/api/v1/messages/threads/${member.id}`, owner.cookie)).json() as Thread;
    expect(opened.messages.map((m) => [m.sender, m.body, m.readAt])).toEqual([
      ['client', 'First question', null],
      ['client', 'And a second one', null],
    ]);
    expect(await unreadOf(owner.cookie)).toBe(1);
    const again = (await call('GET', `/api/v1/messages/threads/${member.id}`, owner.cookie)).json() as Thread;
    expect(again.messages.every((m) => m.readAt !== null)).toBe(true);

    // The reply is unread for the client until they open it; their own messages show as read.
    await write(`/api/v1/messages/threads/${member.id}`, owner.cookie, 'Thank you, see you Tuesday.');
    const clientList = (await call('GET', '/api/v1/me/messages/threads', account.cookie)).json();
    expect(clientList.threads[0]).toMatchObject({ id: member.id, unread: 1 });
    const seen = (await call('GET', `/api/v1/me/messages/threads/${member.id}`, account.cookie)).json() as Thread;
    expect(seen.messages.map((m) => [m.sender, m.readAt === null])).toEqual([
      ['client', false],
      ['client', false],
      ['therapist', true],
    ]);
    expect((await call('GET', '/api/v1/me/messages/threads', account.cookie)).json().threads[0].unread).toBe(0);
    // The therapist's own messages never count as unread for them.
    expect(await unreadOf(owner.cookie)).toBe(1);
  });

  it('emails the other side without the message, once per run of unread messages', async () => {
    const { owner, account, member, guest } = await practice();
    const secret = `panic attacks on the train ${randomBytes(4).toString('hex')}`;
    await write(`/api/v1/me/messages/threads/${member.id}`, account.cookie, secret);
    await write(`/api/v1/me/messages/threads/${member.id}`, account.cookie, `${secret} again`);
    const toTherapist = await outbox(owner.email);
    expect(toTherapist).toHaveLength(1);
    const [mail] = toTherapist;
    // The sender is named in the email, not in its subject (decision 029).
    expect(mail?.subject).toBe('You have a new message on Calma');
    expect(mail?.text).toContain(member.name);
    expect(mail?.text).toContain(`http://localhost:3000/dashboard/messages/${member.id}`);
    for (const part of [mail?.subject, mail?.text, mail?.html]) {
      expect(part).not.toContain('panic');
      expect(part).not.toContain('train');
    }

    // Once the therapist has read them, the next message is news again.
    await call('GET', `/api/v1/messages/threads/${member.id}`, owner.cookie);
    await write(`/api/v1/me/messages/threads/${member.id}`, account.cookie, 'One more thing');
    expect(await outbox(owner.email)).toHaveLength(2);

    // The client with an account is sent to their dashboard; the guest to their appointment's page
    // with its key, in the language they booked in.
    await write(`/api/v1/messages/threads/${member.id}`, owner.cookie, 'About your sleep diary');
    const [toMember] = await outbox(member.email);
    expect(toMember?.subject).toBe('You have a new message on Calma');
    expect(toMember?.text).toContain(`Lena ${owner.name.split(' ')[1]}`);
    expect(toMember?.text).toContain('http://localhost:3000/dashboard/messages');
    expect(toMember?.text).not.toContain('sleep diary');

    await write(`/api/v1/messages/threads/${guest.id}`, owner.cookie, 'About your sleep diary');
    const [toGuest] = await outbox(guest.email);
    expect(toGuest?.subject).toBe('Sie haben eine neue Nachricht auf Calma');
    expect(toGuest?.text).toContain(`Lena ${owner.name.split(' ')[1]}`);
    expect(toGuest?.text).toContain(`http://localhost:3000/de/appointment/${guest.uid}?key=${guest.key}#messages`);
    expect(toGuest?.text).not.toContain('sleep diary');
  });

  it('writes every therapist read and message to the client record’s access log', async () => {
    const { owner, account, member } = await practice();
    await write(`/api/v1/me/messages/threads/${member.id}`, account.cookie, 'Hello');
    await call('GET', `/api/v1/me/messages/threads/${member.id}`, account.cookie);
    const none = await db.selectFrom('clientAccessLog').selectAll().where('clientId', '=', member.id).execute();
    expect(none).toEqual([]);

    await call('GET', `/api/v1/messages/threads/${member.id}`, owner.cookie);
    await write(`/api/v1/messages/threads/${member.id}`, owner.cookie, 'Hello back');
    const rows = await db
      .selectFrom('clientAccessLog')
      .select(['userId', 'action'])
      .where('clientId', '=', member.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { userId: owner.userId, action: 'messages.read' },
      { userId: owner.userId, action: 'message.send' },
    ]);
    // The list and the unread count open no conversation, so they are not logged.
    await call('GET', '/api/v1/messages/threads', owner.cookie);
    await call('GET', '/api/v1/messages/unread-count', owner.cookie);
    await call('GET', `/api/v1/conversations/${member.id}`, owner.cookie);
    expect(
      await db.selectFrom('clientAccessLog').select('id').where('clientId', '=', member.id).execute(),
    ).toHaveLength(2);
  });

  it('refuses empty, overlong and undeliverable messages, and too many at once', async () => {
    const { owner, account, member } = await practice();
    const url = `/api/v1/me/messages/threads/${member.id}`;
    for (const body of ['', '   \n ', 'x'.repeat(5001)]) {
      const response = await call('POST', url, account.cookie, { body });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call('POST', url, account.cookie, {})).statusCode).toBe(400);
    expect((await call('POST', url, account.cookie, { body: 'x'.repeat(5000) })).statusCode).toBe(201);

    // A client added by hand, without an account or an appointment, could never read a reply.
    const unreachable = await clientOf(db, owner.id, { appointment: false });
    const view = (await call('GET', `/api/v1/messages/threads/${unreachable.id}`, owner.cookie)).json() as Thread;
    expect(view.conversation.reachable).toBe(false);
    const refused = await call('POST', `/api/v1/messages/threads/${unreachable.id}`, owner.cookie, { body: 'Hi' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RECIPIENT_UNREACHABLE');

    // From one address, posting is limited.
    const from = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await call('POST', url, account.cookie, { body: `Message ${i}` }, from)).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('pages through a long conversation, newest page first', async () => {
    const { owner, account, member } = await practice();
    const start = Date.now() - 3_600_000;
    const rows = Array.from({ length: 105 }, (_, i) => {
      const id = randomUUID();
      return {
        id,
        clientId: member.id,
        sender: i % 2 === 0 ? ('client' as const) : ('therapist' as const),
        bodySealed: app.sealer.seal(`Message ${i}`, `message:${id}`),
        createdAt: new Date(start + i * 1000),
      };
    });
    await db.insertInto('message').values(rows).execute();
    const url = `/api/v1/me/messages/threads/${member.id}`;
    const newest = (await call('GET', url, account.cookie)).json() as Thread;
    expect(newest.messages).toHaveLength(100);
    expect(newest.earlier).toBe(true);
    expect(newest.messages[0]?.body).toBe('Message 5');
    expect(newest.messages.at(-1)?.body).toBe('Message 104');
    const older = (await call('GET', `${url}?before=${newest.messages[0]?.id}`, account.cookie)).json() as Thread;
    expect(older.messages.map((m) => m.body)).toEqual([
      'Message 0',
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
    ]);
    expect(older.earlier).toBe(false);
    // A message of another conversation is no place to start.
    const stranger = await call('GET', `${url}?before=${randomUUID()}`, account.cookie);
    expect(stranger.statusCode).toBe(400);
    expect((await call('GET', `/api/v1/messages/threads/${member.id}`, owner.cookie)).statusCode).toBe(200);
  });
});
