import { ui } from '../src/i18n/index.ts';
import required from '../src/lib/emergency-required.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';

const locales = ['en', 'de', 'nl', 'es', 'pt'] as const;
const countries = Object.entries(required).filter(([key]) => !key.startsWith('_')) as [
  string,
  { tel: string[]; sms: string[] },
][];
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);
/** The words before the review date ("Checked on"), which every crisis page shows. */
const checkedOn = (locale: (typeof locales)[number]) =>
  ui[locale]['emergency.lastChecked'].replace('{date}', '').trim();

for (const locale of locales) {
  test(`every page reaches the emergency resources in one tap (${locale})`, async ({ page, expectAccessible }) => {
    await page.goto(`${prefix(locale)}/find-a-therapist/berlin`);
    await page.getByRole('banner').getByRole('link', { name: ui[locale]['nav.needHelpNow'] }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/emergency-resources$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui[locale]['emergency.title']);
    await expect(page.locator('a[href="tel:112"]').first()).toBeVisible();
    await expect(page.getByText(checkedOn(locale), { exact: false })).toBeVisible();
    await expectAccessible(page);
  });

  for (const [country, numbers] of countries) {
    test(`${country} in ${locale}: every number one tap away, the emergency number first`, async ({
      page,
      expectAccessible,
    }) => {
      const response = await page.goto(`${prefix(locale)}/emergency-resources/${country}`);
      expect(response?.status()).toBe(200);
      const firstCall = page.locator('main a[href^="tel:"]').first();
      await expect(firstCall).toHaveAttribute('href', `tel:${numbers.tel[0]}`);
      await expect(firstCall).toBeInViewport();
      for (const number of numbers.tel)
        await expect(page.locator(`main a[href="tel:${number}"]`).first()).toBeVisible();
      for (const number of numbers.sms)
        await expect(page.locator(`main a[href="sms:${number}"]`).first()).toBeVisible();
      await expect(page.getByText(checkedOn(locale), { exact: false })).toBeVisible();
      await expectAccessible(page);
    });
  }
}

test('a phone number stays on one line, even on a narrow phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of [
    '/emergency-resources',
    '/emergency-resources/united-kingdom',
    '/de/emergency-resources/germany',
  ]) {
    await page.goto(path);
    const numbers = page.locator(
      'main :is(.call-number, a[href^="tel:"]:not(.call-button), a[href^="sms:"]:not(.call-button))',
    );
    expect(await numbers.count()).toBeGreaterThan(0);
    for (const number of await numbers.all()) {
      const lines = await number.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, await number.innerText()).toBe(1);
    }
  }
});

test('a text line opens the messaging app, and nothing on the page is hedged', async ({ page }) => {
  await page.goto('/emergency-resources/united-kingdom');
  const shout = page.locator('#shout');
  await expect(shout.getByRole('link', { name: /85258/ })).toHaveAttribute('href', 'sms:85258');
  await expect(page.locator('main')).not.toContainText(/as of \d{4}|not confirmed|re-checking/i);
});
