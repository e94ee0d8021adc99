import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import QRCode from 'qrcode';
import { Type } from 'typebox';
import { findAccount, requireAccount } from '../../auth/accounts.ts';
import { recordRequestEvent } from '../../auth/audit.ts';
import { accountOf } from '../../auth/me.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import {
  clearSealedCookie,
  type PendingTwoFactor,
  readSealedCookie,
  TWO_FACTOR_COOKIE,
  TWO_FACTOR_PATH,
  TWO_FACTOR_PURPOSE,
} from '../../auth/sealed-cookie.ts';
import { signInAs } from '../../auth/session-cookies.ts';
import { recordFailure, recordSuccess, refuseWhileThrottled } from '../../auth/throttle.ts';
import {
  beginSetup,
  confirmSetup,
  disable,
  isTwoFactorEnabled,
  regenerateRecoveryCodes,
  unusedRecoveryCodeCount,
  verifySignInProof,
} from '../../auth/two-factor.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { MeSchema } from '../../schemas/auth.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  CodeBodySchema,
  DisableBodySchema,
  RecoveryCodesSchema,
  SecondFactorBodySchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '../../schemas/two-factor.ts';

const rateLimit = { max: 10, timeWindow: '1 minute' };
const tags = ['auth'];

/** Two-factor sign-in: setting it up, turning it off, recovery codes, and the second sign-in step. */
const twoFactor: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const { secure } = config;
  const userIdOf = (request: { principal?: { userId: string } }) => request.principal?.userId as string;

  /** A route where a current code from the app earns new recovery codes, answered this once. */
  const answerRecoveryCodes = (
    url: string,
    issueCodes: typeof confirmSetup,
    kind: 'two_factor_enabled' | 'recovery_codes_replaced',
    docs: { summary: string; description: string },
  ) =>
    app.post(
      url,
      {
        config: { access: 'signed-in', rateLimit },
        schema: {
          tags,
          ...docs,
          body: CodeBodySchema,
          response: {
            200: RecoveryCodesSchema,
            400: ErrorSchema,
            401: ErrorSchema,
            409: ErrorSchema,
            429: ErrorSchema,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const userId = userIdOf(request);
        const recoveryCodes = await issueCodes(app.db, app.sealer, userId, request.body.code, request.ip);
        await recordRequestEvent(app.db, request, userId, kind);
        return { recoveryCodes };
      },
    );

  app.get(
    '/api/v1/auth/two-factor',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Whether two-factor sign-in is on for this account, and whether its role needs it',
        description:
          '`required` is true when the role must use it (client records stay closed until it is on), `recoveryCodesLeft` counts the unused recovery codes, `passwordSet` says whether the account has a password at all.',
        response: { 200: TwoFactorStatusSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const userId = userIdOf(request);
      const enabled = await isTwoFactorEnabled(app.db, userId);
      const account = await requireAccount(app.db, userId);
      return {
        enabled,
        required: config.twoFactorRoles.includes(request.principal?.role ?? 'client'),
        recoveryCodesLeft: enabled ? await unusedRecoveryCodeCount(app.db, userId) : 0,
        passwordSet: account.passwordHash !== null,
      };
    },
  );

  app.post(
    '/api/v1/auth/two-factor/setup',
    {
      config: { access: 'signed-in', rateLimit },
      schema: {
        tags,
        summary: 'Start setting up two-factor sign-in: a new secret as a QR code and as text',
        description: 'Not in force until confirmed with POST /api/v1/auth/two-factor/enable.',
        response: { 200: TwoFactorSetupSchema, 401: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = userIdOf(request);
      const { email } = await requireAccount(app.db, userId);
      const { secret, otpauthUrl } = await beginSetup(app.db, app.sealer, userId, email);
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { otpauthUrl, qrSvg, secret };
    },
  );

  answerRecoveryCodes('/api/v1/auth/two-factor/enable', confirmSetup, 'two_factor_enabled', {
    summary: 'Confirm the set-up with a code from the app; answers the recovery codes, shown this once',
    description:
      'Needs the secret from POST /api/v1/auth/two-factor/setup. A wrong code is 400 INVALID_TWO_FACTOR_CODE and counts towards the sign-in throttle; 409 when no set-up waits or two-factor sign-in is already on.',
  });

  app.post(
    '/api/v1/auth/two-factor/disable',
    {
      config: { access: 'signed-in', rateLimit },
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off (password, and a code or a recovery code)',
        description:
          'Send `code` or `recoveryCode`, not both, and the password unless the account has none. A wrong password or code is 400 and throttled as sign-in is; 409 TWO_FACTOR_NOT_ENABLED when it is off.',
        body: DisableBodySchema,
        response: { 204: Type.Null(), 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const { password, code, recoveryCode } = request.body;
      if ((code === undefined) === (recoveryCode === undefined)) {
        throw new AppError('VALIDATION_FAILED', 400, 'Send either a code or a recovery code', [
          { field: 'body.code', message: 'send either code or recoveryCode' },
        ]);
      }
      const account = await requireAccount(app.db, userId);
      // Accounts made through an OpenID Connect provider have no password; the code alone proves them.
      if (account.passwordHash) {
        const attempt = { account: account.email, address: request.ip };
        await refuseWhileThrottled(app.db, attempt);
        if (password === undefined || !(await verifyPassword(account.passwordHash, password))) {
          await recordFailure(app.db, attempt);
          throw new AppError('INVALID_PASSWORD', 400, 'The password is not right');
        }
        await recordSuccess(app.db, attempt);
      }
      const used = await disable(app.db, app.sealer, userId, { code, recoveryCode }, request.ip);
      if (used === 'recovery-code') await recordRequestEvent(app.db, request, userId, 'recovery_code_used');
      await recordRequestEvent(app.db, request, userId, 'two_factor_disabled');
      return reply.status(204).send(null);
    },
  );

  answerRecoveryCodes('/api/v1/auth/two-factor/recovery-codes', regenerateRecoveryCodes, 'recovery_codes_replaced', {
    summary: 'Replace the recovery codes (needs a current code); the old ones stop working',
    description:
      'Answers the new recovery codes, shown this once. A wrong code is 400 INVALID_TWO_FACTOR_CODE and throttled; 409 TWO_FACTOR_NOT_ENABLED when two-factor sign-in is off.',
  });

  app.post(
    '/api/v1/auth/sign-in/two-factor',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        summary: 'Second step of signing in: a code from the app or a recovery code; sets the session cookies',
        description:
          'Needs the short-lived cookie that POST /api/v1/auth/sign-in (or an OpenID Connect sign-in) set when it answered `twoFactorRequired`. Wrong codes are throttled per address and account, as passwords are.',
        body: SecondFactorBodySchema,
        response: { 200: MeSchema, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const pending = readSealedCookie<PendingTwoFactor>(request, TWO_FACTOR_COOKIE, TWO_FACTOR_PURPOSE);
      if (!pending) throw new AppError('TWO_FACTOR_EXPIRED', 401, 'Sign in with your password again');
      const user = await findAccount(app.db, pending.userId);
      if (!user) throw new AppError('TWO_FACTOR_EXPIRED', 401, 'Sign in with your password again');
      const used = await verifySignInProof(app.db, app.sealer, user.id, request.body, request.ip);
      if (!used) {
        await recordRequestEvent(app.db, request, user.id, 'sign_in_failed');
        throw new AppError('INVALID_TWO_FACTOR_CODE', 401, 'The code is not right');
      }
      if (used === 'recovery-code') await recordRequestEvent(app.db, request, user.id, 'recovery_code_used');
      clearSealedCookie(reply, TWO_FACTOR_COOKIE, TWO_FACTOR_PATH);
      const { deletionCancelled } = await signInAs(app.db, reply, secure, user, request.headers['user-agent']);
      return { ...(await accountOf(app.db, user.id)), ...(deletionCancelled ? { deletionCancelled } : {}) };
    },
  );
};

export default twoFactor;
