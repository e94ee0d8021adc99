import { describe, expect, it } from 'vitest';
import { inlineJson } from './inline-json.ts';

describe('JSON for inline scripts', () => {
  const name = '</script><meta http-equiv="refresh" content="0;url=https://evil.example"><!-- & \u2028\u2029';

  it('leaves no character that could end the script element or start markup', () => {
    const json = inlineJson({ '@type': 'Offer', name });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toBe(
      '{"@type":"Offer","name":"\\u003c/script\\u003e\\u003cmeta http-equiv=\\"refresh\\" content=\\"0;url=https://evil.example\\"\\u003e\\u003c!-- \\u0026 \\u2028\\u2029"}',
    );
  });

  it('reads back as exactly the data it was given', () => {
    const value = { name, list: [1, 'a<b', null], nested: { ok: true } };
    expect(JSON.parse(inlineJson(value))).toEqual(value);
  });
});
