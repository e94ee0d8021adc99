import type { Database } from '../db/database.ts';
import type { WithEmails } from '../mail/outbox.ts';
import { passwordChangedEmail } from './account-emails.ts';
import { requireAccount, setPasswordHash } from './accounts.ts';
import { consumeEmailToken, revokeEmailTokens } from './email-tokens.ts';
import { refuseWeakPassword } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { endAllSessions, endOtherSessions } from './sessions.ts';
import { forgetFailures } from './throttle.ts';

/**
 * Sets the password chosen with an emailed reset link and answers whose account it is. The link
 * proves the address, so it is confirmed too; every device is signed out and the other reset links
 * stop working, and the owner is emailed that the password changed. A refused password rolls
 * everything back, so the link still works for a better one.
 */
export async function resetPassword(db: Database, withEmails: WithEmails, token: string, password: string) {
  return withEmails(db, async (trx, outbox) => {
    const { userId } = await consumeEmailToken(trx, token, 'reset_password');
    const owner = await requireAccount(trx, userId);
    refuseWeakPassword('body.password', password, owner);
    await setPasswordHash(trx, userId, await hashPassword(password), { emailConfirmed: true });
    await revokeEmailTokens(trx, userId, 'reset_password');
    await endAllSessions(trx, userId);
    await forgetFailures(trx, owner.email);
    outbox.send(passwordChangedEmail(owner));
    return owner;
  });
}

/**
 * A new password for a signed-in person who proved the current one: unused reset links stop
 * working and every other device is signed out, the one asking stays; the owner is emailed.
 */
export async function changePassword(
  db: Database,
  withEmails: WithEmails,
  account: { id: string; email: string; displayName: string; locale: string },
  newPassword: string,
  currentSessionId: string,
): Promise<void> {
  refuseWeakPassword('body.newPassword', newPassword, account);
  const passwordHash = await hashPassword(newPassword);
  await withEmails(db, async (trx, outbox) => {
    await setPasswordHash(trx, account.id, passwordHash, { emailConfirmed: false });
    await revokeEmailTokens(trx, account.id, 'reset_password');
    await endOtherSessions(trx, account.id, currentSessionId);
    outbox.send(passwordChangedEmail(account));
  });
  await forgetFailures(db, account.email);
}
