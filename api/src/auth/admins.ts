import { randomBytes } from 'node:crypto';
import { Ajv } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { Type } from 'typebox';
import type { Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { hasLinkLikeText } from '../mail/safe-names.ts';
import { EmailSchema } from '../schemas/account-flows.ts';
import { LocaleSchema, SingleLineText } from '../schemas/common.ts';
import { createAccount } from './accounts.ts';
import { hashPassword } from './passwords.ts';
import { enableForNewAccount } from './two-factor.ts';

// Administrators are made by an operator at the command line (`npm run admin:create`,
// cli/create-admin.ts), never through the API: no request can give an account the admin role.

const NewAdminSchema = Type.Object({
  email: EmailSchema,
  displayName: SingleLineText({ maxLength: 100 }),
  locale: LocaleSchema,
});

// The fields as registration checks them: ajv with ajv-formats' full formats, as Fastify's is.
const isNewAdmin = new Ajv({ allErrors: true, formats: { email: fullFormats.email } }).compile(NewAdminSchema);

/** What the operator hands to the new administrator, once: the database keeps none of it in the clear. */
export interface CreatedAdmin {
  id: string;
  email: string;
  displayName: string;
  locale: string;
  password: string;
  /** The authenticator key (base32), and the same as a link an authenticator app reads from a QR code. */
  secret: string;
  otpauthUrl: string;
  recoveryCodes: string[];
}

/**
 * A new administrator account: a generated password (120 random bits; they may change it on their
 * Account page), two-step sign-in on with a new authenticator key, and ten recovery codes, since
 * administrators must sign in with two steps. Their address is confirmed as anyone's is, from the
 * reminder on their Account page. An address that already has an account is refused
 * (ACCOUNT_EXISTS) and that account stays as it is: its holder did not ask to become an administrator.
 */
export async function createAdmin(
  db: Database,
  sealer: Sealer,
  input: { email: string; displayName: string; locale: string },
): Promise<CreatedAdmin> {
  const fields = { ...input, email: input.email.trim().toLowerCase(), displayName: input.displayName.trim() };
  if (!isNewAdmin(fields)) {
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      'The new administrator’s details are not valid',
      (isNewAdmin.errors ?? []).map((error) => ({
        field: error.instancePath.replace(/^\//, ''),
        message: error.message ?? 'is not valid',
      })),
    );
  }
  // The name is shown to colleagues and in emails, where a link would read as Calma's (decision 029).
  if (hasLinkLikeText(fields.displayName)) {
    throw new AppError('VALIDATION_FAILED', 400, 'A name must not contain a web or email address', [
      { field: 'displayName', reason: 'link', message: 'must not contain a web or email address' },
    ]);
  }
  const password = randomBytes(15).toString('base64url');
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const id = await createAccount(trx, { ...fields, passwordHash, role: 'admin' });
    if (!id) throw new AppError('ACCOUNT_EXISTS', 409, `${fields.email} already has an account; nothing was changed`);
    const twoFactor = await enableForNewAccount(trx, sealer, { id, email: fields.email });
    return { id, ...fields, password, ...twoFactor };
  });
}
