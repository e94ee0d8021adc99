import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { siteDist } from '../src/plugins/site.ts';
import { testApp } from './helpers/app.ts';

// The built site leaves Brotli and gzip copies of its pages and scripts (site/precompress.mjs), so a
// phone downloads a fifth of the bytes. Asked for only where the site is built, as in embeds.test.ts.
const siteBuilt = existsSync(path.join(siteDist, 'server/entry.mjs'));
describe.runIf(siteBuilt)('the built site over the network', async () => {
  if (!siteBuilt) return;
  const { app } = await testApp({ serveSite: true });
  const get = (url: string, encoding?: string) =>
    app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a page compressed to a browser that accepts it, with the same policy and the same page', async () => {
    const plain = await get('/de/emergency-resources');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get('/de/emergency-resources', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(br.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(br.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get('/de/emergency-resources', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('sends the hashed scripts compressed and still cached for a year', async () => {
    const page = await get('/');
    const script = page.body.match(/\/_astro\/[\w.-]+\.js/)?.[0];
    expect(script, 'a script on the home page').toBeDefined();
    const response = await get(script ?? '', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
