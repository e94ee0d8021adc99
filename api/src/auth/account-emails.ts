import { isLocale, type Locale, localizePath } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import type { Role } from '../db/schema.ts';
import type { Outbox, WithEmails } from '../mail/outbox.ts';
import type { MailRequest } from '../mail/render.ts';
import { createAccount, findAccountByEmail } from './accounts.ts';
import { issueEmailToken, RESET_PASSWORD_MINUTES, VERIFY_EMAIL_HOURS } from './email-tokens.ts';
import { mayEmail } from './mail-throttle.ts';

/** Each emailed one-time link: how long it works, the page it opens and the message that carries it. */
const EMAIL_LINKS = {
  verify_email: {
    validForMs: VERIFY_EMAIL_HOURS * 3_600_000,
    page: '/auth/verify-email',
    message: 'verify',
    params: { hours: VERIFY_EMAIL_HOURS },
  },
  reset_password: {
    validForMs: RESET_PASSWORD_MINUTES * 60_000,
    page: '/auth/reset-password',
    message: 'passwordReset',
    params: { minutes: RESET_PASSWORD_MINUTES },
  },
} as const;

export const accountLocale = (locale: string): Locale => (isLocale(locale) ? locale : 'en');
/** A page of the site in the reader's language (the email's renderer puts the site's address in front). */
const page = localizePath;

interface Recipient {
  id: string;
  email: string;
  displayName: string;
}

/**
 * Issues a one-time link for the account and queues the email that carries it, in `trx`, so the
 * link and its email commit together; `browserHash` ties it to one browser.
 */
async function emailLink(
  trx: Database,
  outbox: Outbox,
  purpose: keyof typeof EMAIL_LINKS,
  account: Recipient,
  locale: Locale,
  browserHash?: string,
) {
  const link = EMAIL_LINKS[purpose];
  const token = await issueEmailToken(trx, { userId: account.id, purpose, validForMs: link.validForMs, browserHash });
  outbox.send({
    to: account.email,
    locale,
    name: account.displayName || null,
    message: link.message,
    params: link.params,
    actionUrl: `${page(locale, link.page)}?token=${token}`,
  });
}

/**
 * A new account and the link to verify its address, or, for an address that already has an
 * account, the email saying so (decision 008: the caller answers the same either way). Answers the
 * new account's id. Mail per address is capped: over the cap nothing is sent.
 */
export async function register(
  db: Database,
  withEmails: WithEmails,
  account: { email: string; passwordHash: string; role: Role; displayName: string; locale: Locale },
  browserHash: string,
): Promise<string | undefined> {
  return withEmails(db, async (trx, outbox) => {
    const createdId = await createAccount(trx, account);
    if (createdId) {
      if (await mayEmail(trx, 'verify_email', account.email))
        await emailLink(trx, outbox, 'verify_email', { ...account, id: createdId }, account.locale, browserHash);
      return createdId;
    }
    const existing = await findAccountByEmail(trx, account.email);
    if (existing && (await mayEmail(trx, 'already_registered', account.email))) {
      const own = accountLocale(existing.locale);
      outbox.send({
        to: existing.email,
        locale: own,
        name: existing.displayName || null,
        message: 'alreadyRegistered',
        params: { signInUrl: page(own, '/auth/sign-in') },
        actionUrl: page(own, '/auth/forgot-password'),
      });
    }
    return undefined;
  });
}

/** A new verification link for a signed-in account whose address is not confirmed yet. */
export const resendVerification = (
  db: Database,
  withEmails: WithEmails,
  account: Recipient & { locale: string },
): Promise<void> =>
  withEmails(db, (trx, outbox) => emailLink(trx, outbox, 'verify_email', account, accountLocale(account.locale)));

/**
 * "Forgot password": an address with an account gets a reset link, unless it had too many this
 * hour. Known and unknown addresses run the same transaction (the throttle is counted for both), so
 * the answer's time says little about which it was; the link's email is sent after it commits.
 */
export const requestPasswordReset = (db: Database, withEmails: WithEmails, email: string, locale: Locale) =>
  withEmails(db, async (trx, outbox) => {
    const allowed = await mayEmail(trx, 'reset_password', email);
    const account = await findAccountByEmail(trx, email);
    if (account && allowed) await emailLink(trx, outbox, 'reset_password', account, locale);
  });

/** Tells the owner their password changed, with the way back in should it not have been them. */
export function passwordChangedEmail(account: { email: string; locale: string; displayName: string }): MailRequest {
  const locale = accountLocale(account.locale);
  return {
    to: account.email,
    locale,
    name: account.displayName || null,
    message: 'passwordChanged',
    actionUrl: page(locale, '/auth/forgot-password'),
  };
}
