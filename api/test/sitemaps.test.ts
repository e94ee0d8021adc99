import { describe, expect, it } from 'vitest';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createTherapist } from './helpers/factories.ts';

describe('profile sitemaps', async () => {
  const { db } = await isolatedDatabase();
  const { app } = await testApp({}, { db });
  const inPerson = await createTherapist(db, { firstName: 'Marta', lastName: 'Sitemap', place: 'hamburg' });
  const online = await createTherapist(db, { firstName: 'Oona', lastName: 'Sitemap', online: true });
  const unlisted = await createTherapist(db, { firstName: 'Ulla', lastName: 'Sitemap', listed: false });
  const unverified = await createTherapist(db, { firstName: 'Vera', lastName: 'Sitemap', verified: false });

  it('indexes one file while the directory holds fewer than 9,000 profiles', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap-profiles.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body.match(/<sitemap>/g)).toHaveLength(1);
    expect(response.body).toContain('/sitemap-profiles/1.xml</loc>');
  });

  it('lists every listed, verified profile in each locale, with its alternates, and no other', async () => {
    const body = (await app.inject({ method: 'GET', url: '/sitemap-profiles/1.xml' })).body;
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    expect(locs.filter((path) => path.endsWith(`/${inPerson.slug}`))).toEqual(
      ['', '/de', '/nl', '/es', '/pt'].map((prefix) => `${prefix}/find-a-therapist/hamburg/${inPerson.slug}`),
    );
    expect(locs.filter((path) => path.endsWith(`/${online.slug}`))).toHaveLength(5);
    expect(body).not.toContain(unlisted.slug);
    expect(body).not.toContain(unverified.slug);
    expect(body).toContain('hreflang="pt-PT"');
    // Each entry names the English page as the one for every other language.
    expect(body.match(/hreflang="x-default"/g)).toHaveLength(locs.length);
    expect(body).toContain(
      `hreflang="x-default" href="http://localhost:3000/find-a-therapist/hamburg/${inPerson.slug}"`,
    );
  });

  it('answers 404 for a file past the last and for a name that is no file', async () => {
    expect((await app.inject({ method: 'GET', url: '/sitemap-profiles/2.xml' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sitemap-profiles/one.xml' })).statusCode).toBe(404);
  });
});
