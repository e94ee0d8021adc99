import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, describe, expect, it } from 'vitest';
import { PLAN_FEATURES } from '../src/contract/subscription.ts';
import { openAnswers } from '../src/intake/answers.ts';
import { sealerFor } from '../src/plugins/sealer.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET, isDemoDatabase, seedDemoData } from '../src/seed/index.ts';
import { DEMO_INTAKE_ANSWERS } from '../src/seed/intake.ts';
import { localStore } from '../src/storage/index.ts';
import { entitlementOf } from '../src/subscription/entitlements.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { CookieJar } from './helpers/cookies.ts';
import { expectExact } from './helpers/next-free-slot.ts';
import { nextAddress } from './helpers/sessions.ts';

describe('demo data', async () => {
  const { db } = await isolatedDatabase();
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'calma-uploads-'));
  afterAll(() => rm(uploadsDir, { recursive: true, force: true }));
  const { app, config } = await testApp({}, { db });
  expect(await isDemoDatabase(db)).toBe(false);
  await seedDemoData(db, {
    store: localStore(uploadsDir, '/uploads/'),
    sealer: await sealerFor(config, db),
    therapists: 300,
  });
  // The password and authenticator key as the README gives them to a reader (no journey in the
  // browser uses the key: they make accounts of their own).
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const readmePassword = /all with the password `([^`]+)`/.exec(readme)?.[1] ?? '';
  const readmeKey = /authenticator key[^`]*```\n(\S+)\n```/.exec(readme)?.[1] ?? '';
  // Each code works once per account, so an account's second sign-in here takes the next step's.
  const authenticator = new TOTP({ secret: Secret.fromBase32(readmeKey || DEMO_TOTP_SECRET) });
  const signIns = new Map<string, number>();
  const nextCode = (email: string) => {
    const earlier = signIns.get(email) ?? 0;
    signIns.set(email, earlier + 1);
    return authenticator.generate({ timestamp: Date.now() + 30_000 * earlier });
  };
  /** Signs a demo account in as the README says: the password, then a code where its role needs one. */
  const signIn = async (email: string) => {
    const jar = new CookieJar();
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers: { cookie: jar.header }, remoteAddress: nextAddress() });
    const password = await post('/api/v1/auth/sign-in', { email, password: readmePassword });
    jar.update(password);
    const askedForCode = password.json().twoFactorRequired === true;
    const response = askedForCode ? await post('/api/v1/auth/sign-in/two-factor', { code: nextCode(email) }) : password;
    return { askedForCode, response };
  };

  it('marks the database as demo data and writes an avatar per therapist', async () => {
    expect(await isDemoDatabase(db)).toBe(true);
    expect((await readdir(path.join(uploadsDir, 'avatars'))).length).toBe(300);
  });

  it('is documented in the README: the password and the authenticator key the demo accounts use', () => {
    expect(readmePassword).toBe(DEMO_PASSWORD);
    expect(readmeKey).toBe(DEMO_TOTP_SECRET);
  });

  it.each(DEMO_ACCOUNTS)('lets $email sign in as the README says', async ({ email, role }) => {
    const { askedForCode, response } = await signIn(email);
    // Therapists and admins must use two steps by default (REQUIRE_TWO_FACTOR); clients need not.
    expect(askedForCode).toBe(role !== 'client');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, role, emailVerified: true });
  });

  it('keeps the documented authenticator key sealed at rest', async () => {
    const rows = await db
      .selectFrom('twoFactor')
      .innerJoin('userAccount', 'userAccount.id', 'twoFactor.userId')
      .select(['userAccount.role', 'twoFactor.secretSealed', 'twoFactor.enabledAt'])
      .execute();
    expect(rows.map((row) => row.role).sort()).toEqual(['admin', 'therapist']);
    for (const row of rows) {
      expect(row.enabledAt).not.toBeNull();
      expect(row.secretSealed).toMatch(/^s1\./);
      expect(row.secretSealed).not.toContain(DEMO_TOTP_SECRET);
    }
  });

  it('gives the demo therapist a listed profile', async () => {
    const { response } = await signIn('therapist@demo.calma.test');
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

  it("keeps the demo therapist's intake questionnaire and a client's submitted answers, sealed", async () => {
    const rows = await db
      .selectFrom('intakeResponse')
      .innerJoin('intakeForm', 'intakeForm.id', 'intakeResponse.intakeFormId')
      .innerJoin('therapist', 'therapist.id', 'intakeForm.therapistId')
      .innerJoin('userAccount', 'userAccount.id', 'therapist.userId')
      .innerJoin('client', 'client.id', 'intakeResponse.clientId')
      .select([
        'intakeResponse.id',
        'intakeResponse.status',
        'intakeResponse.answersSealed',
        'client.name',
        'userAccount.email',
      ])
      .execute();
    expect(rows).toMatchObject([{ status: 'submitted', name: 'Mara Jansen', email: 'therapist@demo.calma.test' }]);
    const [row] = rows;
    expect(row?.answersSealed).not.toContain('Mara');
    const answers = openAnswers(await sealerFor(config, db), row?.id ?? '', row?.answersSealed ?? null);
    expect(answers).toEqual(DEMO_INTAKE_ANSWERS);
  });

  it('gives every demo therapist the next free slot the booking page offers first', { timeout: 180_000 }, async () => {
    const therapists = await db.selectFrom('therapist').select(['id', 'slug']).orderBy('slug').execute();
    expect(therapists).toHaveLength(300);
    // Computed by the seed, before anyone asked, and exact: the same as the slots endpoint's first.
    const stored = await db.selectFrom('nextFreeSlotState').select('therapistId').execute();
    expect(stored).toHaveLength(300);
    let withSlot = 0;
    const queue = [...therapists];
    // Four at a time, as many as the database handle has connections.
    const worker = async () => {
      for (let therapist = queue.shift(); therapist; therapist = queue.shift()) {
        const { answers, wasCurrent } = await expectExact(app, db, therapist);
        expect(wasCurrent).toBe(true);
        if (answers.any) withSlot += 1;
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    // Most demo therapists take new clients and have hours within the horizon.
    expect(withSlot).toBeGreaterThan(200);
  });

  it('puts the demo therapist on Practice Plus for good and spreads the others across the plans', async () => {
    const demo = await db
      .selectFrom('therapist')
      .innerJoin('userAccount', 'userAccount.id', 'therapist.userId')
      .innerJoin('subscription', 'subscription.therapistId', 'therapist.id')
      .select([
        'therapist.id',
        'subscription.plan',
        'subscription.status',
        'subscription.source',
        'subscription.assignedUntil',
      ])
      .where('userAccount.email', '=', 'therapist@demo.calma.test')
      .executeTakeFirstOrThrow();
    expect(demo).toMatchObject({ plan: 'practice_plus', status: 'active', source: 'admin', assignedUntil: null });
    expect((await entitlementOf(db, demo.id)).features).toEqual(new Set(PLAN_FEATURES));

    const plans = await db
      .selectFrom('therapist')
      .leftJoin('subscription', 'subscription.therapistId', 'therapist.id')
      .select((eb) => [
        eb.fn.coalesce('subscription.plan', eb.val('free')).as('plan'),
        eb.fn.countAll<string>().as('n'),
      ])
      .groupBy('plan')
      .execute();
    const share = (plan: string) => Number(plans.find((p) => p.plan === plan)?.n ?? 0) / 300;
    expect(share('free')).toBeGreaterThan(0.35);
    expect(share('practice')).toBeGreaterThan(0.2);
    expect(share('practice_plus')).toBeGreaterThan(0.05);
  });
});
