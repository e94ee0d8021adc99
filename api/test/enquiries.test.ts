import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { conversationKey } from '../src/booking/links.ts';
import type { Database } from '../src/db/database.ts';
import { testApp } from './helpers/app.ts';
import { createTherapist, createUser } from './helpers/factories.ts';
import { nextAddress, SAME_SITE, signIn } from './helpers/sessions.ts';

const LINK_SECRET = 'enquiries-test-link-secret';

type Thread = {
  conversation: { id: string; you: string; with: { name: string }; reachable: boolean };
  messages: { id: string; sender: string; body: string; readAt: string | null }[];
};
type GuestThread = Thread & { waiting: number };

/** A listed therapist whose profile is linked to a signed-in account. */
async function therapist(app: FastifyInstance, db: Database) {
  const profile = await createTherapist(db, { firstName: 'Lena' });
  const user = await createUser(db, { role: 'therapist' });
  await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', profile.id).execute();
  return { ...profile, email: user.email, cookie: await signIn(app, user.email) };
}

const sender = () => {
  const suffix = randomBytes(4).toString('hex');
  return { name: `Mara ${suffix}`, email: `mara-${suffix}@example.test` };
};

describe('enquiries from the message widget', async () => {
  const { app, db, outbox } = await testApp({ twoFactorRoles: [], appointmentLinkSecret: LINK_SECRET });
  const call = (
    method: 'GET' | 'POST',
    url: string,
    options: { cookie?: string; payload?: object; ip?: string } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...SAME_SITE },
      remoteAddress: options.ip ?? nextAddress(),
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const enquire = (slug: string, payload: object, ip?: string) =>
    call('POST', `/api/v1/therapists/${slug}/enquiries`, { payload, ...(ip ? { ip } : {}) });
  const valid = (who = sender()) => ({
    ...who,
    message: 'Do you have time for a first talk in March?',
    consent: true,
    locale: 'de',
  });
  const clientIdOf = async (therapistId: string, email: string) =>
    (
      await db
        .selectFrom('client')
        .select('id')
        .where('therapistId', '=', therapistId)
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  const linkIn = async (to: string) => {
    const [mail] = await outbox(to);
    const match = mail?.text.match(/https?:\/\/\S+\/conversation\/([0-9a-f-]{36})\?key=([A-Za-z0-9_-]+)/);
    if (!match) throw new Error(`no conversation link in the email to ${to}`);
    return { clientId: match[1] as string, key: match[2] as string, mail };
  };

  it('answers 404 for an unknown or unlisted therapist', async () => {
    expect((await enquire('nobody-here', valid())).statusCode).toBe(404);
    const hidden = await createTherapist(db, { listed: false });
    expect((await enquire(hidden.slug, valid())).statusCode).toBe(404);
  });

  it('answers 400 naming every invalid field', async () => {
    const { slug } = await createTherapist(db);
    const response = await enquire(slug, {
      name: '   ',
      email: 'not-an-address',
      message: 'x'.repeat(2001),
      consent: false,
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().details as { field: string }[]).map((d) => d.field);
    for (const field of ['name', 'email', 'message', 'consent']) {
      expect(fields.some((f) => f.endsWith(field))).toBe(true);
    }
  });

  it('answers a filled honeypot like success and stores and sends nothing', async () => {
    const { id, slug } = await createTherapist(db);
    const who = sender();
    const response = await enquire(slug, { ...valid(who), website: 'https://spam.example' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'confirmation_sent' });
    const clients = await db.selectFrom('client').select('id').where('therapistId', '=', id).execute();
    expect(clients).toEqual([]);
    expect(await outbox(who.email)).toEqual([]);
  });

  it('holds the message back until its sender confirms, then tells the therapist without content', async () => {
    const owner = await therapist(app, db);
    const who = sender();
    const response = await enquire(owner.slug, valid(who));
    expect(response.statusCode).toBe(202);

    // Stored sealed, beside the sender's details: no client record until they confirm their
    // address, so nothing in sight of the therapist (decision 014).
    expect(await db.selectFrom('client').select('id').where('therapistId', '=', owner.id).execute()).toEqual([]);
    const stored = await db.selectFrom('pendingContact').selectAll().where('therapistId', '=', owner.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.messageSealed).not.toContain('March');
    const clientId = stored[0]?.id as string;
    const hidden = await call('GET', `/api/v1/messages/threads/${clientId}`, { cookie: owner.cookie });
    expect(hidden.statusCode).toBe(404);
    const threads = await call('GET', '/api/v1/messages/threads', { cookie: owner.cookie });
    expect(threads.json()).toEqual({ threads: [] });
    const unread = await call('GET', '/api/v1/messages/unread-count', { cookie: owner.cookie });
    expect(unread.json()).toEqual({ unread: 0 });
    expect(await outbox(owner.email)).toEqual([]);

    // The sender's email is in their page's language and carries the link, not the message.
    const link = await linkIn(who.email);
    expect(link.clientId).toBe(clientId);
    expect(link.key).toBe(conversationKey(LINK_SECRET, clientId));
    expect(link.mail?.subject).toContain('Bestätigen');
    expect(link.mail?.text).not.toContain('March');

    const wrong = await call('GET', `/api/v1/conversations/${clientId}/guest?key=${'A'.repeat(32)}`);
    expect(wrong.statusCode).toBe(404);
    const keyless = await call('GET', `/api/v1/conversations/${clientId}/guest`);
    expect(keyless.statusCode).toBe(404);
    expect((await call('GET', '/api/v1/messages/unread-count', { cookie: owner.cookie })).json()).toEqual({
      unread: 0,
    });

    // Opening the link (as a mail scanner would) passes nothing on: the sender must act.
    const opened = await call('GET', `/api/v1/conversations/${clientId}/guest?key=${link.key}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ waiting: 1, messages: [] });
    expect((await call('GET', '/api/v1/messages/unread-count', { cookie: owner.cookie })).json()).toEqual({
      unread: 0,
    });
    expect(await outbox(owner.email)).toEqual([]);
    const forged = await call('POST', `/api/v1/conversations/${clientId}/guest/confirm?key=${'A'.repeat(32)}`);
    expect(forged.statusCode).toBe(404);

    expect(await db.selectFrom('client').select('id').where('therapistId', '=', owner.id).execute()).toEqual([]);

    const confirmed = await call('POST', `/api/v1/conversations/${clientId}/guest/confirm?key=${link.key}`);
    expect(confirmed.json()).toEqual({ confirmed: 1 });
    // Now, and only now, the sender is the therapist's client, under the id their link carries.
    expect(await clientIdOf(owner.id, who.email)).toBe(clientId);
    const thread = (await call('GET', `/api/v1/conversations/${clientId}/guest?key=${link.key}`)).json() as GuestThread;
    expect(thread.waiting).toBe(0);
    expect(thread.conversation).toMatchObject({ you: 'client', reachable: true });
    expect(thread.messages.map((m) => m.body)).toEqual(['Do you have time for a first talk in March?']);

    const seen = await call('GET', `/api/v1/messages/threads/${clientId}`, { cookie: owner.cookie });
    expect((seen.json() as Thread).messages.map((m) => m.body)).toEqual([
      'Do you have time for a first talk in March?',
    ]);
    expect((seen.json() as Thread).conversation.reachable).toBe(true);
    const [notice, ...more] = await outbox(owner.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('You have a new message on Calma');
    expect(notice?.text).toContain(who.name);
    expect(notice?.text).not.toContain('March');

    // Confirming again passes nothing on twice.
    const again = await call('POST', `/api/v1/conversations/${clientId}/guest/confirm?key=${link.key}`);
    expect(again.json()).toEqual({ confirmed: 0 });
    expect(await outbox(owner.email)).toHaveLength(1);
  });

  it('lets the guest read the reply and write more with the key; the reply email links back', async () => {
    const owner = await therapist(app, db);
    const who = sender();
    await enquire(owner.slug, valid(who));
    const { clientId, key } = await linkIn(who.email);
    const confirmed = await call('POST', `/api/v1/conversations/${clientId}/guest/confirm?key=${key}`);
    expect(confirmed.json()).toEqual({ confirmed: 1 });

    const reply = await call('POST', `/api/v1/messages/threads/${clientId}`, {
      cookie: owner.cookie,
      payload: { body: 'Yes, Tuesday at ten works.' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const [mail] = await outbox(who.email);
    expect(mail?.text).toContain(`/de/conversation/${clientId}?key=${key}`);
    expect(mail?.text).not.toContain('Tuesday');

    const thread = (await call('GET', `/api/v1/conversations/${clientId}/guest?key=${key}`)).json() as Thread;
    expect(thread.messages.map((m) => [m.sender, m.body])).toEqual([
      ['client', 'Do you have time for a first talk in March?'],
      ['therapist', 'Yes, Tuesday at ten works.'],
    ]);
    const answer = await call('POST', `/api/v1/conversations/${clientId}/guest?key=${key}`, {
      payload: { body: 'Great, see you then.' },
    });
    expect(answer.statusCode).toBe(201);
    const forged = await call('POST', `/api/v1/conversations/${clientId}/guest?key=nope`, {
      payload: { body: 'Not me.' },
    });
    expect(forged.statusCode).toBe(404);
  });

  it("joins the therapist's record for a known address only once it is confirmed, keeping its details", async () => {
    const owner = await therapist(app, db);
    const known = await db
      .insertInto('client')
      .values({ therapistId: owner.id, name: 'Mara Jansen', email: 'known@example.test', locale: 'nl' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await enquire(owner.slug, valid({ name: 'Someone Else', email: 'KNOWN@example.test' }));
    expect(response.statusCode).toBe(202);
    const { clientId: linkId, key } = await linkIn('KNOWN@example.test');
    // Before confirming, whoever typed the address sees nothing of the record's conversation.
    const before = (await call('GET', `/api/v1/conversations/${linkId}/guest?key=${key}`)).json() as GuestThread;
    expect(before).toMatchObject({ waiting: 1, messages: [] });
    expect(before.conversation.id).toBe(linkId);

    await call('POST', `/api/v1/conversations/${linkId}/guest/confirm?key=${key}`);
    const rows = await db.selectFrom('client').selectAll().where('therapistId', '=', owner.id).execute();
    expect(rows.map((r) => [r.id, r.name, r.locale])).toEqual([[known.id, 'Mara Jansen', 'nl']]);
    const thread = (await call('GET', `/api/v1/conversations/${linkId}/guest?key=${key}`)).json() as GuestThread;
    expect(thread.conversation.id).toBe(known.id);
    expect(thread.messages.map((m) => m.body)).toEqual(['Do you have time for a first talk in March?']);
  });

  it('deletes messages nobody confirmed within 48 hours', async () => {
    const owner = await therapist(app, db);
    const who = sender();
    await enquire(owner.slug, valid(who));
    const { clientId, key } = await linkIn(who.email);
    await db
      .updateTable('pendingContact')
      .set({ createdAt: sql`now() - interval '49 hours'` })
      .where('id', '=', clientId)
      .execute();
    // Any later enquiry sweeps them away.
    await enquire(owner.slug, valid());
    expect(await db.selectFrom('pendingContact').select('id').where('id', '=', clientId).execute()).toEqual([]);
    const gone = await call('GET', `/api/v1/conversations/${clientId}/guest?key=${key}`);
    expect(gone.statusCode).toBe(404);
    const late = await call('POST', `/api/v1/conversations/${clientId}/guest/confirm?key=${key}`);
    expect(late.statusCode).toBe(404);
    expect(await db.selectFrom('client').select('id').where('therapistId', '=', owner.id).execute()).toEqual([]);
  });

  it('limits enquiries per address (429)', async () => {
    const { slug } = await createTherapist(db);
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await enquire(slug, valid(), ip)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    expect(statuses[5]).toBe(429);
  });
});
