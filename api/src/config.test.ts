import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      sentry: undefined,
    });
  });

  it('lists every bad value in one readable error', () => {
    const attempt = () => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://db/calma' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const { problems } = error as ConfigError;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toMatch(/PORT="abc"/);
      expect(problems.join('\n')).toMatch(/LOG_LEVEL="loud"/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL="mysql:\/\/db\/calma"/);
    }
  });

  it('reports to Sentry as production unless an environment is named', () => {
    expect(loadConfig({ SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1' }).sentry?.environment).toBe('production');
    expect(
      loadConfig({ SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1', NODE_ENV: 'development' }).sentry?.environment,
    ).toBe('production');
    expect(
      loadConfig({ SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1', VERCEL_ENV: 'preview' }).sentry?.environment,
    ).toBe('preview');
    expect(
      loadConfig({
        SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1',
        VERCEL_ENV: 'preview',
        SENTRY_ENVIRONMENT: 'staging',
      }).sentry?.environment,
    ).toBe('staging');
  });

  it('derives the public URL from the port', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://calma.example' })).toMatchObject({
      publicUrl: 'https://calma.example',
      secure: true,
    });
    expect(loadConfig({ PORT: '8080' }).secure).toBe(false);
  });
});

describe('two-factor and OpenID Connect settings', () => {
  it('require two-factor of therapists and admins unless the operator says otherwise', () => {
    expect(loadConfig({}).twoFactorRoles).toEqual(['therapist', 'admin']);
    expect(loadConfig({ REQUIRE_TWO_FACTOR: 'therapist' }).twoFactorRoles).toEqual(['therapist']);
    expect(loadConfig({ REQUIRE_TWO_FACTOR: 'therapist,admin' }).twoFactorRoles).toEqual(['therapist', 'admin']);
    expect(loadConfig({ REQUIRE_TWO_FACTOR: 'none' }).twoFactorRoles).toEqual([]);
    expect(() => loadConfig({ REQUIRE_TWO_FACTOR: 'therapists' })).toThrow(/REQUIRE_TWO_FACTOR/);
  });

  it('read data keys, and explain a bad one', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ DATA_KEYS: `k2:${key},k1:${key}` }).dataKeys?.map((k) => k.id)).toEqual(['k2', 'k1']);
    expect(loadConfig({}).dataKeys).toBeUndefined();
    expect(() => loadConfig({ DATA_KEYS: 'k1:c2hvcnQ=' })).toThrow(/DATA_KEYS: key "k1" is 5 bytes/);
  });

  it('turn OpenID Connect on with an issuer and a client id, over https', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(
      loadConfig({ OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'id', OIDC_NAME: 'Google' }).oidc,
    ).toEqual({ issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: undefined, name: 'Google' });
    expect(() => loadConfig({ OIDC_ISSUER: 'https://accounts.google.com' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => loadConfig({ OIDC_ISSUER: 'http://idp.example', OIDC_CLIENT_ID: 'id' })).toThrow(/must be https/);
    expect(loadConfig({ OIDC_ISSUER: 'http://localhost:4000', OIDC_CLIENT_ID: 'id' }).oidc?.issuer).toBe(
      'http://localhost:4000',
    );
  });
});

describe('video call relays', () => {
  it('use STUN only without TURN, and TURN with both its addresses and its shared secret', () => {
    expect(loadConfig({}).ice).toEqual({ stunUrls: [], turn: undefined });
    expect(
      loadConfig({
        TURN_URLS: 'turn:turn.example:3478?transport=udp,turns:turn.example:5349',
        TURN_SECRET: 'a-long-enough-secret',
        STUN_URLS: 'stun:turn.example:3478',
      }).ice,
    ).toEqual({
      stunUrls: ['stun:turn.example:3478'],
      turn: {
        urls: ['turn:turn.example:3478?transport=udp', 'turns:turn.example:5349'],
        secret: 'a-long-enough-secret',
      },
    });
    expect(() => loadConfig({ TURN_URLS: 'turn:turn.example:3478' })).toThrow(/TURN_SECRET: required/);
    expect(() => loadConfig({ TURN_SECRET: 'a-long-enough-secret' })).toThrow(/TURN_URLS: required/);
    expect(() => loadConfig({ TURN_URLS: 'https://turn.example', TURN_SECRET: 'a-long-enough-secret' })).toThrow(
      /TURN_URLS/,
    );
  });
});

describe('S3 storage settings', () => {
  const s3 = {
    S3_BUCKET: 'calma-media',
    S3_PRIVATE_BUCKET: 'calma-documents',
    S3_REGION: 'eu-central-1',
    S3_PUBLIC_URL: 'https://media.calma.example/',
  };

  it('keep files on local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(() => loadConfig({ S3_PRIVATE_BUCKET: 'calma-documents', S3_PUBLIC_URL: 'https://cdn.example' })).toThrow(
      /S3_BUCKET: required with S3_PRIVATE_BUCKET, S3_PUBLIC_URL/,
    );
  });

  it('turn S3 on with a public and a private bucket', () => {
    expect(loadConfig(s3).s3).toEqual({
      endpoint: undefined,
      region: 'eu-central-1',
      publicBucket: 'calma-media',
      privateBucket: 'calma-documents',
      credentials: undefined,
      publicUrl: 'https://media.calma.example',
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...s3,
        S3_ENDPOINT: 'http://minio:9000/',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toMatchObject({
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('require the private bucket, region and public URL, and never one bucket for both', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problems({ S3_BUCKET: 'calma-media' })).toEqual([
      'S3_PRIVATE_BUCKET: required when S3_BUCKET is set',
      'S3_REGION: required when S3_BUCKET is set',
      'S3_PUBLIC_URL: required when S3_BUCKET is set',
    ]);
    expect(problems({ ...s3, S3_PRIVATE_BUCKET: 'calma-media' })).toEqual([
      'S3_PRIVATE_BUCKET: must not be S3_BUCKET (verification documents never go into the public bucket)',
    ]);
    expect(problems({ ...s3, S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither for the default credentials',
    ]);
  });

  it('refuse malformed values and media over plain http away from localhost', () => {
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Calma_Media' })).toThrow(/S3_BUCKET="Calma_Media"/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT="minio:9000"/);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ ...s3, S3_PUBLIC_URL: 'http://media.calma.example' })).toThrow(/must be https/);
    expect(loadConfig({ ...s3, S3_PUBLIC_URL: 'http://localhost:9000/calma-media' }).s3?.publicUrl).toBe(
      'http://localhost:9000/calma-media',
    );
  });
});

describe('Stripe settings', () => {
  const keys = {
    STRIPE_SECRET_KEY: 'sk_test_51Abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    STRIPE_BILLING_WEBHOOK_SECRET: 'whsec_billing456',
  };
  const problemsOf = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as ConfigError).problems.join('\n');
    }
    return '';
  };

  it('leave card payments off without a key, and turn them on with key and webhook secret together', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig(keys).stripe).toEqual({
      secretKey: 'sk_test_51Abc',
      webhookSecret: 'whsec_abc123',
      billingWebhookSecret: 'whsec_billing456',
      feePercent: 2,
      api: undefined,
    });
    expect(loadConfig({ ...keys, STRIPE_CONNECT_FEE_PERCENT: '1.5' }).stripe?.feePercent).toBe(1.5);
  });

  it('point the SDK at a local stand-in only with a test key', () => {
    expect(loadConfig({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.api).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(problemsOf({ ...keys, STRIPE_SECRET_KEY: 'sk_live_51Abc', STRIPE_API_URL: 'https://stripe.mock' })).toMatch(
      /STRIPE_API_URL: only with a test key/,
    );
    expect(problemsOf({ ...keys, STRIPE_API_URL: 'http://stripe.mock' })).toMatch(/must be https/);
  });

  it('refuse half a configuration, a malformed key and a fee above 50 %', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_51Abc' })).toMatch(/STRIPE_WEBHOOK_SECRET: required/);
    expect(problemsOf({ ...keys, STRIPE_BILLING_WEBHOOK_SECRET: undefined })).toMatch(
      /STRIPE_BILLING_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set/,
    );
    expect(problemsOf({ STRIPE_BILLING_WEBHOOK_SECRET: 'whsec_abc' })).toMatch(
      /STRIPE_SECRET_KEY: required when STRIPE_BILLING_WEBHOOK_SECRET is set/,
    );
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toMatch(/STRIPE_SECRET_KEY: required/);
    expect(problemsOf({ ...keys, STRIPE_SECRET_KEY: 'pk_test_51Abc' })).toMatch(/STRIPE_SECRET_KEY="pk_test_51Abc"/);
    expect(problemsOf({ ...keys, STRIPE_CONNECT_FEE_PERCENT: '60' })).toMatch(/STRIPE_CONNECT_FEE_PERCENT="60"/);
  });
});

describe('metrics settings', () => {
  const token = 'k'.repeat(32);

  it('collect nothing without a token or an internal port', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({ token, port: 9464 });
  });

  it('refuse a token too short to be a secret, or with characters a bearer token cannot carry', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short-token' })).toThrow(/METRICS_TOKEN="short-token"/);
    expect(() => loadConfig({ METRICS_TOKEN: `${'k'.repeat(31)} x` })).toThrow(/METRICS_TOKEN/);
  });

  it('refuse an internal port that is not a port, or is the app’s own', () => {
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT="nine"/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT=3000: must differ from PORT/);
  });
});

describe('client addresses and live sockets', () => {
  it('believes no proxy by default; one with TRUST_PROXY=true; as many as a digit says; or those listed', () => {
    expect(loadConfig({}).trustedProxies).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustedProxies).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustedProxies).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustedProxies).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32,192.0.2.7,loopback' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      '192.0.2.7',
      'loopback',
    ]);
    for (const bad of ['yes', '0', '10', '10.0.0.0/33', '10.0.0/8', 'proxy.internal', '10.0.0.0/8,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(`TRUST_PROXY=${JSON.stringify(bad)}`);
    }
  });

  it('caps open live sockets per account and per address, as configured', () => {
    expect(loadConfig({}).liveSockets).toEqual({ perAccount: 20, perAddress: 100 });
    expect(loadConfig({ LIVE_SOCKETS_PER_ACCOUNT: '3', LIVE_SOCKETS_PER_ADDRESS: '7' }).liveSockets).toEqual({
      perAccount: 3,
      perAddress: 7,
    });
    expect(() => loadConfig({ LIVE_SOCKETS_PER_ADDRESS: '0' })).toThrow(/LIVE_SOCKETS_PER_ADDRESS="0"/);
  });
});
