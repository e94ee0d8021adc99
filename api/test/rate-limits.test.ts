import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testApp } from './helpers/app.ts';
import { SAME_SITE } from './helpers/sessions.ts';

// Forgot-password allows 5 requests a minute per address (api/src/routes/auth/account-flows.ts).
const ask = (app: Awaited<ReturnType<typeof testApp>>['app'], address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email: 'someone@example.test', locale: 'en' },
    remoteAddress: address,
  });

describe('per-route rate limits', () => {
  it('hold at their stated size by default', async () => {
    const { app } = await testApp();
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await ask(app, '203.0.113.7')).statusCode);
    expect(codes.slice(0, 5).every((c) => c !== 429)).toBe(true);
    expect(codes[5]).toBe(429);
  });

  it('grow with RATE_LIMIT_SCALE, for suites where many people share one address', async () => {
    const { app } = await testApp({ rateLimitScale: 2 });
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await ask(app, '203.0.113.8')).statusCode);
    expect(codes.slice(0, 10).every((c) => c !== 429)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('the global limit', () => {
  it('never refuses the balancer’s probes, which must not touch the database or leave rotation', async () => {
    const { app } = await testApp({ rateLimitPerMinute: 2 });
    const get = (url: string) => app.inject({ url, remoteAddress: '203.0.113.9' });
    const searches = [];
    for (let i = 0; i < 3; i++) searches.push((await get('/api/v1/therapists/search?locale=en')).statusCode);
    expect(searches).toEqual([200, 200, 429]);
    for (let i = 0; i < 5; i++) {
      expect((await get('/api/health')).statusCode).toBe(200);
      expect((await get('/api/ready')).statusCode).toBe(200);
    }
  });
});

// Behind the README's balancer: the app trusts the one proxy in front of it, which connects from its
// own address and appends the address it saw to X-Forwarded-For.
const BALANCER = '10.0.0.2';

/**
 * A test app once it answers. Building one is long synchronous work, and on a loaded machine the
 * event-loop sample that follows may hold no reading, which @fastify/under-pressure takes for
 * overload: everything answers 503 until its next sample, a second later. The probe is not counted.
 */
async function answering(overrides: Parameters<typeof testApp>[0]) {
  const built = await testApp(overrides);
  await expect
    .poll(async () => (await built.app.inject({ url: '/api/health' })).statusCode, { timeout: 10_000 })
    .toBe(200);
  return built;
}
const behindBalancer = (forwardedFor: string) => ({
  remoteAddress: BALANCER,
  headers: { 'x-forwarded-for': forwardedFor },
});

describe('every per-address limit counts an IPv6 /64 as one client', () => {
  it('in the global budget', async () => {
    const { app } = await answering({ trustedProxies: 1, rateLimitPerMinute: 3 });
    const search = (forwardedFor: string) =>
      app.inject({ url: '/api/v1/therapists/search?locale=en', ...behindBalancer(forwardedFor) });
    // Four addresses of one /64, as its owner can pick any of them: one budget.
    const codes = [];
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:abcd:ef01:2345:6789', '2001:db8:1:2::3'])
      codes.push((await search(address)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    // Another /64 is another client, with a budget of its own.
    expect((await search('2001:db8:1:3::1')).statusCode).toBe(200);
    // An IPv4 address is one client however it is written.
    const mapped = [];
    for (const address of ['203.0.113.20', '::ffff:203.0.113.20', '::ffff:cb00:7114', '203.0.113.20'])
      mapped.push((await search(address)).statusCode);
    expect(mapped).toEqual([200, 200, 200, 429]);
  });

  it('in a route’s own limit: registration (5 a minute)', async () => {
    const { app } = await answering({ trustedProxies: 1 });
    const register = (forwardedFor: string, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { email: `ipv6-${n}-${Date.now()}@example.test`, password: 'short', locale: 'en' },
        ...behindBalancer(forwardedFor),
      });
    const codes = [];
    for (let n = 1; n <= 6; n++) codes.push((await register(`2001:db8:5:6::${n.toString(16)}`, n)).statusCode);
    expect(codes.slice(0, 5)).not.toContain(429);
    expect(codes[5]).toBe(429);
    expect((await register('2001:db8:5:7::1', 7)).statusCode).not.toBe(429);
  });

  it('in a route’s own limit: guest booking (10 a minute)', async () => {
    const { app } = await answering({ trustedProxies: 1 });
    const book = (forwardedFor: string) =>
      app.inject({ method: 'POST', url: '/api/v1/bookings', payload: {}, ...behindBalancer(forwardedFor) });
    const answers = [];
    for (let n = 1; n <= 11; n++) answers.push(await book(`2001:db8:9:a:${n}::1`));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.slice(0, 10), answers.map((answer) => answer.body).join('\n')).not.toContain(429);
    expect(codes[10], answers[10]?.body).toBe(429);
  });
});

describe('the letters to employers (3 an hour per address, counted in the database)', () => {
  it('count an IPv6 /64 as one sender', async () => {
    const { app } = await answering({ trustedProxies: 1 });
    const send = (forwardedFor: string, n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/forms/recommend-employer',
        headers: { ...SAME_SITE, 'x-forwarded-for': forwardedFor },
        remoteAddress: BALANCER,
        payload: {
          employerName: `Acme ${n}`,
          hrEmail: `hr-${randomUUID()}@acme.test`,
          language: 'en',
          send: true,
          confirm: true,
        },
      });
    for (let n = 1; n <= 3; n++) expect((await send(`2001:db8:e:f::${n}`, n)).json()).toMatchObject({ sent: true });
    const limited = await send('2001:db8:e:f::4', 4);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('SEND_LIMIT_REACHED');
    expect((await send('2001:db8:e:10::1', 5)).json()).toMatchObject({ sent: true });
  });
});

describe('behind a balancer', () => {
  it('counts the address the balancer saw, not one the client wrote into X-Forwarded-For', async () => {
    const { app } = await answering({ trustedProxies: 1, rateLimitPerMinute: 3 });
    const codes = [];
    // The client sends X-Forwarded-For of its own; the balancer appends the address it came from.
    for (let n = 1; n <= 4; n++)
      codes.push(
        (
          await app.inject({
            url: '/api/v1/therapists/search?locale=en',
            ...behindBalancer(`198.51.100.${n}, 203.0.113.30`),
          })
        ).statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
