import { randomBytes } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { afterAll, describe, expect, it } from 'vitest';
import { INVITATIONS_PER_DAY } from '../src/contract/referrals.ts';
import { type RewardContext, rewardDue } from '../src/referrals/rewards.ts';
import type { ReferralEntry, Referrals } from '../src/schemas/referrals.ts';
import type { Subscription } from '../src/schemas/subscription.ts';
import { stripeBilling } from '../src/subscription/stripe-billing.ts';
import { testApp } from './helpers/app.ts';
import { assignPlan, createUser } from './helpers/factories.ts';
import { call, nextAddress, practiceOwner, signedInAccount } from './helpers/sessions.ts';
import { createStripeBillingServer } from './helpers/stripe-billing-server.ts';

const PUBLIC_URL = 'https://calma.test';
const PASSWORD = 'lantern orchard velvet 42';
const DAY_MS = 86_400_000;
const newEmail = (prefix = 'colleague') => `${prefix}-${randomBytes(5).toString('hex')}@example.test`;

describe('referrals', async () => {
  const stripe = await createStripeBillingServer();
  afterAll(() => stripe.close());
  const { app, db, outbox, settled } = await testApp({
    twoFactorRoles: [],
    publicUrl: PUBLIC_URL,
    stripe: stripe.settings(),
  });
  const admin = await signedInAccount(app, db, 'admin');
  const billing = stripeBilling(stripe.settings());
  const rewards: RewardContext = {
    db,
    billing,
    withEmails: app.withEmails,
  };

  const referralsOf = async (cookie: string) => {
    const response = await call(app, 'GET', '/api/v1/referrals', cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Referrals>();
  };
  const inviteFrom = (cookie: string, email: string, locale = 'en') =>
    call(app, 'POST', '/api/v1/referrals/invitations', cookie, { email, locale });
  /** A practice that has not been verified yet (as after registering), its owner signed in. */
  const newPractice = (spec: Parameters<typeof practiceOwner>[2] = {}) =>
    practiceOwner(app, db, { verified: false, listed: false, ...spec });
  /** `practice` submits for review and an administrator approves it. */
  const approve = async (therapistId: string) => {
    await db.updateTable('therapist').set({ verificationStatus: 'submitted' }).where('id', '=', therapistId).execute();
    const response = await call(app, 'POST', `/api/v1/admin/verifications/${therapistId}/decision`, admin.cookie, {
      outcome: 'approved',
      reason: '',
    });
    expect(response.statusCode, response.body).toBe(204);
    await settled();
  };
  const rewardsFor = (therapistId: string) =>
    db.selectFrom('referralReward').selectAll().where('therapistId', '=', therapistId).execute();
  const subscriptionRow = (therapistId: string) =>
    db.selectFrom('subscription').selectAll().where('therapistId', '=', therapistId).executeTakeFirst();
  const todayInBerlin = () => Temporal.Now.plainDateISO('Europe/Berlin');
  /** `referred` enters `referrer`'s code. */
  const referredBy = async (referrer: { cookie: string }, referred: { cookie: string }) => {
    const { code } = await referralsOf(referrer.cookie);
    const claimed = await call(app, 'POST', '/api/v1/referrals/claim', referred.cookie, { code });
    expect(claimed.statusCode, claimed.body).toBe(200);
    return code;
  };

  describe('access', () => {
    const routes = [
      ['GET', '/api/v1/referrals', undefined],
      ['POST', '/api/v1/referrals/invitations', { email: 'someone@example.test', locale: 'en' }],
      ['POST', '/api/v1/referrals/claim', { code: 'ABCDEFGH' }],
    ] as const;

    it.each(routes)('%s %s refuses visitors (401) and clients (403)', async (method, url, body) => {
      const visitor = await call(app, method, url, undefined, body);
      expect(visitor.statusCode).toBe(401);
      const client = await signedInAccount(app, db, 'client');
      const refused = await call(app, method, url, client.cookie, body);
      expect(refused.statusCode).toBe(403);
    });

    it('answers 404 PROFILE_NOT_FOUND to a therapist account without a practice yet', async () => {
      const therapist = await signedInAccount(app, db, 'therapist');
      const response = await call(app, 'GET', '/api/v1/referrals', therapist.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('PROFILE_NOT_FOUND');
    });

    it('tells anyone whose code it is, in any case, and 404 for a code nobody has', async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Mira', lastName: 'Sommer' });
      const { code } = await referralsOf(owner.cookie);
      const found = await call(app, 'GET', `/api/v1/referrals/codes/${code.toLowerCase()}`);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({ name: 'Mira Sommer' });
      const unknown = await call(app, 'GET', '/api/v1/referrals/codes/ZZZZ2345');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('REFERRAL_CODE_UNKNOWN');
      const bad = await call(app, 'GET', '/api/v1/referrals/codes/abc-1');
      expect(bad.statusCode).toBe(400);
    });

    it('names only a verified practice: an unverified one’s code answers as a code nobody has', async () => {
      const owner = await newPractice({ firstName: 'Ungeprüft', lastName: 'Praxis' });
      const { code } = await referralsOf(owner.cookie);
      const unverified = await call(app, 'GET', `/api/v1/referrals/codes/${code}`);
      expect(unverified.statusCode).toBe(404);
      expect(unverified.json().code).toBe('REFERRAL_CODE_UNKNOWN');
      expect(unverified.body).not.toContain('Ungeprüft');
    });

    it('never shows a name that reads as a link, with look-alike dots too', async () => {
      const names = [
        ['Mira', 'refund at example.com'],
        ['Nora', 'example\u2024com'],
        ['Lia', 'example[.]com'],
        ['Ida', 'www.example'],
      ] as const;
      for (const [firstName, lastName] of names) {
        const owner = await practiceOwner(app, db, { firstName, lastName });
        const { code } = await referralsOf(owner.cookie);
        const found = await call(app, 'GET', `/api/v1/referrals/codes/${code}`);
        expect(found.statusCode, lastName).toBe(404);
        expect(found.body).not.toContain('example');
      }
    });
  });

  describe('the code and the screen', () => {
    it('makes one code on the first look and keeps it, with the link and the reward in the account’s language', async () => {
      const owner = await practiceOwner(app, db);
      await db.updateTable('userAccount').set({ locale: 'de' }).where('id', '=', owner.userId).execute();
      const first = await referralsOf(owner.cookie);
      expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(first).toEqual({
        code: first.code,
        path: `/for-therapists?ref=${first.code}`,
        rewardPlanName: 'Praxis',
        entries: [],
        rewards: [],
        invitationsLeftToday: INVITATIONS_PER_DAY,
        referredBy: null,
        // Verified already: too late to enter a colleague's code.
        canClaim: false,
      });
      expect((await referralsOf(owner.cookie)).code).toBe(first.code);
    });
  });

  describe('invitations', () => {
    it('sends the invitation in the chosen language with the link, the inviter and the reward', async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Jonas', lastName: 'Brandt' });
      const email = newEmail();
      const response = await inviteFrom(owner.cookie, email.toUpperCase(), 'de');
      expect(response.statusCode, response.body).toBe(201);
      const entry = response.json<ReferralEntry>();
      expect(entry).toMatchObject({ state: 'invited', email, name: null, registeredAt: null });
      const { code, entries, invitationsLeftToday } = await referralsOf(owner.cookie);
      expect(entries).toEqual([entry]);
      expect(invitationsLeftToday).toBe(INVITATIONS_PER_DAY - 1);

      const [mail] = await outbox(email);
      // The practice is named in the email, not in its subject, where a chosen name could read as the message.
      expect(mail?.subject).toBe('Eine Kolleg:in lädt Sie zu Calma ein');
      expect(mail?.text).toContain('Jonas Brandt');
      expect(mail?.text).toContain('einen kostenlosen Monat im Tarif „Praxis“');
      expect(mail?.text).toContain(`${PUBLIC_URL}/de/for-therapists?ref=${code}`);
    });

    it('is sent only by a verified practice (403 THERAPIST_NOT_VERIFIED), and an unverified one sends nothing', async () => {
      const owner = await newPractice();
      const email = newEmail();
      const refused = await inviteFrom(owner.cookie, email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('THERAPIST_NOT_VERIFIED');
      await settled();
      expect(await outbox(email)).toEqual([]);
      const view = await referralsOf(owner.cookie);
      expect(view.entries).toEqual([]);
      expect(view.invitationsLeftToday).toBe(INVITATIONS_PER_DAY);
    });

    it('withholds a practice name that reads as a link (written before names were checked)', async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Refunds', lastName: 'at example\u3002com' });
      const email = newEmail();
      expect((await inviteFrom(owner.cookie, email)).statusCode).toBe(201);
      const [mail] = await outbox(email);
      for (const part of [mail?.subject, mail?.text, mail?.html]) expect(part).not.toMatch(/example|Refunds/);
      expect(mail?.text).toContain('(not shown) runs their practice with Calma');
    });

    it('refuses bad input with the failing field', async () => {
      const owner = await practiceOwner(app, db);
      const badEmail = await inviteFrom(owner.cookie, 'not an address');
      expect(badEmail.statusCode).toBe(400);
      expect(JSON.stringify(badEmail.json().details)).toContain('email');
      const badLocale = await inviteFrom(owner.cookie, newEmail(), 'fr');
      expect(badLocale.statusCode).toBe(400);
      const missing = await call(app, 'POST', '/api/v1/referrals/invitations', owner.cookie, { locale: 'en' });
      expect(missing.statusCode).toBe(400);
    });

    it('refuses the practice’s own addresses (400 SELF_REFERRAL)', async () => {
      const owner = await practiceOwner(app, db);
      const own = await inviteFrom(owner.cookie, owner.email);
      expect(own.statusCode).toBe(400);
      expect(own.json()).toMatchObject({ code: 'SELF_REFERRAL', details: [{ field: 'body.email' }] });
      const contact = newEmail('praxis');
      await db.updateTable('therapist').set({ email: contact }).where('id', '=', owner.id).execute();
      expect((await inviteFrom(owner.cookie, contact)).json().code).toBe('SELF_REFERRAL');
      expect((await referralsOf(owner.cookie)).invitationsLeftToday).toBe(INVITATIONS_PER_DAY);
    });

    it('invites the same address once a week (409 ALREADY_INVITED)', async () => {
      const owner = await practiceOwner(app, db);
      const email = newEmail();
      expect((await inviteFrom(owner.cookie, email)).statusCode).toBe(201);
      const again = await inviteFrom(owner.cookie, email);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('ALREADY_INVITED');
      await db
        .updateTable('referralInvitation')
        .set({ sentAt: new Date(Date.now() - 8 * DAY_MS) })
        .where('referrerId', '=', owner.id)
        .execute();
      expect((await inviteFrom(owner.cookie, email)).statusCode).toBe(201);
      expect(await outbox(email)).toHaveLength(2);
      expect((await referralsOf(owner.cookie)).entries).toHaveLength(1);
    });

    it(`sends ${INVITATIONS_PER_DAY} a day and refuses the next (429 INVITATION_LIMIT)`, async () => {
      const owner = await practiceOwner(app, db);
      for (let i = 0; i < INVITATIONS_PER_DAY; i += 1) {
        expect((await inviteFrom(owner.cookie, newEmail())).statusCode).toBe(201);
      }
      const eleventh = newEmail();
      const refused = await inviteFrom(owner.cookie, eleventh);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('INVITATION_LIMIT');
      expect(await outbox(eleventh)).toEqual([]);
      const view = await referralsOf(owner.cookie);
      expect(view.invitationsLeftToday).toBe(0);
      expect(view.entries).toHaveLength(INVITATIONS_PER_DAY);
    });

    it('answers alike for an address with a therapist account but sends it nothing', async () => {
      const owner = await practiceOwner(app, db);
      const colleague = await createUser(db, { role: 'therapist' });
      const response = await inviteFrom(owner.cookie, colleague.email);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ state: 'invited', email: colleague.email });
      expect(await outbox(colleague.email)).toEqual([]);
    });
  });

  describe('registering through a code', () => {
    const register = (email: string, referralCode?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: nextAddress(),
        payload: {
          email,
          password: PASSWORD,
          displayName: 'Clara Neu',
          role: 'therapist',
          locale: 'en',
          ...(referralCode ? { referralCode } : {}),
        },
      });

    it('makes the colleague a registered referral, linked to the invitation, and keeps it when the practice is made', async () => {
      const referrer = await practiceOwner(app, db);
      const { code } = await referralsOf(referrer.cookie);
      const email = newEmail();
      expect((await inviteFrom(referrer.cookie, email)).statusCode).toBe(201);

      const registered = await register(email, code.toLowerCase());
      expect(registered.statusCode).toBe(202);
      const [entry, ...rest] = (await referralsOf(referrer.cookie)).entries;
      expect(rest).toEqual([]);
      expect(entry).toMatchObject({ state: 'registered', name: 'Clara Neu', email });
      expect(entry?.invitedAt).not.toBeNull();

      // The account makes its practice in the profile wizard: the referral names it from then on.
      await db.updateTable('userAccount').set({ emailVerifiedAt: new Date() }).where('email', '=', email).execute();
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email, password: PASSWORD },
        remoteAddress: nextAddress(),
      });
      expect(signedIn.statusCode).toBe(200);
      const cookie = ([signedIn.headers['set-cookie'] ?? []].flat() as string[])
        .map((line) => line.split(';')[0])
        .join('; ');
      const general = {
        firstName: 'Clara',
        lastName: 'Neumann',
        title: 'Psychotherapeutin',
        pronouns: '',
        gender: 'female',
        country: 'germany',
        timeZone: '',
        email: '',
        phone: '',
        website: '',
        contactMethods: ['messages'],
        languages: ['german'],
      };
      expect((await call(app, 'PUT', '/api/v1/profile/steps/general-info', cookie, general)).statusCode).toBe(200);
      const completed = await call(app, 'POST', '/api/v1/profile/steps/general-info/complete', cookie);
      expect(completed.statusCode, completed.body).toBe(200);
      const after = (await referralsOf(referrer.cookie)).entries;
      expect(after).toEqual([expect.objectContaining({ state: 'registered', name: 'Clara Neumann', email })]);
      expect((await referralsOf(cookie)).referredBy).toMatchObject({ state: 'registered' });
    });

    it('registers as usual with a code nobody has, and records nothing', async () => {
      const email = newEmail();
      expect((await register(email, 'ZZZZ2345')).statusCode).toBe(202);
      expect((await outbox(email)).length).toBe(1);
      const account = await db.selectFrom('userAccount').select('id').where('email', '=', email).executeTakeFirst();
      const signups = await db
        .selectFrom('referralSignup')
        .select('userId')
        .where('userId', '=', account?.id as string)
        .execute();
      expect(signups).toEqual([]);
    });

    it('refuses a display name that reads as a link, naming the field', async () => {
      for (const displayName of ['Clara example.com', 'Clara example\uFF0Ecom', 'https://x']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/register',
          remoteAddress: nextAddress(),
          payload: { email: newEmail(), password: PASSWORD, displayName, role: 'therapist', locale: 'en' },
        });
        expect(response.statusCode, displayName).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          details: [{ field: 'body.displayName', reason: 'link' }],
        });
      }
    });

    it('refuses a malformed code as bad input', async () => {
      const response = await register(newEmail(), 'abc');
      expect(response.statusCode).toBe(400);
    });
  });

  describe('claiming a colleague’s code', () => {
    it('makes a new practice the colleague’s referral, once', async () => {
      const referrer = await practiceOwner(app, db, { firstName: 'Ada', lastName: 'Roth' });
      const referred = await newPractice();
      expect((await referralsOf(referred.cookie)).canClaim).toBe(true);
      const { code } = await referralsOf(referrer.cookie);
      const claimed = await call(app, 'POST', '/api/v1/referrals/claim', referred.cookie, { code: code.toLowerCase() });
      expect(claimed.statusCode).toBe(200);
      expect(claimed.json<Referrals>()).toMatchObject({
        referredBy: { name: 'Ada Roth', state: 'registered' },
        canClaim: false,
      });
      expect((await referralsOf(referrer.cookie)).entries).toEqual([
        expect.objectContaining({ state: 'registered', name: referred.name, email: null }),
      ]);
      const again = await call(app, 'POST', '/api/v1/referrals/claim', referred.cookie, { code });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('REFERRAL_NOT_ELIGIBLE');
    });

    it('shows no name that reads as a link on either practice’s screen', async () => {
      const referrer = await practiceOwner(app, db, { firstName: 'Win', lastName: 'at example\u2024com' });
      const referred = await newPractice({ firstName: 'Visit', lastName: 'www.example' });
      await referredBy(referrer, referred);
      expect((await referralsOf(referred.cookie)).referredBy).toEqual({ name: null, state: 'registered' });
      expect((await referralsOf(referrer.cookie)).entries).toEqual([
        expect.objectContaining({ state: 'registered', name: null }),
      ]);
    });

    it('refuses the practice’s own code, a code nobody has and a malformed one', async () => {
      const practice = await newPractice();
      const { code } = await referralsOf(practice.cookie);
      const own = await call(app, 'POST', '/api/v1/referrals/claim', practice.cookie, { code });
      expect(own.statusCode).toBe(400);
      expect(own.json().code).toBe('SELF_REFERRAL');
      const unknown = await call(app, 'POST', '/api/v1/referrals/claim', practice.cookie, { code: 'ZZZZ2345' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('REFERRAL_CODE_UNKNOWN');
      const bad = await call(app, 'POST', '/api/v1/referrals/claim', practice.cookie, { code: 'AB-12' });
      expect(bad.statusCode).toBe(400);
    });

    it('refuses the code of a colleague the practice referred itself (409 REFERRAL_CYCLE)', async () => {
      const first = await newPractice();
      const second = await newPractice();
      await referredBy(first, second);
      const { code } = await referralsOf(second.cookie);
      const back = await call(app, 'POST', '/api/v1/referrals/claim', first.cookie, { code });
      expect(back.statusCode).toBe(409);
      expect(back.json()).toMatchObject({ code: 'REFERRAL_CYCLE', details: [{ field: 'body.code' }] });
      expect((await referralsOf(first.cookie)).referredBy).toBeNull();

      // Further round: the third was brought by the second, whom the first brought.
      const third = await newPractice();
      await referredBy(second, third);
      const { code: thirds } = await referralsOf(third.cookie);
      const round = await call(app, 'POST', '/api/v1/referrals/claim', first.cookie, { code: thirds });
      expect(round.statusCode).toBe(409);
      expect(round.json().code).toBe('REFERRAL_CYCLE');
    });

    it('lets only one of two practices entering each other’s codes at once succeed', async () => {
      const first = await newPractice();
      const second = await newPractice();
      const [firstCode, secondCode] = [(await referralsOf(first.cookie)).code, (await referralsOf(second.cookie)).code];
      const answers = await Promise.all([
        call(app, 'POST', '/api/v1/referrals/claim', first.cookie, { code: secondCode }),
        call(app, 'POST', '/api/v1/referrals/claim', second.cookie, { code: firstCode }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('REFERRAL_CYCLE');
      const referrals = await db
        .selectFrom('referral')
        .select('id')
        .where('referredId', 'in', [first.id, second.id])
        .execute();
      expect(referrals).toHaveLength(1);
    });

    it('refuses a verified practice and one registered too long ago (409 REFERRAL_NOT_ELIGIBLE)', async () => {
      const referrer = await practiceOwner(app, db);
      const { code } = await referralsOf(referrer.cookie);
      const verified = await practiceOwner(app, db);
      const late = await newPractice();
      await db
        .updateTable('userAccount')
        .set({ createdAt: new Date(Date.now() - 31 * DAY_MS) })
        .where('id', '=', late.userId)
        .execute();
      for (const practice of [verified, late]) {
        expect((await referralsOf(practice.cookie)).canClaim).toBe(false);
        const refused = await call(app, 'POST', '/api/v1/referrals/claim', practice.cookie, { code });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().code).toBe('REFERRAL_NOT_ELIGIBLE');
      }
    });
  });

  describe('rewards', () => {
    it('gives a free practice a month of Practice when its colleague is verified, and both practices once', async () => {
      const referrer = await practiceOwner(app, db, { plan: null });
      const referred = await newPractice();
      await referredBy(referrer, referred);
      await approve(referred.id);

      const until = todayInBerlin().add({ months: 1 }).subtract({ days: 1 }).toString();
      expect(await rewardsFor(referrer.id)).toEqual([
        expect.objectContaining({ kind: 'plan_month', plan: 'practice', until, amountMinor: null }),
      ]);
      expect(await subscriptionRow(referrer.id)).toMatchObject({
        plan: 'practice',
        status: 'active',
        source: 'admin',
        assignedBy: null,
        assignedUntil: until,
      });
      const subscription = await call(app, 'GET', '/api/v1/subscription', referrer.cookie);
      expect(subscription.json<Subscription>()).toMatchObject({ plan: 'practice' });
      expect(subscription.json<Subscription>().features).toEqual(expect.arrayContaining(['video', 'widgets']));
      // The referred practice already has Practice Plus with no end date: nothing to add, but recorded.
      expect(await rewardsFor(referred.id)).toEqual([
        expect.objectContaining({ kind: 'plan_month', plan: 'practice_plus', until: null }),
      ]);

      const view = await referralsOf(referrer.cookie);
      expect(view.entries).toEqual([expect.objectContaining({ state: 'rewarded' })]);
      expect(view.entries[0]?.verifiedAt).not.toBeNull();
      expect(view.rewards).toEqual([
        expect.objectContaining({ kind: 'plan_month', planName: 'Practice', until, amount: null }),
      ]);
      expect((await referralsOf(referred.cookie)).referredBy).toMatchObject({ state: 'rewarded' });
      const [mail] = await outbox(referrer.email);
      expect(mail?.subject).toBe('A free month of Practice for your practice');
      expect(mail?.text).toContain(referred.name);
      expect((await outbox(referred.email))[0]?.subject).toBe('Thank you for your referral');

      // Approved again after a later review, and the daily job: still one reward each.
      await approve(referred.id);
      await rewardDue(rewards);
      await settled();
      expect(await rewardsFor(referrer.id)).toHaveLength(1);
      expect(await rewardsFor(referred.id)).toHaveLength(1);
      expect((await subscriptionRow(referrer.id))?.assignedUntil).toBe(until);
      expect(await outbox(referrer.email)).toHaveLength(1);
    });

    it('does not let two practices reward each other twice', async () => {
      const first = await newPractice({ plan: null });
      const second = await newPractice({ plan: null });
      await referredBy(first, second);
      const { code } = await referralsOf(second.cookie);
      expect((await call(app, 'POST', '/api/v1/referrals/claim', first.cookie, { code })).statusCode).toBe(409);
      await approve(second.id);
      await approve(first.id);
      await rewardDue(rewards);
      expect(await rewardsFor(first.id)).toHaveLength(1);
      expect(await rewardsFor(second.id)).toHaveLength(1);
    });

    it('extends an administrator’s assignment with a last day by one month', async () => {
      const referrer = await practiceOwner(app, db);
      const last = todayInBerlin().add({ days: 10 });
      await assignPlan(db, referrer.id, 'practice_plus', last.toString());
      const referred = await newPractice();
      await referredBy(referrer, referred);
      await approve(referred.id);
      const extended = last.add({ months: 1 }).toString();
      expect((await subscriptionRow(referrer.id))?.assignedUntil).toBe(extended);
      expect(await rewardsFor(referrer.id)).toEqual([
        expect.objectContaining({ kind: 'plan_month', plan: 'practice_plus', until: extended }),
      ]);
    });

    /** A practice paying for `plan` through Stripe, with its customer at the stand-in. */
    const payingThroughStripe = async (plan = 'practice_plus') => {
      const owner = await practiceOwner(app, db, { plan: null });
      const customerId = await billing.ensureCustomer({
        therapistId: owner.id,
        email: owner.email,
        name: owner.name,
        locale: 'en',
        vatId: '',
      });
      await db
        .insertInto('subscription')
        .values({
          therapistId: owner.id,
          plan,
          status: 'active',
          source: 'stripe',
          billingInterval: 'year',
          stripeCustomerId: customerId,
          stripeSubscriptionId: `sub_test_${randomBytes(6).toString('hex')}`,
        })
        .execute();
      return { ...owner, customerId };
    };
    const creditsTo = (customerId: string) =>
      stripe.requests.filter((r) => r.path === `/v1/customers/${customerId}/balance_transactions`);
    const referralOf = (referredId: string) =>
      db.selectFrom('referral').selectAll().where('referredId', '=', referredId).executeTakeFirstOrThrow();

    it('credits a month of its plan to a practice paying through Stripe, once', async () => {
      const referrer = await payingThroughStripe();
      const referred = await newPractice();
      await referredBy(referrer, referred);
      await approve(referred.id);
      const referral = await referralOf(referred.id);

      expect(creditsTo(referrer.customerId)).toEqual([
        expect.objectContaining({
          method: 'POST',
          idempotencyKey: `referral-reward-${referral.id}-${referrer.id}`,
          body: expect.objectContaining({ amount: '-4900', currency: 'eur' }),
        }),
      ]);
      expect(stripe.get(referrer.customerId)?.balance).toBe(-4900);
      expect(await rewardsFor(referrer.id)).toEqual([
        expect.objectContaining({
          kind: 'stripe_credit',
          plan: 'practice_plus',
          amountMinor: 4900,
          currency: 'EUR',
          stripeBalanceTransactionId: expect.stringMatching(/^cbtxn_/),
        }),
      ]);
      expect((await subscriptionRow(referrer.id))?.source).toBe('stripe');
      expect(referral.rewardedAt).not.toBeNull();
      expect((await referralsOf(referrer.cookie)).rewards).toEqual([
        expect.objectContaining({ kind: 'stripe_credit', amount: { amountMinor: 4900, currency: 'EUR' } }),
      ]);
      const [mail] = await outbox(referrer.email);
      expect(mail?.text).toContain('€49.00');

      await approve(referred.id);
      await rewardDue(rewards);
      expect(creditsTo(referrer.customerId)).toHaveLength(1);
      expect(await rewardsFor(referrer.id)).toHaveLength(1);
    });

    it('leaves a reward whose Stripe call failed to the daily job, which gives it once', async () => {
      const referrer = await payingThroughStripe('practice');
      const referred = await newPractice({ currency: 'EUR' });
      await referredBy(referrer, referred);
      // Verified while Stripe cannot be reached: the colleague gets its month, the paying practice waits.
      await db.updateTable('referral').set({ verifiedAt: new Date() }).where('referredId', '=', referred.id).execute();
      const unreachable = stripeBilling({
        ...stripe.settings(),
        api: { host: '127.0.0.1', port: 9, protocol: 'http' },
      });
      const failures: unknown[] = [];
      await rewardDue({ ...rewards, billing: unreachable }, (error) => failures.push(error));
      expect(failures.length).toBeGreaterThan(0);
      expect(await rewardsFor(referrer.id)).toEqual([]);
      expect(await rewardsFor(referred.id)).toHaveLength(1);
      expect((await referralOf(referred.id)).rewardedAt).toBeNull();

      await rewardDue(rewards);
      await rewardDue(rewards);
      expect(creditsTo(referrer.customerId)).toHaveLength(1);
      expect(await rewardsFor(referrer.id)).toEqual([
        expect.objectContaining({ kind: 'stripe_credit', plan: 'practice', amountMinor: 2900 }),
      ]);
      expect((await referralOf(referred.id)).rewardedAt).not.toBeNull();
    });
  });
});
