import type { APIRequestContext } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { bookable } from './bookable.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSideScroll } from './side-scroll.ts';

/**
 * One page of every public kind. Profiles and booking take a therapist from the Berlin landing
 * page (one with a booking link), so the list follows the demo data rather than naming people.
 */
const PAGES: { kind: string; path: string | ((request: APIRequestContext) => Promise<string>); status?: number }[] = [
  { kind: 'home', path: '/' },
  { kind: 'home in German', path: '/de' },
  { kind: 'home in Spanish', path: '/es' },
  { kind: 'search landing', path: '/find-a-therapist/berlin' },
  { kind: 'topic landing', path: '/find-help-with/anxiety' },
  { kind: 'search results', path: '/find-a-therapist?location=berlin&language=english' },
  { kind: 'therapist profile', path: async (request) => (await bookable(request)).profile },
  { kind: 'booking', path: async (request) => (await bookable(request)).booking },
  { kind: 'self-test intro', path: '/self-tests/depression' },
  { kind: 'self-test in progress', path: '/self-tests/depression/test' },
  { kind: 'emergency index', path: '/emergency-resources' },
  { kind: 'emergency country', path: '/de/emergency-resources/germany' },
  // The longest crisis number on the site (the relay's prefix before the number).
  { kind: 'emergency country in English', path: '/emergency-resources/united-kingdom' },
  { kind: 'matching survey', path: '/matching/survey' },
  { kind: 'content page', path: '/for-therapists' },
  { kind: 'about', path: '/our-story' },
  { kind: 'press', path: '/press' },
  { kind: 'cities', path: '/cities' },
  { kind: 'languages', path: '/languages' },
  { kind: 'sign-in', path: '/auth/sign-in' },
  { kind: 'registration', path: '/auth/register' },
  { kind: 'favourites', path: '/favourites' },
  { kind: 'not found', path: '/no-such-page-here', status: 404 },
];

for (const viewport of [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const entry of PAGES) {
      test(`the ${entry.kind} page fits the screen`, async ({ page, request, expectAccessible }) => {
        const path = typeof entry.path === 'string' ? entry.path : await entry.path(request);
        const response = await page.goto(path);
        expect(response?.status()).toBe(entry.status ?? 200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

        if (entry.kind === 'self-test in progress') {
          // One answer given: the progress and the next questions are on screen.
          await page.getByRole('radio').first().check();
        }
        if (entry.kind === 'search results') {
          // Someone who searched sees a therapist within two screens, not after the filters.
          const first = page.locator('#search-results .hit').first();
          await expect(first).toBeVisible();
          const top = await first.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
          expect(top).toBeLessThan(2 * viewport.height);
        }

        await expectNoSideScroll(page);
        if (viewport.width === 390) await expectAccessible(page);
      });
    }

    test('the opened phone menu fits the screen', async ({ page }) => {
      await page.goto('/de');
      await page.getByRole('button', { name: ui.de['header.menu'] }).click();
      await page.getByRole('banner').locator('summary', { hasText: ui.de['lang.de'] }).click();
      await expect(page.getByRole('link', { name: ui.de['lang.pt'] })).toBeInViewport();
      await expectNoSideScroll(page);
    });
  });
}
