import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { HubItem, HubList } from '../src/schemas/hub.ts';
import { testApp } from './helpers/app.ts';
import { call, signedInAccount } from './helpers/sessions.ts';

describe('the mental-health hub', async () => {
  const { app, db } = await testApp();
  const therapist = await signedInAccount(app, db, 'therapist');
  const admin = await signedInAccount(app, db, 'admin');
  const list = async (query: string, cookie = therapist.cookie) => {
    const response = await call(app, 'GET', `/api/v1/hub${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HubList>();
  };
  const counts = (body: HubList) => Object.fromEntries(body.categories.map((c) => [c.id, c.count]));

  describe('who may read it', () => {
    it.each([['/api/v1/hub'], ['/api/v1/hub/self-care-for-therapists'], ['/api/v1/hub/safety-plan-template/download']])(
      '%s: visitors 401, clients 403, therapists and administrators 200',
      async (url) => {
        const client = await signedInAccount(app, db, 'client');
        expect((await call(app, 'GET', url)).statusCode).toBe(401);
        const refused = await call(app, 'GET', url, client.cookie);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe('FORBIDDEN');
        expect((await call(app, 'GET', url, therapist.cookie)).statusCode).toBe(200);
        expect((await call(app, 'GET', url, admin.cookie)).statusCode).toBe(200);
      },
    );
  });

  describe('the list', () => {
    it('lists every item by category, with each category counted', async () => {
      const body = await list('?locale=en');
      expect(body.items).toHaveLength(13);
      expect(body.items[0]).toMatchObject({ category: 'crisis-protocols', locale: 'en' });
      expect(counts(body)).toEqual({ 'crisis-protocols': 5, worksheets: 3, 'online-practice': 3, 'self-care': 2 });
      const germany = body.items.find((item) => item.slug === 'crisis-protocol-germany');
      expect(germany).toMatchObject({ country: 'DE', downloadable: false, reviewed: '2026-11-26' });
      const plan = body.items.find((item) => item.slug === 'safety-plan-template');
      expect(plan).toMatchObject({ category: 'worksheets', country: null, downloadable: true });
    });

    it('is in the account’s language unless another is asked for', async () => {
      const german = await signedInAccount(app, db, 'therapist');
      await db.updateTable('userAccount').set({ locale: 'de' }).where('id', '=', german.userId).execute();
      const english = await list('?locale=en');
      const body = await list('', german.cookie);
      expect(body.items).toHaveLength(13);
      expect(body.items.every((item) => item.locale === 'de')).toBe(true);
      const title = (items: HubList['items'], slug: string) => items.find((i) => i.slug === slug)?.title;
      expect(title(body.items, 'crisis-protocol-germany')).not.toBe(title(english.items, 'crisis-protocol-germany'));
      expect((await list('?locale=en', german.cookie)).items[0]?.locale).toBe('en');
    });

    it('finds an item by a word in its text, whatever the accents and case', async () => {
      // "Código Deontológico" is only in the text of the Spanish and Portuguese protocols.
      const body = await list('?locale=en&q=CODIGO%20deontologico');
      expect(body.items.map((item) => item.slug).sort()).toEqual(['crisis-protocol-portugal', 'crisis-protocol-spain']);
      expect(counts(body)).toEqual({ 'crisis-protocols': 2, worksheets: 0, 'online-practice': 0, 'self-care': 0 });
    });

    it('puts items with the words in their title first', async () => {
      const body = await list('?locale=en&q=supervision');
      expect(body.items[0]?.slug).toBe('finding-supervision-and-intervision');
      expect(body.items.length).toBeGreaterThan(1);
    });

    it('filters by category and still counts every category of the search', async () => {
      const body = await list('?locale=en&category=worksheets');
      expect(body.items.map((item) => item.slug).sort()).toEqual([
        'safety-plan-template',
        'thought-record-worksheet',
        'weekly-mood-diary',
      ]);
      expect(counts(body)).toEqual({ 'crisis-protocols': 5, worksheets: 3, 'online-practice': 3, 'self-care': 2 });
      const none = await list('?locale=en&q=zzzznothing');
      expect(none.items).toEqual([]);
      expect(none.categories.every((c) => c.count === 0)).toBe(true);
    });

    it.each([
      ['an unknown category', '?category=recipes', 'querystring/category'],
      ['an unknown language', '?locale=fr', 'querystring/locale'],
      ['a query over 200 characters', `?q=${'a'.repeat(201)}`, 'querystring/q'],
    ])('refuses %s with 400 and the field', async (_, query, field) => {
      const response = await call(app, 'GET', `/api/v1/hub${query}`, therapist.cookie);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().details)).toContain(field.split('/')[1]);
    });
  });

  describe('an item', () => {
    it('has its text as HTML with heading ids and the relative link to the emergency resources', async () => {
      const response = await call(app, 'GET', '/api/v1/hub/crisis-protocol-germany?locale=de', therapist.cookie);
      expect(response.statusCode).toBe(200);
      const item = response.json<HubItem>();
      expect(item).toMatchObject({ slug: 'crisis-protocol-germany', locale: 'de', country: 'DE' });
      expect(item.html).toMatch(/<h2 id="[a-z0-9-]+">/);
      expect(item.html).toContain('href="/de/emergency-resources/germany"');
    });

    it('is 404 for an unknown slug and 400 for one that cannot be a slug', async () => {
      const unknown = await call(app, 'GET', '/api/v1/hub/no-such-item', therapist.cookie);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('NOT_FOUND');
      const bad = await call(app, 'GET', '/api/v1/hub/Not_A_Slug!', therapist.cookie);
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json().details)).toContain('slug');
    });
  });

  describe('the PDF', () => {
    it('is the worksheet as a PDF with its title, text and review date', async () => {
      const response = await call(app, 'GET', '/api/v1/hub/thought-record-worksheet/download?locale=en', admin.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="thought-record-worksheet.pdf"');
      const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
      expect(text).toContain('Thought record');
      expect(text).toContain('Balanced thought');
      expect(text).toContain('anxious 20');
      expect(text).toContain('Calma · reviewed 26 November 2026');
    });

    it('is in the language asked for', async () => {
      const response = await call(app, 'GET', '/api/v1/hub/weekly-mood-diary/download?locale=de', therapist.cookie);
      expect(response.statusCode).toBe(200);
      const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
      expect(text).toContain('geprüft am 26. November 2026');
    });

    it('is 404 for an item that is not a worksheet, and for an unknown slug', async () => {
      const guidance = await call(app, 'GET', '/api/v1/hub/video-session-etiquette/download', therapist.cookie);
      expect(guidance.statusCode).toBe(404);
      expect((await call(app, 'GET', '/api/v1/hub/no-such-item/download', therapist.cookie)).statusCode).toBe(404);
    });
  });
});
