import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payToken } from '../billing/pay-links.ts';
import { withoutCapabilities } from '../contract/capability-urls.ts';
import { measurePath, measureToken, readMeasureToken } from './links.ts';

describe('questionnaire links', () => {
  const secret = 'a test secret of enough length for an HMAC key';
  const id = randomUUID();

  it('name their request, and only with the signature Calma made', () => {
    const token = measureToken(secret, id);
    expect(readMeasureToken(secret, token)).toBe(id);
    expect(readMeasureToken('another secret', token)).toBeUndefined();
    expect(readMeasureToken(secret, `${token}x`)).toBeUndefined();
    expect(readMeasureToken(secret, token.replace('.', '.x'))).toBeUndefined();
    // A pay link signed with the same secret is no questionnaire link (and the other way round).
    expect(readMeasureToken(secret, payToken(secret, id))).toBeUndefined();
  });

  it('are capabilities: logs keep the path without the token', () => {
    const path = measurePath('de', measureToken(secret, id));
    expect(path).toMatch(/^\/de\/questionnaire\/[\w-]+\.[\w-]+$/);
    expect(withoutCapabilities(`https://calma.test${path}`)).toBe('https://calma.test/de/questionnaire/[removed]');
    expect(withoutCapabilities(`/api/v1/measures/answer/${measureToken(secret, id)}`)).toBe(
      '/api/v1/measures/answer/[removed]',
    );
  });
});
