import { sql } from 'kysely';
import { REFERRAL_WINDOW_DAYS } from '../contract/referrals.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { ownerOfCode } from './codes.ts';
import type { ReferralPractice } from './practice.ts';

// How a colleague becomes a referral: through the code at registration (the site sends the code the
// visitor followed first, within REFERRAL_WINDOW_DAYS), or by entering it later on the referrals
// screen while the practice is new and not yet verified. One referrer per practice, never itself,
// and never a practice it brought itself, directly or through others: each referral rewards both
// sides, so two practices referring each other would each be rewarded twice.

const DAY_MS = 86_400_000;

/** The referrer's invitation to this address, if it sent one: the referral then counts it as used. */
const invitationFor = (db: Database, referrerId: string, email: string) =>
  db
    .selectFrom('referralInvitation')
    .select('id')
    .where('referrerId', '=', referrerId)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();

/** Whether `therapistId` brought `ownerId` to Calma: as its referrer, or its referrer's, and so on up. */
async function broughtBy(db: Database, ownerId: string, therapistId: string): Promise<boolean> {
  // UNION, not UNION ALL: a chain that somehow loops still ends.
  const found = await sql<{ id: string }>`
    WITH RECURSIVE up(id) AS (
      SELECT ${ownerId}::uuid
      UNION
      SELECT referral.referrer_id FROM referral JOIN up ON referral.referred_id = up.id
    )
    SELECT id FROM up WHERE id = ${therapistId}::uuid`.execute(db);
  return found.rows.length > 0;
}

/**
 * Makes `referredId` the referral of `referrerId`, unless it has one or `referredId` brought
 * `referrerId` itself ('cycle'). One at a time across processes, so that two practices entering each
 * other's codes at once cannot both succeed; 'taken' when the practice has a referrer already.
 * Inside the caller's transaction when it has one (the profile wizard makes the practice in one).
 */
function insertReferral(
  db: Database,
  values: { referrerId: string; referredId: string; invitationId: string | null; registeredAt?: Date },
): Promise<'made' | 'taken' | 'cycle'> {
  const insert = async (trx: Database) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('referral-graph'))`.execute(trx);
    if (await broughtBy(trx, values.referrerId, values.referredId)) return 'cycle';
    const made = await trx
      .insertInto('referral')
      .values(values)
      .onConflict((oc) => oc.column('referredId').doNothing())
      .returning('id')
      .executeTakeFirst();
    return made ? 'made' : 'taken';
  };
  return db.isTransaction ? insert(db) : db.transaction().execute(insert);
}

/**
 * A new therapist account registered through `code`. Accounts make their practice later (the
 * profile wizard), so the code waits with the account until then (`promoteSignup`); an account that
 * already has a practice gets its referral at once. Answers false, and records nothing, for a code
 * nobody has or the account's own.
 */
export async function recordSignup(db: Database, userId: string, code: string): Promise<boolean> {
  const owner = await ownerOfCode(db, code);
  if (!owner || owner.userId === userId) return false;
  const account = await db.selectFrom('userAccount').select('email').where('id', '=', userId).executeTakeFirst();
  if (!account) return false;
  const invitation = await invitationFor(db, owner.therapistId, account.email);
  const practice = await db.selectFrom('therapist').select('id').where('userId', '=', userId).executeTakeFirst();
  if (practice) {
    const made = await insertReferral(db, {
      referrerId: owner.therapistId,
      referredId: practice.id,
      invitationId: invitation?.id ?? null,
    });
    return made === 'made';
  }
  const made = await db
    .insertInto('referralSignup')
    .values({ userId, referrerId: owner.therapistId, invitationId: invitation?.id ?? null })
    .onConflict((oc) => oc.column('userId').doNothing())
    .returning('userId')
    .executeTakeFirst();
  return made !== undefined;
}

/** The account made its practice: the code it registered through becomes the practice's referral. */
export async function promoteSignup(db: Database, userId: string, therapistId: string): Promise<void> {
  const signup = await db.deleteFrom('referralSignup').where('userId', '=', userId).returningAll().executeTakeFirst();
  if (!signup || signup.referrerId === therapistId) return;
  await insertReferral(db, {
    referrerId: signup.referrerId,
    referredId: therapistId,
    invitationId: signup.invitationId,
    registeredAt: signup.registeredAt,
  });
}

/** Whether a colleague's code may still be entered: not referred yet, not verified, registered within the window. */
export async function mayClaim(db: Database, practice: ReferralPractice, now = new Date()): Promise<boolean> {
  if (practice.verifiedAt !== null) return false;
  if (practice.accountCreatedAt.getTime() < now.getTime() - REFERRAL_WINDOW_DAYS * DAY_MS) return false;
  const [referral, signup] = await Promise.all([
    db.selectFrom('referral').select('id').where('referredId', '=', practice.therapistId).executeTakeFirst(),
    db.selectFrom('referralSignup').select('userId').where('userId', '=', practice.userId).executeTakeFirst(),
  ]);
  return !referral && !signup;
}

/**
 * A practice registered some other way (a sign-in provider, a link lost on the way) enters a
 * colleague's code: 404 REFERRAL_CODE_UNKNOWN for a code nobody has, 400 SELF_REFERRAL for its
 * own, 409 REFERRAL_CYCLE for the code of a practice it brought (directly or through others), 409
 * REFERRAL_NOT_ELIGIBLE once referred, verified or past the window.
 */
export async function claim(db: Database, practice: ReferralPractice, code: string, now = new Date()): Promise<void> {
  const owner = await ownerOfCode(db, code);
  if (!owner) throw new AppError('REFERRAL_CODE_UNKNOWN', 404, 'No therapist has this referral code');
  if (owner.therapistId === practice.therapistId || owner.userId === practice.userId) {
    throw new AppError('SELF_REFERRAL', 400, 'This is your own referral code', [
      { field: 'body.code', message: 'is your own code' },
    ]);
  }
  const notEligible = () =>
    new AppError(
      'REFERRAL_NOT_ELIGIBLE',
      409,
      `A code counts only for a practice not yet referred or verified, within ${REFERRAL_WINDOW_DAYS} days of registering`,
    );
  if (!(await mayClaim(db, practice, now))) throw notEligible();
  const invitation = await invitationFor(db, owner.therapistId, practice.accountEmail);
  const made = await insertReferral(db, {
    referrerId: owner.therapistId,
    referredId: practice.therapistId,
    invitationId: invitation?.id ?? null,
  });
  if (made === 'cycle') {
    throw new AppError('REFERRAL_CYCLE', 409, 'This colleague came to Calma through your practice', [
      { field: 'body.code', message: 'belongs to a practice you referred' },
    ]);
  }
  if (made === 'taken') throw notEligible();
}
