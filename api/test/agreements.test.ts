import { randomBytes } from 'node:crypto';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { remindAgreements, serviceRequiresAgreements } from '../src/agreements/agreements.ts';
import { textHash } from '../src/agreements/text.ts';
import { testApp } from './helpers/app.ts';
import { createAppointment, firstService } from './helpers/factories.ts';
import { call, practiceOwner, SAME_SITE, signedInAccount } from './helpers/sessions.ts';

const TREATMENT = {
  kind: 'treatment',
  locale: 'en',
  title: 'Treatment agreement',
  body: '## Sessions\nFifty minutes each.',
};
const PRIVACY = { kind: 'privacy', locale: 'en', title: 'Privacy notice', body: 'Your data stays with the practice.' };

const pdfText = async (body: Buffer) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
};

describe('agreements before a first session', async () => {
  const { app, db, outbox } = await testApp({ twoFactorRoles: [] });

  /** A practice with two agreements on its first service, and a client with a confirmed first session. */
  async function practiceWithClient() {
    const owner = await practiceOwner(app, db);
    const service = await firstService(db, owner.id);
    const ids: string[] = [];
    for (const doc of [TREATMENT, PRIVACY]) {
      const created = await call(app, 'POST', '/api/v1/agreements', owner.cookie, doc);
      expect(created.statusCode).toBe(201);
      ids.push(created.json().id);
      const linked = await call(app, 'PUT', `/api/v1/agreements/${created.json().id}/services`, owner.cookie, {
        serviceIds: [service.id],
      });
      expect(linked.statusCode).toBe(200);
      expect(linked.json().serviceIds).toEqual([service.id]);
    }
    const email = `guest-${randomBytes(4).toString('hex')}@example.test`;
    const client = await db
      .insertInto('client')
      .values({ therapistId: owner.id, name: 'Mara Jansen', email })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createAppointment(db, {
      therapistId: owner.id,
      clientId: client.id,
      status: 'confirmed',
      startsAt: new Date(Date.now() + 72 * 3_600_000),
    });
    return { owner, service, agreementIds: ids, clientId: client.id, email };
  }

  async function sendLink(cookie: string, clientId: string, email: string) {
    const sent = await call(app, 'POST', `/api/v1/clients/${clientId}/agreements/link`, cookie);
    expect(sent.statusCode).toBe(201);
    const [mail] = await outbox(email);
    const token = mail?.text.match(/\/before-your-session\/([\w-]{48})/)?.[1];
    expect(token).toBeDefined();
    return token as string;
  }

  const sign = (token: string, payload: object, userAgent = 'Mozilla/5.0 (iPhone) Mobile Safari') =>
    app.inject({
      method: 'POST',
      url: `/api/v1/before-your-session/${token}/signatures?locale=en`,
      headers: { ...SAME_SITE, 'user-agent': userAgent },
      remoteAddress: '203.0.113.7',
      payload,
    });

  it('records a signature with name, time, address, browser, version and the SHA-256 of the text, and a PDF that says so', async () => {
    const { owner, clientId, email } = await practiceWithClient();
    const token = await sendLink(owner.cookie, clientId, email);
    const tasks = await call(app, 'GET', `/api/v1/before-your-session/${token}`);
    expect(tasks.statusCode).toBe(200);
    expect(tasks.headers['cache-control']).toContain('no-store');
    const { documents, clientName } = tasks.json();
    expect(clientName).toBe('Mara Jansen');
    expect(documents.map((d: { title: string }) => d.title)).toEqual(['Privacy notice', 'Treatment agreement']);
    const treatment = documents[1];
    expect(treatment.html).toContain('<h2');
    expect(treatment.textSha256).toBe(textHash(TREATMENT.title, TREATMENT.body));

    const before = Date.now();
    const signed = await sign(token, {
      versionId: treatment.versionId,
      textSha256: treatment.textSha256,
      fullName: '  Mara   Jansen ',
      agreed: true,
    });
    expect(signed.statusCode).toBe(201);
    const row = await db
      .selectFrom('agreementSignature')
      .selectAll()
      .where('id', '=', signed.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      clientId,
      versionId: treatment.versionId,
      signedName: 'Mara Jansen',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (iPhone) Mobile Safari',
      textSha256: textHash(TREATMENT.title, TREATMENT.body),
      statement: 'I have read this document and agree to it. Typing my full name is my signature.',
    });
    expect(row.signedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // The client's copy arrives by email with the PDF; the therapist reads the same record.
    const copy = (await outbox(email)).find((m) => m.attachments.length > 0);
    expect(copy?.attachments).toEqual(['Treatment-agreement-v1-signed.pdf']);
    const record = await call(app, 'GET', `/api/v1/clients/${clientId}/agreements`, owner.cookie);
    expect(record.json().signatures).toHaveLength(1);
    expect(record.json().outstanding.map((o: { title: string }) => o.title)).toEqual(['Privacy notice']);
    for (const url of [
      `/api/v1/clients/${clientId}/agreements/${row.id}/pdf`,
      `/api/v1/before-your-session/${token}/signatures/${row.id}/pdf`,
    ]) {
      const pdf = await call(app, 'GET', url, url.includes('/clients/') ? owner.cookie : undefined);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(pdf.rawPayload);
      for (const expected of [
        'Treatment agreement',
        'Fifty minutes each.',
        'Signed by',
        'Mara Jansen',
        row.signedAt.toISOString(),
        '203.0.113.7',
        'Mobile Safari',
        'version 1',
        row.textSha256,
        'simple electronic signature',
      ])
        expect(text, expected).toContain(expected);
    }

    // Signing twice is refused; a text that changed since it was opened is refused.
    const again = await sign(token, {
      versionId: treatment.versionId,
      textSha256: treatment.textSha256,
      fullName: 'Mara Jansen',
      agreed: true,
    });
    expect(again.statusCode).toBe(409);
    const stale = await sign(token, {
      versionId: documents[0].versionId,
      textSha256: 'f'.repeat(64),
      fullName: 'Mara Jansen',
      agreed: true,
    });
    expect(stale.statusCode).toBe(409);
    // The database keeps a signature as it was written.
    await expect(
      db.updateTable('agreementSignature').set({ signedName: 'Someone else' }).where('id', '=', row.id).execute(),
    ).rejects.toThrow(/cannot change/);
  });

  it('asks again for a new version and keeps the old signature', async () => {
    const { owner, clientId, email, agreementIds } = await practiceWithClient();
    const token = await sendLink(owner.cookie, clientId, email);
    const [privacy] = (await call(app, 'GET', `/api/v1/before-your-session/${token}`)).json().documents;
    expect(
      (
        await sign(token, {
          ...privacy,
          fullName: 'Mara Jansen',
          agreed: true,
          html: undefined,
          title: undefined,
          locale: undefined,
          signature: undefined,
        })
      ).statusCode,
    ).toBe(201);

    const next = await call(app, 'POST', `/api/v1/agreements/${agreementIds[1]}/versions`, owner.cookie, {
      locale: 'en',
      title: 'Privacy notice',
      body: 'Your data stays with the practice for ten years.',
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().current.version).toBe(2);
    expect(next.json().versions.map((v: { version: number; signatures: number }) => [v.version, v.signatures])).toEqual(
      [
        [2, 0],
        [1, 1],
      ],
    );
    // The unchanged text adds no version.
    const same = await call(app, 'POST', `/api/v1/agreements/${agreementIds[1]}/versions`, owner.cookie, {
      locale: 'en',
      title: 'Privacy notice',
      body: 'Your data stays with the practice for ten years.',
    });
    expect(same.json().current.version).toBe(2);

    const record = (await call(app, 'GET', `/api/v1/clients/${clientId}/agreements`, owner.cookie)).json();
    expect(record.signatures.map((s: { version: number }) => s.version)).toEqual([1]);
    expect(record.outstanding).toContainEqual(
      expect.objectContaining({ title: 'Privacy notice', version: 2, earlierSigned: true }),
    );
    const docs = (await call(app, 'GET', `/api/v1/before-your-session/${token}`)).json().documents;
    expect(docs.find((d: { title: string }) => d.title === 'Privacy notice').signature).toBeNull();
    // The old version stays exactly as signed.
    await expect(
      db
        .updateTable('agreementVersion')
        .set({ body: 'changed' })
        .where('agreementId', '=', agreementIds[1] as string)
        .execute(),
    ).rejects.toThrow(/cannot change/);
  });

  it('refuses links that are unknown, expired, revoked, or reach for another client', async () => {
    const first = await practiceWithClient();
    const second = await practiceWithClient();
    const token = await sendLink(first.owner.cookie, first.clientId, first.email);
    const other = await sendLink(second.owner.cookie, second.clientId, second.email);
    const [doc] = (await call(app, 'GET', `/api/v1/before-your-session/${other}`)).json().documents;
    const signed = await sign(other, {
      versionId: doc.versionId,
      textSha256: doc.textSha256,
      fullName: 'B',
      agreed: true,
    });
    expect(signed.statusCode).toBe(201);

    // Another client's document or signature is not reachable through this link.
    expect(
      (await sign(token, { versionId: doc.versionId, textSha256: doc.textSha256, fullName: 'A', agreed: true }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(app, 'GET', `/api/v1/before-your-session/${token}/signatures/${signed.json().id}/pdf`)).statusCode,
    ).toBe(404);
    expect((await call(app, 'GET', `/api/v1/before-your-session/${'x'.repeat(48)}`)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/v1/before-your-session/short')).statusCode).toBe(400);

    await db
      .updateTable('clientTaskLink')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('clientId', '=', first.clientId)
      .execute();
    const expired = await call(app, 'GET', `/api/v1/before-your-session/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('LINK_EXPIRED');

    const revoked = await call(
      app,
      'DELETE',
      `/api/v1/clients/${second.clientId}/agreements/link`,
      second.owner.cookie,
    );
    expect(revoked.statusCode).toBe(204);
    expect((await call(app, 'GET', `/api/v1/before-your-session/${other}`)).statusCode).toBe(410);
    expect(
      (await sign(other, { versionId: doc.versionId, textSha256: doc.textSha256, fullName: 'B', agreed: true }))
        .statusCode,
    ).toBe(410);
    // Only the hash of a link is stored.
    const stored = await db
      .selectFrom('clientTaskLink')
      .select('tokenHash')
      .where('clientId', '=', second.clientId)
      .execute();
    expect(stored.every((l) => l.tokenHash !== other && l.tokenHash.length === 64)).toBe(true);
  });

  it('answers bad input with 400 and a code', async () => {
    const { owner, clientId, email, agreementIds } = await practiceWithClient();
    const token = await sendLink(owner.cookie, clientId, email);
    const [doc] = (await call(app, 'GET', `/api/v1/before-your-session/${token}`)).json().documents;
    for (const payload of [
      { versionId: doc.versionId, textSha256: doc.textSha256, fullName: 'Mara', agreed: false },
      { versionId: doc.versionId, textSha256: doc.textSha256, fullName: '   ', agreed: true },
      { versionId: doc.versionId, textSha256: 'abc', fullName: 'Mara', agreed: true },
      { versionId: 'nope', textSha256: doc.textSha256, fullName: 'Mara', agreed: true },
      { versionId: doc.versionId, textSha256: doc.textSha256, fullName: 'M'.repeat(201), agreed: true },
    ]) {
      const response = await sign(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    for (const body of [
      { ...TREATMENT, kind: 'contract' },
      { ...TREATMENT, locale: 'fr' },
      { ...TREATMENT, body: '' },
      { ...TREATMENT, body: 'x'.repeat(40_001) },
      { ...TREATMENT, title: 'Two\nlines' },
    ]) {
      const response = await call(app, 'POST', '/api/v1/agreements', owner.cookie, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const stranger = await practiceOwner(app, db);
    const foreign = await call(app, 'PUT', `/api/v1/agreements/${agreementIds[0]}/services`, owner.cookie, {
      serviceIds: [(await firstService(db, stranger.id)).id],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('VALIDATION_FAILED');
  });

  it('serve therapists only, and each practice only its own: 401, 403, 404', async () => {
    const { owner, clientId, agreementIds } = await practiceWithClient();
    const signature = randomBytes(16)
      .toString('hex')
      .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
    const routes = app.apiRoutes
      .filter((r) => r.access !== 'public' && r.url.includes('/agreements') && !r.url.startsWith('/api/v1/me/'))
      .map((r) => ({
        method: r.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url: r.url
          .replace(':signatureId', signature)
          .replace(':id', r.url.startsWith('/api/v1/clients') ? clientId : (agreementIds[0] as string)),
        payload: r.url.endsWith('/services')
          ? { serviceIds: [] }
          : r.url.endsWith('/versions')
            ? { locale: 'en', title: 'T', body: 'B' }
            : r.url === '/api/v1/agreements' && r.method === 'POST'
              ? TREATMENT
              : undefined,
      }));
    expect(routes.length).toBe(11);
    const client = await signedInAccount(app, db, 'client');
    const admin = await signedInAccount(app, db, 'admin');
    for (const route of routes) {
      const url = route.url.endsWith('/templates') ? `${route.url}?locale=de` : route.url;
      expect((await call(app, route.method, url, undefined, route.payload)).statusCode, url).toBe(401);
      for (const cookie of [client.cookie, admin.cookie])
        expect((await call(app, route.method, url, cookie, route.payload)).statusCode, url).toBe(403);
    }
    const stranger = await practiceOwner(app, db);
    const accessBefore = await db.selectFrom('clientAccessLog').select('id').where('clientId', '=', clientId).execute();
    for (const route of routes.filter((r) => r.url.includes(clientId) || r.url.includes(agreementIds[0] as string))) {
      const response = await call(app, route.method, route.url, stranger.cookie, route.payload);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    expect(await db.selectFrom('clientAccessLog').select('id').where('clientId', '=', clientId).execute()).toEqual(
      accessBefore,
    );
    expect((await call(app, 'GET', '/api/v1/agreements', stranger.cookie)).json().agreements).toEqual([]);
    // The templates exist in every language.
    const templates = await call(app, 'GET', '/api/v1/agreements/templates?locale=de', owner.cookie);
    expect(templates.json().templates.map((t: { title: string }) => t.title)).toContain('Behandlungsvertrag');
  });

  it("lists a signed-in client's own agreements, opens their signing page and their copies, and nobody else's", async () => {
    const { owner, clientId, email } = await practiceWithClient();
    const account = await signedInAccount(app, db, 'client');
    await db.updateTable('client').set({ userId: account.userId }).where('id', '=', clientId).execute();
    const mine = await call(app, 'GET', '/api/v1/me/agreements', account.cookie);
    expect(mine.statusCode).toBe(200);
    const [practice] = mine.json().practices;
    expect(practice.clientId).toBe(clientId);
    expect(practice.outstanding.map((o: { title: string }) => o.title)).toEqual([
      'Privacy notice',
      'Treatment agreement',
    ]);

    const opened = await call(app, 'POST', `/api/v1/me/agreements/${clientId}/link?locale=de`, account.cookie);
    expect(opened.statusCode).toBe(201);
    const token = /^\/de\/before-your-session\/([\w-]{48})$/.exec(opened.json().path)?.[1] as string;
    expect(token).toBeDefined();
    // Opening it sends nothing.
    expect((await outbox(email)).some((m) => m.text.includes(token))).toBe(false);
    const [doc] = (await call(app, 'GET', `/api/v1/before-your-session/${token}?locale=de`)).json().documents;
    const signed = await sign(token, {
      versionId: doc.versionId,
      textSha256: doc.textSha256,
      fullName: 'Mara Jansen',
      agreed: true,
    });
    expect(signed.statusCode).toBe(201);
    const pdf = await call(app, 'GET', `/api/v1/me/agreements/signatures/${signed.json().id}/pdf`, account.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(
      (await call(app, 'GET', '/api/v1/me/agreements', account.cookie)).json().practices[0].signatures,
    ).toHaveLength(1);

    // Another client, the therapist and a visitor reach none of it.
    const other = await signedInAccount(app, db, 'client');
    expect((await call(app, 'GET', '/api/v1/me/agreements', other.cookie)).json().practices).toEqual([]);
    expect((await call(app, 'POST', `/api/v1/me/agreements/${clientId}/link`, other.cookie)).statusCode).toBe(404);
    expect(
      (await call(app, 'GET', `/api/v1/me/agreements/signatures/${signed.json().id}/pdf`, other.cookie)).statusCode,
    ).toBe(404);
    expect((await call(app, 'GET', '/api/v1/me/agreements', owner.cookie)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/v1/me/agreements')).statusCode).toBe(401);
    expect((await call(app, 'POST', `/api/v1/me/agreements/${clientId}/link`)).statusCode).toBe(401);
  });

  it("puts the signatures in both sides' data export", async () => {
    const { owner, clientId, email } = await practiceWithClient();
    const token = await sendLink(owner.cookie, clientId, email);
    const [doc] = (await call(app, 'GET', `/api/v1/before-your-session/${token}`)).json().documents;
    await sign(token, { versionId: doc.versionId, textSha256: doc.textSha256, fullName: 'Mara Jansen', agreed: true });
    const account = await signedInAccount(app, db, 'client');
    await db.updateTable('client').set({ userId: account.userId }).where('id', '=', clientId).execute();
    for (const [cookie, name] of [
      [account.cookie, 'signed-agreements.json'],
      [owner.cookie, 'therapist/signed-agreements.json'],
    ] as const) {
      const response = await call(app, 'GET', '/api/v1/account/export', cookie);
      expect(response.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(response.rawPayload));
      const entries = JSON.parse(new TextDecoder().decode(files[name]));
      expect(entries).toEqual([
        expect.objectContaining({
          client: 'Mara Jansen',
          signedName: 'Mara Jansen',
          ip: '203.0.113.7',
          textSha256: doc.textSha256,
          document: expect.objectContaining({ title: doc.title, version: 1 }),
        }),
      ]);
    }
  });

  it('asks again two days before the session while something is unsigned, and not once all is signed', async () => {
    const { owner, clientId, email, service } = await practiceWithClient();
    expect(await serviceRequiresAgreements(db, service.id)).toBe(true);
    const { uid } = await db
      .selectFrom('appointment')
      .select('uid')
      .where('clientId', '=', clientId)
      .executeTakeFirstOrThrow();
    const reminded = await remindAgreements(db, app.withEmails, uid);
    expect(reminded).toMatchObject({ expiresAt: expect.any(String) });
    const reminders = async () =>
      (await outbox(email)).filter((m) => m.subject === 'Reminder: documents to sign before your session');
    const [reminder] = await reminders();
    expect(reminder?.text).toContain(
      'in two days, and 2 documents still need your signature.\n\nThe link below opens them;',
    );
    const token = reminder?.text.match(/\/before-your-session\/([\w-]{48})/)?.[1] as string;
    expect(token).toBeDefined();
    const signAs = (doc: { versionId: string; textSha256: string }) =>
      sign(token, { versionId: doc.versionId, textSha256: doc.textSha256, fullName: 'Mara Jansen', agreed: true });
    const [first, ...rest] = (await call(app, 'GET', `/api/v1/before-your-session/${token}`)).json().documents;
    await signAs(first);
    // With one document left, the next reminder counts it in the singular.
    await remindAgreements(db, app.withEmails, uid);
    expect((await reminders()).map((m) => m.text)).toContainEqual(
      expect.stringContaining('in two days, and 1 document still needs your signature.\n\nThe link below opens it;'),
    );
    for (const doc of rest) await signAs(doc);
    expect(await remindAgreements(db, app.withEmails, uid)).toBeUndefined();
    expect((await call(app, 'GET', `/api/v1/clients/${clientId}/agreements`, owner.cookie)).json().outstanding).toEqual(
      [],
    );
  });

  it('logs every read of the record and asks for signatures when a booking is confirmed', async () => {
    const { owner, clientId, email } = await practiceWithClient();
    await call(app, 'GET', `/api/v1/clients/${clientId}/agreements`, owner.cookie);
    const log = await db
      .selectFrom('clientAccessLog')
      .select(['action', 'userId'])
      .where('clientId', '=', clientId)
      .execute();
    expect(log).toContainEqual({ action: 'agreements.read', userId: owner.userId });

    // A therapist confirming a requested first session sends the link in the same change.
    await createAppointment(db, {
      therapistId: owner.id,
      clientId,
      status: 'requested',
      startsAt: new Date(Date.now() + 96 * 3_600_000),
    });
    const requested = await db
      .selectFrom('appointment')
      .select('uid')
      .where('clientId', '=', clientId)
      .where('status', '=', 'requested')
      .executeTakeFirstOrThrow();
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${requested.uid}/confirm`,
      headers: { cookie: owner.cookie, ...SAME_SITE },
    });
    expect(confirmed.statusCode, confirmed.body).toBeLessThan(300);
    const mails = await outbox(email);
    expect(mails.some((m) => /before-your-session\/[\w-]{48}/.test(m.text))).toBe(true);
    const links = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM client_task_link WHERE client_id = ${clientId}`.execute(db);
    expect(links.rows[0]?.n).toBe(1);
  });
});
