import { Type } from 'typebox';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/database.ts';
import { postgresEngine } from '../src/search/engines/postgres.ts';
import { testApp } from './helpers/app.ts';

describe('health and readiness', async () => {
  const { app } = await testApp();

  it('reports the process alive', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('reports ready when the database answers and no migration is pending', async () => {
    const response = await app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'reachable', pendingMigrations: [] });
  });
});

describe('under load', async () => {
  // Refuses once the mean event-loop delay of a second's samples passes 100 ms.
  const { app } = await testApp({ maxEventLoopDelayMs: 100 });

  it('refuses new work with 503 while the probes say alive and overloaded, and serves again after', async () => {
    // Keep the event loop busy in 250 ms stretches, as a runaway computation would, yielding between
    // them so the requests below are served. A single long block is not enough: the plugin averages
    // each second's 10 ms samples, and one 1.5 s sample among a hundred short ones stays under 100 ms.
    let busy = true;
    onTestFinished(() => {
      busy = false;
    });
    const load = (async () => {
      while (busy) {
        const until = Date.now() + 250;
        while (Date.now() < until) {}
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    let ready = await app.inject({ url: '/api/ready' });
    for (let waited = 0; ready.statusCode !== 503 && waited < 5000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ready = await app.inject({ url: '/api/ready' });
    }
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not_ready',
      database: 'reachable',
      pendingMigrations: [],
      overloaded: true,
    });

    const work = await app.inject({ url: '/api/v1/auth/providers' });
    expect(work.statusCode).toBe(503);
    expect(work.headers['retry-after']).toBe('30');
    expect(work.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    busy = false;
    await load;

    // The next samples find the loop free again.
    for (let waited = 0; ready.statusCode !== 200 && waited < 5000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await app.inject({ url: '/api/ready' });
    }
    expect(ready.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/auth/providers' })).statusCode).toBe(200);
  });
});

describe('readiness without a database', async () => {
  const unreachable = createDatabase('postgres://calma@127.0.0.1:1/calma', { maxConnections: 1 });
  // Secrets given explicitly: without them the app would generate them in the database.
  const secrets = {
    cookieSecret: 's'.repeat(32),
    jwtSecret: 'j'.repeat(32),
    appointmentLinkSecret: 'a'.repeat(32),
    dataKeys: [{ id: 'test', key: Buffer.alloc(32, 1) }],
  };
  const app = await buildApp(
    // No job worker either: pg-boss needs the database when it starts.
    { ...loadConfig({ LOG_LEVEL: 'silent' }), serveSite: false, runJobs: false, ...secrets },
    {
      db: unreachable,
      search: postgresEngine(unreachable),
    },
  );
  afterAll(async () => {
    await app.close();
    await unreachable.destroy();
  });

  it('answers 503 and says the database is unreachable', async () => {
    const response = await app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not_ready', database: 'unreachable' });
  });
});

describe('errors', async () => {
  const { app } = await testApp();
  app.post(
    '/api/test/echo',
    {
      config: { access: 'public' },
      schema: { body: Type.Object({ email: Type.String({ format: 'email' }), age: Type.Integer({ minimum: 18 }) }) },
    },
    async (request) => request.body,
  );
  app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
    throw new Error('connection to 10.0.0.7 failed for user calma_admin');
  });

  it('answers an unknown API route with the JSON error body', async () => {
    const response = await app.inject({ url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists every failing field of bad input with a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'not-an-email', age: 12 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((d: { field: string }) => d.field).sort()).toEqual(['body.age', 'body.email']);
  });

  it('names a missing field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { age: 30 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: 'body.email' })]);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('reveals nothing internal in a 500', async () => {
    const response = await app.inject({ url: '/api/test/crash', headers: { 'x-request-id': 'req-crash-0001' } });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/10\.0\.0\.7|calma_admin|Error:|at /);
    expect(response.json()).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side',
      details: { requestId: 'req-crash-0001' },
    });
  });
});

describe('security headers', async () => {
  const { app } = await testApp();

  it('sends a restrictive policy with API responses', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
  });

  it('sends HSTS only when the public URL is not local', async () => {
    expect((await app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const { app: hosted } = await testApp({ publicUrl: 'https://calma.example', secure: true });
    expect((await hosted.inject({ url: '/api/health' })).headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('OpenAPI', async () => {
  const { app } = await testApp();

  it('publishes an OpenAPI 3 document where every operation names its roles', async () => {
    const response = await app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
    type Operation = {
      'x-roles'?: string[];
      security?: unknown[];
      operationId?: string;
      description?: string;
      tags?: string[];
    };
    const ids = new Set<string>();
    const declaredTags = new Set((document.tags as { name: string }[]).map((t) => t.name));
    for (const [path, operations] of Object.entries<Record<string, Operation>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const roles = operation['x-roles'] ?? [];
        expect(roles.length, `${method} ${path} names its roles`).toBeGreaterThan(0);
        // Anything a visitor may not call needs a session, and says so; a public operation says it needs none.
        if (!roles.includes('visitor')) expect(operation.security, `${method} ${path}`).toEqual([{ session: [] }]);
        else expect(operation.security, `${method} ${path}`).toEqual([]);
        expect(operation.operationId, `${method} ${path} has an operationId`).toMatch(/^[a-z][A-Za-z0-9]+$/);
        expect(ids.has(operation.operationId as string), `${operation.operationId} is unique`).toBe(false);
        ids.add(operation.operationId as string);
        expect(operation.description?.trim(), `${method} ${path} is described`).toBeTruthy();
        for (const tag of operation.tags ?? []) expect(declaredTags, `${method} ${path}`).toContain(tag);
      }
    }
    expect(document.servers).toEqual([{ url: 'http://localhost:3000', description: expect.any(String) }]);
    expect(document.paths['/api/v1/auth/me'].get['x-roles']).toEqual(['client', 'therapist', 'admin']);
  });

  it('serves readable docs', async () => {
    const response = await app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('request ids and limits', async () => {
  const { app } = await testApp({ rateLimitPerMinute: 3 });

  it('echoes the request id, or makes one', async () => {
    const given = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'support-ticket-42' } });
    expect(given.headers['x-request-id']).toBe('support-ticket-42');
    const made = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers too many requests from one address with 429 and the error body', async () => {
    const responses = [];
    for (let i = 0; i < 4; i++)
      responses.push(await app.inject({ url: '/api/v1/auth/providers', remoteAddress: '203.0.113.9' }));
    expect(responses.slice(0, 3).map((r) => r.statusCode)).not.toContain(429);
    const limited = responses[3];
    expect(limited?.statusCode).toBe(429);
    expect(limited?.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited?.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await app.inject({ url: '/api/v1/auth/providers', remoteAddress: '203.0.113.10' })).statusCode).toBe(200);
  });
});
