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
