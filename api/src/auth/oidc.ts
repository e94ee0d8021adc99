import * as client from 'openid-client';
import { joinRecordsToAccount } from '../clients/join-account.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';

// Signing in with an OpenID Connect provider (Google, or any other with discovery): the
// authorization code flow with PKCE, state and nonce, through openid-client.

export const CALLBACK_PATH = '/api/v1/auth/oidc/callback';

/** What the round trip carries from start to callback (in a sealed cookie). */
export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
  next: string | undefined;
  popup: boolean;
  locale: string;
}

/** The person the provider vouches for. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export class OidcUnavailableError extends Error {}

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * The provider's configuration, discovered on first use and kept; a failed discovery is tried
 * again next time, so a provider that was down at start-up does not need a restart.
 */
export function oidcProvider(settings: NonNullable<Config['oidc']>, publicUrl: string) {
  const issuer = new URL(settings.issuer);
  const redirectUri = new URL(CALLBACK_PATH, publicUrl).href;
  let discovered: Promise<client.Configuration> | undefined;

  const configuration = () => {
    discovered ??= client
      .discovery(
        issuer,
        settings.clientId,
        { redirect_uris: [redirectUri], response_types: ['code'] },
        settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
        // Plain HTTP only for a provider on this machine (development and tests).
        issuer.protocol === 'http:' && isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw new OidcUnavailableError(`OpenID Connect discovery at ${issuer.href} failed`, { cause: error });
      });
    return discovered;
  };

  return {
    name: settings.name,

    /** Where to send the browser, and what the callback must check. */
    async start(options: Pick<OidcFlow, 'next' | 'popup' | 'locale'>): Promise<{ url: URL; flow: OidcFlow }> {
      const config = await configuration();
      const verifier = client.randomPKCECodeVerifier();
      const flow: OidcFlow = { ...options, state: client.randomState(), nonce: client.randomNonce(), verifier };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url, flow };
    },

    /** Trades the code the provider sent back for the person's identity, checking state, nonce and PKCE. */
    async finish(callbackUrl: URL, flow: OidcFlow): Promise<ProviderIdentity> {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('The provider sent no ID token');
      // Some providers (and oidc-provider by default) put profile claims only in the UserInfo answer.
      const claims: Record<string, unknown> =
        typeof idToken.email === 'string'
          ? idToken
          : { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken };
      return {
        issuer: idToken.iss,
        subject: idToken.sub,
        email: typeof claims.email === 'string' ? claims.email.trim() : undefined,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name.trim().slice(0, 120) : undefined,
      };
    },
  };
}

export type OidcProvider = ReturnType<typeof oidcProvider>;

/** What a provider identity means for us. */
export type Resolution =
  | { kind: 'known'; userId: string }
  | { kind: 'new-account' }
  | { kind: 'link'; userId: string }
  | { kind: 'refused'; code: 'OIDC_EMAIL_MISSING' | 'OIDC_EMAIL_UNVERIFIED' };

/** The account a provider identity signs in as, if it is linked to one. */
async function ownerOfIdentity(
  db: Database,
  identity: Pick<ProviderIdentity, 'issuer' | 'subject'>,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('oidcIdentity')
    .select('userId')
    .where('issuer', '=', identity.issuer)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  return row?.userId;
}

/**
 * Known identity → that account. Otherwise by email: only a verified one counts; matching an
 * account means the person must prove they own it before the two are linked (never automatically:
 * whoever controls the provider account must not get ours by email alone); matching none makes a
 * new account. An unverified email never creates or links anything.
 */
export async function resolveIdentity(db: Database, identity: ProviderIdentity): Promise<Resolution> {
  const known = await ownerOfIdentity(db, identity);
  if (known) return { kind: 'known', userId: known };
  if (!identity.email) return { kind: 'refused', code: 'OIDC_EMAIL_MISSING' };
  if (!identity.emailVerified) return { kind: 'refused', code: 'OIDC_EMAIL_UNVERIFIED' };
  const existing = await db
    .selectFrom('userAccount')
    .select('id')
    .where('email', '=', identity.email)
    .executeTakeFirst();
  return existing ? { kind: 'link', userId: existing.id } : { kind: 'new-account' };
}

/**
 * A client account for a provider identity with a verified email that matches no account. When
 * someone registered the same email a moment ago, answers that account instead, to be linked once
 * its owner proves it is theirs, never taken.
 */
export async function createAccountFor(
  db: Database,
  identity: ProviderIdentity & { email: string },
  locale: string,
): Promise<{ created: boolean; userId: string }> {
  const created = await db.transaction().execute(async (trx) => {
    const account = await trx
      .insertInto('userAccount')
      .values({
        email: identity.email,
        role: 'client',
        passwordHash: null,
        displayName: identity.name ?? '',
        locale,
        emailVerifiedAt: new Date(),
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (account) {
      await linkIdentity(trx, identity, account.id);
      // The provider vouches for the address, so its guests' confirmed records join (decision 035).
      await joinRecordsToAccount(trx, account.id);
    }
    return account;
  });
  if (created) return { created: true, userId: created.id };
  const existing = await db
    .selectFrom('userAccount')
    .select('id')
    .where('email', '=', identity.email)
    .executeTakeFirstOrThrow();
  return { created: false, userId: existing.id };
}

/** Records that the provider identity signs in as this account; false if it already belongs to another. */
export async function linkIdentity(
  db: Database,
  identity: Pick<ProviderIdentity, 'issuer' | 'subject'> & { email: string },
  userId: string,
): Promise<boolean> {
  await db
    .insertInto('oidcIdentity')
    .values({ issuer: identity.issuer, subject: identity.subject, userId, email: identity.email })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .execute();
  return (await ownerOfIdentity(db, identity)) === userId;
}
