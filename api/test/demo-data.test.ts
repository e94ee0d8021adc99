import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDemoDatabase, seedDemoData } from '../src/seed/index.ts';
import { localStore } from '../src/storage/index.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';

describe('demo data', async () => {
  const { db } = await isolatedDatabase();
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'calma-uploads-'));
  afterAll(() => rm(uploadsDir, { recursive: true, force: true }));
  const { app } = await testApp({}, { db });
  expect(await isDemoDatabase(db)).toBe(false);
  await seedDemoData(db, { store: localStore(uploadsDir, '/uploads/'), therapists: 300 });

  it('marks the database as demo data and writes an avatar per therapist', async () => {
    expect(await isDemoDatabase(db)).toBe(true);
    expect((await readdir(path.join(uploadsDir, 'avatars'))).length).toBe(300);
  });

  it.each(DEMO_ACCOUNTS)('lets $email sign in with the documented password', async ({ email, role }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, role, emailVerified: true });
  });

  it('gives the demo therapist a listed profile', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: 'therapist@demo.calma.test', password: DEMO_PASSWORD },
    });
    const { therapistSlug: slug, therapistUrl } = response.json();
    expect(slug).toMatch(/^[a-z0-9-]+$/);
    expect(therapistUrl).toBe(`/find-a-therapist/berlin/${slug}`);
    const profile = await db
      .selectFrom('therapist')
      .select(['listed', 'verifiedAt'])
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    expect(profile.listed).toBe(true);
    expect(profile.verifiedAt).not.toBeNull();
  });
});
