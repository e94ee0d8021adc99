import { describe, expect, it } from 'vitest';
import { payToken, payUrl, readPayToken } from './pay-links.ts';

const id = '3f2b8c1e-9a4d-4e6f-8b2a-1c0d9e8f7a65';

describe('pay links', () => {
  it('name the invoice they were made for, and only with the secret they were signed with', () => {
    const token = payToken('secret-one', id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(readPayToken('secret-one', token)).toBe(id);
    expect(readPayToken('secret-two', token)).toBeUndefined();
  });

  it('refuse a token whose invoice or signature was changed', () => {
    const [body, mac] = payToken('s', id).split('.') as [string, string];
    const otherBody = payToken('s', '00000000-0000-4000-8000-000000000000').split('.')[0];
    expect(readPayToken('s', `${otherBody}.${mac}`)).toBeUndefined();
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(readPayToken('s', `${body}.${flipped}`)).toBeUndefined();
    expect(readPayToken('s', `${body}.${mac}.x`)).toBeUndefined();
    expect(readPayToken('s', body)).toBeUndefined();
    expect(readPayToken('s', '')).toBeUndefined();
  });

  it('cannot be made from a link of another kind signed with the same secret', async () => {
    const { createHmac } = await import('node:crypto');
    const body = payToken('s', id).split('.')[0] as string;
    const videoMac = createHmac('sha256', 's').update(`video:${body}`).digest('base64url');
    expect(readPayToken('s', `${body}.${videoMac}`)).toBeUndefined();
  });

  it('lead to the page in the invoice language, English unprefixed', () => {
    expect(payUrl('https://calma.example', 'en', 'tok')).toBe('https://calma.example/invoice/tok');
    expect(payUrl('https://calma.example', 'de', 'tok')).toBe('https://calma.example/de/invoice/tok');
  });
});
