import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { environmentLines, GENERATED_SECRETS, secretsInsideMessage } from './generated-secrets.ts';

const value = randomBytes(32).toString('base64url');
const secret = (key: string) => ({
  ...(GENERATED_SECRETS.find((s) => s.key === key) as (typeof GENERATED_SECRETS)[number]),
  value,
});
const lines = (env: Record<string, string>, keys: string[]) =>
  environmentLines(loadConfig(env), keys.map(secret)).filter((line) => !line.startsWith('#'));

describe('moving generated secrets into the environment', () => {
  it('gives the data key as generated:<value> after the keys DATA_KEYS already has', () => {
    expect(lines({}, ['data_key'])).toEqual([`DATA_KEYS=generated:${value}`]);
    const own = randomBytes(32).toString('base64');
    expect(lines({ DATA_KEYS: `k1:${own}` }, ['data_key'])).toEqual([`DATA_KEYS=k1:${own},generated:${value}`]);
    // Already there: nothing to add.
    expect(lines({ DATA_KEYS: `k1:${own},generated:${value}` }, ['data_key'])).toEqual([]);
  });

  it('gives each signing secret the environment does not set, and leaves those it sets', () => {
    expect(lines({}, ['jwt_secret', 'cookie_secret', 'appointment_link_secret'])).toEqual([
      `JWT_SECRET=${value}`,
      `COOKIE_SECRET=${value}`,
      `APPOINTMENT_LINK_SECRET=${value}`,
    ]);
    expect(lines({ JWT_SECRET: 'x'.repeat(32) }, ['jwt_secret', 'cookie_secret'])).toEqual([`COOKIE_SECRET=${value}`]);
  });

  it('names only the secrets the database holds in the refusal', () => {
    const message = secretsInsideMessage(['jwt_secret']);
    expect(message).toContain('app_setting: jwt_secret)');
    expect(message).toContain('JWT_SECRET=<value>');
    expect(message).not.toContain('DATA_KEYS=generated');
  });
});
