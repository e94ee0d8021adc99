import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { BADGE_COLORS, BADGE_SIZE, EMBED_RESIZE_MESSAGE } from '../src/contract/widgets.ts';
import { siteDist } from '../src/plugins/site.ts';
import { testApp } from './helpers/app.ts';
import { createTherapist } from './helpers/factories.ts';
import { DISGUISED_PATHS, rawGet } from './helpers/raw-get.ts';
import { call, practiceOwner, signedInAccount } from './helpers/sessions.ts';

const embedPaths = (slug: string) => [
  `/embed/${slug}/card`,
  `/de/embed/${slug}/message`,
  `/pt/embed/${slug}/badge/teal`,
  `/nl/embed/${slug}/badge/dark`,
];

// Widgets on therapists' own websites (issue #16). What each rule rests on is proven here without
// the site: the headers (chosen before routing, so a path that answers 404 here receives what its
// page receives, as in security-headers.test.ts) and the profile each widget reads. The pages
// themselves are asked for below when the site is built.
describe('embeds', async () => {
  const { app, db } = await testApp();

  it('may be framed by any site, in every language and for every widget; no other page may be', async () => {
    for (const url of embedPaths('anna-berg')) {
      const { headers } = await app.inject({ url });
      expect(headers['content-security-policy'], url).toContain('frame-ancestors *');
      expect(headers['x-frame-options'], url).toBeUndefined();
    }
    for (const url of ['/find-a-therapist', '/de/dashboard/settings/social-widgets', '/embedded', '/api/health']) {
      const { headers } = await app.inject({ url });
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('lets other sites run the sizing script, and nothing else of this origin', async () => {
    expect((await app.inject({ url: '/embed.js' })).headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const url of ['/embed.jsx', '/_astro/x.js', '/api/health']) {
      expect((await app.inject({ url })).headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('sets no cookies, even when a signed-in visitor asks', async () => {
    const visitor = await signedInAccount(app, db, 'client');
    for (const url of embedPaths('anna-berg')) {
      expect((await call(app, 'GET', url, visitor.cookie)).headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('shows a free practice’s badge (the public profile) but not its card or message form (the plan-gated profile)', async () => {
    const free = await practiceOwner(app, db, { plan: 'free' });
    const profile = await call(app, 'GET', `/api/v1/therapists/${free.slug}?locale=de`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ slug: free.slug, name: free.name, verified: true });
    expect((await call(app, 'GET', `/api/v1/therapists/${free.slug}/embed?locale=de`)).statusCode).toBe(404);
  });

  it('has no badge for an unverified, unlisted or unknown profile', async () => {
    const unverified = await createTherapist(db, { verified: false, plan: 'practice' });
    const unlisted = await createTherapist(db, { listed: false, plan: 'practice' });
    for (const slug of [unverified.slug, unlisted.slug, 'nobody-by-this-name']) {
      expect((await call(app, 'GET', `/api/v1/therapists/${slug}`)).statusCode, slug).toBe(404);
    }
  });

  it('sizes frames with the same message and badge size as the widgets (public/embed.js cannot import them)', () => {
    const script = readFileSync(path.join(repoRoot, 'site/public/embed.js'), 'utf8');
    expect(script).toContain(`'${EMBED_RESIZE_MESSAGE}'`);
    expect(script).toContain(`badge: [${BADGE_SIZE.width}, ${BADGE_SIZE.height}]`);
    expect(script).toContain('event.source !== frame.contentWindow || event.origin !== origin');
  });
});

// The pages, as a browser receives them from the built site (npm run build). The API suite also
// runs where the site is not built yet (CI builds it for the end-to-end tests, after this suite).
const siteBuilt = existsSync(path.join(siteDist, 'server/entry.mjs'));
describe.runIf(siteBuilt)('embed pages of the built site', async () => {
  // Vitest runs a skipped suite's body too, to list its tests: without a site there is no app to build.
  if (!siteBuilt) return;
  const { app, db } = await testApp({ serveSite: true });
  const page = (url: string, cookie?: string) =>
    app.inject({ url, headers: { host: 'practice.example', ...(cookie ? { cookie } : {}) } });

  it('shows a verified practice’s badge in every colour, linking to its profile on the host asked for', async () => {
    const owner = await practiceOwner(app, db, { plan: 'free' });
    for (const color of BADGE_COLORS) {
      const response = await page(`/de/embed/${owner.slug}/badge/${color}`);
      expect(response.statusCode, color).toBe(200);
      expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.body).toContain(`embed-badge-${color}`);
      // The link's name is its words: the claim, the name, and (read out only) where it leads.
      expect(response.body).toContain(`<strong>Verifiziert bei Calma</strong><span>${owner.name}</span>`);
      expect(response.body).toContain('Öffnet das Profil bei Calma in einem neuen Tab');
      expect(response.body).toMatch(
        new RegExp(
          `href="http://practice\\.example/de/find-a-therapist/[^"]+/${owner.slug}" target="_blank" rel="noopener"`,
        ),
      );
      // No framework JavaScript: the only script is the layout's own sizing script.
      expect(response.body).not.toContain('astro-island');
      expect(response.rawPayload.length).toBeLessThan(10_000);
    }
    // Its card and message form are in the paid plans only.
    expect((await page(`/embed/${owner.slug}/card`)).statusCode).toBe(404);
    expect((await page(`/embed/${owner.slug}/message`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown colour, and for an unverified, unlisted or unknown profile', async () => {
    const owner = await practiceOwner(app, db, { plan: 'practice' });
    for (const color of ['red', 'Teal', 'teal.css', 'teal-dark']) {
      expect((await page(`/embed/${owner.slug}/badge/${color}`)).statusCode, color).toBe(404);
    }
    const unverified = await createTherapist(db, { verified: false, plan: 'practice' });
    const unlisted = await createTherapist(db, { listed: false, plan: 'practice' });
    for (const slug of [unverified.slug, unlisted.slug, 'nobody-by-this-name']) {
      expect((await page(`/embed/${slug}/badge/teal`)).statusCode, slug).toBe(404);
      expect((await page(`/embed/${slug}/card`)).statusCode, slug).toBe(404);
    }
  });

  it('serves no other page under an embed’s path, where another reader resolves it elsewhere', async () => {
    const owner = await practiceOwner(app, db, { plan: 'practice' });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const path of [...DISGUISED_PATHS, `/embed/${owner.slug}/%2e%2e/%2e%2e/dashboard/settings/social-widgets`]) {
      // As the practice, signed in: the dashboard it must not be tricked into using inside a frame.
      const { status, headers, body } = await rawGet(origin, path, { cookie: owner.cookie });
      expect(status, path).toBe(400);
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(body, path).not.toContain('id="dashboard"');
    }
    // The real widgets, asked for the same way, stay frameable.
    const card = await rawGet(origin, `/embed/${owner.slug}/card`);
    expect(card.status).toBe(200);
    expect(card.headers['content-security-policy']).toContain('frame-ancestors *');
  });

  it('serves the sizing script to other sites', async () => {
    const script = await page('/embed.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('sets no cookies on any widget, even for a signed-in visitor', async () => {
    const owner = await practiceOwner(app, db, { plan: 'practice' });
    const visitor = await signedInAccount(app, db, 'client');
    for (const url of embedPaths(owner.slug)) {
      const response = await page(url, visitor.cookie);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['set-cookie'], url).toBeUndefined();
      expect(response.headers['content-security-policy'], url).toContain('frame-ancestors *');
    }
  });
});
