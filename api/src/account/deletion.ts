import { sql } from 'kysely';
import { recordSecurityEvent } from '../auth/audit.ts';
import { endAllSessions } from '../auth/sessions.ts';
import { dateFormat, isLocale, type Locale, localizePath } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import type { WithEmails } from '../mail/outbox.ts';
import { eraseMeasuresOfAccount } from '../measures/answers.ts';
import { removeAllMediaRows } from '../media/index.ts';
import type { FileStores } from '../storage/stores.ts';

/** Days between asking to delete an account and its erasure; signing in before then cancels it. */
export const DELETION_GRACE_DAYS = 14;

/**
 * Marks the account for erasure, signs it out everywhere and emails the owner the date (and that
 * signing in before then cancels it); answers when it will be erased.
 */
export async function requestDeletion(
  db: Database,
  withEmails: WithEmails,
  owner: { id: string; email: string; locale: string; displayName: string },
  now = new Date(),
): Promise<Date> {
  const userId = owner.id;
  const erasureAt = erasureDate(now);
  await withEmails(db, async (trx, outbox) => {
    await trx.updateTable('userAccount').set({ deletionRequestedAt: now }).where('id', '=', userId).execute();
    await endAllSessions(trx, userId);
    // An open reset link would let someone back in without cancelling anything visible to the owner.
    await trx
      .updateTable('emailToken')
      .set({ usedAt: now })
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .execute();
    const locale: Locale = isLocale(owner.locale) ? owner.locale : 'en';
    outbox.send({
      to: owner.email,
      locale,
      name: owner.displayName || null,
      message: 'accountDeletionRequested',
      params: {
        date: dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(erasureAt),
      },
      actionUrl: localizePath(locale, '/auth/sign-in'),
    });
  });
  return erasureAt;
}

export const erasureDate = (requestedAt: Date) => new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * 86_400_000);

/**
 * Cancels a pending deletion (the owner signed in during the grace period) and tells the owner by
 * email, in case it was not them; true when one was pending.
 */
export async function cancelDeletion(
  db: Database,
  withEmails: WithEmails,
  userId: string,
  seen: { ip: string; userAgent: string | undefined },
): Promise<boolean> {
  return withEmails(db, async (trx, outbox) => {
    const owner = await trx
      .updateTable('userAccount')
      .set({ deletionRequestedAt: null })
      .where('id', '=', userId)
      .where('deletionRequestedAt', 'is not', null)
      .returning(['email', 'locale', 'displayName'])
      .executeTakeFirst();
    if (!owner) return false;
    await recordSecurityEvent(trx, { userId, kind: 'account_deletion_cancelled', ...seen });
    outbox.send({
      to: owner.email,
      locale: isLocale(owner.locale) ? owner.locale : 'en',
      name: owner.displayName || null,
      message: 'accountDeletionCancelled',
    });
    return true;
  });
}

/** The stores erasure deletes files from. */
export type ErasureStores = Pick<FileStores, 'public' | 'private'>;

/**
 * Erases every account whose grace period is over. The account and everything that is only the
 * person's (sessions, links, security history, favourites, sign-in methods) go. A therapist's
 * directory profile goes too, with its photos, video and verification documents, unless it holds
 * client records: those the therapist must keep for years (docs/decisions/008), so the profile is
 * unlisted and stays, without an account that could open it and without its public media (nobody
 * is shown the profile any more); its verification documents stay with it.
 * Files are deleted once the account's transaction has committed, as media replacements are, so a
 * rolled-back erasure never leaves a profile pointing at missing files. Safe to run from several
 * processes at once: each account is taken by one of them.
 */
export async function eraseDueAccounts(db: Database, stores: ErasureStores, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DELETION_GRACE_DAYS * 86_400_000);
  let erased = 0;
  const undeleted: string[] = [];
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const account = await trx
        .selectFrom('userAccount')
        .select('id')
        .where('deletionRequestedAt', '<=', cutoff)
        .orderBy('deletionRequestedAt')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!account) return undefined;
      const profile = await trx
        .selectFrom('therapist')
        .select((eb) => [
          'therapist.id',
          'therapist.photoPath',
          eb
            .exists(eb.selectFrom('client').select('client.id').whereRef('client.therapistId', '=', 'therapist.id'))
            .as('hasClients'),
        ])
        .where('userId', '=', account.id)
        .executeTakeFirst();
      const files: { public: string[]; private: string[] } = { public: [], private: [] };
      if (profile) {
        files.public = await removeAllMediaRows(trx, profile.id);
        // Usually one of the photo's keys; seeded profiles have a card image without media rows.
        if (profile.photoPath && !files.public.includes(profile.photoPath)) files.public.push(profile.photoPath);
      }
      if (profile?.hasClients) {
        await trx
          .updateTable('therapist')
          .set({ listed: false, photoPath: null, updatedAt: sql`now()` })
          .where('id', '=', profile.id)
          .execute();
      } else if (profile) {
        const documents = await trx
          .selectFrom('verificationDocument')
          .select('fileKey')
          .where('therapistId', '=', profile.id)
          .execute();
        files.private = documents.map((d) => d.fileKey);
        await trx.deleteFrom('therapist').where('id', '=', profile.id).execute();
      }
      await eraseMeasuresOfAccount(trx, account.id, now);
      await trx.deleteFrom('securityEvent').where('userId', '=', account.id).execute();
      await trx.deleteFrom('userAccount').where('id', '=', account.id).execute();
      // That an account was erased, and when, without anything that says whose it was.
      await recordSecurityEvent(trx, { userId: null, kind: 'account_deleted' });
      return files;
    });
    if (!done) break;
    erased += 1;
    // One file that cannot be deleted now must not keep the other accounts from being erased.
    const deletions = [
      ...done.public.map((key) => ({ key, result: stores.public.delete(key) })),
      ...done.private.map((key) => ({ key, result: stores.private.delete(key) })),
    ];
    const settled = await Promise.allSettled(deletions.map((d) => d.result));
    settled.forEach((outcome, i) => {
      if (outcome.status === 'rejected') undeleted.push(deletions[i]?.key ?? '');
    });
  }
  if (undeleted.length > 0) {
    // The rows are gone, so nothing else remembers these keys: name them for someone to delete.
    throw new Error(`Erased ${erased} accounts, but these files could not be deleted: ${undeleted.join(', ')}`);
  }
  return erased;
}
