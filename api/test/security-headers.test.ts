import { describe, expect, it } from 'vitest';
import { testApp } from './helpers/app.ts';
import { DISGUISED_PATHS, rawGet } from './helpers/raw-get.ts';

// The site is not served here, so page paths answer 404; the headers are chosen before routing,
// so what these paths receive is what their pages receive.
describe('security headers by path', async () => {
  const { app } = await testApp();
  const { app: hosted } = await testApp({ publicUrl: 'https://calma.example', secure: true });

  it('forbids framing, the camera and the microphone on API answers and ordinary pages', async () => {
    for (const url of ['/api/health', '/find-a-therapist', '/de/dashboard']) {
      const { headers } = await app.inject({ url });
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['permissions-policy']).toBe(
        'camera=(), microphone=(), display-capture=(), geolocation=(), payment=()',
      );
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy']).not.toContain('unsafe-inline');
    }
  });

  it('holds the API reference to its own scripts and API answers to loading nothing', async () => {
    const docs = await app.inject({ url: '/api/docs' });
    const page = docs.statusCode === 302 ? await app.inject({ url: docs.headers.location as string }) : docs;
    const html = page.body;
    expect(page.headers['content-type']).toContain('text/html');
    // Every script of the page is a file from this origin, which is what script-src 'self' allows.
    expect(html.match(/<script(?![^>]*\ssrc=)/g)).toBeNull();
    for (const url of ['/api/docs', '/api/docs/static/index.html']) {
      const policy = String((await app.inject({ url })).headers['content-security-policy']);
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      expect(policy).toContain("frame-ancestors 'none'");
    }
    for (const url of ['/api/health', '/api/v1/therapists/search', '/api/openapi.json']) {
      const policy = String((await app.inject({ url })).headers['content-security-policy']);
      expect(policy, url).toBe(
        "default-src 'none'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'; form-action 'self'",
      );
    }
  });

  it('lets any site frame /embed/ pages', async () => {
    for (const url of ['/embed/booking/anna', '/de/embed/booking/anna']) {
      const { headers } = await app.inject({ url });
      expect(headers['content-security-policy']).toContain('frame-ancestors *');
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['x-frame-options']).toBeUndefined();
      expect(headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('refuses a path another reader would resolve to a different page, and nobody may frame the refusal', async () => {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const path of [...DISGUISED_PATHS, '/video/%2e%2e/dashboard', '/api/v1/therapists/%2e%2e/x']) {
      const { status, headers, body } = await rawGet(origin, path);
      expect(status, path).toBe(400);
      expect(JSON.parse(body), path).toMatchObject({ code: 'BAD_PATH' });
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });

  it('refuses an embed path whose escapes are not UTF-8, unframeable too', async () => {
    for (const url of ['/embed/%ED%A0%80/card', '/de/embed/anna%FF/badge/teal']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code: 'BAD_PATH' });
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('allows this origin’s camera and microphone on video session pages only', async () => {
    for (const url of ['/online-session/dr-x', '/es/video/abc.def']) {
      const { headers } = await app.inject({ url });
      expect(headers['permissions-policy']).toBe(
        'camera=(self), microphone=(self), display-capture=(self), geolocation=(), payment=()',
      );
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('asks browsers to keep to HTTPS when served over HTTPS', async () => {
    const { headers } = await hosted.inject({ url: '/embed/booking/anna' });
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect((await app.inject({ url: '/find-a-therapist' })).headers['strict-transport-security']).toBeUndefined();
  });
});
