import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { listedPractice, signInAsPractice } from './practice.ts';

const en = ui.en;

test('a therapist copies a card for their website, and the card can be framed and books on Calma', async ({
  page,
  baseURL,
  expectAccessible,
}) => {
  // Two-step sign-in, the dashboard, the embed and two axe checks: 10 s alone, past 30 s beside
  // another dashboard journey on a busy 2-core machine.
  test.setTimeout(60_000);
  // A listed practice of the test's own on the Practice plan (widgets), open for bookings.
  const practice = await listedPractice(page.request, baseURL as string, {
    open: { requiresConfirmation: false },
    plan: 'practice',
  });
  await page.context().clearCookies();
  await page.goto('/auth/sign-in?next=/dashboard/settings/social-widgets');
  await signInAsPractice(page, practice);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.widgets.title']);
  await page.getByLabel(en['dashboard.widgets.language']).selectOption('de');
  const code = await page.getByLabel(en['dashboard.widgets.code']).inputValue();
  const src = /src="([^"]+)"/.exec(code)?.[1] ?? '';
  expect(src).toMatch(/\/de\/embed\/[a-z0-9-]+\/card$/);
  const preview = page.frameLocator('iframe.widget-preview');
  await expect(preview.getByRole('link', { name: ui.de['embed.card.book'] })).toBeVisible();
  await expectAccessible(page);
  // The fixed-size code takes the height the preview measured for this card (same width, same
  // language), once it has; at that height the card's last link is inside the frame, not cut off.
  const codeField = page.getByLabel(en['dashboard.widgets.code']);
  const previewFrame = page.locator('iframe.widget-preview').first();
  await expect
    .poll(async () => (await codeField.inputValue()).includes(`height="${await previewFrame.getAttribute('height')}"`))
    .toBe(true);
  const height = Number(/height="(\d+)"/.exec(await codeField.inputValue())?.[1]);
  const frameBox = await previewFrame.boundingBox();
  const linkBox = await preview.getByRole('link', { name: ui.de['embed.card.profile'] }).boundingBox();
  expect(frameBox && linkBox).toBeTruthy();
  expect((linkBox?.y ?? 0) + (linkBox?.height ?? 0)).toBeLessThanOrEqual((frameBox?.y ?? 0) + height);

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
