import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { testApp, testDatabaseUrl } from './helpers/app.ts';
import { createTherapist, createUser, firstService, openEveryDay } from './helpers/factories.ts';
import { nextAddress, SAME_SITE, signIn } from './helpers/sessions.ts';

// Walks every operation in the API's own OpenAPI document and sends each parameter and each body
// property, one at a time, a hostile value while the rest of the request stays well-formed, so the
// hostile value reaches as deep as it can. Whatever arrives, the answer is never a 5xx, and text
// that no route may take (a NUL character, a lone surrogate) is always a 400.

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  'x-roles': string[];
};

const BATCH = 16;

/** Text no field may hold, in any operation: PostgreSQL cannot store it as sent (decision 017). */
const NEVER_TEXT = ['\u0000', '\ud800', 'Anna \udc00 Berg'];

const HOSTILE: unknown[] = [
  ...NEVER_TEXT,
  'line\r\nBcc: someone@example.com',
  '2026-02-30',
  '2026-13-45',
  '0000-01-01',
  '9999-12-31',
  '0000-01-01T00:00:00Z',
  // Instants ajv-formats takes that Date (a leap second, an offset in hours) or Temporal (ten
  // decimals) cannot read.
  '2026-06-30T23:59:60Z',
  '2026-06-30T10:00:00+02',
  '2026-06-30T10:00:00.1234567891Z',
  'not-a-uuid',
  'x'.repeat(70_000),
  '',
  '1e309',
  -1,
  1.5,
  true,
  null,
  ['a', 'b'],
  // Where an object is stored as it came (jsonb), its keys and values follow the same rules.
  { deep: { deeper: [{ deepest: '\u0000' }], 'key \ud800': 'x' } },
];

/** Whole bodies that are not what any operation expects: not JSON, deeply nested, the wrong kind, not UTF-8. */
const RAW_BODIES: (string | Buffer)[] = [
  'not json',
  '{"name":',
  '[]',
  'null',
  '"text"',
  '12',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '"\\u0000"',
  // {"a":"…"} with a lone surrogate's bytes, which are not UTF-8.
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
];

describe('fuzzing every operation in the OpenAPI document', { timeout: 120_000 }, async () => {
  // More connections than a test's usual four: the requests go in batches (see BATCH).
  const db = createDatabase(await testDatabaseUrl(), { maxConnections: 12 });
  afterAll(() => db.destroy());
  // Client records open without two-factor sign-in, so that requests reach them.
  const { app } = await testApp({ twoFactorRoles: [] }, { db });
  await app.ready();
  const document = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };

  // A practice with a service, a client with an appointment, and an account for each role, so that
  // well-formed requests get past "not found" and hostile values meet the queries behind them.
  const therapist = await createTherapist(db, { place: 'berlin/kreuzberg' });
  await openEveryDay(db, therapist.id);
  const therapistUser = await createUser(db, { role: 'therapist' });
  await db.updateTable('therapist').set({ userId: therapistUser.id }).where('id', '=', therapist.id).execute();
  const clientUser = await createUser(db, { role: 'client' });
  const adminUser = await createUser(db, { role: 'admin' });
  const service = await firstService(db, therapist.id);
  const client = await db
    .insertInto('client')
    .values({ therapistId: therapist.id, userId: clientUser.id, name: 'Fuzz Client', email: clientUser.email })
    .returning('id')
    .executeTakeFirstOrThrow();
  const uid = randomBytes(16).toString('base64url');
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  await db
    .insertInto('appointment')
    .values({
      uid,
      therapistId: therapist.id,
      serviceId: service.id,
      clientId: client.id,
      status: 'confirmed',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 50 * 60_000),
      modality: 'online',
      priceMinor: 9000,
      currency: 'EUR',
    })
    .execute();

  const accounts: Record<string, string> = {
    client: clientUser.email,
    therapist: therapistUser.email,
    admin: adminUser.email,
  };
  const cookies: Record<string, string> = {};
  /** A live session for the role: some operations (signing out everywhere) end the one we had. */
  async function cookieFor(role: string): Promise<string> {
    const current = cookies[role];
    if (current) {
      const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: current } });
      if (me.statusCode === 200) return current;
    }
    cookies[role] = await signIn(app, accounts[role] as string);
    return cookies[role];
  }

  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const slots = await app.inject({
    method: 'GET',
    url: `/api/v1/therapists/${therapist.slug}/slots?serviceId=${service.id}&from=${day(1)}&to=${day(40)}`,
  });
  expect(slots.statusCode).toBe(200);
  // Each booking gets a start of its own, so a booking that goes through does not block the next.
  const freeStarts: string[] = slots.json().slots.map((s: { start: string }) => s.start);

  /** Values that lead somewhere real, by parameter or property name. */
  const known = (path: string, name: string): unknown => {
    if (name === 'id' && path.startsWith('/api/v1/clients/')) return client.id;
    if (name === 'id' && path.startsWith('/api/v1/services/')) return service.id;
    if (name === 'start' && path === '/api/v1/bookings') return freeStarts.shift();
    return {
      slug: therapist.slug,
      therapistSlug: therapist.slug,
      therapistId: therapist.id,
      serviceId: service.id,
      clientId: client.id,
      uid,
      step: 'general-info',
    }[name];
  };

  /** A value the schema accepts, with what is required and nothing optional (which may only get in the way). */
  function sample(schema: Schema, path: string, name: string): unknown {
    const real = known(path, name);
    if (real !== undefined) return real;
    if (schema.default !== undefined) return schema.default;
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return schema.enum[0];
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches) return sample(branches.find((b) => b.type !== 'null') ?? (branches[0] as Schema), path, name);
    if (schema.allOf) return sample(Object.assign({}, ...schema.allOf), path, name);
    const type = [schema.type ?? 'string'].flat().find((t) => t !== 'null');
    switch (type) {
      case 'object':
        return Object.fromEntries(
          (schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {}, path, key)]),
        );
      case 'array': {
        const item = schema.items ?? {};
        const count = Math.max(schema.minItems ?? 0, 1);
        return Array.from({ length: count }, (_, i) => (item.enum ? item.enum[i] : sample(item, path, name)));
      }
      case 'integer':
      case 'number':
        return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
      case 'boolean':
        return true;
      default:
        return sampleString(schema);
    }
  }

  // Generating a string for a pattern is slow enough to stall the event loop when done per request.
  const matching = new Map<string, string>();
  function sampleString(schema: Schema): string {
    const byFormat: Record<string, string> = {
      uuid: randomUUID(),
      date: day(2),
      'date-time': new Date(Date.now() + 2 * 86_400_000).toISOString(),
      email: `fuzz-${randomBytes(3).toString('hex')}@example.test`,
      uri: 'https://example.test/',
    };
    const formatted = schema.format ? byFormat[schema.format] : undefined;
    if (formatted) return formatted;
    const min = schema.minLength ?? 1;
    const max = schema.maxLength ?? 200;
    if (schema.pattern) {
      const cached = matching.get(schema.pattern);
      if (cached !== undefined && cached.length >= min && cached.length <= max) return cached;
      const [value] = fc.sample(
        fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((s) => s.length >= min && s.length <= max),
        { numRuns: 1, seed: 7 },
      );
      matching.set(schema.pattern, value as string);
      return value as string;
    }
    return 'Calm and steady'.padEnd(min, '.').slice(0, max);
  }

  /** Every property path of a body, nested objects and the first item of arrays included. */
  function propertyPaths(schema: Schema, prefix: string[] = []): string[][] {
    const object = schema.properties
      ? schema
      : (schema.anyOf ?? schema.oneOf ?? []).find((b) => b.properties !== undefined);
    if (object?.properties) {
      return Object.entries(object.properties).flatMap(([key, value]) => [
        [...prefix, key],
        ...(prefix.length < 3 ? propertyPaths(value, [...prefix, key]) : []),
      ]);
    }
    if (schema.items && prefix.length < 3) return propertyPaths(schema.items, [...prefix, '0']);
    return [];
  }

  function withValue(body: unknown, path: string[], value: unknown): unknown {
    const copy = structuredClone(body) as Record<string, unknown>;
    let target: Record<string, unknown> = copy;
    for (const key of path.slice(0, -1)) {
      if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    target[path.at(-1) as string] = value;
    return copy;
  }

  const encodeSegment = (value: string) => {
    try {
      return encodeURIComponent(value);
    } catch {
      return '%ED%A0%80';
    }
  };
  /** A query string in which an array repeats its key and anything else is text. */
  function queryString(query: Record<string, unknown>): string {
    const parts = Object.entries(query).flatMap(([key, value]) =>
      [value].flat().map((v) => `${key}=${encodeSegment(typeof v === 'object' ? JSON.stringify(v) : String(v))}`),
    );
    return parts.length > 0 ? `?${parts.join('&')}` : '';
  }

  type Variant = {
    what: string;
    path: Record<string, unknown>;
    query: Record<string, unknown>;
    body?: string | Buffer;
    /** Carries text no field may hold: the answer must be 400. */
    refused?: boolean;
  };

  function variants(method: string, route: string, operation: Operation): Variant[] {
    const parameters = operation.parameters ?? [];
    const base = (location: string) =>
      Object.fromEntries(
        parameters
          .filter((p) => p.in === location && (p.required || p.in === 'path'))
          .map((p) => [p.name, sample(p.schema, route, p.name)]),
      );
    const bodySchema = operation.requestBody?.content['application/json']?.schema;
    const body = () => (bodySchema ? sample(bodySchema, route, '') : undefined);
    const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
    const list: Variant[] = [];
    for (const parameter of parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
      for (const value of HOSTILE) {
        const path = base('path');
        const query = base('query');
        (parameter.in === 'path' ? path : query)[parameter.name] = value;
        list.push({
          what: `${parameter.in} ${parameter.name} = ${JSON.stringify(value)?.slice(0, 40)}`,
          path,
          query,
          body: json(body()),
          refused: typeof value === 'string' && NEVER_TEXT.includes(value),
        });
      }
    }
    if (bodySchema) {
      for (const property of propertyPaths(bodySchema)) {
        for (const value of HOSTILE) {
          list.push({
            what: `body ${property.join('.')} = ${JSON.stringify(value)?.slice(0, 40)}`,
            path: base('path'),
            query: base('query'),
            body: JSON.stringify(withValue(body(), property, value)),
            refused: typeof value === 'string' && NEVER_TEXT.includes(value),
          });
        }
      }
    }
    for (const raw of method === 'get' ? [] : RAW_BODIES) {
      list.push({
        what: `raw body ${String(raw).slice(0, 30)}`,
        path: base('path'),
        query: base('query'),
        body: raw,
      });
    }
    return list;
  }

  let requests = 0;
  afterAll(() => {
    console.info(`OpenAPI fuzz: ${requests} requests`);
  });

  const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${route}`,
      method,
      route,
      operation,
    })),
  );

  it.each(operations)('$name never answers 5xx', async ({ method, route, operation }) => {
    const roles = operation['x-roles'];
    const role = roles.includes('visitor') ? undefined : roles[0];
    // An operation that checks the password gets an account of its own: its wrong guesses may lock
    // that account out of signing in, not the one the other operations use.
    const bodySchema = JSON.stringify(operation.requestBody ?? {});
    const own =
      role && /assword"/.test(bodySchema)
        ? await signIn(app, (await createUser(db, { role: role as 'client' })).email)
        : undefined;
    const failures: string[] = [];
    const list = variants(method, route, operation);
    // Several at a time: while some wait for the database, others are being validated (and
    // bookings for one therapist meet in its double-booking check, which must answer 409, not 500).
    for (let i = 0; i < list.length; i += BATCH) {
      const cookie = own ?? (role ? await cookieFor(role) : undefined);
      await Promise.all(
        list.slice(i, i + BATCH).map(async (variant) => {
          const url =
            route.replace(/\{(\w+)\}/g, (_, name: string) => {
              const value = variant.path[name];
              return encodeSegment(typeof value === 'object' ? JSON.stringify(value) : String(value));
            }) + queryString(variant.query);
          const options: InjectOptions = {
            method: method.toUpperCase() as InjectOptions['method'],
            url,
            headers: {
              ...SAME_SITE,
              ...(cookie ? { cookie } : {}),
              ...(variant.body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            remoteAddress: nextAddress(),
            ...(variant.body === undefined ? {} : { payload: variant.body }),
          };
          const response = await app.inject(options);
          requests += 1;
          if (response.statusCode >= 500 || (variant.refused && response.statusCode !== 400))
            failures.push(`${variant.what} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });
});
