import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { register, requestPasswordReset, resendVerification } from '../../auth/account-emails.ts';
import { confirmEmail, requireAccount } from '../../auth/accounts.ts';
import { listSecurityEvents, recordRequestEvent } from '../../auth/audit.ts';
import {
  consumeEmailToken,
  hashToken,
  newToken,
  RESET_PASSWORD_MINUTES,
  VERIFY_EMAIL_HOURS,
} from '../../auth/email-tokens.ts';
import { emailWaitSeconds, mayEmail } from '../../auth/mail-throttle.ts';
import { changePassword, resetPassword } from '../../auth/password-change.ts';
import { refuseWeakPassword } from '../../auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { REFRESH_PATH, signInAs } from '../../auth/session-cookies.ts';
import { recordFailure, refuseWhileThrottled } from '../../auth/throttle.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { hasLinkLikeText } from '../../mail/safe-names.ts';
import { recordSignup } from '../../referrals/signups.ts';
import {
  ChangePasswordSchema,
  CheckYourEmailSchema,
  ForgotPasswordSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SecurityEventsQuerySchema,
  SecurityEventsSchema,
  TokenBodySchema,
  VerifiedSchema,
} from '../../schemas/account-flows.ts';
import { ErrorSchema } from '../../schemas/common.ts';

/** Ties a verification link to the browser that registered, so that opening it there signs in. */
const REGISTRATION_COOKIE = 'calma_registration';
const CHECK_YOUR_EMAIL = { status: 'check-your-email' as const };

/**
 * Registration, email verification, password reset and change, and the account's security history.
 * None of the public answers says whether an email has an account (docs/decisions/008).
 */
const accountFlows: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const { secure } = config;
  const userOf = (request: FastifyRequest) => request.principal?.userId as string;

  app.post(
    '/api/v1/auth/register',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Create an account; the verification email signs the registering browser in',
        description:
          'Answers 202 whether or not the email already has an account, with the same body and cookies. A new address gets the link to verify it; an address that already has an account gets an email saying so, and nothing changes. A new therapist account with `referralCode` becomes that colleague’s referral (decision 023); a code nobody has is ignored. A display name that reads as a web or email address answers 400 VALIDATION_FAILED with `reason: link` on `body.displayName` (decision 029).',
        body: RegisterSchema,
        response: { 202: CheckYourEmailSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { password, role, locale } = request.body;
      const email = request.body.email.trim().toLowerCase();
      const displayName = request.body.displayName.trim();
      // The name is shown to colleagues and in emails, where a link would read as Calma's (decision 029).
      if (hasLinkLikeText(displayName)) {
        throw new AppError('VALIDATION_FAILED', 400, 'A name must not contain a web or email address', [
          { field: 'body.displayName', reason: 'link', message: 'must not contain a web or email address' },
        ]);
      }
      refuseWeakPassword('body.password', password, { email, displayName });

      // Both outcomes hash a password, write once and queue one email, so neither is faster.
      const passwordHash = await hashPassword(password);
      const browser = newToken();
      const createdId = await register(
        app.db,
        app.withEmails,
        { email, passwordHash, role, displayName, locale },
        hashToken(browser),
      );
      reply.setCookie(REGISTRATION_COOKIE, browser, {
        httpOnly: true,
        secure,
        sameSite: 'lax',
        path: REFRESH_PATH,
        maxAge: VERIFY_EMAIL_HOURS * 3600,
      });
      if (createdId && role === 'therapist' && request.body.referralCode) {
        // A code nobody has (or one that fails to record) leaves the registration as it is.
        await recordSignup(app.db, createdId, request.body.referralCode).catch((error: unknown) =>
          request.log.warn({ err: error }, 'recording a referral at registration failed'),
        );
      }
      return reply.status(202).send(CHECK_YOUR_EMAIL);
    },
  );

  app.post(
    '/api/v1/auth/verify-email',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with the emailed link',
        description:
          'Each link works once. Opened in the browser that registered, it also signs in there. Unknown, used and expired links answer 400 TOKEN_INVALID, TOKEN_USED and TOKEN_EXPIRED.',
        body: TokenBodySchema,
        response: { 200: VerifiedSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      // The link is spent, the address confirmed and its guests' records joined all at once (decision 035).
      const { userId, browserHash, confirmed } = await app.db.transaction().execute(async (trx) => {
        const token = await consumeEmailToken(trx, request.body.token, 'verify_email');
        return { ...token, confirmed: await confirmEmail(trx, token.userId) };
      });
      if (confirmed) await recordRequestEvent(app.db, request, userId, 'email_verified');
      const browser = request.cookies[REGISTRATION_COOKIE];
      const sameBrowser = Boolean(browserHash && browser && hashToken(browser) === browserHash);
      if (sameBrowser) {
        reply.clearCookie(REGISTRATION_COOKIE, { path: REFRESH_PATH });
        await signInAs(app.db, reply, secure, await requireAccount(app.db, userId), request.headers['user-agent']);
      }
      return { emailVerified: true as const, signedIn: sameBrowser };
    },
  );

  app.post(
    '/api/v1/auth/resend-verification',
    {
      config: { access: 'signed-in', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Send the email verification link again',
        description:
          'For a signed-in account whose address is not confirmed yet: emails a new link. 409 ALREADY_VERIFIED once it is confirmed; 429 TOO_MANY_EMAILS, with Retry-After, when asked too often.',
        response: { 202: CheckYourEmailSchema, 401: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const account = await requireAccount(app.db, userOf(request));
      if (account.emailVerifiedAt) throw new AppError('ALREADY_VERIFIED', 409, 'This email address is confirmed');
      if (!(await mayEmail(app.db, 'verify_email', account.email))) {
        const wait = await emailWaitSeconds(app.db, 'verify_email', account.email);
        reply.header('retry-after', String(wait));
        throw new AppError('TOO_MANY_EMAILS', 429, `Wait ${wait} seconds before asking again`, { retryAfter: wait });
      }
      await resendVerification(app.db, app.withEmails, account);
      return reply.status(202).send(CHECK_YOUR_EMAIL);
    },
  );

  app.post(
    '/api/v1/auth/forgot-password',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Email a link to choose a new password',
        description: `Always 202. Only an address with an account gets the link (valid ${RESET_PASSWORD_MINUTES} minutes, once); each address gets at most a few per hour.`,
        body: ForgotPasswordSchema,
        response: { 202: CheckYourEmailSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { locale } = request.body;
      const email = request.body.email.trim().toLowerCase();
      await requestPasswordReset(app.db, app.withEmails, email, locale);
      return reply.status(202).send(CHECK_YOUR_EMAIL);
    },
  );

  app.post(
    '/api/v1/auth/reset-password',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the emailed link; signs out every device',
        description:
          'The link works once. A refused password (400 WEAK_PASSWORD) leaves the link usable. Confirms the email address too: the link proves it.',
        body: ResetPasswordSchema,
        response: { 204: Type.Null(), 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const account = await resetPassword(app.db, app.withEmails, token, password);
      await recordRequestEvent(app.db, request, account.id, 'password_reset');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/auth/change-password',
    {
      config: { access: 'signed-in', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (the current one is asked again); signs out every other device',
        description: 'A wrong current password is 400 WRONG_PASSWORD and counts as a failed sign-in for the account.',
        body: ChangePasswordSchema,
        response: { 204: Type.Null(), 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      const principal = request.principal as NonNullable<typeof request.principal>;
      const account = await requireAccount(app.db, principal.userId);
      const attempt = { account: account.email, address: request.ip };
      await refuseWhileThrottled(app.db, attempt);
      if (!(await verifyPassword(account.passwordHash, currentPassword))) {
        await recordFailure(app.db, attempt);
        throw new AppError('WRONG_PASSWORD', 400, 'The current password is not right', [
          { field: 'body.currentPassword', message: 'is not the current password' },
        ]);
      }
      await changePassword(app.db, app.withEmails, account, newPassword, principal.sessionId);
      await recordRequestEvent(app.db, request, account.id, 'password_changed');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/auth/security-events',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: "The account's recent security activity, newest first",
        description:
          'Sign-ins (failed ones too), new devices, password, two-factor and provider changes, data exports and deletion requests, paged with `page` and `perPage`, so the owner can spot what was not them.',
        querystring: SecurityEventsQuerySchema,
        response: { 200: SecurityEventsSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { page, perPage } = request.query;
      const { events, total } = await listSecurityEvents(app.db, userOf(request), page, perPage);
      return {
        events: events.map((e) => ({ ...e, createdAt: new Date(e.createdAt).toISOString() })),
        page,
        perPage,
        total,
      };
    },
  );
};

export default accountFlows;
