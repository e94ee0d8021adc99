import { describe, expect, it } from 'vitest';
import { testApp } from './helpers/app.ts';

// Walks the route table: every /api route must declare who may call it, and the rule must hold.
describe('route access', async () => {
  const { app } = await testApp();
  await app.ready();

  it('knows the routes it serves', () => {
    expect(app.apiRoutes.length).toBeGreaterThan(3);
  });

  it.each(app.apiRoutes.filter((r) => r.access === 'public'))('$method $url is open to visitors', async (route) => {
    const url = route.url.replace('*', 'index.html').replace(/:(\w+)/g, 'x');
    const response = await app.inject({ method: route.method as 'GET', url });
    // Public routes may still answer 401 for their own reasons (no refresh cookie), never for access.
    if ([401, 403].includes(response.statusCode)) {
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).not.toContain(response.json().code);
    }
  });

  it.each(app.apiRoutes.filter((r) => r.access !== 'public'))(
    '$method $url refuses visitors with 401',
    async (route) => {
      const url = route.url.replace(/:(\w+)/g, 'x');
      const response = await app.inject({ method: route.method as 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    },
  );

  it('refuses to register an API route that does not state its access', async () => {
    const { app: fresh } = await testApp();
    expect(() => fresh.get('/api/v1/undeclared', async () => ({}))).toThrow(/does not declare config.access/);
  });
});
