import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// Time-based one-time passwords as every authenticator app knows them (RFC 6238: SHA-1, six
// digits, 30 seconds), and the recovery codes that stand in for a lost phone.

const PERIOD = 30;
const ISSUER = 'Calma';

const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD });

/** A new secret (160 bits, as RFC 4226 recommends), base32 for manual entry. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, account: string) => totpFor(secret, account).toString();

/** The 30-second step a time belongs to. */
export const stepAt = (timestampMs: number) => Math.floor(timestampMs / 1000 / PERIOD);

/**
 * The step a code belongs to, if it is right for now or one step either side (clocks drift), and
 * later than the last code accepted — a code works once. Undefined when it does not count.
 */
export function acceptedStep(
  secret: string,
  code: string,
  timestampMs: number,
  lastUsedStep: number | null,
): number | undefined {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpFor(secret).validate({ token, timestamp: timestampMs, window: 1 });
  if (delta === null) return undefined;
  const step = stepAt(timestampMs) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? undefined : step;
}

// Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or copied by hand survives.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes of 60 random bits each, written `xxxx-xxxx-xxxx`. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** A recovery code as typed (any case, spaces, dashes, O for 0, I or L for 1) in its canonical form. */
export function normaliseRecoveryCode(input: string): string | undefined {
  const chars = input.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  if (chars.length !== 12 || [...chars].some((c) => !ALPHABET.includes(c))) return undefined;
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}
