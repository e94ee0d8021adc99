import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { createTherapist, createUser, TEST_PASSWORD, type TherapistSpec } from './factories.ts';

/** What a browser sends with a request from the site itself (the cross-site check reads it). */
export const SAME_SITE = { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' };

let address = 0;
/**
 * A new address for each request that asks, so the per-address limits (signing in, posting,
 * enquiring) stay out of the way except where a test sends from one address on purpose.
 */
export function nextAddress(): string {
  address += 1;
  return `198.51.${(address >> 8) & 255}.${address & 255}`;
}

/**
 * A request as the site sends it, as `cookie`'s account (or a visitor), from an address of its own so
 * the per-address limits stay out of the way.
 */
export const call = (
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...SAME_SITE },
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });

/** Delivers a signed webhook event to `url` as Stripe does: the exact bytes, with their signature. */
export const deliverSigned = (app: FastifyInstance, url: string, event: { payload: string; signature: string }) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
    payload: event.payload,
  });

/** Signs an account with TEST_PASSWORD in from an address of its own; answers the cookie header. */
export async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBe(200);
  return ([response.headers['set-cookie'] ?? []].flat() as string[]).map((line) => line.split(';')[0]).join('; ');
}

/** A new account of `role`, signed in on `app`. */
export async function signedInAccount(
  app: FastifyInstance,
  db: Database,
  role: 'client' | 'therapist' | 'admin' = 'client',
) {
  const user = await createUser(db, { role });
  return { userId: user.id, email: user.email, cookie: await signIn(app, user.email) };
}

/** A therapist account that runs a practice (a listed, verified profile linked to it), signed in on `app`. */
export async function practiceOwner(app: FastifyInstance, db: Database, spec: TherapistSpec = {}) {
  const profile = await createTherapist(db, spec);
  const account = await signedInAccount(app, db, 'therapist');
  await db.updateTable('therapist').set({ userId: account.userId }).where('id', '=', profile.id).execute();
  return { ...profile, ...account };
}
