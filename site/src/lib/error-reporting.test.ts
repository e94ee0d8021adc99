import { describe, expect, it } from 'vitest';
import { scrubbed } from './error-reporting.ts';

describe('error reports', () => {
  it('never carry the values in a page’s query string', () => {
    expect(scrubbed('https://calma.test/pt/appointment/abc?key=s3cret&x=1#top')).toBe(
      'https://calma.test/pt/appointment/abc?key=[removed]&x=[removed]#top',
    );
    expect(scrubbed('/auth/reset-password?token=t0k3n')).toBe('/auth/reset-password?token=[removed]');
    expect(scrubbed('/find-a-therapist/berlin')).toBe('/find-a-therapist/berlin');
  });

  it('never carry the token of a pay link or a call in the path', () => {
    const token = 'C3o_nhwtTl-KmwwdLj9KWw.q0vOr4BJz7P9wHS6Iu3n-Q1aYbrLmT2c0dXkVf8hJ4s';
    expect(scrubbed(`https://calma.test/nl/invoice/${token}?payment=success`)).toBe(
      'https://calma.test/nl/invoice/[removed]?payment=[removed]',
    );
  });
});
