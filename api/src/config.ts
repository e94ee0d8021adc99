import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ipaddr from 'ipaddr.js';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import { type DataKey, parseDataKeys } from './crypto/sealed.ts';
import type { Role } from './db/schema.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// S3 bucket naming rules (3–63 lowercase letters, digits, dots and hyphens).
const BUCKET = '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$';

const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+$' })),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.String({ minLength: 1, default: '.data' }),
  EMBEDDED_PG_PORT: Type.Integer({ minimum: 1024, maximum: 65535, default: 54329 }),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { default: 'info' }),
  // Which proxies in front of the app to believe about the client's address (X-Forwarded-For):
  // checked in `trustedProxiesOf`.
  TRUST_PROXY: Type.String({ minLength: 1, default: 'false' }),
  RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 300 }),
  RATE_LIMIT_SCALE: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
  // Open live sockets (live events, call signalling) per account and per client address (decision 031).
  LIVE_SOCKETS_PER_ACCOUNT: Type.Integer({ minimum: 1, maximum: 10_000, default: 20 }),
  LIVE_SOCKETS_PER_ADDRESS: Type.Integer({ minimum: 1, maximum: 100_000, default: 100 }),
  MAX_EVENT_LOOP_DELAY_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 2000 }),
  // Rate-limit counts in Redis instead of PostgreSQL (decision 024).
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  COOKIE_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  APPOINTMENT_LINK_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.Optional(Type.String({ minLength: 3 })),
  MEILISEARCH_HOST: Type.Optional(Type.String({ pattern: '^https?://' })),
  MEILISEARCH_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
  MEILISEARCH_INDEX: Type.String({ pattern: '^[A-Za-z0-9_-]+$', default: 'therapists' }),
  SEARCH_CACHE_SECONDS: Type.Integer({ minimum: 0, maximum: 300, default: 5 }),
  SEARCH_INDEXER: Type.Enum(['in-process', 'external'], { default: 'in-process' }),
  // Off: the API alone, without building or serving the site (fault drills, API-only deployments).
  SERVE_SITE: Type.Boolean({ default: true }),
  SENTRY_DSN: Type.Optional(Type.String({ pattern: '^https?://[^@]+@[^/]+/.+$' })),
  SENTRY_ENVIRONMENT: Type.Optional(Type.String({ minLength: 1 })),
  // Hosting platforms name their environment themselves; Sentry's own variable wins.
  VERCEL_ENV: Type.Optional(Type.String({ minLength: 1 })),
  RAILWAY_ENVIRONMENT_NAME: Type.Optional(Type.String({ minLength: 1 })),
  DATA_KEYS: Type.Optional(Type.String({ minLength: 1 })),
  REQUIRE_TWO_FACTOR: Type.String({
    pattern: '^(none|(client|therapist|admin)(,(client|therapist|admin))*)$',
    // Client records are health data: those who open them (therapists) and those who run the
    // platform (admins) prove a second factor unless the operator says otherwise.
    default: 'therapist,admin',
  }),
  OIDC_ISSUER: Type.Optional(Type.String({ pattern: '^https?://' })),
  OIDC_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  OIDC_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  OIDC_NAME: Type.String({ minLength: 1, maxLength: 40, default: 'OpenID Connect' }),
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://[^/]+/?$' })),
  S3_REGION: Type.Optional(Type.String({ pattern: '^[a-z0-9-]+$' })),
  S3_BUCKET: Type.Optional(Type.String({ pattern: BUCKET })),
  S3_PRIVATE_BUCKET: Type.Optional(Type.String({ pattern: BUCKET })),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  S3_PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/?#]+(/[^?#]*)?$' })),
  S3_FORCE_PATH_STYLE: Type.Boolean({ default: false }),
  // Video sessions: relays (coturn with its REST-API shared secret) and STUN servers, comma-separated.
  TURN_URLS: Type.Optional(Type.String({ pattern: '^turns?:[^,\\s]+(,turns?:[^,\\s]+)*$' })),
  TURN_SECRET: Type.Optional(Type.String({ minLength: 16 })),
  STUN_URLS: Type.Optional(Type.String({ pattern: '^stuns?:[^,\\s]+(,stuns?:[^,\\s]+)*$' })),
  // Card payments through Stripe Connect; without them clients pay invoices by bank transfer.
  STRIPE_SECRET_KEY: Type.Optional(Type.String({ pattern: '^(sk|rk)_(test|live)_[A-Za-z0-9_]+$' })),
  STRIPE_WEBHOOK_SECRET: Type.Optional(Type.String({ pattern: '^whsec_[A-Za-z0-9+/=_]+$' })),
  // Therapists' subscriptions (Stripe Billing on the platform account): a second webhook endpoint.
  STRIPE_BILLING_WEBHOOK_SECRET: Type.Optional(Type.String({ pattern: '^whsec_[A-Za-z0-9+/=_]+$' })),
  STRIPE_CONNECT_FEE_PERCENT: Type.Number({ minimum: 0, maximum: 50, default: 2 }),
  STRIPE_API_URL: Type.Optional(Type.String({ pattern: '^https?://[^/:?#]+(:[0-9]{1,5})?/?$' })),
  // Prometheus metrics (docs/operations.md): a bearer token for /metrics on the app's own port, and/or
  // a port on 127.0.0.1 that serves them without one. The token's characters are those of a bearer token.
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 32, pattern: '^[A-Za-z0-9._~+/=-]+$' })),
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
  // On SIGTERM, how long /api/ready answers 503 while requests are still served: a balancer needs
  // a probe interval or two to stop sending new ones (docs/operations.md).
  SHUTDOWN_DRAIN_SECONDS: Type.Integer({ minimum: 0, maximum: 120, default: 5 }),
});

type Env = Static<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /** Served over HTTPS (anything but localhost): Secure cookies, HSTS, upgrade-insecure-requests. */
  secure: boolean;
  /** External PostgreSQL; without it an embedded server is started under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  logLevel: string;
  /**
   * The proxies in front of the app that are believed about the client's address (X-Forwarded-For):
   * how many (0: none, the socket's address is the client's), or their addresses and ranges.
   */
  trustedProxies: TrustedProxies;
  rateLimitPerMinute: number;
  /** Multiplies every route's own per-address limit (sign-in, register, bookings…); 1 in production. */
  rateLimitScale: number;
  /** Counts rate limits in this Redis; without it in PostgreSQL, shared by every instance either way. */
  redisUrl: string | undefined;
  /** Keeps apart rate-limit counts of apps that share a store but must not share counts (tests). */
  rateLimitNamespace?: string;
  /** The most live sockets (events and call signalling) open at once on this instance, per account and per client address. */
  liveSockets: { perAccount: number; perAddress: number };
  /**
   * Above this mean event-loop delay (ms, sampled each second) the API answers 503 and /api/ready
   * says `overloaded`, so that a balancer sends the work elsewhere; 0 never refuses.
   */
  maxEventLoopDelayMs: number;
  sentry: { dsn: string; environment: string } | undefined;
  /** Meilisearch instead of the PostgreSQL search tables. */
  meilisearch: { host: string; apiKey: string | undefined; index: string } | undefined;
  /** Whether this process follows database changes into the search index (off when a separate worker does). */
  indexInProcess: boolean;
  /** How long identical searches are answered from memory (0: never). */
  searchCacheSeconds: number;
  /** Signs cookies; without it a secret is generated once and kept in the database. */
  cookieSecret: string | undefined;
  /** Signs access tokens; without it a secret is generated once and kept in the database. */
  jwtSecret: string | undefined;
  /** Signs the keys in clients' appointment links; generated once into the database without it. */
  appointmentLinkSecret: string | undefined;
  mail: {
    /** Sends through this SMTP server; without it messages are written to `outboxDir` as .eml files. */
    smtpUrl: string | undefined;
    from: string;
    outboxDir: string;
    /** The development mailbox page at /dev/mailbox: only for the file outbox on a local address. */
    mailbox: boolean;
  };
  /**
   * Keys that seal data at rest, current first; older ones still open what they sealed. Without
   * DATA_KEYS one key is generated once and kept in the database.
   */
  dataKeys: DataKey[] | undefined;
  /** Roles that must turn on two-factor sign-in before they open client records. */
  twoFactorRoles: Role[];
  /** Sign-in with an OpenID Connect provider (e.g. Google); off without an issuer. */
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined; name: string } | undefined;
  /**
   * Uploads in S3-compatible storage instead of local disk under `dataDir`: public media in one
   * bucket, verification documents in another that is never public.
   */
  s3: S3Config | undefined;
  /**
   * Where video calls find each other: STUN servers, and TURN relays whose short-lived credentials
   * are signed with coturn's shared secret. Without relays a call uses STUN (or the local network) only.
   */
  ice: { stunUrls: string[]; turn: { urls: string[]; secret: string } | undefined };
  /**
   * Card payments on invoices through Stripe Connect and therapists' subscriptions through Stripe
   * Billing; without it invoices are paid by bank transfer only and administrators assign plans.
   */
  stripe: StripeSettings | undefined;
  /**
   * Prometheus metrics at `/metrics`: with `token`, on the app's own port to a caller that sends it as
   * `Authorization: Bearer …`; with `port`, on a second listener on 127.0.0.1 that needs no token.
   * Neither: nothing is collected and `/metrics` answers 404.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /** Run background jobs (appointment reminders) in this process (off for API tests). */
  runJobs: boolean;
  /** Serve the built Astro site from the same process (off for API-only tests). */
  serveSite: boolean;
  /** On SIGTERM, seconds the process keeps serving while /api/ready says 503, before it stops accepting. */
  shutdownDrainSeconds: number;
}

export interface S3Config {
  /** A non-AWS service (MinIO, R2, …); AWS's own endpoints are found from the region. */
  endpoint: string | undefined;
  region: string;
  publicBucket: string;
  privateBucket: string;
  /** Without them the SDK's default credentials apply (an IAM role on AWS). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where the public bucket is readable (the bucket's website or a CDN), without a trailing slash. */
  publicUrl: string;
  /** Buckets addressed as `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO needs it). */
  forcePathStyle: boolean;
}

export interface StripeSettings {
  secretKey: string;
  /** Verifies the signature of each webhook event of connected accounts (card payments). */
  webhookSecret: string;
  /** Verifies the signature of each webhook event of the platform's own subscriptions (Stripe Billing). */
  billingWebhookSecret: string;
  /** The platform's fee on each card payment, in percent of the amount (0–50). */
  feePercent: number;
  /** A stand-in for Stripe's API (tests, development); undefined: Stripe itself. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

const defined = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );

/** Reads and validates the environment once; throws a ConfigError listing every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = defined(env);
  const value = Value.Default(EnvSchema, Value.Convert(EnvSchema, structuredClone(raw)));
  if (!Value.Check(EnvSchema, value)) {
    const problems = new Map<string, string>();
    for (const error of Value.Errors(EnvSchema, value)) {
      const key = error.instancePath.replace(/^\//, '');
      if (!problems.has(key)) problems.set(key, `${key}=${JSON.stringify(raw[key] ?? '')}: ${error.message}`);
    }
    throw new ConfigError([...problems.values()]);
  }
  const e = value as Env;
  const problems: string[] = [];
  let dataKeys: DataKey[] | undefined;
  if (e.DATA_KEYS) {
    try {
      dataKeys = parseDataKeys(e.DATA_KEYS);
    } catch (error) {
      problems.push(`DATA_KEYS: ${(error as Error).message}`);
    }
  }
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) problems.push('OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
  if (!e.OIDC_ISSUER && e.OIDC_CLIENT_ID) problems.push('OIDC_ISSUER: required when OIDC_CLIENT_ID is set');
  if (
    e.OIDC_ISSUER &&
    /^http:/.test(e.OIDC_ISSUER) &&
    !/^http:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(e.OIDC_ISSUER)
  )
    problems.push(`OIDC_ISSUER=${JSON.stringify(e.OIDC_ISSUER)}: must be https (plain http only on localhost)`);
  if (e.TURN_URLS && !e.TURN_SECRET) problems.push('TURN_SECRET: required when TURN_URLS is set');
  if (!e.TURN_URLS && e.TURN_SECRET) problems.push('TURN_URLS: required when TURN_SECRET is set');
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT)
    problems.push(`METRICS_PORT=${e.METRICS_PORT}: must differ from PORT (the metrics listener is a second one)`);
  const trustedProxies = trustedProxiesOf(e.TRUST_PROXY, problems);
  const s3 = s3Settings(e, problems);
  const stripe = stripeSettings(e, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const secure = !/^http:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(publicUrl);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secure,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    logLevel: e.LOG_LEVEL,
    trustedProxies: trustedProxies as TrustedProxies,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    redisUrl: e.REDIS_URL,
    liveSockets: { perAccount: e.LIVE_SOCKETS_PER_ACCOUNT, perAddress: e.LIVE_SOCKETS_PER_ADDRESS },
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    sentry: e.SENTRY_DSN
      ? {
          dsn: e.SENTRY_DSN,
          environment: e.SENTRY_ENVIRONMENT ?? e.VERCEL_ENV ?? e.RAILWAY_ENVIRONMENT_NAME ?? 'production',
        }
      : undefined,
    cookieSecret: e.COOKIE_SECRET,
    jwtSecret: e.JWT_SECRET,
    appointmentLinkSecret: e.APPOINTMENT_LINK_SECRET,
    meilisearch: e.MEILISEARCH_HOST
      ? { host: e.MEILISEARCH_HOST, apiKey: e.MEILISEARCH_API_KEY, index: e.MEILISEARCH_INDEX }
      : undefined,
    indexInProcess: e.SEARCH_INDEXER === 'in-process',
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Calma <no-reply@${new URL(publicUrl).hostname}>`,
      outboxDir: path.resolve(repoRoot, e.DATA_DIR, 'outbox'),
      mailbox: !e.SMTP_URL && !secure,
    },
    dataKeys,
    twoFactorRoles: e.REQUIRE_TWO_FACTOR === 'none' ? [] : [...new Set(e.REQUIRE_TWO_FACTOR.split(',') as Role[])],
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, name: e.OIDC_NAME }
        : undefined,
    s3,
    ice: {
      stunUrls: e.STUN_URLS?.split(',') ?? [],
      turn: e.TURN_URLS && e.TURN_SECRET ? { urls: e.TURN_URLS.split(','), secret: e.TURN_SECRET } : undefined,
    },
    stripe,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    runJobs: true,
    serveSite: e.SERVE_SITE,
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
  };
}

/** How many proxies are in front of the app (0: none), or their addresses and ranges. */
export type TrustedProxies = number | string[];

/** Names proxy-addr knows for ranges of proxies' addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: `false`; `true`, the one proxy (load balancer) in front; a number of proxies in a
 * chain (a CDN, then the balancer: 2); or the proxies' addresses and ranges, comma-separated
 * (`10.0.0.0/8,loopback`), which also keeps a client that reaches the app directly from being
 * believed (decision 031).
 */
function trustedProxiesOf(value: string, problems: string[]): TrustedProxies | undefined {
  if (value === 'false') return 0;
  if (value === 'true') return 1;
  if (/^[1-9]$/.test(value)) return Number(value);
  const isAddress = (text: string) => ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);
  const isRange = (text: string) =>
    PROXY_RANGE_NAMES.has(text) || isAddress(text) || (isAddress(text.split('/')[0] ?? '') && ipaddr.isValidCIDR(text));
  const ranges = value.split(',').map((part) => part.trim());
  if (ranges.every(isRange)) return ranges;
  problems.push(
    `TRUST_PROXY=${JSON.stringify(value)}: true, false, how many proxies are in front (1–9), or their addresses and ranges, comma-separated (10.0.0.0/8,loopback)`,
  );
  return undefined;
}

/** Stripe is on with its secret key and both webhook secrets together; nothing is half set. */
function stripeSettings(e: Env, problems: string[]): StripeSettings | undefined {
  const before = problems.length;
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (payments arrive through webhooks)');
  if (!e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET)
    problems.push('STRIPE_SECRET_KEY: required when STRIPE_WEBHOOK_SECRET is set');
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_BILLING_WEBHOOK_SECRET)
    problems.push(
      'STRIPE_BILLING_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (subscriptions change through webhooks)',
    );
  if (!e.STRIPE_SECRET_KEY && e.STRIPE_BILLING_WEBHOOK_SECRET)
    problems.push('STRIPE_SECRET_KEY: required when STRIPE_BILLING_WEBHOOK_SECRET is set');
  let api: StripeSettings['api'];
  if (e.STRIPE_API_URL) {
    const url = new URL(e.STRIPE_API_URL);
    const local = ['localhost', '127.0.0.1'].includes(url.hostname);
    // A live key sent anywhere but Stripe would leak the practice's money to whoever runs that server.
    if (!e.STRIPE_SECRET_KEY?.includes('_test_'))
      problems.push('STRIPE_API_URL: only with a test key (STRIPE_SECRET_KEY=sk_test_…)');
    if (url.protocol === 'http:' && !local)
      problems.push(`STRIPE_API_URL=${JSON.stringify(e.STRIPE_API_URL)}: must be https (plain http only on localhost)`);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    api = { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
  }
  if (problems.length > before || !e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET || !e.STRIPE_BILLING_WEBHOOK_SECRET)
    return undefined;
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    billingWebhookSecret: e.STRIPE_BILLING_WEBHOOK_SECRET,
    feePercent: e.STRIPE_CONNECT_FEE_PERCENT,
    api,
  };
}

/** S3 is on with S3_BUCKET; the other settings it needs are then required, and nothing is half set. */
function s3Settings(e: Env, problems: string[]): S3Config | undefined {
  if (!e.S3_BUCKET) {
    const stray = (['S3_PRIVATE_BUCKET', 'S3_PUBLIC_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID'] as const).filter(
      (key) => e[key],
    );
    if (stray.length > 0)
      problems.push(`S3_BUCKET: required with ${stray.join(', ')} (files would stay on local disk)`);
    return undefined;
  }
  const before = problems.length;
  for (const key of ['S3_PRIVATE_BUCKET', 'S3_REGION', 'S3_PUBLIC_URL'] as const) {
    if (!e[key]) problems.push(`${key}: required when S3_BUCKET is set`);
  }
  if (e.S3_PRIVATE_BUCKET && e.S3_PRIVATE_BUCKET === e.S3_BUCKET)
    problems.push('S3_PRIVATE_BUCKET: must not be S3_BUCKET (verification documents never go into the public bucket)');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither for the default credentials');
  // The site may be served over https; media from plain http would be blocked as mixed content.
  if (
    e.S3_PUBLIC_URL &&
    /^http:/.test(e.S3_PUBLIC_URL) &&
    !/^http:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(e.S3_PUBLIC_URL)
  )
    problems.push(`S3_PUBLIC_URL=${JSON.stringify(e.S3_PUBLIC_URL)}: must be https (plain http only on localhost)`);
  if (problems.length > before) return undefined;
  return {
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    region: e.S3_REGION as string,
    publicBucket: e.S3_BUCKET,
    privateBucket: e.S3_PRIVATE_BUCKET as string,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: (e.S3_PUBLIC_URL as string).replace(/\/+$/, ''),
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** For processes: the configuration, or a readable list of what is wrong and exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\nFix these environment variables and start again.\n`);
    process.exit(1);
  }
}
