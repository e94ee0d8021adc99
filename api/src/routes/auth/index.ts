import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { verifyPassword } from '../../auth/passwords.ts';
import {
  endAllSessions,
  endSession,
  listSessions,
  REFRESH_DAYS,
  rotateSession,
  startSession,
} from '../../auth/sessions.ts';
import { clearFailures, lockedFor, recordFailure } from '../../auth/throttle.ts';
import type { Config } from '../../config.ts';
import type { Role } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { ACCESS_COOKIE, ACCESS_MINUTES, principalOf } from '../../plugins/access.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { profilePath } from '../../search/documents.ts';
import { ONLINE } from '../../taxonomy/index.ts';
import { MeSchema, SessionsSchema, SignInSchema } from './schemas.ts';

const REFRESH_COOKIE = 'calma_refresh';
const REFRESH_PATH = '/api/v1/auth';
const rateLimit = { max: 10, timeWindow: '1 minute' };

/** Sign-in, session refresh and sign-out. Registration and the email flows arrive with email sending. */
const auth: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const { secure } = config;
  const setCookies = async (
    reply: FastifyReply,
    user: { id: string; role: Role },
    sessionId: string,
    refreshToken: string,
  ) => {
    const token = await reply.jwtSign({ sub: user.id, role: user.role, sid: sessionId });
    const base = { httpOnly: true, secure, sameSite: 'lax' as const };
    reply.setCookie(ACCESS_COOKIE, token, { ...base, path: '/', maxAge: ACCESS_MINUTES * 60 });
    reply.setCookie(REFRESH_COOKIE, refreshToken, { ...base, path: REFRESH_PATH, maxAge: REFRESH_DAYS * 86_400 });
  };
  const clearCookies = (reply: FastifyReply) => {
    reply.clearCookie(ACCESS_COOKIE, { path: '/' });
    reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
  };
  const me = async (userId: string) => {
    const row = await app.db
      .selectFrom('userAccount')
      .leftJoin('therapist', 'therapist.userId', 'userAccount.id')
      .select([
        'userAccount.id',
        'userAccount.email',
        'role',
        'displayName',
        'locale',
        'emailVerifiedAt',
        'therapist.slug',
        'therapist.offersInPerson',
        (eb) =>
          eb
            .selectFrom('therapistLocation')
            .select('city')
            .whereRef('therapistLocation.therapistId', '=', 'therapist.id')
            .orderBy('position')
            .limit(1)
            .as('city'),
      ])
      .where('userAccount.id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      displayName: row.displayName,
      locale: row.locale as 'en',
      emailVerified: row.emailVerifiedAt !== null,
      therapistSlug: row.slug,
      therapistUrl: row.slug ? profilePath((row.offersInPerson && row.city) || ONLINE, row.slug) : null,
    };
  };

  app.post(
    '/api/v1/auth/sign-in',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password; sets the session cookies',
        description:
          'A wrong password and an unknown email get the same answer. Repeated failures lock the email for a while.',
        body: SignInSchema,
        response: { 200: MeSchema, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const wait = await lockedFor(app.db, email);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError('TOO_MANY_ATTEMPTS', 429, `Too many failed attempts; try again in ${wait} seconds`, {
          retryAfter: wait,
        });
      }
      const user = await app.db
        .selectFrom('userAccount')
        .select(['id', 'role', 'passwordHash'])
        .where('email', '=', email)
        .executeTakeFirst();
      if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
        await recordFailure(app.db, email);
        throw new AppError('INVALID_CREDENTIALS', 401, 'The email or the password is not right');
      }
      await clearFailures(app.db, email);
      const { sessionId, refreshToken } = await startSession(app.db, user.id, request.headers['user-agent'] ?? '');
      await setCookies(reply, user, sessionId, refreshToken);
      return me(user.id);
    },
  );

  app.post(
    '/api/v1/auth/refresh',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Trade the refresh cookie for new session cookies (each refresh token works once)',
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
      schema: { tags: ['auth'], summary: 'End this session and clear its cookies', response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      const principal = await principalOf(request, app.db);
      if (principal) await endSession(app.db, principal.sessionId);
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
      schema: { tags: ['auth'], summary: 'The signed-in account', response: { 200: MeSchema, 401: ErrorSchema } },
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
