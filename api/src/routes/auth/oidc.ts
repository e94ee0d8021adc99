import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { Type } from 'typebox';
import { findAccount, requireAccount } from '../../auth/accounts.ts';
import { recordRequestEvent } from '../../auth/audit.ts';
import { accountOf } from '../../auth/me.ts';
import {
  createAccountFor,
  linkIdentity,
  type OidcFlow,
  OidcUnavailableError,
  oidcProvider,
  type ProviderIdentity,
  resolveIdentity,
} from '../../auth/oidc.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import {
  clearSealedCookie,
  readSealedCookie,
  setSealedCookie,
  startTwoFactorSignIn,
} from '../../auth/sealed-cookie.ts';
import { signInAs } from '../../auth/session-cookies.ts';
import { recordFailure, recordSuccess, refuseWhileThrottled } from '../../auth/throttle.ts';
import { isTwoFactorEnabled, verifySignInProof } from '../../auth/two-factor.ts';
import type { Config } from '../../config.ts';
import { DEFAULT_LOCALE, isLocale, requestLocale } from '../../contract/locales.ts';
import { AppError } from '../../errors.ts';
import { MeSchema } from '../../schemas/auth.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { LinkBodySchema, PendingLinkSchema, ProvidersSchema, StartQuerySchema } from '../../schemas/oidc.ts';

const COOKIE_PATH = '/api/v1/auth/oidc';
const FLOW_COOKIE = 'calma_oidc';
const FLOW_PURPOSE = 'oidc-flow';
const LINK_COOKIE = 'calma_oidc_link';
const LINK_PURPOSE = 'oidc-link';
const START_PATH = '/api/v1/auth/oidc/start';

/** An identity waiting to be linked to an existing account once its owner proves it is theirs. */
interface PendingLinkCookie {
  issuer: string;
  subject: string;
  email: string;
  userId: string;
}

/**
 * A path on this site with its query (a booking's chosen slot), never another origin, as the sign-in
 * page accepts it (site/src/lib/sign-in.ts): no `//evil.example`, `/\\evil.example`, scheme,
 * backslash, space or control character.
 */
function sitePath(value: string | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || /[\\\s\p{Cc}]/u.test(value)) return undefined;
  const here = 'https://calma.invalid';
  const url = URL.parse(value, here);
  return url?.origin === here ? `${url.pathname}${url.search}${url.hash}` : undefined;
}
const prefixed = (locale: string, path: string) => (locale === DEFAULT_LOCALE ? path : `/${locale}${path}`);

/** How a round trip ended, for the page (or the popup's /auth/close page) it lands on. */
type Outcome = 'signed-in' | 'two-factor' | 'link' | 'error';

/** Sign-in with an OpenID Connect provider, and linking a provider identity to an existing account. */
const oidc: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const { secure } = config;
  const provider = config.oidc ? oidcProvider(config.oidc, config.publicUrl) : undefined;
  const notConfigured = () => new AppError('NOT_FOUND', 404, 'Sign-in with a provider is not set up here');

  /** Where the browser goes once the round trip is over. */
  const land = (
    reply: FastifyReply,
    flow: Pick<OidcFlow, 'locale' | 'popup' | 'next'>,
    outcome: Outcome,
    error?: string,
  ) => {
    const query = new URLSearchParams();
    if (flow.popup) {
      query.set('result', outcome);
      if (error) query.set('error', error);
      if (flow.next) query.set('next', flow.next);
      return reply.redirect(`${prefixed(flow.locale, '/auth/close')}?${query}`, 303);
    }
    if (flow.next) query.set('next', flow.next);
    const to = (path: string) => `${prefixed(flow.locale, path)}${query.size > 0 ? `?${query}` : ''}`;
    switch (outcome) {
      case 'signed-in':
        return reply.redirect(flow.next ?? '/dashboard', 303);
      case 'two-factor':
        query.set('step', 'two-factor');
        return reply.redirect(to('/auth/sign-in'), 303);
      case 'link':
        return reply.redirect(to('/auth/link-accounts'), 303);
      default:
        query.set('error', error ?? 'OIDC_FAILED');
        return reply.redirect(to('/auth/sign-in'), 303);
    }
  };

  /** Keeps the identity in a sealed cookie while the person proves they own the existing account. */
  const awaitLink = (reply: FastifyReply, flow: OidcFlow, identity: ProviderIdentity, userId: string) => {
    const pending: PendingLinkCookie = {
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email as string,
      userId,
    };
    setSealedCookie(reply, LINK_COOKIE, LINK_PURPOSE, pending, { path: COOKIE_PATH, maxAgeSeconds: 900, secure });
    return land(reply, flow, 'link');
  };

  /** Signs in, or asks for the second factor first when the account has it on. */
  const signInOrAskForCode = async (request: FastifyRequest, reply: FastifyReply, userId: string): Promise<Outcome> => {
    if (await isTwoFactorEnabled(app.db, userId)) {
      startTwoFactorSignIn(reply, secure, userId);
      return 'two-factor';
    }
    await signInAs(app.db, reply, secure, await requireAccount(app.db, userId), request.headers['user-agent']);
    return 'signed-in';
  };

  app.get(
    '/api/v1/auth/providers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The sign-in providers offered besides email and password (none unless configured)',
        description:
          'Each OpenID Connect provider this deployment is configured for, with the name its button shows; an empty list when there is none. 429 RATE_LIMITED past the API-wide limit per client.',
        response: { 200: ProvidersSchema, 429: ErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { providers: provider ? [{ id: 'oidc', name: provider.name, startUrl: START_PATH }] : [] };
    },
  );

  app.get(
    START_PATH,
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Start signing in with the OpenID Connect provider: redirects there',
        description:
          'PKCE, state and nonce travel in a sealed cookie for ten minutes. With popup=1 the round trip ends at /auth/close, which tells the page that opened the popup.',
        querystring: StartQuerySchema,
        response: {
          302: Type.Null({ description: 'To the provider' }),
          303: Type.Null(),
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!provider) throw notConfigured();
      const options = {
        next: sitePath(request.query.next),
        popup: request.query.popup === '1',
        locale: requestLocale(request.query.locale, request.headers['accept-language']),
      };
      try {
        const { url, flow } = await provider.start(options);
        setSealedCookie(reply, FLOW_COOKIE, FLOW_PURPOSE, flow, { path: COOKIE_PATH, maxAgeSeconds: 600, secure });
        reply.header('cache-control', 'no-store');
        return reply.redirect(url.href, 302);
      } catch (error) {
        if (!(error instanceof OidcUnavailableError)) throw error;
        request.log.warn({ err: error.cause }, error.message);
        return land(reply, options, 'error', 'OIDC_UNAVAILABLE');
      }
    },
  );

  app.get(
    '/api/v1/auth/oidc/callback',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Where the provider sends the browser back; signs in, or leads on to linking or the code step',
        description:
          'Query: the provider’s authorization response (code, state, iss, or error). Always redirects: to `next` or /dashboard when signed in, to /auth/sign-in?step=two-factor when the account has two-factor sign-in, to /auth/link-accounts when the verified email belongs to an account not yet linked, to /auth/sign-in?error=CODE otherwise; in a popup, to /auth/close?result=….' +
          ' 404 NOT_FOUND when no provider is set up here; 429 RATE_LIMITED past 20 a minute per client.',
        response: { 303: Type.Null(), 404: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      if (!provider) throw notConfigured();
      const flow = readSealedCookie<OidcFlow>(request, FLOW_COOKIE, FLOW_PURPOSE);
      clearSealedCookie(reply, FLOW_COOKIE, COOKIE_PATH);
      if (!flow)
        return land(
          reply,
          { locale: requestLocale(undefined, request.headers['accept-language']), popup: false, next: undefined },
          'error',
          'OIDC_EXPIRED',
        );
      reply.header('cache-control', 'no-store');

      let identity: ProviderIdentity;
      try {
        identity = await provider.finish(new URL(request.url, config.publicUrl), flow);
      } catch (error) {
        if (error instanceof client.AuthorizationResponseError && error.error === 'access_denied')
          return land(reply, flow, 'error', 'OIDC_CANCELLED');
        request.log.warn({ err: error }, 'OpenID Connect sign-in failed');
        return land(reply, flow, 'error', error instanceof OidcUnavailableError ? 'OIDC_UNAVAILABLE' : 'OIDC_FAILED');
      }

      const resolution = await resolveIdentity(app.db, identity);
      switch (resolution.kind) {
        case 'known':
          return land(reply, flow, await signInOrAskForCode(request, reply, resolution.userId));
        case 'refused':
          return land(reply, flow, 'error', resolution.code);
        case 'link':
          return awaitLink(reply, flow, identity, resolution.userId);
        case 'new-account': {
          const locale = isLocale(flow.locale) ? flow.locale : DEFAULT_LOCALE;
          const account = await createAccountFor(app.db, { ...identity, email: identity.email as string }, locale);
          if (account.created) return land(reply, flow, await signInOrAskForCode(request, reply, account.userId));
          return awaitLink(reply, flow, identity, account.userId);
        }
      }
    },
  );

  app.get(
    '/api/v1/auth/oidc/link',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The provider identity waiting to be linked to an existing account, if any',
        description:
          "After a provider sign-in whose verified email belongs to an account not linked yet: that email, the provider's name and whether the account will ask for a two-factor code. 404 OIDC_LINK_EXPIRED when nothing waits, 404 too when no provider is configured.",
        response: { 200: PendingLinkSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      if (!provider) throw notConfigured();
      reply.header('cache-control', 'private, no-store');
      const pending = readSealedCookie<PendingLinkCookie>(request, LINK_COOKIE, LINK_PURPOSE);
      if (!pending) throw new AppError('OIDC_LINK_EXPIRED', 404, 'Nothing is waiting to be linked; sign in again');
      return {
        email: pending.email,
        provider: provider.name,
        twoFactor: await isTwoFactorEnabled(app.db, pending.userId),
      };
    },
  );

  app.post(
    '/api/v1/auth/oidc/link',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Prove you own the existing account (password, and a code if it has two-factor on) to link it',
        description:
          'Links the provider identity waiting in the cookie and signs in. Wrong passwords count against the account as for sign-in.',
        body: LinkBodySchema,
        response: {
          200: MeSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!provider) throw notConfigured();
      const pending = readSealedCookie<PendingLinkCookie>(request, LINK_COOKIE, LINK_PURPOSE);
      if (!pending) throw new AppError('OIDC_LINK_EXPIRED', 404, 'Nothing is waiting to be linked; sign in again');
      const account = await findAccount(app.db, pending.userId);
      if (!account) throw new AppError('OIDC_LINK_EXPIRED', 404, 'Nothing is waiting to be linked; sign in again');

      const attempt = { account: account.email, address: request.ip };
      await refuseWhileThrottled(app.db, attempt);
      if (!(await verifyPassword(account.passwordHash, request.body.password))) {
        await recordFailure(app.db, attempt);
        await recordRequestEvent(app.db, request, account.id, 'sign_in_failed');
        throw new AppError('INVALID_CREDENTIALS', 401, 'The password is not right');
      }
      await recordSuccess(app.db, attempt);
      if (await isTwoFactorEnabled(app.db, account.id)) {
        const { code, recoveryCode } = request.body;
        if (code === undefined && recoveryCode === undefined)
          throw new AppError('TWO_FACTOR_CODE_REQUIRED', 400, 'This account asks for a two-factor code too', [
            { field: 'body.code', message: 'required: this account has two-factor sign-in' },
          ]);
        const proof = code !== undefined ? { code } : { recoveryCode };
        const used = await verifySignInProof(app.db, app.sealer, account.id, proof, request.ip);
        if (!used) {
          await recordRequestEvent(app.db, request, account.id, 'sign_in_failed');
          throw new AppError('INVALID_TWO_FACTOR_CODE', 401, 'The code is not right');
        }
        if (used === 'recovery-code') await recordRequestEvent(app.db, request, account.id, 'recovery_code_used');
      }
      if (!(await linkIdentity(app.db, pending, account.id)))
        throw new AppError('OIDC_ALREADY_LINKED', 409, 'This provider account is already linked to another account');
      await recordRequestEvent(app.db, request, account.id, 'provider_linked');
      clearSealedCookie(reply, LINK_COOKIE, COOKIE_PATH);
      const { deletionCancelled } = await signInAs(app.db, reply, secure, account, request.headers['user-agent']);
      return { ...(await accountOf(app.db, account.id)), ...(deletionCancelled ? { deletionCancelled } : {}) };
    },
  );
};

export default oidc;
