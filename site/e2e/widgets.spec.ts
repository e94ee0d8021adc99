import { ui } from '../src/i18n/index.ts';
import { signInAsDemo } from './demo-accounts.ts';
import { expect, test } from './fixtures.ts';

const en = ui.en;

test('a therapist copies a card for their website, and the card can be framed and books on Calma', async ({
  page,
  expectAccessible,
}) => {
  // Two-step sign-in, the dashboard, the embed and two axe checks: 10 s alone, past 30 s beside
  // another dashboard journey on a busy 2-core machine.
  test.setTimeout(60_000);
  await page.goto('/auth/sign-in?next=/dashboard/settings/social-widgets');
  await signInAsDemo(page, 'therapist@demo.calma.test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.widgets.title']);
  await page.getByLabel(en['dashboard.widgets.language']).selectOption('de');
  const code = await page.getByLabel(en['dashboard.widgets.code']).inputValue();
  const src = /src="([^"]+)"/.exec(code)?.[1] ?? '';
  expect(src).toMatch(/\/de\/embed\/[a-z0-9-]+\/card$/);
  const preview = page.frameLocator('iframe.widget-preview');
  await expect(preview.getByRole('link', { name: ui.de['embed.card.book'] })).toBeVisible();
  await expectAccessible(page);
  // The fixed-size code takes the height the preview measured, once it has: on a page of the
  // therapist's own, the card's last link is inside the frame, not cut off below it.
  const codeField = page.getByLabel(en['dashboard.widgets.code']);
  await expect
    .poll(async () => {
      const measured = await page.locator('iframe.widget-preview').first().getAttribute('height');
      return (await codeField.inputValue()).includes(`height="${measured}"`);
    })
    .toBe(true);
  const sized = await codeField.inputValue();
  const site = await page.context().newPage();
  await site.setContent(`<!doctype html><title>A therapist's site</title>${sized}`);
  const frame = site.locator('iframe');
  const profileLink = site.frameLocator('iframe').getByRole('link', { name: ui.de['embed.card.profile'] });
  await expect(profileLink).toBeVisible();
  const [box, link] = [await frame.boundingBox(), await profileLink.boundingBox()];
  expect((link?.y ?? 0) + (link?.height ?? 0)).toBeLessThanOrEqual((box?.y ?? 0) + (box?.height ?? 0));
  await site.close();

  const response = await page.goto(new URL(src).pathname);
  expect(response?.headers()['content-security-policy'] ?? '').not.toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-frame-options']).toBeUndefined();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectAccessible(page);
  const book = page.getByRole('link', { name: ui.de['embed.card.book'] });
  await expect(book).toHaveAttribute('target', '_blank');
  expect(await book.getAttribute('href')).toMatch(/\/de\/book\/[a-z0-9-]+$/);

  const unknown = await page.goto('/embed/nobody-by-this-name/card');
  expect(unknown?.status()).toBe(404);
});
