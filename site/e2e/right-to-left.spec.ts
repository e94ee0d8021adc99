import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// No locale of ours is written right to left yet, but the layouts set <html dir> from the locale table
// and the styles use logical properties (decision 026), so one that is would mirror the pages. This
// renders pages with dir="rtl" forced, as a right-to-left row in the table would, and checks that
// nothing sticks out sideways, the header's items do not overlap and the layout did mirror.

const PAGES = [
  { kind: 'home', path: '/' },
  { kind: 'search results', path: '/find-a-therapist?location=berlin&language=english' },
  { kind: 'emergency country', path: '/emergency-resources/united-kingdom' },
];

/** The page as a right-to-left locale would render it. */
async function openRightToLeft(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.evaluate(async () => {
    document.documentElement.dir = 'rtl';
    await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
  });
}

/**
 * What sticks out of the screen sideways: the page's scroll width, and the first elements whose box
 * leaves the viewport on either side. Elements inside a 1-pixel clipped box (the visually hidden
 * labels, a form's honeypot) are out of sight by design and left out.
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const inner = window.innerWidth;
    const clippedAway = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const box = at.getBoundingClientRect();
        const style = getComputedStyle(at);
        if ((box.width <= 1 || box.height <= 1) && (style.overflow !== 'visible' || style.clipPath !== 'none')) {
          return true;
        }
      }
      return false;
    };
    const outside = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || element.closest('details:not([open]), [hidden]')) return false;
        return (box.left < -0.5 || box.right > inner + 0.5) && !clippedAway(element);
      })
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: inner, outside };
  });

/** The boxes of the header's visible links and buttons, by their text. */
const headerItems = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.site-header a, .site-header button, .site-header summary')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      })
      .map((element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect();
        const name = element.textContent?.trim() || element.getAttribute('title') || element.tagName;
        return { name, left, right, top, bottom };
      }),
  );

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`right to left at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const entry of PAGES) {
      test(`the ${entry.kind} page mirrors without overflow or overlap`, async ({ page }) => {
        await openRightToLeft(page, entry.path);

        const layout = await overflow(page);
        expect(layout.outside, 'elements outside the screen').toEqual([]);
        expect(layout.scrollWidth).toBeLessThanOrEqual(layout.innerWidth);

        const items = await headerItems(page);
        expect(items.length).toBeGreaterThanOrEqual(2);
        for (const [i, a] of items.entries()) {
          for (const b of items.slice(i + 1)) {
            const overlap =
              Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
              Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
            expect(overlap, `"${a.name}" overlaps "${b.name}"`).toBe(false);
          }
        }

        // Mirrored: the brand starts the header on the right, where a right-to-left reader begins.
        const brand = await page.locator('.site-header .brand').boundingBox();
        expect(brand).not.toBeNull();
        expect((brand?.x ?? 0) + (brand?.width ?? 0) / 2).toBeGreaterThan(viewport.width / 2);
      });
    }
  });
}

test.describe('right to left on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the language menu opens inside the screen', async ({ page, expectAccessible }) => {
    await openRightToLeft(page, '/');
    const switcher = page.locator('.site-header .language-switcher');
    await switcher.locator('summary').click();
    const menu = await switcher.locator('ul').boundingBox();
    expect(menu).not.toBeNull();
    expect(menu?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((menu?.x ?? 0) + (menu?.width ?? 0)).toBeLessThanOrEqual(1280);
    expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(1280);
    await expectAccessible(page);
  });
});
