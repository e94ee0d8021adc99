import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { renderShareCard } from '../src/directory/share-card.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createTherapist } from './helpers/factories.ts';
import { practiceOwner, SAME_SITE } from './helpers/sessions.ts';

// Every card drawn is counted: the drawing is what the cache saves.
vi.mock('../src/directory/share-card.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/directory/share-card.ts')>();
  return { ...original, renderShareCard: vi.fn(original.renderShareCard) };
});
/** How many cards have been drawn for this name so far. */
const drawn = (name: string) => vi.mocked(renderShareCard).mock.calls.filter(([card]) => card.name === name).length;

describe('profile share images', async () => {
  const { db } = await isolatedDatabase();
  const { app } = await testApp({}, { db });
  const listed = await createTherapist(db, { firstName: 'Ayşe', lastName: 'Demir', place: 'berlin/neukolln' });
  const unverified = await createTherapist(db, {
    firstName: 'Noch',
    lastName: 'Nicht',
    place: 'hamburg',
    verified: false,
  });

  it('answers a cacheable 1200×630 PNG for a listed, verified profile', async () => {
    const response = await app.inject({ url: `/api/v1/therapists/${listed.slug}/share-card.png?locale=de` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    // Browsers for 5 minutes, a CDN for an hour, then both revalidate with the ETag.
    expect(response.headers['cache-control']).toBe('public, max-age=300, s-maxage=3600');
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    // The address names the locale, so a CDN keeps one copy whatever the reader's languages.
    expect(response.headers.vary).toBeUndefined();
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });

    const byHeader = await app.inject({
      url: `/api/v1/therapists/${listed.slug}/share-card.png`,
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(byHeader.headers.vary).toBe('accept-language');
    expect(byHeader.headers.etag).toBe(response.headers.etag);
  });

  it('draws a card once, however often and with whatever other parameters it is asked for', async () => {
    const therapist = await createTherapist(db, { firstName: 'Oft', lastName: 'Geteilt', place: 'hamburg' });
    const url = `/api/v1/therapists/${therapist.slug}/share-card.png`;
    // A post shared widely: many readers at the same moment share one drawing.
    const burst = await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: `${url}?locale=de` })));
    expect(burst.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(drawn('Oft Geteilt')).toBe(1);

    const first = burst[0];
    for (const query of [
      '?locale=de',
      '?locale=de&utm_source=newsletter',
      '?locale=de&v=1&fbclid=x',
      '?v=2&locale=de',
    ]) {
      const again = await app.inject({ url: `${url}${query}` });
      expect(again.statusCode, query).toBe(200);
      expect(again.headers.etag, query).toBe(first?.headers.etag);
      expect(again.rawPayload.equals(first?.rawPayload ?? Buffer.alloc(0)), query).toBe(true);
    }
    expect(drawn('Oft Geteilt')).toBe(1);

    // Another locale is another card.
    const dutch = await app.inject({ url: `${url}?locale=nl` });
    expect(dutch.headers.etag).not.toBe(first?.headers.etag);
    expect(drawn('Oft Geteilt')).toBe(2);
  });

  it('answers 304 without drawing when the reader holds the current card, with the same cache headers', async () => {
    const therapist = await createTherapist(db, { firstName: 'Schon', lastName: 'Gesehen', place: 'hamburg' });
    const url = `/api/v1/therapists/${therapist.slug}/share-card.png?locale=es`;
    const { etag } = (await app.inject({ url })).headers;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`, '*']) {
      const revalidated = await app.inject({ url, headers: { 'if-none-match': String(ifNoneMatch) } });
      expect(revalidated.statusCode, String(ifNoneMatch)).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers['cache-control']).toBe('public, max-age=300, s-maxage=3600');
    }
    expect((await app.inject({ url, headers: { 'if-none-match': '"an-old-card"' } })).statusCode).toBe(200);
    expect(drawn('Schon Gesehen')).toBe(1);
  });

  it('draws the card again once the therapist edits their profile, and the old ETag no longer matches', async () => {
    const owner = await practiceOwner(app, db, { firstName: 'Neu', lastName: 'Benannt', place: 'hamburg' });
    const url = `/api/v1/therapists/${owner.slug}/share-card.png?locale=de`;
    const before = await app.inject({ url });
    expect(drawn('Neu Benannt')).toBe(1);

    const headers = { cookie: owner.cookie, ...SAME_SITE };
    const general = (await app.inject({ url: '/api/v1/profile/sections/general-info', headers })).json();
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v1/profile/sections/general-info',
      headers,
      payload: { ...general, title: 'Kinder- und Jugendlichenpsychotherapeutin' },
    });
    expect(saved.statusCode).toBe(200);

    const after = await app.inject({ url, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    expect(vi.mocked(renderShareCard).mock.calls.at(-1)?.[0]).toMatchObject({
      name: 'Neu Benannt',
      title: 'Kinder- und Jugendlichenpsychotherapeutin',
    });
    expect(drawn('Neu Benannt')).toBe(2);
  });

  it('is open to visitors, and 404 for a profile that is not public', async () => {
    const response = await app.inject({ url: `/api/v1/therapists/${unverified.slug}/share-card.png` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 400 with the field for a malformed slug or locale', async () => {
    const slug = await app.inject({ url: '/api/v1/therapists/NOT_A_SLUG!/share-card.png' });
    expect(slug.statusCode).toBe(400);
    const locale = await app.inject({ url: `/api/v1/therapists/${listed.slug}/share-card.png?locale=fr` });
    expect(locale.statusCode).toBe(400);
    expect(JSON.stringify(locale.json())).toContain('locale');
  });
});
