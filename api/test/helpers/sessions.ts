import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { TEST_PASSWORD } from './factories.ts';

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
