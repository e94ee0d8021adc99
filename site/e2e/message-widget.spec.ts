import type { Page } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';

const de = ui.de;

/** Opens the newest email to an address in the development mailbox and returns its text. */
async function newestMail(page: Page, to: string): Promise<string> {
  await page.goto('/dev/mailbox');
  await page.getByRole('row').filter({ hasText: to }).first().getByRole('link').click();
  return (await page.locator('pre').textContent()) ?? '';
}

test('a visitor writes through the message widget, confirms by email and reads the conversation', async ({
  page,
  request,
  expectAccessible,
}) => {
  // The widget, the dev mailbox, the conversation page and the therapist's inbox, each checked with
  // axe: 12 s alone, close to 30 s beside another journey on a busy 2-core machine.
  test.setTimeout(60_000);
  // The first Berlin practice whose plan has widgets (a free practice's widget answers 404). In the
  // demo data that is not the demo therapist, whose unread count messages.spec.ts counts on.
  const search = await request.get('/api/v1/therapists/search?location=berlin&perPage=20');
  let slug: string | undefined;
  for (const hit of ((await search.json()) as { hits: { slug: string }[] }).hits) {
    if ((await request.get(`/api/v1/therapists/${hit.slug}/embed`)).status() === 200) {
      slug = hit.slug;
      break;
    }
  }
  expect(slug).toBeTruthy();

  const response = await page.goto(`/de/embed/${slug}/message`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy'] ?? '').not.toContain("frame-ancestors 'none'");
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectAccessible(page);

  // Sent empty: every field says what is missing, and the first takes focus.
  await page.getByRole('button', { name: de['enquiry.submit'] }).click();
  await expect(page.getByRole('alert').first()).toContainText(de['enquiry.errorSummary']);
  const name = page.getByLabel(de['enquiry.name']);
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  const email = `widget-${Date.now()}@example.test`;
  await name.fill('Jana Berg');
  await page.getByLabel(de['enquiry.email']).fill(email);
  await page.getByLabel(de['enquiry.message']).fill('Haben Sie im März Zeit für ein Erstgespräch?');
  await page.getByRole('checkbox').check();
  const privacy = page.getByRole('link', { name: de['enquiry.privacyLink'] });
  await expect(privacy).toHaveAttribute('target', '_blank');
  await page.getByRole('button', { name: de['enquiry.submit'] }).click();
  await expect(page.getByRole('heading', { name: de['enquiry.sentTitle'] })).toBeFocused();
  await expectAccessible(page);

  const text = await newestMail(page, email);
  expect(text).not.toContain('Erstgespräch');
  const link = /https?:\/\/\S+\/de\/conversation\/[0-9a-f-]{36}\?key=[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link as string).pathname + new URL(link as string).search);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(de['conversation.title'].split('{')[0] as string);
  // Opening the link passes nothing on (mail scanners open links too): the sender confirms.
  await expect(page.getByRole('log')).not.toContainText('Haben Sie im März Zeit für ein Erstgespräch?');
  await expectAccessible(page);
  await page.getByRole('button', { name: de['conversation.send'] }).click();
  await expect(page.getByText((de['conversation.confirmed'].split('{')[0] as string).trim())).toBeVisible();
  await expect(page.getByRole('log')).toContainText('Haben Sie im März Zeit für ein Erstgespräch?');
  await expect(page.getByRole('button', { name: de['conversation.send'] })).toHaveCount(0);
  await expectAccessible(page);

  const unknown = await page.goto('/embed/nobody-by-this-name/message');
  expect(unknown?.status()).toBe(404);
});
