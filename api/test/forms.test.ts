import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/contract/locales.ts';
import type { Database } from '../src/db/database.ts';
import { deleteExpiredSubmissions } from '../src/forms/submissions.ts';
import { testApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';
import { nextAddress, SAME_SITE, signIn } from './helpers/sessions.ts';

const TEAM = { partnerships: 'partnerships@demo.calma.test', press: 'press@demo.calma.test' };

function post(app: FastifyInstance, url: string, payload: object, remoteAddress = nextAddress()) {
  return app.inject({ method: 'POST', url: `/api/v1/forms/${url}`, payload, headers: SAME_SITE, remoteAddress });
}

/** Submissions whose fields contain these values. */
const stored = (db: Database, fields: Record<string, string>) =>
  db
    .selectFrom('formSubmission')
    .selectAll()
    .where('fields', '@>', sql<Record<string, string>>`${JSON.stringify(fields)}::jsonb`)
    .execute();

const fieldsOf = (response: { json: () => { details?: { field: string; reason?: string }[] } }) =>
  Object.fromEntries((response.json().details ?? []).map((d) => [d.field, d.reason ?? 'schema']));

const partnership = (overrides: object = {}) => ({
  name: 'Ana Costa',
  organisation: `Universidade ${randomUUID()}`,
  email: 'ana@up.test',
  partnershipKind: 'university',
  message: 'We would like to tell our international students about Calma.',
  locale: 'pt',
  ...overrides,
});

describe('public forms', async () => {
  const { app, db, outbox } = await testApp();

  describe('validation', () => {
    it('names the fields the schema refuses', async () => {
      const response = await post(app, 'recommend-employer', { language: 'xx', hrName: 'x'.repeat(101) });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(fieldsOf(response))).toEqual(
        expect.arrayContaining(['body.employerName', 'body.language', 'body.hrName']),
      );
    });

    it('names every blank or unfit field with its reason, and stores nothing', async () => {
      const organisation = `Blank ${randomUUID()}`;
      const response = await post(
        app,
        'partnership',
        partnership({ name: ' ', email: '', partnershipKind: '', message: '\n', organisation }),
      );
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({
        'body.name': 'required',
        'body.email': 'required',
        'body.partnershipKind': 'required',
        'body.message': 'required',
      });
      const unfit = await post(app, 'partnership', partnership({ email: 'ana@', organisation }));
      expect(fieldsOf(unfit)).toEqual({ 'body.email': 'email' });
      const letter = await post(app, 'recommend-employer', {
        employerName: 'Acme',
        senderName: 'write to me at me@example.com',
        language: 'en',
      });
      expect(fieldsOf(letter)).toEqual({ 'body.senderName': 'link' });
      // A domain without scheme or www reads as a link just the same, also with a look-alike dot.
      for (const employerName of ['Refunds at example.com', 'Refunds at example\u2024com', 'example[.]com']) {
        const domain = await post(app, 'recommend-employer', { employerName, language: 'en' });
        expect(fieldsOf(domain), employerName).toEqual({ 'body.employerName': 'link' });
      }
      const press = await post(app, 'press', {
        name: 'Eva',
        outlet: organisation,
        email: 'eva@vk.test',
        deadline: '2001-01-01',
        message: 'Interview?',
      });
      expect(fieldsOf(press)).toEqual({ 'body.deadline': 'date' });
      expect(await stored(db, { organisation })).toEqual([]);
      expect(await stored(db, { outlet: organisation })).toEqual([]);
    });
  });

  describe('the honeypot', () => {
    it('answers a filled one like success and keeps nothing', async () => {
      const organisation = `Bot ${randomUUID()}`;
      const bot = await post(app, 'partnership', partnership({ organisation, website: 'http://spam.example' }));
      expect(bot.statusCode).toBe(201);
      expect(bot.json()).toEqual({ received: true });

      const employerName = `Bot employer ${randomUUID()}`;
      const hrEmail = `hr-${randomUUID()}@bot.test`;
      const letter = await post(app, 'recommend-employer', {
        employerName,
        hrEmail,
        language: 'en',
        send: true,
        confirm: true,
        website: 'me',
      });
      expect(letter.statusCode).toBe(200);
      expect(letter.json()).toMatchObject({ sent: true });
      expect(letter.json().body).toContain(employerName);

      expect(await stored(db, { organisation })).toEqual([]);
      expect(await stored(db, { employerName })).toEqual([]);
      expect(await outbox(hrEmail)).toEqual([]);
      expect((await outbox(TEAM.partnerships)).filter((m) => m.text.includes(organisation))).toEqual([]);
    });
  });

  describe('rate limits', () => {
    it('answers 429 after five enquiries a minute from one address', async () => {
      const from = nextAddress();
      for (let i = 0; i < 5; i += 1) {
        const response = await post(app, 'press', { name: '', outlet: '', email: 'x@y.test', message: '' }, from);
        expect(response.statusCode).toBe(400);
      }
      const limited = await post(app, 'press', { name: '', outlet: '', email: 'x@y.test', message: '' }, from);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      // Another address, and another form from the same address, are not affected.
      expect((await post(app, 'press', { name: '', outlet: '', email: 'x@y.test', message: '' })).statusCode).toBe(400);
      expect((await post(app, 'partnership', { ...partnership(), name: '' }, from)).statusCode).toBe(400);
    });
  });

  describe('the letter to an employer', () => {
    it.each(LOCALES)('is written in %s with the employer named, and stored', async (language) => {
      const employerName = `Acme ${language} ${randomUUID().slice(0, 8)}`;
      const response = await post(app, 'recommend-employer', {
        employerName,
        hrName: 'Jana Novak',
        language,
        locale: 'en',
      });
      expect(response.statusCode).toBe(200);
      const letter = response.json();
      expect(letter.sent).toBe(false);
      // The employer is named in the letter, not in its subject, where a name could read as a message.
      expect(letter.subject).not.toContain(employerName);
      expect(letter.body).toContain(employerName);
      expect(letter.body).toContain('Jana Novak');
      expect(letter.body).toContain(language === 'en' ? '/for-companies' : `/${language}/for-companies`);
      expect(letter.mailto).toMatch(/^mailto:\?subject=/);
      const rows = await stored(db, { employerName });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'recommend_employer', locale: 'en', emailSentAt: null, handledAt: null });
      expect(rows[0]?.fields).toEqual({ employerName, hrName: 'Jana Novak', language });
    });

    it('keeps only a keyed hash of the address it came from', async () => {
      const employerName = `Hash ${randomUUID()}`;
      await post(app, 'recommend-employer', { employerName, language: 'nl' }, '203.0.113.77');
      const [row] = await stored(db, { employerName });
      expect(row?.ipHash).toMatch(/^[\w-]{22}$/);
      expect(JSON.stringify(row)).not.toContain('203.0.113.77');
    });

    it('is sent only when the person confirms, once, and never twice to the same address in a week', async () => {
      const employerName = `Send ${randomUUID()}`;
      const hrEmail = `hr-${randomUUID()}@acme.test`;
      const from = nextAddress();
      const base = { employerName, hrEmail, language: 'de', locale: 'de' };

      const generated = await post(app, 'recommend-employer', base, from);
      expect(generated.json().mailto.startsWith(`mailto:${hrEmail}?subject=`)).toBe(true);
      const unconfirmed = await post(app, 'recommend-employer', { ...base, send: true }, from);
      expect(unconfirmed.statusCode).toBe(400);
      expect(fieldsOf(unconfirmed)).toEqual({ 'body.confirm': 'required' });
      const declined = await post(app, 'recommend-employer', { ...base, send: true, confirm: false }, from);
      expect(declined.statusCode).toBe(400);
      expect(await outbox(hrEmail)).toEqual([]);

      const sent = await post(app, 'recommend-employer', { ...base, send: true, confirm: true }, from);
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({ sent: true });
      const [mail, ...more] = await outbox(hrEmail);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('Ein Vorschlag: vertrauliche Unterstützung durch Therapeut:innen mit Calma');
      expect(mail?.text).toContain(employerName);
      expect(mail?.text).toContain('Eine Person aus Ihrem Unternehmen hat uns gebeten');
      expect(mail?.text).toContain(sent.json().body);
      expect(mail?.html).not.toContain('<script');
      // The letter that was generated first is the one marked as sent: one submission, not two.
      const rows = await stored(db, { employerName });
      expect(rows).toHaveLength(1);
      expect(rows[0]?.emailSentAt).toBeInstanceOf(Date);

      const again = await post(app, 'recommend-employer', {
        ...base,
        hrEmail: hrEmail.toUpperCase(),
        senderName: 'Tom',
        send: true,
        confirm: true,
      });
      expect(again.json()).toMatchObject({ sent: false, notSent: 'recently_contacted' });
      expect(await outbox(hrEmail)).toHaveLength(1);
    });

    it('names the sender when they give their name, and escapes what they typed', async () => {
      const hrEmail = `hr-${randomUUID()}@acme.test`;
      const response = await post(app, 'recommend-employer', {
        employerName: 'Acme <b>Bold</b>',
        hrEmail,
        senderName: 'Tom "T" Berger',
        language: 'en',
        send: true,
        confirm: true,
      });
      expect(response.json().sent).toBe(true);
      const [mail] = await outbox(hrEmail);
      expect(mail?.text).toContain('Tom "T" Berger asked us to pass on');
      expect(mail?.html).toContain('Acme &lt;b&gt;Bold&lt;/b&gt;');
      expect(mail?.html).not.toContain('<b>Bold</b>');
    });

    it('sends at most three letters an hour for one address', async () => {
      const from = nextAddress();
      const send = (n: number) =>
        post(
          app,
          'recommend-employer',
          {
            employerName: `Limit ${n}`,
            hrEmail: `hr-${randomUUID()}@acme.test`,
            language: 'pt',
            send: true,
            confirm: true,
          },
          from,
        );
      for (let n = 0; n < 3; n += 1) expect((await send(n)).json()).toMatchObject({ sent: true });
      const limited = await send(3);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('SEND_LIMIT_REACHED');
      // Making a letter without sending it still works.
      const letter = await post(app, 'recommend-employer', { employerName: 'Limit 4', language: 'pt' }, from);
      expect(letter.statusCode).toBe(200);
    });
  });

  describe('enquiries', () => {
    it('stores a partnership enquiry and tells the partnerships team', async () => {
      const body = partnership();
      const response = await post(app, 'partnership', body);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ received: true });
      const [row] = await stored(db, { organisation: body.organisation });
      expect(row).toMatchObject({ kind: 'partnership', locale: 'pt' });
      expect(row?.emailSentAt).toBeInstanceOf(Date);
      const mail = (await outbox(TEAM.partnerships)).find((m) => m.text.includes(body.organisation));
      expect(mail?.subject).not.toContain(body.organisation);
      expect(mail?.text).toContain('University or college');
      expect(mail?.text).toContain('Sent from the page in Portuguese');
      expect(mail?.text).toContain(body.message);
      expect(mail?.text).toContain('/dashboard/admin/form-submissions');
    });

    it('stores a press enquiry with its deadline and tells the press team', async () => {
      const outlet = `Het Parool ${randomUUID()}`;
      const deadline = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
      const response = await post(app, 'press', {
        name: 'Eva de Vries',
        outlet,
        email: 'eva@parool.test',
        deadline,
        message: 'Could we interview the founder?\n\nThanks, Eva',
        locale: 'nl',
      });
      expect(response.statusCode).toBe(201);
      const [row] = await stored(db, { outlet });
      expect(row?.fields).toMatchObject({ deadline, name: 'Eva de Vries' });
      const mail = (await outbox(TEAM.press)).find((m) => m.text.includes(outlet));
      expect(mail?.subject).not.toContain(outlet);
      expect(mail?.text).toContain(`Deadline: ${deadline}`);
      expect(mail?.text).toContain('Sent from the page in Dutch');
    });
  });

  describe('retention', () => {
    it('deletes submissions older than twelve months, handled or not, and keeps younger ones', async () => {
      const DAY = 86_400_000;
      const ago = (days: number) => new Date(Date.now() - days * DAY);
      const insert = (organisation: string, createdAt: Date, handledAt: Date | null) =>
        db
          .insertInto('formSubmission')
          .values({
            kind: 'partnership',
            locale: 'en',
            fields: JSON.stringify(partnership({ organisation })),
            ipHash: null,
            createdAt,
            handledAt,
          })
          .execute();
      const run = randomUUID();
      await insert(`old-open-${run}`, ago(370), null);
      await insert(`old-handled-${run}`, ago(400), ago(390));
      await insert(`recent-${run}`, ago(330), ago(320));

      expect(await deleteExpiredSubmissions(db)).toBeGreaterThanOrEqual(2);
      const left = await db
        .selectFrom('formSubmission')
        .select(sql<string>`fields->>'organisation'`.as('organisation'))
        .where(sql<string>`fields->>'organisation'`, 'like', `%-${run}`)
        .execute();
      expect(left.map((row) => row.organisation)).toEqual([`recent-${run}`]);
    });
  });

  describe('the admins’ list', () => {
    it('is for admins only', async () => {
      const visitor = await app.inject({ method: 'GET', url: '/api/v1/admin/form-submissions' });
      expect(visitor.statusCode).toBe(401);
      for (const role of ['client', 'therapist'] as const) {
        const cookie = await signIn(app, (await createUser(db, { role })).email);
        const response = await app.inject({
          method: 'GET',
          url: '/api/v1/admin/form-submissions',
          headers: { cookie },
        });
        expect(response.statusCode, role).toBe(403);
      }
    });

    it('lists submissions by kind and marks them handled', async () => {
      const body = partnership();
      await post(app, 'partnership', body);
      const cookie = await signIn(app, (await createUser(db, { role: 'admin' })).email);
      const list = async (query: string) => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/v1/admin/form-submissions?${query}`,
          headers: { cookie },
        });
        expect(response.statusCode).toBe(200);
        return response.json() as { submissions: { id: string; kind: string; fields: Record<string, string> }[] };
      };
      const partnerships = await list('kind=partnership&perPage=100');
      expect(partnerships.submissions.every((s) => s.kind === 'partnership')).toBe(true);
      const mine = partnerships.submissions.find((s) => s.fields.organisation === body.organisation);
      expect(mine).toMatchObject({ handledAt: null, fields: { email: 'ana@up.test', partnershipKind: 'university' } });

      const handled = await app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/form-submissions/${mine?.id}`,
        payload: { handled: true },
        headers: { cookie, ...SAME_SITE },
      });
      expect(handled.statusCode).toBe(200);
      expect(handled.json().handledAt).toEqual(expect.any(String));
      expect((await list('status=open&perPage=100')).submissions.map((s) => s.id)).not.toContain(mine?.id);
      expect((await list('status=handled&perPage=100')).submissions.map((s) => s.id)).toContain(mine?.id);

      const missing = await app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/form-submissions/${randomUUID()}`,
        payload: { handled: true },
        headers: { cookie, ...SAME_SITE },
      });
      expect(missing.statusCode).toBe(404);
      const unknownKind = await app.inject({
        method: 'GET',
        url: '/api/v1/admin/form-submissions?kind=nonsense',
        headers: { cookie },
      });
      expect(unknownKind.statusCode).toBe(400);
    });
  });
});
