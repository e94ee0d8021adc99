import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { findAccountByEmail } from '../../auth/accounts.ts';
import { recordRequestEvent } from '../../auth/audit.ts';
import { accountOf } from '../../auth/me.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { startTwoFactorSignIn } from '../../auth/sealed-cookie.ts';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies, signInAs } from '../../auth/session-cookies.ts';
import {
  endAllSessions,
  endSession,
  endSessionOfRefreshToken,
  listSessions,
  rotateSession,
} from '../../auth/sessions.ts';
import { recordFailure, recordSuccess, refuseWhileThrottled } from '../../auth/throttle.ts';
import { isTwoFactorEnabled } from '../../auth/two-factor.ts';
import type { Config } from '../../config.ts';
import type { Role } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { principalOf } from '../../plugins/access.ts';
import { MeSchema, SessionsSchema, SignInSchema, TwoFactorRequiredSchema } from '../../schemas/auth.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import accountFlows from './account-flows.ts';

const rateLimit = { max: 10, timeWindow: '1 minute' };

/** Sign-in, session refresh and sign-out. Registration and the email flows arrive with email sending. */
const auth: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const { secure } = config;
  const setCookies = (reply: FastifyReply, user: { id: string; role: Role }, sessionId: string, refreshToken: string) =>
    setSessionCookies(reply, secure, user, sessionId, refreshToken);
  const clearCookies = clearSessionCookies;
  const me = (userId: string) => accountOf(app.db, userId);

  await app.register(accountFlows, { config });

  app.post(
    '/api/v1/auth/sign-in',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password; sets the session cookies',
        description:
          'A wrong password and an unknown email get the same answer. An address that keeps failing waits a while before it may try that email again (or, after many failures, any email); failures from other addresses never keep out the right password.',
        body: SignInSchema,
        response: {
          200: Type.Union([MeSchema, TwoFactorRequiredSchema], {
            description:
              'Signed in; or, when the account has two-factor sign-in on, `twoFactorRequired` and no session yet: finish with POST /api/v1/auth/sign-in/two-factor',
          }),
          400: ErrorSchema,
          401: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = { account: email, address: request.ip };
      await refuseWhileThrottled(app.db, attempt);
      const user = await findAccountByEmail(app.db, email);
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        await recordFailure(app.db, attempt);
        if (user) await recordRequestEvent(app.db, request, user.id, 'sign_in_failed');
        throw new AppError('INVALID_CREDENTIALS', 401, 'The email or the password is not right');
      }
      await recordSuccess(app.db, attempt);
      if (await isTwoFactorEnabled(app.db, user.id)) {
        startTwoFactorSignIn(reply, secure, user.id);
        return { twoFactorRequired: true as const };
      }
      const { deletionCancelled } = await signInAs(app.db, reply, secure, user, request.headers['user-agent']);
      return { ...(await me(user.id)), ...(deletionCancelled ? { deletionCancelled } : {}) };
    },
  );

  app.post(
    '/api/v1/auth/refresh',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Trade the refresh cookie for new session cookies (each refresh token works once)',
        description:
          'Answers 204 with new access and refresh cookies. A missing, expired or revoked refresh token is 401 SESSION_EXPIRED and clears the cookies; a token used a second time also ends its session, since it may have been stolen.',
        response: { 204: Type.Null(), 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw new AppError('SESSION_EXPIRED', 401, 'Sign in again');
      try {
        const rotated = await rotateSession(app.db, token);
        await setCookies(reply, rotated.user, rotated.sessionId, rotated.refreshToken);
      } catch (error) {
        clearCookies(reply);
        throw error;
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/auth/sign-out',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'End this session and clear its cookies',
        description:
          'Ends the session of the access cookie, or failing that of the refresh cookie, and clears both. 204, signed in or not; 429 RATE_LIMITED past the API-wide limit per client.',
        response: { 204: Type.Null(), 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = await principalOf(request, app.db);
      const refreshToken = request.cookies[REFRESH_COOKIE];
      if (principal) await endSession(app.db, principal.sessionId);
      else if (refreshToken) await endSessionOfRefreshToken(app.db, refreshToken);
      clearCookies(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/auth/sign-out-everywhere',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'End every session of this account',
        description:
          "Every device signed in to this account is signed out, this one included, and this browser's cookies are cleared.",
        response: { 204: Type.Null(), 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      await endAllSessions(app.db, request.principal?.userId as string);
      clearCookies(reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/auth/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in account',
        description:
          "Id, email, role, display name, locale, whether the email is confirmed and two-factor sign-in is on, and for a therapist their profile's slug and path.",
        response: { 200: MeSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return me(request.principal?.userId as string);
    },
  );

  app.get(
    '/api/v1/auth/sessions',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'The devices signed in to this account',
        description:
          'Each active session with its browser and system, when it began and was last used; `current` marks the one asking. End them with POST /api/v1/auth/sign-out-everywhere.',
        response: { 200: SessionsSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const sessions = await listSessions(app.db, request.principal?.userId as string);
      return {
        sessions: sessions.map((s) => ({
          id: s.id,
          userAgent: s.userAgent,
          createdAt: new Date(s.createdAt).toISOString(),
          lastUsedAt: new Date(s.lastUsedAt).toISOString(),
          current: s.id === request.principal?.sessionId,
        })),
      };
    },
  );
};

export default auth;
