import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { postgresEngine } from '../src/search/engines/postgres.ts';
import { followChanges, rebuildIndex } from '../src/search/indexer.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createTherapist, createUser } from './helpers/factories.ts';
import { SAME_SITE, signIn } from './helpers/sessions.ts';

/** A signed-in therapist account, optionally managing a profile made by the factory. */
async function therapistAccount(app: FastifyInstance, db: Database, profile?: Parameters<typeof createTherapist>[1]) {
  const user = await createUser(db, { role: 'therapist' });
  const therapist = profile ? await createTherapist(db, profile) : undefined;
  if (therapist) await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', therapist.id).execute();
  return { user, therapist, cookie: await signIn(app, user.email) };
}

const client = (app: FastifyInstance) => (cookie: string) => ({
  get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie } }),
  put: (url: string, payload: object) => app.inject({ method: 'PUT', url, headers: { cookie, ...SAME_SITE }, payload }),
  post: (url: string) => app.inject({ method: 'POST', url, headers: { cookie, ...SAME_SITE } }),
});

const fields = (response: { json: () => { details?: { field: string; code: string }[] } }) =>
  (response.json().details ?? []).map((d) => `${d.field}:${d.code}`);

const generalInfo = {
  firstName: 'Jürgen',
  lastName: 'Weiß',
  title: 'Psychologischer Psychotherapeut',
  pronouns: 'er/ihm',
  gender: 'male',
  country: 'germany',
  timeZone: '',
  email: 'praxis@weiss.example',
  phone: '',
  website: '',
  contactMethods: ['messages', 'email'],
  languages: ['german', 'english'],
};
const about = 'Ich begleite Erwachsene mit Ängsten, Depressionen und in Lebenskrisen – ruhig, klar und auf Augenhöhe.';
const practiceInfo = {
  offersOnline: true,
  offersInPerson: true,
  locations: [{ street: 'Oranienstraße 25', postalCode: '10999', city: 'berlin', district: 'kreuzberg' }],
  sessionName: 'Einzelsitzung',
  sessionMinutes: '50',
  sessionPrice: '95,00',
  showPrices: true,
  acceptingNewClients: true,
};

describe('profile wizard and editor', async () => {
  const { app, db } = await testApp();
  const as = client(app);

  describe('access', () => {
    it('asks visitors to sign in and refuses clients', async () => {
      const urls = ['/api/v1/profile', '/api/v1/profile/steps/general-info', '/api/v1/profile/sections/bookshelf'];
      for (const url of urls) {
        const visitor = await app.inject({ method: 'GET', url });
        expect(visitor.statusCode, url).toBe(401);
        expect(visitor.json().code).toBe('UNAUTHENTICATED');
      }
      const visitorPut = await app.inject({
        method: 'PUT',
        url: '/api/v1/profile/steps/general-info',
        headers: SAME_SITE,
        payload: generalInfo,
      });
      expect(visitorPut.statusCode).toBe(401);

      const clientUser = await createUser(db, { role: 'client' });
      const cookie = await signIn(app, clientUser.email);
      for (const url of urls) expect((await as(cookie).get(url)).statusCode, url).toBe(403);
      expect((await as(cookie).put('/api/v1/profile/steps/general-info', generalInfo)).statusCode).toBe(403);
      expect((await as(cookie).post('/api/v1/profile/submit')).statusCode).toBe(403);
    });

    it('acts only on the caller’s own profile: no route names a profile, and drafts are per account', async () => {
      const openapi = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
        paths: Record<string, unknown>;
      };
      const own = Object.keys(openapi.paths).filter((p) => /^\/api\/v1\/(profile|verification|media)\b/.test(p));
      expect(own.length).toBeGreaterThan(5);
      for (const route of own) expect(route, route).not.toMatch(/\{(therapistId|userId|slug|profileId)\}/);

      const first = await therapistAccount(app, db);
      const second = await therapistAccount(app, db);
      const mine = { ...generalInfo, lastName: 'Erstbesitz' };
      expect((await as(first.cookie).put('/api/v1/profile/steps/general-info', mine)).statusCode).toBe(200);
      const theirs = await as(second.cookie).get('/api/v1/profile/steps/general-info');
      expect(theirs.statusCode).toBe(200);
      expect(JSON.stringify(theirs.json())).not.toContain('Erstbesitz');
      // The second account's own draft and completion touch nothing of the first's.
      await as(second.cookie).put('/api/v1/profile/steps/general-info', { ...generalInfo, lastName: 'Zweit' });
      expect((await as(second.cookie).post('/api/v1/profile/steps/general-info/complete')).statusCode).toBe(200);
      expect((await as(first.cookie).get('/api/v1/profile/steps/general-info')).json().data).toEqual(mine);
      expect((await as(first.cookie).get('/api/v1/profile')).json().profile).toBeNull();
      const secondProfile = (await as(second.cookie).get('/api/v1/profile')).json().profile;
      expect(secondProfile.slug).toMatch(/zweit/);
    });
  });

  describe('wizard', () => {
    it('keeps an invalid draft as typed, refuses to complete it field by field, then creates the profile', async () => {
      const { user, cookie } = await therapistAccount(app, db);
      const me = as(cookie);

      const start = await me.get('/api/v1/profile');
      expect(start.statusCode).toBe(200);
      expect(start.json()).toEqual({
        profile: null,
        wizard: { open: true, currentStep: 'general-info', completedSteps: [] },
      });

      const typed = { ...generalInfo, lastName: '', email: 'praxis-at-weiss', languages: ['german', 'klingon'] };
      const saved = await me.put('/api/v1/profile/steps/general-info', typed);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ step: 'general-info', data: typed, complete: false });
      expect(saved.json().errors.map((e: { field: string }) => e.field)).toEqual(['lastName', 'email', 'languages']);

      // A reload finds exactly what was typed.
      expect((await me.get('/api/v1/profile/steps/general-info')).json().data).toEqual(typed);

      const refused = await me.post('/api/v1/profile/steps/general-info/complete');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
      expect(fields(refused)).toEqual(['lastName:required', 'email:invalidEmail', 'languages:unknown']);
      expect((await me.get('/api/v1/profile/steps/general-info')).json().data).toEqual(typed);

      expect((await me.put('/api/v1/profile/steps/general-info', generalInfo)).json().errors).toEqual([]);
      const completed = await me.post('/api/v1/profile/steps/general-info/complete');
      expect(completed.statusCode).toBe(200);
      expect(completed.json()).toMatchObject({
        profile: { status: 'draft', listed: false, verified: false },
        wizard: { open: true, currentStep: 'about-and-approach', completedSteps: ['general-info'] },
      });
      const slug = completed.json().profile.slug as string;
      expect(slug).toMatch(/^juergen-weiss(-\d+)?$/);
      const row = await db.selectFrom('therapist').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ firstName: 'Jürgen', timeZone: 'Europe/Berlin', currency: 'EUR', verifiedAt: null });

      // The editor is for submitted profiles; the wizard owns this one until then.
      expect((await me.get('/api/v1/profile/sections/general-info')).statusCode).toBe(409);
    });

    it('walks every step to a submitted, unverified profile', async () => {
      const { user, cookie } = await therapistAccount(app, db);
      const me = as(cookie);
      const step = async (name: string, data: object) => {
        expect((await me.put(`/api/v1/profile/steps/${name}`, data)).statusCode).toBe(200);
        const response = await me.post(`/api/v1/profile/steps/${name}/complete`);
        expect(response.statusCode, JSON.stringify(response.json())).toBe(200);
        return response.json();
      };

      expect((await me.post('/api/v1/profile/steps/photos/complete')).json().code).toBe('PROFILE_NOT_STARTED');
      expect((await me.post('/api/v1/profile/submit')).json().code).toBe('PROFILE_NOT_STARTED');

      await step('general-info', { ...generalInfo, firstName: 'Marta', lastName: 'Gómez' });
      await step('about-and-approach', {
        texts: {
          de: { about, approach: 'Verhaltenstherapie und Schematherapie.', whoIWorkWith: 'Erwachsene.' },
          en: { about: '', approach: '', whoIWorkWith: '' },
        },
      });
      const early = await me.post('/api/v1/profile/submit');
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({
        code: 'PROFILE_INCOMPLETE',
        details: { steps: ['experience', 'expertise-areas', 'practice-info'] },
      });

      await step('experience', {
        yearsExperience: '12',
        education: ['Diplom-Psychologie, FU Berlin', ''],
        qualifications: ['Approbation'],
        memberships: [],
      });
      await step('expertise-areas', {
        categories: ['anxiety', 'depression'],
        approaches: ['cbt'],
        specializations: [],
      });

      const wrongDistrict = { ...practiceInfo, locations: [{ ...practiceInfo.locations[0], city: 'hamburg' }] };
      await me.put('/api/v1/profile/steps/practice-info', wrongDistrict);
      const refused = await me.post('/api/v1/profile/steps/practice-info/complete');
      expect(fields(refused)).toEqual(['locations.0.district:districtOnlyForBerlin']);
      await step('practice-info', practiceInfo);
      // The photo step keeps its own data; completing it only moves the wizard on.
      const photos = await me.post('/api/v1/profile/steps/photos/complete');
      expect(photos.json().wizard.currentStep).toBe('verification');

      // The verification step's profession, register entry and documents come next.
      const unproven = await me.post('/api/v1/profile/submit');
      expect(unproven.statusCode).toBe(409);
      expect(unproven.json().code).toBe('VERIFICATION_INCOMPLETE');
      const { id: therapistId } = await db
        .selectFrom('therapist')
        .select('id')
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('verification')
        .values({
          therapistId,
          country: 'germany',
          profession: 'psychological-psychotherapist',
          registerNumber: '12345',
        })
        .execute();
      await db
        .insertInto('verificationDocument')
        .values(
          (['qualification', 'identity'] as const).map((kind) => ({
            therapistId,
            kind,
            fileKey: `test/${therapistId}/${kind}.pdf`,
            fileName: `${kind}.pdf`,
            mimeType: 'application/pdf',
            bytes: 1000,
          })),
        )
        .execute();

      const submitted = await me.post('/api/v1/profile/submit');
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json()).toMatchObject({
        profile: {
          status: 'submitted',
          listed: true,
          verified: false,
          url: expect.stringMatching(/^\/find-a-therapist\/berlin\/marta-gomez/),
        },
        // The step list shows verification as done once the profile is submitted for it.
        wizard: { open: false, completedSteps: expect.arrayContaining(['verification']) },
      });

      const row = await db.selectFrom('therapist').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        verificationStatus: 'submitted',
        verifiedAt: null,
        yearsExperience: 12,
        education: ['Diplom-Psychologie, FU Berlin'],
        offersInPerson: true,
        contactMethods: ['messages', 'email'],
      });
      expect(row.submittedAt).not.toBeNull();
      const texts = await db.selectFrom('therapistText').selectAll().where('therapistId', '=', row.id).execute();
      expect(texts.map((t) => t.locale)).toEqual(['de']);
      const places = await db.selectFrom('therapistLocation').selectAll().where('therapistId', '=', row.id).execute();
      expect(places).toMatchObject([{ city: 'berlin', district: 'kreuzberg', street: 'Oranienstraße 25' }]);
      const services = await db.selectFrom('service').selectAll().where('therapistId', '=', row.id).execute();
      expect(services).toMatchObject([
        { name: 'Einzelsitzung', durationMinutes: 50, priceMinor: 9500, modality: 'both' },
      ]);

      // Not public until a reviewer verifies it; the wizard is closed, the editor open.
      expect((await app.inject({ method: 'GET', url: `/api/v1/therapists/${row.slug}` })).statusCode).toBe(404);
      const late = await me.put('/api/v1/profile/steps/experience', {
        yearsExperience: '1',
        education: ['x'],
        qualifications: [],
        memberships: [],
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('PROFILE_ALREADY_SUBMITTED');
      expect((await me.post('/api/v1/profile/submit')).statusCode).toBe(409);
      expect((await me.get('/api/v1/profile/sections/experience')).json()).toMatchObject({ yearsExperience: '12' });
    });

    it('un-completes a step whose draft stops being valid', async () => {
      const { cookie } = await therapistAccount(app, db);
      const me = as(cookie);
      const experience = { yearsExperience: '5', education: ['MSc'], qualifications: [], memberships: [] };
      await me.put('/api/v1/profile/steps/experience', experience);
      await me.post('/api/v1/profile/steps/experience/complete');
      expect((await me.get('/api/v1/profile')).json().wizard.completedSteps).toEqual(['experience']);
      const broken = await me.put('/api/v1/profile/steps/experience', { ...experience, yearsExperience: 'five' });
      expect(broken.json()).toMatchObject({
        complete: false,
        errors: [{ field: 'yearsExperience', code: 'notANumber' }],
      });
      expect((await me.get('/api/v1/profile')).json().wizard).toMatchObject({
        completedSteps: [],
        currentStep: 'experience',
      });
    });

    it('gives a second therapist of the same name an address of their own', async () => {
      const first = await therapistAccount(app, db);
      const second = await therapistAccount(app, db);
      const name = { ...generalInfo, firstName: 'Zoë', lastName: `Twin${Date.now()}` };
      const slugs: string[] = [];
      for (const { cookie } of [first, second]) {
        await as(cookie).put('/api/v1/profile/steps/general-info', name);
        slugs.push((await as(cookie).post('/api/v1/profile/steps/general-info/complete')).json().profile.slug);
      }
      expect(slugs[1]).toBe(`${slugs[0]}-2`);
    });
  });

  describe('editor', () => {
    it('answers 404 to a therapist without a profile', async () => {
      const { cookie } = await therapistAccount(app, db);
      const response = await as(cookie).get('/api/v1/profile/sections/general-info');
      expect(response.statusCode).toBe(404);
      expect((await as(cookie).put('/api/v1/profile/sections/bookshelf', { books: [] })).statusCode).toBe(404);
    });

    it('edits about and approach and shows it on the public profile at once', async () => {
      const { therapist, cookie } = await therapistAccount(app, db, { place: 'berlin/kreuzberg' });
      const me = as(cookie);
      const current = await me.get('/api/v1/profile/sections/about-and-approach');
      expect(current.json().texts.en.about).toMatch(/^I am Alex/);

      const text = 'I work with adults facing anxiety and low mood, combining CBT with compassion-focused work.';
      const saved = await me.put('/api/v1/profile/sections/about-and-approach', {
        texts: { en: { about: text, approach: 'CBT.', whoIWorkWith: 'Adults.' } },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().texts.en).toEqual({ about: text, approach: 'CBT.', whoIWorkWith: 'Adults.' });
      const profile = await app.inject({ method: 'GET', url: `/api/v1/therapists/${therapist?.slug}?locale=en` });
      expect(profile.json().texts).toMatchObject({ about: text, approach: 'CBT.', whoIWorkWith: 'Adults.' });

      const refused = await me.put('/api/v1/profile/sections/about-and-approach', {
        texts: { en: { about: 'Too short.', approach: '', whoIWorkWith: '' } },
      });
      expect(refused.statusCode).toBe(400);
      expect(fields(refused)).toEqual(['texts.en.about:tooShort']);
      expect((await me.get('/api/v1/profile/sections/about-and-approach')).json().texts.en.about).toBe(text);

      // The last language written cannot be removed.
      const emptied = await me.put('/api/v1/profile/sections/about-and-approach', {
        texts: { en: { about: '', approach: '', whoIWorkWith: '' } },
      });
      expect(fields(emptied)).toEqual(['texts:textRequired']);
    });

    it('reports which locales are complete and adds a translation', async () => {
      const { cookie } = await therapistAccount(app, db, { place: 'hamburg' });
      const me = as(cookie);
      const before = await me.get('/api/v1/profile/sections/localised-profile');
      expect(before.json().locales).toEqual([
        { locale: 'en', status: 'partial' },
        { locale: 'de', status: 'missing' },
        { locale: 'nl', status: 'missing' },
        { locale: 'es', status: 'missing' },
        { locale: 'pt', status: 'missing' },
      ]);
      const after = await me.put('/api/v1/profile/sections/localised-profile', {
        texts: { de: { about, approach: 'Verhaltenstherapie.', whoIWorkWith: 'Erwachsene.' } },
      });
      expect(after.statusCode).toBe(200);
      expect(after.json().locales.slice(0, 2)).toEqual([
        { locale: 'en', status: 'partial' },
        { locale: 'de', status: 'complete' },
      ]);
    });

    it('validates and saves general info, experience and expertise', async () => {
      const { therapist, cookie } = await therapistAccount(app, db, { place: 'hamburg' });
      const me = as(cookie);
      const general = (await me.get('/api/v1/profile/sections/general-info')).json();
      expect(general).toMatchObject({ firstName: 'Alex', country: 'germany', languages: ['english'] });

      const refused = await me.put('/api/v1/profile/sections/general-info', {
        ...general,
        timeZone: 'Europe/London',
        contactMethods: ['phone'],
      });
      expect(fields(refused)).toEqual(['timeZone:timeZoneNotInCountry', 'phone:contactDetailMissing']);
      const saved = await me.put('/api/v1/profile/sections/general-info', {
        ...general,
        title: 'Psychotherapeutin (HeilprG)',
        languages: ['german', 'turkish'],
      });
      expect(saved.json()).toMatchObject({ title: 'Psychotherapeutin (HeilprG)', languages: ['german', 'turkish'] });

      const expertise = await me.put('/api/v1/profile/sections/expertise-areas', {
        categories: ['trauma', 'grief'],
        approaches: ['emdr'],
        specializations: ['refugees'],
      });
      expect(expertise.statusCode).toBe(200);
      expect(
        fields(
          await me.put('/api/v1/profile/sections/expertise-areas', {
            categories: [],
            approaches: ['emdr'],
            specializations: [],
          }),
        ),
      ).toEqual(['categories:required']);
      expect(
        fields(
          await me.put('/api/v1/profile/sections/experience', {
            yearsExperience: '-1',
            education: ['MSc'],
            qualifications: [],
            memberships: [],
          }),
        ),
      ).toEqual(['yearsExperience:negative']);

      const profile = (
        await app.inject({ method: 'GET', url: `/api/v1/therapists/${therapist?.slug}?locale=en` })
      ).json();
      expect(profile.title).toBe('Psychotherapeutin (HeilprG)');
      expect(profile.languages.map((l: { slug: string }) => l.slug)).toEqual(['german', 'turkish']);
      expect(profile.categories.map((c: { slug: string }) => c.slug)).toEqual(['trauma', 'grief']);
    });

    it('keeps a bookshelf with checked ISBNs and shows it on the profile', async () => {
      const { therapist, cookie } = await therapistAccount(app, db, { place: 'berlin/mitte' });
      const me = as(cookie);
      const frankl = {
        title: 'Man’s Search for Meaning',
        author: 'Viktor E. Frankl',
        isbn: '978-0-8070-1427-1',
        note: 'A classic.',
      };
      const refused = await me.put('/api/v1/profile/sections/bookshelf', {
        books: [{ ...frankl, isbn: '978-0-8070-1427-9' }],
      });
      expect(refused.statusCode).toBe(400);
      expect(fields(refused)).toEqual(['books.0.isbn:invalidIsbn']);

      const saved = await me.put('/api/v1/profile/sections/bookshelf', {
        books: [frankl, { title: 'Die Kunst des Liebens', author: 'Erich Fromm', isbn: '', note: '' }],
      });
      expect(saved.statusCode).toBe(200);
      const books = saved.json().books;
      expect(books).toMatchObject([
        { ...frankl, isbn: '9780807014271', id: expect.any(String) },
        { title: 'Die Kunst des Liebens', isbn: '' },
      ]);

      // Reordered and one edited in place; the other removed.
      const again = await me.put('/api/v1/profile/sections/bookshelf', {
        books: [{ ...books[0], note: 'Still a classic.' }],
      });
      expect(again.json().books).toEqual([{ ...books[0], note: 'Still a classic.' }]);

      const profile = (await app.inject({ method: 'GET', url: `/api/v1/therapists/${therapist?.slug}` })).json();
      expect(profile.books).toEqual([
        { title: frankl.title, author: frankl.author, isbn: '9780807014271', note: 'Still a classic.' },
      ]);
    });

    it('never lets a therapist touch another therapist’s entries: 404', async () => {
      const owner = await therapistAccount(app, db, { place: 'berlin/mitte' });
      const other = await therapistAccount(app, db, { place: 'hamburg' });
      const ownersBooks = await as(owner.cookie).put('/api/v1/profile/sections/bookshelf', {
        books: [{ title: 'Owned', author: '', isbn: '', note: '' }],
      });
      const bookId = ownersBooks.json().books[0].id;
      const settings = (await as(owner.cookie).get('/api/v1/profile/sections/directory-settings')).json();
      const placeId = settings.locations[0].id;

      const book = await as(other.cookie).put('/api/v1/profile/sections/bookshelf', {
        books: [{ id: bookId, title: 'Stolen', author: '', isbn: '', note: '' }],
      });
      expect(book.statusCode).toBe(404);
      expect(book.json().code).toBe('NOT_FOUND');
      const theirSettings = (await as(other.cookie).get('/api/v1/profile/sections/directory-settings')).json();
      const place = await as(other.cookie).put('/api/v1/profile/sections/directory-settings', {
        ...theirSettings,
        locations: [{ id: placeId, street: 'Elsewhere 1', postalCode: '20095', city: 'hamburg', district: '' }],
      });
      expect(place.statusCode).toBe(404);

      // Nothing changed for the owner, and the other therapist's own data stayed too.
      expect((await as(owner.cookie).get('/api/v1/profile/sections/bookshelf')).json().books[0].title).toBe('Owned');
      const ownerPlaces = await db.selectFrom('therapistLocation').selectAll().where('id', '=', placeId).execute();
      expect(ownerPlaces).toMatchObject([{ city: 'berlin', therapistId: owner.therapist?.id }]);
      expect((await as(other.cookie).get('/api/v1/profile/sections/directory-settings')).json().locations).toEqual(
        theirSettings.locations,
      );
    });

    it('changes directory settings and the places, keeping a place’s identity', async () => {
      const { cookie } = await therapistAccount(app, db, { place: 'berlin/kreuzberg', online: true });
      const me = as(cookie);
      const settings = (await me.get('/api/v1/profile/sections/directory-settings?locale=de')).json();
      expect(settings).toMatchObject({ listed: true, visible: true, offersOnline: true, offersInPerson: true });
      expect(settings.pages).toEqual([
        { path: '/find-a-therapist/germany', name: 'Deutschland' },
        { path: '/find-a-therapist/berlin', name: 'Berlin' },
        { path: '/find-a-therapist/berlin/kreuzberg', name: 'Berlin – Kreuzberg' },
        { path: '/find-a-therapist/online-therapy', name: 'Online-Therapie' },
      ]);
      const { visible: _v, pages: _p, country: _c, ...form } = settings;

      const refused = await me.put('/api/v1/profile/sections/directory-settings', {
        ...form,
        locations: [
          ...form.locations,
          { street: 'Calle Mayor 1', postalCode: '28013', city: 'madrid', district: 'mitte' },
        ],
      });
      expect(fields(refused)).toEqual([
        'locations.1.city:cityNotInCountry',
        'locations.1.district:districtOnlyForBerlin',
      ]);

      const saved = await me.put('/api/v1/profile/sections/directory-settings', {
        ...form,
        listed: false,
        showPrices: false,
        locations: [{ ...form.locations[0], street: 'Wiener Straße 10' }],
      });
      expect(saved.json()).toMatchObject({ listed: false, visible: false, showPrices: false });
      expect(saved.json().locations).toEqual([{ ...form.locations[0], street: 'Wiener Straße 10' }]);
    });
  });
});

describe('search follows profile edits', async () => {
  const { db, url } = await isolatedDatabase();
  const { app } = await testApp({}, { db });
  const engine = postgresEngine(db);
  let follower: Awaited<ReturnType<typeof followChanges>>;
  beforeAll(async () => {
    follower = await followChanges({
      databaseUrl: url,
      db,
      engine,
      publicUrl: app.files.publicUrl,
      log: () => {},
      delayMs: 20,
    });
  });
  afterAll(() => follower.stop());

  const search = async (query: string) =>
    (await app.inject({ method: 'GET', url: `/api/v1/therapists/search?${query}` })).json() as {
      total: number;
      hits: { slug: string }[];
    };

  it('takes a hidden profile out of search, brings it back when listed and indexes new texts', async () => {
    const user = await createUser(db, { role: 'therapist' });
    const therapist = await createTherapist(db, { place: 'leipzig', firstName: 'Ilse' });
    await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', therapist.id).execute();
    await rebuildIndex(db, engine, app.files.publicUrl);
    expect((await search('location=leipzig')).hits.map((h) => h.slug)).toEqual([therapist.slug]);

    const cookie = await signIn(app, user.email);
    const me = client(app)(cookie);
    const {
      visible: _v,
      pages: _p,
      country: _c,
      ...form
    } = (await me.get('/api/v1/profile/sections/directory-settings')).json();

    expect((await me.put('/api/v1/profile/sections/directory-settings', { ...form, listed: false })).statusCode).toBe(
      200,
    );
    await expect.poll(async () => (await search('location=leipzig')).total, { timeout: 5000 }).toBe(0);

    expect((await me.put('/api/v1/profile/sections/directory-settings', { ...form, listed: true })).statusCode).toBe(
      200,
    );
    await expect.poll(async () => (await search('location=leipzig')).total, { timeout: 5000 }).toBe(1);

    await me.put('/api/v1/profile/sections/about-and-approach', {
      texts: {
        en: {
          about: 'I help people through grief and loss with gentle, structured conversations in Leipzig.',
          approach: 'Logotherapy.',
          whoIWorkWith: '',
        },
      },
    });
    await expect
      .poll(async () => (await search('q=logotherapy&locale=en')).hits.map((h) => h.slug), { timeout: 5000 })
      .toEqual([therapist.slug]);
  });
});
