import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createTherapist } from './helpers/factories.ts';

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
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
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
