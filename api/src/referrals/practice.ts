import { DEFAULT_LOCALE, isLocale, type Locale } from '../contract/locales.ts';
import { INVITATIONS_PER_DAY, REFERRAL_REWARD_PLAN, type ReferralState } from '../contract/referrals.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { safeName } from '../mail/safe-names.ts';
import type { ReferralEntry, ReferralReward, Referrals } from '../schemas/referrals.ts';
import { planById } from '../subscription/plans.ts';
import { codeOf, referralPath } from './codes.ts';
import { mayClaim } from './signups.ts';

// The referrals screen: the practice's code and link, the colleagues it invited or brought, the
// rewards it got and who brought it. Colleagues' names are theirs to choose, so one that reads as a
// link is shown as no name (decision 029).

const DAY_MS = 86_400_000;

/** The signed-in therapist's practice as referrals need it. */
export interface ReferralPractice {
  therapistId: string;
  userId: string;
  name: string;
  /** The practice's public contact address, if it has one. */
  email: string | null;
  accountEmail: string;
  locale: Locale;
  verifiedAt: Date | null;
  accountCreatedAt: Date;
}

/** The account's practice; 404 PROFILE_NOT_FOUND while the account has none (the wizard makes it). */
export async function referralPracticeOf(db: Database, userId: string): Promise<ReferralPractice> {
  const found = await db
    .selectFrom('therapist')
    .innerJoin('userAccount', 'userAccount.id', 'therapist.userId')
    .select([
      'therapist.id',
      'therapist.firstName',
      'therapist.lastName',
      'therapist.email',
      'therapist.verifiedAt',
      'userAccount.email as accountEmail',
      'userAccount.locale',
      'userAccount.createdAt',
    ])
    .where('therapist.userId', '=', userId)
    .executeTakeFirst();
  if (!found) throw new AppError('PROFILE_NOT_FOUND', 404, 'This account has no therapist profile yet');
  return {
    therapistId: found.id,
    userId,
    name: `${found.firstName} ${found.lastName}`,
    email: found.email,
    accountEmail: found.accountEmail,
    locale: isLocale(found.locale) ? found.locale : DEFAULT_LOCALE,
    verifiedAt: found.verifiedAt,
    accountCreatedAt: new Date(found.createdAt),
  };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const stateOf = (referral: { verifiedAt: Date | null; rewardedAt: Date | null }): ReferralState =>
  referral.rewardedAt ? 'rewarded' : referral.verifiedAt ? 'verified' : 'registered';

/** Invitations sent in the last 24 hours, which INVITATIONS_PER_DAY limits. */
export async function invitationsSentToday(db: Database, therapistId: string, now = new Date()): Promise<number> {
  const { count } = await db
    .selectFrom('referralInvitation')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('referrerId', '=', therapistId)
    .where('sentAt', '>', new Date(now.getTime() - DAY_MS))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export const planName = (plan: string, locale: Locale) => planById(plan)?.name[locale] ?? plan;

/** Colleagues invited but not (yet) registered first, newest first; then those who registered, newest first. */
async function entriesOf(db: Database, therapistId: string): Promise<ReferralEntry[]> {
  const [invitations, referrals, signups] = await Promise.all([
    db
      .selectFrom('referralInvitation')
      .select(['id', 'email', 'sentAt'])
      .where('referrerId', '=', therapistId)
      .orderBy('sentAt', 'desc')
      .execute(),
    db
      .selectFrom('referral')
      .innerJoin('therapist', 'therapist.id', 'referral.referredId')
      .select([
        'referral.id',
        'referral.invitationId',
        'referral.registeredAt',
        'referral.verifiedAt',
        'referral.rewardedAt',
        'therapist.firstName',
        'therapist.lastName',
      ])
      .where('referral.referrerId', '=', therapistId)
      .execute(),
    db
      .selectFrom('referralSignup')
      .innerJoin('userAccount', 'userAccount.id', 'referralSignup.userId')
      .select([
        'referralSignup.userId',
        'referralSignup.invitationId',
        'referralSignup.registeredAt',
        'userAccount.displayName',
      ])
      .where('referralSignup.referrerId', '=', therapistId)
      .execute(),
  ]);
  const invitationOf = new Map(invitations.map((i) => [i.id, i]));
  const used = new Set([...referrals, ...signups].map((r) => r.invitationId));
  const invited: ReferralEntry[] = invitations
    .filter((i) => !used.has(i.id))
    .map((i) => ({
      id: i.id,
      state: 'invited',
      name: null,
      email: i.email,
      invitedAt: iso(i.sentAt),
      registeredAt: null,
      verifiedAt: null,
      rewardedAt: null,
    }));
  const linked = (invitationId: string | null) => {
    const invitation = invitationId ? invitationOf.get(invitationId) : undefined;
    return { email: invitation?.email ?? null, invitedAt: iso(invitation?.sentAt ?? null) };
  };
  const registered: ReferralEntry[] = [
    ...referrals.map((r) => ({
      id: r.id,
      state: stateOf(r),
      name: safeName(`${r.firstName} ${r.lastName}`),
      ...linked(r.invitationId),
      registeredAt: iso(r.registeredAt),
      verifiedAt: iso(r.verifiedAt),
      rewardedAt: iso(r.rewardedAt),
    })),
    // Accounts that have not made their practice yet: the account's id stands for the referral's.
    ...signups.map((s) => ({
      id: s.userId,
      state: 'registered' as const,
      name: safeName(s.displayName),
      ...linked(s.invitationId),
      registeredAt: iso(s.registeredAt),
      verifiedAt: null,
      rewardedAt: null,
    })),
  ].sort((a, b) => (b.registeredAt ?? '').localeCompare(a.registeredAt ?? ''));
  return [...invited, ...registered];
}

async function referredByOf(db: Database, practice: ReferralPractice): Promise<Referrals['referredBy']> {
  const referral = await db
    .selectFrom('referral')
    .innerJoin('therapist', 'therapist.id', 'referral.referrerId')
    .select(['referral.verifiedAt', 'referral.rewardedAt', 'therapist.firstName', 'therapist.lastName'])
    .where('referral.referredId', '=', practice.therapistId)
    .executeTakeFirst();
  return referral ? { name: safeName(`${referral.firstName} ${referral.lastName}`), state: stateOf(referral) } : null;
}

/** The referrals screen for the practice, in the account's language; the code is made on first look. */
export async function referralsView(db: Database, practice: ReferralPractice, now = new Date()): Promise<Referrals> {
  const code = await codeOf(db, practice.therapistId);
  const [entries, rewards, sent, referredBy, canClaim] = await Promise.all([
    entriesOf(db, practice.therapistId),
    db
      .selectFrom('referralReward')
      .selectAll()
      .where('therapistId', '=', practice.therapistId)
      .orderBy('createdAt', 'desc')
      .execute(),
    invitationsSentToday(db, practice.therapistId, now),
    referredByOf(db, practice),
    mayClaim(db, practice, now),
  ]);
  return {
    code,
    path: referralPath(code),
    rewardPlanName: planName(REFERRAL_REWARD_PLAN, practice.locale),
    entries,
    rewards: rewards.map(
      (r): ReferralReward => ({
        kind: r.kind,
        planName: planName(r.plan, practice.locale),
        until: r.until,
        amount:
          r.amountMinor !== null && r.currency !== null ? { amountMinor: r.amountMinor, currency: r.currency } : null,
        createdAt: new Date(r.createdAt).toISOString(),
      }),
    ),
    invitationsLeftToday: Math.max(0, INVITATIONS_PER_DAY - sent),
    referredBy,
    canClaim,
  };
}
