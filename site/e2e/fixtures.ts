import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';

/** Every UI string's key: shown as it is (`forms.common.errorSummary`), the page was not given that string. */
const STRING_KEYS = new Set(Object.keys(ui.en));

/** The UI string keys the page shows as text instead of their words. */
async function rawKeysOn(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const candidates = text.match(/\b[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+\b/g) ?? [];
  return [...new Set(candidates)].filter((candidate) => STRING_KEYS.has(candidate));
}

/**
 * Waits until the islands that load at once are interactive (Astro drops their `ssr` attribute).
 * A page still being parsed may not hold its islands yet (a slow machine, right after a redirect
 * such as sign-in's): it is not ready either, or a form typed into then is replaced by hydration.
 */
const islandsReady = (page: Page) =>
  page
    .waitForFunction(
      () => document.readyState !== 'loading' && !document.querySelector('astro-island[ssr][client="load"]'),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);

/**
 * Every test fails on a console error (a CSP violation or a crashed island shows up there) and
 * gets `expectAccessible(page)`, which runs axe against WCAG 2.2 AA on the page as it is now and
 * refuses a UI string's key shown in place of its words.
 */
export const test = base.extend<{ expectAccessible: (page: Page) => Promise<void>; consoleErrors: string[] }>({
  // A person acts once the page is ready: after each navigation, wait until the islands that load at
  // once are interactive (Astro drops their `ssr` attribute), so a fast test never types into a form
  // that hydration is about to replace. Pages without such islands continue immediately.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await islandsReady(page);
      return response;
    };
    // The same after a navigation by a click: before a locator acts, the page's islands are ready.
    const locator = Object.getPrototypeOf(page.locator('body')) as Record<string, unknown>;
    for (const action of ['click', 'fill', 'check', 'uncheck', 'selectOption', 'press', 'setInputFiles']) {
      const original = locator[action] as ((...args: unknown[]) => Promise<unknown>) & { waitsForIslands?: true };
      if (original.waitsForIslands) continue;
      const waiting = async function (this: Locator, ...args: unknown[]) {
        await islandsReady(this.page());
        return original.apply(this, args);
      };
      locator[action] = Object.assign(waiting, { waitsForIslands: true as const });
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A deliberate error status (our 404 page) logs a resource error; that is the behaviour under test.
        if (message.type() === 'error' && !/status of 40[0-9]/.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  expectAccessible: async ({}, use) => {
    await use(async (page: Page) => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
      expect(await rawKeysOn(page), 'UI string keys shown in place of their words').toEqual([]);
    });
  },
});

export { expect };
