import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

// Each therapist has one referral code, made the first time they look at their referrals. Codes are
// read aloud and typed by hand, so the alphabet leaves out the look-alikes 0/O and 1/I; 32 letters
// make each character one 5-bit slice of a random byte, without bias.

export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;

/** A new random code: eight characters of CODE_ALPHABET. */
export function newReferralCode(random: (size: number) => Uint8Array = randomBytes): string {
  return [...random(CODE_LENGTH)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** A code as stored: typed codes are case-insensitive. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** The referral link's path without locale; the site adds its origin and the reader's language. */
export const referralPath = (code: string) => `/for-therapists?ref=${code}`;

/** The therapist's code, made on first need (a collision with another's code draws again). */
export async function codeOf(db: Database, therapistId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = await db
      .selectFrom('referralCode')
      .select('code')
      .where('therapistId', '=', therapistId)
      .executeTakeFirst();
    if (found) return found.code;
    await db
      .insertInto('referralCode')
      .values({ therapistId, code: newReferralCode() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  throw new Error(`No free referral code for therapist ${therapistId} after five draws`);
}

/** Whose code this is (any case), or undefined for a code nobody has. */
export function ownerOfCode(db: Database, code: string) {
  return db
    .selectFrom('referralCode')
    .innerJoin('therapist', 'therapist.id', 'referralCode.therapistId')
    .select([
      'therapist.id as therapistId',
      'therapist.userId',
      'therapist.firstName',
      'therapist.lastName',
      'therapist.verifiedAt',
    ])
    .where('referralCode.code', '=', normalizeCode(code))
    .executeTakeFirst();
}
