import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+$' })),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.String({ minLength: 1, default: '.data' }),
  EMBEDDED_PG_PORT: Type.Integer({ minimum: 1024, maximum: 65535, default: 54329 }),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { default: 'info' }),
  TRUST_PROXY: Type.Boolean({ default: false }),
  RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 300 }),
  COOKIE_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  MEILISEARCH_HOST: Type.Optional(Type.String({ pattern: '^https?://' })),
  MEILISEARCH_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
  MEILISEARCH_INDEX: Type.String({ pattern: '^[A-Za-z0-9_-]+$', default: 'therapists' }),
  SEARCH_CACHE_SECONDS: Type.Integer({ minimum: 0, maximum: 300, default: 5 }),
  SEARCH_INDEXER: Type.Enum(['in-process', 'external'], { default: 'in-process' }),
  SENTRY_DSN: Type.Optional(Type.String({ pattern: '^https?://[^@]+@[^/]+/.+$' })),
  SENTRY_ENVIRONMENT: Type.Optional(Type.String({ minLength: 1 })),
  // Hosting platforms name their environment themselves; Sentry's own variable wins.
  VERCEL_ENV: Type.Optional(Type.String({ minLength: 1 })),
  RAILWAY_ENVIRONMENT_NAME: Type.Optional(Type.String({ minLength: 1 })),
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
  trustProxy: boolean;
  rateLimitPerMinute: number;
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
  /** Serve the built Astro site from the same process (off for API-only tests). */
  serveSite: boolean;
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
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secure: !/^http:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(publicUrl),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    sentry: e.SENTRY_DSN
      ? {
          dsn: e.SENTRY_DSN,
          environment: e.SENTRY_ENVIRONMENT ?? e.VERCEL_ENV ?? e.RAILWAY_ENVIRONMENT_NAME ?? 'production',
        }
      : undefined,
    cookieSecret: e.COOKIE_SECRET,
    jwtSecret: e.JWT_SECRET,
    meilisearch: e.MEILISEARCH_HOST
      ? { host: e.MEILISEARCH_HOST, apiKey: e.MEILISEARCH_API_KEY, index: e.MEILISEARCH_INDEX }
      : undefined,
    indexInProcess: e.SEARCH_INDEXER === 'in-process',
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    serveSite: true,
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
