import { describe, expect, it } from 'vitest';
import { withoutCapabilities } from './capability-urls.ts';

describe('capability URLs', () => {
  // Shaped like a pay link's token: 16 bytes and an HMAC-SHA256, each base64url.
  const token = 'C3o_nhwtTl-KmwwdLj9KWw.q0vOr4BJz7P9wHS6Iu3n-Q1aYbrLmT2c0dXkVf8hJ4s';

  it('lose their token in logs and reports, and keep the rest of the path', () => {
    expect(withoutCapabilities(`/api/v1/invoices/pay/${token}/pdf`)).toBe('/api/v1/invoices/pay/[removed]/pdf');
    expect(withoutCapabilities(`https://calma.test/de/invoice/${token}?payment=success`)).toBe(
      'https://calma.test/de/invoice/[removed]?payment=success',
    );
  });

  it('leave ordinary paths alone: slugs, ids and assets', () => {
    for (const path of [
      '/find-a-therapist/berlin/friedrichshain-kreuzberg',
      '/api/v1/billing/invoices/0b7a3f9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      '/therapists/anna-maria-schmidt-mueller',
      '/_astro/InvoiceDetail.Bf3kD9xQ.js',
    ]) {
      expect(withoutCapabilities(path)).toBe(path);
    }
  });
});
