import { createHash } from 'node:crypto';
import type { Locale } from '../contract/locales.ts';
import { localizePath } from '../contract/locales.ts';
import { isLinkKey, linkKey } from '../crypto/signed.ts';
import type { Database } from '../db/database.ts';

/**
 * The kinds of email Calma sends to people without an account, on someone else's word: a
 * colleague's invitation, a letter recommending Calma to an employer. Each carries a one-click way
 * out (RFC 8058), and an address that took it gets no more email of that kind.
 */
export const UNSUBSCRIBE_KINDS = ['referral_invitation', 'employer_letter'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

const normalised = (email: string) => email.trim().toLowerCase();
const digest = (email: string) => createHash('sha256').update(normalised(email)).digest('hex');

/** The key in an unsubscribe link: an HMAC of the kind and the address, so nothing is stored to send it. */
export const unsubscribeKey = (secret: string, kind: UnsubscribeKind, email: string) =>
  linkKey(secret, 'unsubscribe', `${kind}:${normalised(email)}`);

/** The query an unsubscribe link carries: the kind, the address (base64url) and its key. */
export function unsubscribeQuery(secret: string, kind: UnsubscribeKind, email: string): string {
  const to = Buffer.from(normalised(email)).toString('base64url');
  return new URLSearchParams({ kind, to, key: unsubscribeKey(secret, kind, email) }).toString();
}

/**
 * The two ways out of one email: the page the link in its footer opens (a button there, so a mail
 * scanner following links unsubscribes nobody), and the address a mail client posts to at once.
 */
export function unsubscribeLinks(
  secret: string,
  publicUrl: string,
  kind: UnsubscribeKind,
  email: string,
  locale: Locale,
) {
  const query = unsubscribeQuery(secret, kind, email);
  return {
    page: `${publicUrl}${localizePath(locale, '/email/unsubscribe')}?${query}`,
    oneClick: `${publicUrl}/api/v1/email/unsubscribe?${query}`,
  };
}

/** The address a link names, when its key is right for that kind and address; otherwise undefined. */
export function addressOfLink(secret: string, kind: UnsubscribeKind, to: string, key: string): string | undefined {
  const email = Buffer.from(to, 'base64url').toString('utf8');
  if (!email.includes('@')) return undefined;
  return isLinkKey(secret, 'unsubscribe', `${kind}:${normalised(email)}`, key) ? email : undefined;
}

/** Records that this address wants no more email of this kind; taking the way out twice is fine. */
export async function optOut(db: Database, kind: UnsubscribeKind, email: string): Promise<void> {
  await db
    .insertInto('emailOptOut')
    .values({ emailSha256: digest(email), kind })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Whether this address asked for no more email of this kind. */
export async function hasOptedOut(db: Database, kind: UnsubscribeKind, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('emailOptOut')
    .select('kind')
    .where('emailSha256', '=', digest(email))
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row !== undefined;
}
