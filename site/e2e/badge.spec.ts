import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Me } from '@calma/api/contract';
import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { listedPractice, signInAsPractice } from './practice.ts';

const en = ui.en;
const de = ui.de;

/**
 * A therapist's own website on another origin (127.0.0.1, where the app is on localhost), serving
 * the page it is given: the codes pasted from the widget settings.
 */
async function otherSite(html: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

// The codes are copied to the clipboard and read back from it.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a therapist copies the badge’s codes, and the badge shows on their own website in a frame that fits it', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  // A listed practice of the test's own on the Practice plan (widgets), open for bookings.
  const practice = await listedPractice(page.request, baseURL as string, {
    open: { requiresConfirmation: false },
    plan: 'practice',
  });
  await page.context().clearCookies();
  await page.goto('/auth/sign-in?next=/dashboard/settings/social-widgets');
  await signInAsPractice(page, practice);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.widgets.title']);
  const me = await page.evaluate(async () => (await fetch('/api/v1/auth/me')).json() as Promise<Me>);
  const slug = me.therapistSlug ?? '';
  expect(slug).not.toBe('');

  // The badge section: a colour, its preview, both codes, each with a copy button.
  const badge = page.getByRole('region', { name: en['dashboard.widgets.badgeTitle'] });
  await expect(badge.getByText(en['dashboard.widgets.badgeEveryPlan'])).toBeVisible();
  const colours = badge.getByRole('group', { name: en['dashboard.widgets.badgeColor'] });
  await expect(colours.getByRole('radio', { name: en['dashboard.widgets.badgeColor.teal'] })).toBeChecked();
  await page.getByLabel(en['dashboard.widgets.language']).selectOption('de');
  await colours.getByRole('radio', { name: en['dashboard.widgets.badgeColor.dark'] }).check();
  const frameCode = badge.getByLabel(en['dashboard.widgets.badgeCode']);
  const scriptCode = badge.getByLabel(en['dashboard.widgets.badgeScriptCode']);
  await expect(frameCode).toHaveValue(new RegExp(`^<iframe src="http://localhost:\\d+/de/embed/${slug}/badge/dark" `));
  await expect(scriptCode).toHaveValue(
    new RegExp(
      `^<script async src="http://localhost:\\d+/embed\\.js" data-calma-embed="badge" data-slug="${slug}" data-locale="de" data-color="dark" `,
    ),
  );
  const preview = page.frameLocator('iframe.widget-preview-badge');
  await expect(preview.getByRole('link', { name: new RegExp(`^${de['embed.badge.verified']}`) })).toBeVisible();
  await expect(page.locator('iframe.widget-preview-badge')).toHaveAttribute('src', `/de/embed/${slug}/badge/dark`);
  await expectAccessible(page);

  await badge.getByRole('button', { name: en['dashboard.widgets.copyBadge'] }).click();
  await expect(badge.getByText(en['dashboard.widgets.copied'])).toHaveCount(1);
  const iframe = await page.evaluate(() => navigator.clipboard.readText());
  expect(iframe).toBe(await frameCode.inputValue());
  await badge.getByRole('button', { name: en['dashboard.widgets.copyBadgeScript'] }).click();
  await expect(badge.getByText(en['dashboard.widgets.copied'])).toHaveCount(1);
  const script = await page.evaluate(() => navigator.clipboard.readText());
  expect(script).toBe(await scriptCode.inputValue());
  await expectAccessible(page);

  // The therapist's own website, on another origin, with both codes and a colour Calma does not have.
  const unknown = iframe
    .replace('/badge/dark', '/badge/purple')
    .replace(/title="[^"]*"/, 'title="A badge in a colour Calma does not offer"');
  const site = await otherSite(`<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Praxis am See</title></head>
  <body>
    <main>
      <h1>Praxis am See</h1>
      <section aria-labelledby="as-frame"><h2 id="as-frame">As a frame</h2>${iframe}</section>
      <section aria-labelledby="as-script"><h2 id="as-script">As a script</h2>${script}</section>
      <section aria-labelledby="unknown"><h2 id="unknown">In a colour that does not exist</h2>${unknown}</section>
    </main>
  </body>
</html>`);
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(site.url);
    const app = new URL(/src="([^"]+)"/.exec(iframe)?.[1] ?? '').origin;
    expect(app).not.toBe(new URL(site.url).origin);
    const framed = visitor.getByRole('region', { name: 'As a frame' }).locator('iframe');
    const scripted = visitor.getByRole('region', { name: 'As a script' }).locator('iframe');
    for (const frame of [framed, scripted]) {
      await expect(frame).toHaveAttribute('src', `${app}/de/embed/${slug}/badge/dark`);
      const link = frame.contentFrame().getByRole('link', { name: new RegExp(`^${de['embed.badge.verified']}`) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', `${app}/de${me.therapistUrl}`);
    }

    // The script's frame takes the height the badge's page reports: its content's.
    const inside = await (await scripted.elementHandle())?.contentFrame();
    const height = await inside?.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    expect(height).toBeGreaterThan(0);
    await expect(scripted).toHaveAttribute('height', String(height));

    // The badge leads to the therapist's profile on Calma, in a new tab.
    const opened = visitorContext.waitForEvent('page');
    await framed.contentFrame().getByRole('link').click();
    const tab = await opened;
    await expect(tab).toHaveURL(`${app}/de${me.therapistUrl}`);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await tab.close();

    // An unknown colour: the frame says there is no such page, which answered 404.
    const missing = visitor.getByRole('region', { name: 'In a colour that does not exist' }).locator('iframe');
    await expect(missing.contentFrame().getByRole('heading', { name: de['status.404.title'] })).toBeVisible();
    expect((await visitor.request.get(`${app}/de/embed/${slug}/badge/purple`)).status()).toBe(404);
    await expectAccessible(visitor);
  } finally {
    await visitorContext.close();
    await new Promise((resolve) => site.server.close(resolve));
  }
});
