import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { testApp } from './helpers/app.ts';
import { createDraftPractice, createUser } from './helpers/factories.ts';
import { multipart } from './helpers/media-files.ts';
import { SAME_SITE, signIn } from './helpers/sessions.ts';

function session(app: FastifyInstance, cookie: string) {
  return {
    cookie,
    call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: { cookie, ...SAME_SITE }, ...(payload ? { payload } : {}) }),
    upload: (url: string, file: { name: string; type: string; data: Buffer }) => {
      const body = multipart(file);
      return app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { cookie, ...SAME_SITE, ...body.headers },
      });
    },
  };
}

/** A signed-in therapist whose new profile is a draft, not yet submitted or verified. */
async function therapistAccount(app: FastifyInstance, db: Database, locale = 'en') {
  const { user, therapist } = await createDraftPractice(db);
  await db.updateTable('userAccount').set({ locale }).where('id', '=', user.id).execute();
  return { user, therapist, ...session(app, await signIn(app, user.email)) };
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const scan = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#ddd' } })
    .png()
    .toBuffer();

/** A therapist with complete details and both documents, submitted for review. */
async function submitted(app: FastifyInstance, db: Database, locale = 'en') {
  const account = await therapistAccount(app, db, locale);
  expect(
    (
      await account.call('PUT', '/api/v1/verification', {
        country: 'germany',
        profession: 'psychological-psychotherapist',
        registerNumber: 'PTK-Berlin 4711',
      })
    ).statusCode,
  ).toBe(200);
  const qualification = await account.upload('/api/v1/verification/documents?kind=qualification', {
    name: 'Approbationsurkunde.pdf',
    type: 'application/pdf',
    data: pdf,
  });
  expect(qualification.statusCode).toBe(200);
  await account.upload('/api/v1/verification/documents?kind=identity', {
    name: 'ausweis.png',
    type: 'image/png',
    data: await scan(),
  });
  const response = await account.call('POST', '/api/v1/verification/submit');
  expect(response.statusCode).toBe(200);
  return { ...account, documentId: qualification.json().documents[0].id as string };
}

describe('verification', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'calma-verification-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const { app, db, outbox } = await testApp({ dataDir });
  const adminUser = await createUser(db, { role: 'admin' });
  const admin = session(app, await signIn(app, adminUser.email));

  it('collects profession, register number and documents, then submits for review', async () => {
    const { call, upload } = await therapistAccount(app, db);
    const first = await call('GET', '/api/v1/verification?locale=de');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const state = first.json();
    expect(state).toMatchObject({
      status: 'draft',
      editable: true,
      country: 'germany',
      profession: null,
      documents: [],
    });
    expect(state.missing).toEqual(['profession', 'registerNumber', 'qualification', 'identity']);
    const germany = state.countries.find((c: { slug: string }) => c.slug === 'germany');
    expect(germany.name).toBe('Deutschland');
    expect(germany.professions.map((p: { name: string }) => p.name)).toEqual([
      'Psychologische/r Psychotherapeut/in (mit Approbation)',
      'Kinder- und Jugendlichenpsychotherapeut/in (mit Approbation)',
      'Heilpraktiker/in für Psychotherapie',
    ]);
    expect(state.countries.map((c: { slug: string }) => c.slug)).toEqual([
      'germany',
      'netherlands',
      'spain',
      'portugal',
      'united-kingdom',
    ]);

    const incomplete = await call('POST', '/api/v1/verification/submit');
    expect(incomplete.statusCode).toBe(409);
    // The suggested country counts once it is saved.
    expect(incomplete.json()).toMatchObject({
      code: 'VERIFICATION_INCOMPLETE',
      details: { missing: ['country', ...state.missing] },
    });

    // A BIG number has eleven digits; a profession must belong to the country.
    const badNumber = await call('PUT', '/api/v1/verification', {
      country: 'netherlands',
      profession: 'gz-psycholoog',
      registerNumber: 'BIG-12',
    });
    expect(badNumber.json().details).toEqual([expect.objectContaining({ field: 'body.registerNumber' })]);
    const wrongCountry = await call('PUT', '/api/v1/verification', {
      country: 'spain',
      profession: 'gz-psycholoog',
      registerNumber: '12345678901',
    });
    expect(wrongCountry.json().details).toEqual([expect.objectContaining({ field: 'body.profession' })]);
    const saved = await call('PUT', '/api/v1/verification', {
      country: 'netherlands',
      profession: 'gz-psycholoog',
      registerNumber: ' 19012345601 ',
    });
    expect(saved.json()).toMatchObject({
      country: 'netherlands',
      profession: 'gz-psycholoog',
      registerNumber: '19012345601',
    });

    const fake = await upload('/api/v1/verification/documents?kind=qualification', {
      name: 'diploma.pdf',
      type: 'application/pdf',
      data: Buffer.from('not a pdf, only text pretending to be one'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED', details: { allowed: ['PDF', 'JPEG', 'PNG'] } });
    const tooLarge = await upload('/api/v1/verification/documents?kind=identity', {
      name: 'passport.pdf',
      type: 'application/pdf',
      data: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('FILE_TOO_LARGE');

    const diploma = await upload('/api/v1/verification/documents?kind=qualification', {
      name: '../../etc/BIG uittreksel.pdf',
      type: 'application/pdf',
      data: pdf,
    });
    expect(diploma.statusCode).toBe(200);
    expect(diploma.json().documents[0]).toMatchObject({
      kind: 'qualification',
      fileName: 'BIG uittreksel.pdf',
      mimeType: 'application/pdf',
    });
    const identity = await upload('/api/v1/verification/documents?kind=identity', {
      name: 'paspoort.png',
      type: 'image/png',
      data: await scan(),
    });
    expect(identity.json().missing).toEqual([]);

    const done = await call('POST', '/api/v1/verification/submit');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'submitted', editable: false });
    expect(done.json().submittedAt).not.toBeNull();

    // Under review nothing changes underneath the reviewer.
    const locked = await call('PUT', '/api/v1/verification', {
      country: 'netherlands',
      profession: 'psychotherapeut',
      registerNumber: '19012345601',
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('VERIFICATION_LOCKED');
    const documentId = done.json().documents[0].id;
    expect((await call('DELETE', `/api/v1/verification/documents/${documentId}`)).json().code).toBe(
      'VERIFICATION_LOCKED',
    );
  });

  it('keeps documents private: visitors 401, other therapists 404, the owner and admins download them', async () => {
    const { documentId, call } = await submitted(app, db);
    const url = `/api/v1/verification/documents/${documentId}`;

    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const other = await therapistAccount(app, db);
    const foreign = await other.call('GET', url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    const client = session(app, await signIn(app, (await createUser(db, { role: 'client' })).email));
    expect((await client.call('GET', url)).statusCode).toBe(403);

    for (const viewer of [call, admin.call]) {
      const response = await viewer('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Approbationsurkunde.pdf"; filename*=UTF-8''Approbationsurkunde.pdf`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(pdf)).toBe(true);
    }

    // Stored outside the public uploads folder, so no /uploads/ address reaches it.
    const privateFiles = await readdir(path.join(dataDir, 'private'), { recursive: true });
    expect(privateFiles.some((f) => f.endsWith(`${documentId}.pdf`) || f.includes('.pdf'))).toBe(true);
    const publicFiles = await readdir(path.join(dataDir, 'uploads'), { recursive: true });
    expect(publicFiles.filter((f) => f.includes('verification'))).toEqual([]);
    const [stored] = privateFiles.filter((f) => f.endsWith('.pdf'));
    expect((await app.inject({ method: 'GET', url: `/uploads/${stored}` })).statusCode).toBe(404);
  });

  it('lets an admin approve: the profile is verified and listable, and the therapist is emailed in their language', async () => {
    const { therapist, user, call } = await submitted(app, db, 'de');
    const queue = await admin.call('GET', '/api/v1/admin/verifications?locale=en');
    expect(queue.statusCode).toBe(200);
    const application = queue.json().applications.find((a: { therapistId: string }) => a.therapistId === therapist.id);
    expect(application).toMatchObject({
      name: therapist.name,
      email: user.email,
      status: 'submitted',
      country: { slug: 'germany', name: 'Germany' },
      profession: { id: 'psychological-psychotherapist' },
      registerNumber: 'PTK-Berlin 4711',
    });
    expect(application.documents.map((d: { kind: string }) => d.kind)).toEqual(['qualification', 'identity']);

    const approved = await admin.call('POST', `/api/v1/admin/verifications/${therapist.id}/decision`, {
      outcome: 'approved',
    });
    expect(approved.statusCode).toBe(204);
    const row = await db
      .selectFrom('therapist')
      .select(['verificationStatus', 'verifiedAt'])
      .where('id', '=', therapist.id)
      .executeTakeFirstOrThrow();
    expect(row.verificationStatus).toBe('verified');
    expect(row.verifiedAt).not.toBeNull();
    expect((await app.inject({ method: 'GET', url: `/api/v1/therapists/${therapist.slug}` })).statusCode).toBe(200);

    const [mail] = await outbox(user.email);
    expect(mail?.subject).toBe('Ihr Calma-Profil ist verifiziert');
    expect(mail?.text).toContain('/dashboard/profile/edit/verification');
    expect((await call('GET', '/api/v1/verification')).json()).toMatchObject({
      status: 'verified',
      // A verified therapist may still change their registration; that sends it back to review.
      editable: true,
      decision: { outcome: 'approved' },
    });

    // Decided once: a second decision is refused, and the profile has left the queue.
    const again = await admin.call('POST', `/api/v1/admin/verifications/${therapist.id}/decision`, {
      outcome: 'rejected',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('VERIFICATION_NOT_PENDING');
    const ids = (await admin.call('GET', '/api/v1/admin/verifications'))
      .json()
      .applications.map((a: { therapistId: string }) => a.therapistId);
    expect(ids).not.toContain(therapist.id);
  });

  it('lets an admin reject with a reason the therapist reads, by email and on their screen, and resubmit', async () => {
    const { therapist, user, call } = await submitted(app, db);
    const decision = `/api/v1/admin/verifications/${therapist.id}/decision`;
    const withoutReason = await admin.call('POST', decision, { outcome: 'rejected', reason: '  ' });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().details).toEqual([expect.objectContaining({ field: 'body.reason' })]);

    const reason = 'The Approbation certificate is not readable. Please upload a sharper scan.';
    expect((await admin.call('POST', decision, { outcome: 'rejected', reason })).statusCode).toBe(204);
    const [mail] = await outbox(user.email);
    expect(mail?.subject).toBe('Your Calma verification was not approved');
    expect(mail?.text).toContain(reason);

    const state = (await call('GET', '/api/v1/verification')).json();
    expect(state).toMatchObject({ status: 'rejected', editable: true, decision: { outcome: 'rejected', reason } });
    expect((await app.inject({ method: 'GET', url: `/api/v1/therapists/${therapist.slug}` })).statusCode).toBe(404);
    // The therapist corrects it and submits again; the earlier decision stays in the record.
    expect((await call('POST', '/api/v1/verification/submit')).json().status).toBe('submitted');
    const application = (await admin.call('GET', '/api/v1/admin/verifications'))
      .json()
      .applications.find((a: { therapistId: string }) => a.therapistId === therapist.id);
    expect(application.decisions).toEqual([expect.objectContaining({ outcome: 'rejected', reason })]);
  });

  it('leaves the review to admins', async () => {
    const { therapist, call } = await submitted(app, db);
    expect((await call('GET', '/api/v1/admin/verifications')).statusCode).toBe(403);
    const selfApproval = await call('POST', `/api/v1/admin/verifications/${therapist.id}/decision`, {
      outcome: 'approved',
    });
    expect(selfApproval.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/verifications' })).statusCode).toBe(401);
    const unknown = await admin.call(
      'POST',
      '/api/v1/admin/verifications/00000000-0000-4000-8000-000000000000/decision',
      {
        outcome: 'approved',
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('marks an application in review when an admin first opens it, which locks what is being judged', async () => {
    const { therapist, call } = await submitted(app, db);
    const detail = `/api/v1/admin/verifications/${therapist.id}`;
    expect((await call('GET', detail)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: detail })).statusCode).toBe(401);

    const opened = await admin.call('GET', `${detail}?locale=en`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ therapistId: therapist.id, status: 'in_review' });
    expect(opened.json().documents).toHaveLength(2);
    expect((await call('GET', '/api/v1/verification')).json()).toMatchObject({ status: 'in_review', editable: false });
    const locked = await call('PUT', '/api/v1/verification', {
      country: 'germany',
      profession: 'psychological-psychotherapist',
      registerNumber: 'PTK-Berlin 4712',
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('VERIFICATION_LOCKED');
    // Opening it again changes nothing; it is still in the queue until decided.
    expect((await admin.call('GET', detail)).json().status).toBe('in_review');
    const queued = (await admin.call('GET', '/api/v1/admin/verifications'))
      .json()
      .applications.find((a: { therapistId: string }) => a.therapistId === therapist.id);
    expect(queued.status).toBe('in_review');
    expect((await admin.call('POST', `${detail}/decision`, { outcome: 'approved' })).statusCode).toBe(204);
    expect((await call('GET', '/api/v1/verification')).json().status).toBe('verified');
    expect(
      (await admin.call('GET', '/api/v1/admin/verifications/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it('sends a verified profile back to review when its regulated facts change, keeping it listed until the decision', async () => {
    const { therapist, call, upload, documentId } = await submitted(app, db);
    const decision = `/api/v1/admin/verifications/${therapist.id}/decision`;
    expect((await admin.call('POST', decision, { outcome: 'approved' })).statusCode).toBe(204);
    const { verifiedAt } = await db
      .selectFrom('therapist')
      .select('verifiedAt')
      .where('id', '=', therapist.id)
      .executeTakeFirstOrThrow();
    const profile = `/api/v1/therapists/${therapist.slug}`;
    expect((await app.inject({ method: 'GET', url: profile })).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/verification')).json()).toMatchObject({ status: 'verified', editable: true });

    // Saving the same facts is no change; a new register number is.
    const same = { country: 'germany', profession: 'psychological-psychotherapist', registerNumber: 'PTK-Berlin 4711' };
    expect((await call('PUT', '/api/v1/verification', same)).json().status).toBe('verified');
    const changed = await call('PUT', '/api/v1/verification', { ...same, registerNumber: 'PTK-Berlin 9000' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'submitted', editable: true, registerNumber: 'PTK-Berlin 9000' });
    const row = await db
      .selectFrom('therapist')
      .select(['verifiedAt', 'listed'])
      .where('id', '=', therapist.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ verifiedAt, listed: true });
    expect((await app.inject({ method: 'GET', url: profile })).json().verified).toBe(true);
    expect((await call('POST', '/api/v1/verification/submit')).json().code).toBe('VERIFICATION_NOT_SUBMITTABLE');

    // Replacing a document: the new one first; removing the only proof of registration is refused.
    const incomplete = await call('DELETE', `/api/v1/verification/documents/${documentId}`);
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json()).toMatchObject({
      code: 'VERIFICATION_INCOMPLETE',
      details: { missing: ['qualification'] },
    });
    const added = await upload('/api/v1/verification/documents?kind=qualification', {
      name: 'Approbation-neu.pdf',
      type: 'application/pdf',
      data: pdf,
    });
    expect(added.statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/verification/documents/${documentId}`)).json().status).toBe('submitted');

    const application = (await admin.call('GET', `/api/v1/admin/verifications/${therapist.id}`)).json();
    expect(application).toMatchObject({ status: 'in_review', registerNumber: 'PTK-Berlin 9000' });
    expect(application.verifiedAt).toBe(new Date(verifiedAt as Date).toISOString());
    expect(
      application.documents.map((d: { kind: string; fileName: string }) => `${d.kind}:${d.fileName}`).sort(),
    ).toEqual(['identity:ausweis.png', 'qualification:Approbation-neu.pdf']);

    // A rejected change leaves the profile verified and listed; the therapist reads why.
    const reason = 'The new registration number is not in the chamber’s register.';
    expect((await admin.call('POST', decision, { outcome: 'rejected', reason })).statusCode).toBe(204);
    expect((await call('GET', '/api/v1/verification')).json()).toMatchObject({
      status: 'rejected',
      verifiedAt: new Date(verifiedAt as Date).toISOString(),
      decision: { outcome: 'rejected', reason },
    });
    expect((await app.inject({ method: 'GET', url: profile })).json().verified).toBe(true);
    const search = await app.inject({
      method: 'GET',
      url: `/api/v1/therapists/search?q=${encodeURIComponent(therapist.name.split(' ')[1] ?? '')}`,
    });
    expect(search.statusCode).toBe(200);
  });

  it('never lets one therapist remove or list another therapist’s verification documents', async () => {
    const owner = await submitted(app, db);
    const other = await therapistAccount(app, db);
    const url = `/api/v1/verification/documents/${owner.documentId}`;
    for (const response of [await other.call('GET', url), await other.call('DELETE', url)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await other.call('GET', '/api/v1/verification')).json().documents).toEqual([]);
    expect((await owner.call('GET', url)).statusCode).toBe(200);
    expect((await admin.call('GET', url)).statusCode).toBe(200);
  });
});
