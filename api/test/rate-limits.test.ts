import { describe, expect, it } from 'vitest';
import { testApp } from './helpers/app.ts';

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
