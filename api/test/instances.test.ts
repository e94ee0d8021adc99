import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/database.ts';
import { countRequest, databaseRateLimitStore, pruneCounters } from '../src/net/rate-limit-store.ts';
import { postgresEngine } from '../src/search/engines/postgres.ts';
import { followChanges, rebuildIndex } from '../src/search/indexer.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createTherapist, createUser, firstService, openEveryDay, TEST_PASSWORD } from './helpers/factories.ts';
import { nextAddress, SAME_SITE, signIn } from './helpers/sessions.ts';

// Two app instances on one database, as behind a load balancer (issue #18): whatever one of them
// decides, the other must know. Both run the search cache with a lifetime far beyond these tests,
// so only invalidation can make a change show.
describe('two instances on one database', async () => {
  const { db, url } = await isolatedDatabase();
  // One deployment: the two count their limits under one name.
  const shared = { searchCacheSeconds: 300, rateLimitNamespace: 'two-instances' };
  const { app: first } = await testApp(shared, { db });
  const { app: second } = await testApp(shared, { db });

  it('accept on one a session made on the other', async () => {
    const user = await createUser(db);
    const cookie = await signIn(first, user.email);
    const me = await second.inject({ url: '/api/v1/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: user.email });
  });

  it('count one address’s sign-ins together: the limit holds across both', async () => {
    // Sign-in allows 10 a minute per address (routes/auth/index.ts); half are sent to each.
    const user = await createUser(db);
    const address = '203.0.113.61';
    const signInOn = (instance: FastifyInstance) =>
      instance.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: user.email, password: TEST_PASSWORD },
        remoteAddress: address,
      });
    for (let i = 0; i < 5; i++) {
      expect((await signInOn(first)).statusCode).toBe(200);
      expect((await signInOn(second)).statusCode).toBe(200);
    }
    for (const instance of [first, second]) {
      const refused = await signInOn(instance);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
    }
    // Another address is not affected, on either.
    const elsewhere = await first.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: '203.0.113.62',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuse on one a slot the other just booked', async () => {
    const therapistUser = await createUser(db, { role: 'therapist' });
    const therapist = await createTherapist(db, { place: 'berlin/kreuzberg' });
    await db.updateTable('therapist').set({ userId: therapistUser.id }).where('id', '=', therapist.id).execute();
    await openEveryDay(db, therapist.id);
    const service = await firstService(db, therapist.id);
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const slots = await second.inject({
      url: `/api/v1/therapists/${therapist.slug}/slots?serviceId=${service.id}&from=${day}&to=${day}`,
    });
    const start = (slots.json() as { slots: { start: string }[] }).slots[0]?.start;
    expect(start).toBeDefined();
    const book = (instance: FastifyInstance, name: string, email: string) =>
      instance.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        remoteAddress: nextAddress(),
        payload: {
          therapistSlug: therapist.slug,
          serviceId: service.id,
          start,
          client: { name, email, message: 'I would like to talk about stress at work.' },
        },
      });
    const taken = await book(first, 'First Guest', `first.${therapist.slug}@example.test`);
    expect(taken.statusCode).toBeLessThan(300);
    const refused = await book(second, 'Second Guest', `second.${therapist.slug}@example.test`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SLOT_UNAVAILABLE');
  });

  describe('search', () => {
    let follower: Awaited<ReturnType<typeof followChanges>>;
    beforeAll(async () => {
      // Ready: each instance's bus listens from then on.
      await Promise.all([first.ready(), second.ready()]);
      // One indexer for both instances, as with SEARCH_INDEXER=external.
      follower = await followChanges({
        databaseUrl: url,
        db,
        engine: postgresEngine(db),
        publicUrl: first.files.publicUrl,
        log: () => {},
        delayMs: 20,
      });
    });
    afterAll(() => follower.stop());

    /**
     * Resolves once `instance` has heard every announcement made so far: PostgreSQL delivers
     * notifications in commit order, so one published now arrives after them.
     */
    const announcementsHeard = (instance: FastifyInstance) =>
      new Promise<void>((resolve, reject) => {
        const unsubscribe = instance.live.subscribe('instances-test', () => {
          unsubscribe();
          resolve();
        });
        instance.live.publish('instances-test', { type: 'marker' }).catch(reject);
      });

    const totalOn = async (instance: FastifyInstance) => {
      const response = await instance.inject({ url: '/api/v1/therapists/search?location=leipzig' });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().total as number;
    };

    it('show on one instance a profile change made on the other', async () => {
      const user = await createUser(db, { role: 'therapist' });
      const therapist = await createTherapist(db, { place: 'leipzig' });
      await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', therapist.id).execute();
      await rebuildIndex(db, postgresEngine(db), first.files.publicUrl);
      await follower.idle();
      await announcementsHeard(second);
      expect(await totalOn(second)).toBe(1);

      // The answer is now cached on the second instance: the index losing the profile behind its
      // back (no announcement) does not show.
      await db.deleteFrom('searchDocument').where('therapistId', '=', therapist.id).execute();
      expect(await totalOn(second)).toBe(1);

      const cookie = await signIn(first, user.email);
      const headers = { cookie, ...SAME_SITE };
      const {
        visible: _visible,
        pages: _pages,
        country: _country,
        ...form
      } = (await first.inject({ url: '/api/v1/profile/sections/directory-settings', headers })).json();
      const hidden = await first.inject({
        method: 'PUT',
        url: '/api/v1/profile/sections/directory-settings',
        headers,
        payload: { ...form, listed: false },
      });
      expect(hidden.statusCode).toBe(200);
      await expect.poll(() => totalOn(second), { timeout: 5000 }).toBe(0);
    });
  });
});

describe('the PostgreSQL rate-limit store', async () => {
  const { db } = await isolatedDatabase();
  const key = (name: string) => `store-test:${name}`;

  it('counts within a window and starts afresh once it has ended', async () => {
    expect(await countRequest(db, key('a'), 60_000)).toMatchObject({ current: 1 });
    const second = await countRequest(db, key('a'), 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    // Another key counts on its own.
    expect((await countRequest(db, key('b'), 60_000)).current).toBe(1);

    await db
      .updateTable('rateLimit')
      .set({ resetsAt: sql<Date>`now() - interval '1 second'` })
      .where('key', '=', key('a'))
      .execute();
    const fresh = await countRequest(db, key('a'), 60_000);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(59_000 - 5_000);
  });

  it('prunes ended windows and day-old sign-in failures, and nothing else', async () => {
    await countRequest(db, key('ended'), 60_000);
    await countRequest(db, key('running'), 60_000);
    await db
      .updateTable('rateLimit')
      .set({ resetsAt: sql<Date>`now() - interval '1 second'` })
      .where('key', '=', key('ended'))
      .execute();
    await db
      .insertInto('signInThrottle')
      .values([
        { emailHash: 'prune-old', failures: 3, lockedUntil: null, updatedAt: sql<Date>`now() - interval '25 hours'` },
        { emailHash: 'prune-recent', failures: 3, lockedUntil: null, updatedAt: sql<Date>`now()` },
      ])
      .execute();

    const pruned = await pruneCounters(db);
    expect(pruned.windows).toBeGreaterThanOrEqual(1);
    expect(pruned.signInFailures).toBeGreaterThanOrEqual(1);
    const keys = (await db.selectFrom('rateLimit').select('key').execute()).map((r) => r.key);
    expect(keys).toContain(key('running'));
    expect(keys).not.toContain(key('ended'));
    const throttled = (await db.selectFrom('signInThrottle').select('emailHash').execute()).map((r) => r.emailHash);
    expect(throttled).toContain('prune-recent');
    expect(throttled).not.toContain('prune-old');
  });

  it('reports an unreachable database as an error within a second or so, so the request goes on', async () => {
    const unreachable = createDatabase('postgres://calma@127.0.0.1:1/calma', { maxConnections: 1 });
    afterAll(() => unreachable.destroy());
    const Store = databaseRateLimitStore(unreachable);
    const store = new Store({});
    const error = await new Promise<Error | null>((resolve) =>
      store.incr('anyone', (failure) => resolve(failure), 60_000, 10),
    );
    expect(error).toBeInstanceOf(Error);
  });
});

describe('an API whose database is down', async () => {
  // The app starts without its database (a restart elsewhere); the limit's store fails with it.
  const unreachable: Database = createDatabase('postgres://calma@127.0.0.1:1/calma', { maxConnections: 1 });
  const { app } = await testApp(
    {
      cookieSecret: 's'.repeat(32),
      jwtSecret: 'j'.repeat(32),
      appointmentLinkSecret: 'a'.repeat(32),
      dataKeys: [{ id: 'test', key: Buffer.alloc(32, 1) }],
    },
    { db: unreachable },
  );
  afterAll(() => unreachable.destroy());

  it('still answers rate-limited routes, without a 500 from the limit', async () => {
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ database: 'unreachable' });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const redisReachable = await redisAnswers();

describe('rate limits in Redis (REDIS_URL)', async () => {
  // Two instances on one database and one Redis, made only when Redis answers.
  const setup = redisReachable
    ? await (async () => {
        const { db } = await isolatedDatabase();
        // A name of this run's own: Redis outlives the test database.
        const shared = { redisUrl, rateLimitNamespace: `instances-test-${randomUUID()}` };
        const { app: first } = await testApp(shared, { db });
        const { app: second } = await testApp(shared, { db });
        return { db, first, second };
      })()
    : undefined;

  it.skipIf(!setup)(
    setup
      ? 'count one address’s requests together on both instances'
      : `count one address’s requests together on both instances — SKIPPED: no Redis answers at ${redisUrl}`,
    async () => {
      if (!setup) return;
      const { db, first, second } = setup;
      // Forgot-password allows 5 a minute per address (routes/auth/account-flows.ts).
      const ask = (instance: FastifyInstance) =>
        instance.inject({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          payload: { email: 'someone@example.test', locale: 'en' },
          remoteAddress: '203.0.113.71',
        });
      const codes = [];
      for (let i = 0; i < 5; i++) codes.push((await ask(i % 2 === 0 ? first : second)).statusCode);
      expect(codes).not.toContain(429);
      expect((await ask(second)).statusCode).toBe(429);
      expect((await ask(first)).statusCode).toBe(429);
      // Counted in Redis, not in the database.
      expect(await db.selectFrom('rateLimit').select('key').execute()).toEqual([]);
    },
  );
});
