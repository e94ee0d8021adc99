import { ui } from '../src/i18n/index.ts';
import required from '../src/lib/emergency-required.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';

const locales = ['en', 'de', 'nl', 'es', 'pt'] as const;
const countries = Object.entries(required).filter(([key]) => !key.startsWith('_')) as [
  string,
  { tel: string[]; sms: string[] },
][];
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

for (const locale of locales) {
  test(`every page reaches the emergency resources in one tap (${locale})`, async ({ page, expectAccessible }) => {
    await page.goto(`${prefix(locale)}/find-a-therapist/berlin`);
    await page.getByRole('banner').getByRole('link', { name: ui[locale]['nav.needHelpNow'] }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/emergency-resources$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui[locale]['emergency.title']);
    await expect(page.locator('a[href="tel:112"]').first()).toBeVisible();
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
      await expect(
        page.getByText(ui[locale]['emergency.lastChecked'].replace('{date}', ''), { exact: false }),
      ).toBeVisible();
      await expectAccessible(page);
    });
  }
}
