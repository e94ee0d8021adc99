import { expect, type Page } from '@playwright/test';

/**
 * The development mailbox's page of the newest email to `to` whose text contains `naming`, found
 * among those listed for that address. Subjects name no one (decision 029), so an email about one
 * person among many to the same address is told apart by its text.
 */
export async function mailNaming(page: Page, to: string, naming: string): Promise<string> {
  let found = '';
  // Emails leave just after the answer, through the job queue: look until it is there.
  await expect(async () => {
    await page.goto('/dev/mailbox');
    const links = await page
      .getByRole('row')
      .filter({ hasText: to })
      .getByRole('link')
      .evaluateAll((anchors) => anchors.slice(0, 30).map((a) => (a as HTMLAnchorElement).href));
    for (const href of links) {
      const body = await (await page.request.get(href)).text();
      if (body.includes(naming)) {
        found = body;
        return;
      }
    }
    throw new Error(`No email to ${to} names ${naming} yet`);
  }).toPass({ timeout: 15_000 });
  return found;
}
