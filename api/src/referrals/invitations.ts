import { mayEmail } from '../auth/mail-throttle.ts';
import { type Locale, localizePath } from '../contract/locales.ts';
import { INVITATIONS_PER_DAY, REFERRAL_REWARD_PLAN, REINVITE_AFTER_DAYS } from '../contract/referrals.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { WithEmails } from '../mail/outbox.ts';
import { hasOptedOut } from '../mail/unsubscribe.ts';
import type { ReferralEntry } from '../schemas/referrals.ts';
import { codeOf, referralPath } from './codes.ts';
import { invitationsSentToday, planName, type ReferralPractice } from './practice.ts';

// Invitations a therapist emails to colleagues: limited per day (counted in the database, so the
// limit holds across processes), the same address once a week, never the practice's own address,
// and nothing sent to an address that already has a therapist account, without saying so.

const DAY_MS = 86_400_000;

export interface InvitationMailer {
  db: Database;
  withEmails: WithEmails;
  publicUrl: string;
}

/** The referral link in a language: `{publicUrl}/{locale}/for-therapists?ref=CODE` (English unprefixed). */
export const referralUrl = (publicUrl: string, locale: Locale, code: string) =>
  `${publicUrl}${localizePath(locale, referralPath(code))}`;

/**
 * Records an invitation to `email` and sends it in `locale` with the practice's link, naming the
 * practice and the reward. 403 THERAPIST_NOT_VERIFIED until the practice is verified: like a
 * session or an invoice, an invitation is Calma's email to someone who did not ask for it, so it
 * comes only from a practice Calma has checked. 400 SELF_REFERRAL for the practice's own address (its account's or its
 * public one), 409 ALREADY_INVITED within REINVITE_AFTER_DAYS of the last invitation to the same
 * address, 429 INVITATION_LIMIT beyond INVITATIONS_PER_DAY in 24 hours. An address with a therapist
 * account is recorded and answered alike, but nothing is sent.
 */
export async function invite(
  mailer: InvitationMailer,
  practice: ReferralPractice,
  body: { email: string; locale: Locale },
  now = new Date(),
): Promise<ReferralEntry> {
  const { db } = mailer;
  if (practice.verifiedAt === null) {
    throw new AppError(
      'THERAPIST_NOT_VERIFIED',
      403,
      'Once your profile is verified you can invite colleagues by email; your link works already',
    );
  }
  const email = body.email.trim().toLowerCase();
  const own = [practice.accountEmail, practice.email].filter((e): e is string => Boolean(e));
  if (own.some((address) => address.trim().toLowerCase() === email)) {
    throw new AppError('SELF_REFERRAL', 400, 'This is the practice’s own address', [
      { field: 'body.email', message: 'is your own address' },
    ]);
  }
  const code = await codeOf(db, practice.therapistId);
  // The invitation and its email commit together. Whether an address has an account decides only
  // whether one job row is written, never what is answered or how long the answer waits for SMTP.
  const invitation = await mailer.withEmails(db, async (trx, outbox) => {
    // One practice's invitations one at a time, so two at once cannot both take the last one of the day.
    await trx.selectFrom('therapist').select('id').where('id', '=', practice.therapistId).forUpdate().execute();
    const earlier = await trx
      .selectFrom('referralInvitation')
      .select('sentAt')
      .where('referrerId', '=', practice.therapistId)
      .where('email', '=', email)
      .executeTakeFirst();
    if (earlier && new Date(earlier.sentAt).getTime() > now.getTime() - REINVITE_AFTER_DAYS * DAY_MS) {
      throw new AppError('ALREADY_INVITED', 409, `This address was invited less than ${REINVITE_AFTER_DAYS} days ago`, [
        { field: 'body.email', message: 'was invited recently' },
      ]);
    }
    if ((await invitationsSentToday(trx, practice.therapistId, now)) >= INVITATIONS_PER_DAY) {
      throw new AppError('INVITATION_LIMIT', 429, `At most ${INVITATIONS_PER_DAY} invitations in 24 hours`, {
        limit: INVITATIONS_PER_DAY,
      });
    }
    const invited = await trx
      .insertInto('referralInvitation')
      .values({ referrerId: practice.therapistId, email, locale: body.locale, sentAt: now })
      .onConflict((oc) => oc.columns(['referrerId', 'email']).doUpdateSet({ locale: body.locale, sentAt: now }))
      .returning(['id', 'email', 'sentAt'])
      .executeTakeFirstOrThrow();
    const account = await trx
      .selectFrom('userAccount')
      .select('id')
      .where('email', '=', email)
      .where('role', '=', 'therapist')
      .executeTakeFirst();
    // The platform's per-address limit as well: one address cannot be flooded by several practices;
    // and an address that took the way out of an earlier invitation hears from nobody again.
    if (
      !account &&
      !(await hasOptedOut(trx, 'referral_invitation', email)) &&
      (await mayEmail(trx, 'referral_invitation', email))
    )
      outbox.send({
        to: email,
        locale: body.locale,
        name: null,
        message: 'referral.invitation',
        params: { inviter: practice.name, plan: planName(REFERRAL_REWARD_PLAN, body.locale) },
        actionUrl: referralUrl(mailer.publicUrl, body.locale, code),
        ...(practice.email ? { replyTo: practice.email } : {}),
        unsubscribe: 'referral_invitation',
      });
    return invited;
  });

  return {
    id: invitation.id,
    state: 'invited',
    name: null,
    email: invitation.email,
    invitedAt: new Date(invitation.sentAt).toISOString(),
    registeredAt: null,
    verifiedAt: null,
    rewardedAt: null,
  };
}
