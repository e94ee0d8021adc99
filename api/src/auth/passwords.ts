import argon2 from 'argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

/** Constant work whether or not the account exists: unknown emails are checked against this. */
let decoy: Promise<string> | undefined;
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  decoy ??= hashPassword('decoy-password-for-unknown-accounts');
  const against = hash ?? (await decoy);
  const valid = await argon2.verify(against, password);
  return valid && Boolean(hash);
}
