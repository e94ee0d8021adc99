import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ui } from '../src/i18n/index.ts';
import { expect, test } from './fixtures.ts';
import { freePractice, signInAsPractice } from './practice.ts';

const en = ui.en;
const phq9 = JSON.parse(readFileSync(new URL('../../content/self-tests/depression.json', import.meta.url), 'utf8')) as {
  texts: { en: { title: string; options: string[]; items: string[]; bands: Record<string, { title: string }> } };
};
const texts = phq9.texts.en;

test('a therapist sends the PHQ-9, the client answers twice through the emailed link (crisis lines at once on a risk answer), and the therapist is alerted and follows the scores', async ({
  page,
  browser,
  baseURL,
  expectAccessible,
}) => {
  test.setTimeout(150_000);
  const suffix = randomBytes(3).toString('hex');
  const name = `Noor Bakker ${suffix}`;
  const email = `noor-${suffix}@example.test`;

  // A practice of the test's own (its home's alerts are this client's alone), signed in on the page.
  const practice = await freePractice(page.request, baseURL as string);
  await page.context().clearCookies();

  // The therapist adds the client and opens the questionnaires of the record.
  await page.goto('/dashboard/my-clients');
  await signInAsPractice(page, practice);
  await expect(page).toHaveURL(/\/dashboard\/my-clients$/);
  const add = page.getByRole('form', { name: en['dashboard.clients.add.title'] });
  await add.getByLabel(en['dashboard.clients.add.name']).fill(name);
  await add.getByLabel(en['dashboard.clients.add.email']).fill(email);
  await add.getByRole('button', { name: en['dashboard.clients.add.submit'] }).click();
  await expect(add.getByText(en['dashboard.clients.add.done'].replace('{name}', name))).toBeVisible();
  await page.getByLabel(en['dashboard.clients.search']).fill(suffix);
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('link', { name })
    .click();
  const tabs = page.getByRole('navigation', { name: en['dashboard.clients.record.label'] });
  await tabs.getByRole('link', { name: en['dashboard.clients.tab.measures'] }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-clients\/[0-9a-f-]{36}\/measures$/);
  const recordUrl = page.url();
  await expect(page.getByText(en['dashboard.measures.none'])).toBeVisible();
  await expectAccessible(page);

  // Every 2 weeks: the first questionnaire goes out now.
  await page.getByLabel(en['dashboard.measures.assign.test'], { exact: true }).selectOption('depression');
  await page.getByLabel(en['dashboard.measures.schedule.every_weeks']).check();
  await page.getByLabel(en['dashboard.measures.assign.weeks']).fill('2');
  await page.getByRole('button', { name: en['dashboard.measures.assign.submit'] }).click();
  await expect(page.getByText(en['dashboard.measures.assigned.every_weeks'].replace('{test}', 'PHQ-9'))).toBeVisible();
  await expect(page.getByText(/every 2 weeks/)).toBeVisible();

  const used = new Set<string>();
  /** The questionnaire link of the newest email to the client not yet answered here. */
  const newLink = async () => {
    let link = '';
    await expect(async () => {
      await page.goto('/dev/mailbox');
      const hrefs = await page
        .getByRole('row')
        .filter({ hasText: email })
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const body = await (await page.request.get(href)).text();
        const found = body.match(/https?:\/\/[^"'\s<>]+\/questionnaire\/[\w-]+\.[\w-]+/)?.[0];
        if (found && !used.has(found)) {
          link = found;
          return;
        }
      }
      throw new Error(`No new questionnaire email to ${email} yet`);
    }).toPass({ timeout: 15_000 });
    used.add(link);
    return link;
  };

  const answer = async (positions: number[], risk: boolean) => {
    const link = await newLink();
    const context = await browser.newContext();
    const client = await context.newPage();
    await client.goto(link as string);
    await expect(client.getByRole('heading', { level: 1 })).toHaveText(texts.title);
    for (const [index, position] of positions.entries()) {
      await client
        .getByRole('group', { name: texts.items[index] as string, exact: false })
        .getByLabel(texts.options[position] as string, { exact: true })
        .check();
      // The crisis lines appear as soon as item 9 is answered above 0, before anything is sent.
      if (index === 8) await expect(client.getByTestId('crisis-resources')).toHaveCount(risk ? 1 : 0);
    }
    if (risk) await expectAccessible(client);
    await client.getByRole('button', { name: en['measures.answer.submit'] }).click();
    await expect(client.getByRole('heading', { name: en['measures.answer.thanksTitle'] })).toBeFocused();
    await expect(client.getByTestId('crisis-resources')).toHaveCount(risk ? 1 : 0);
    await expectAccessible(client);
    // The link works once.
    await client.goto(link as string);
    await expect(client.getByRole('heading', { level: 1 })).toHaveText(en['measures.answer.closedTitle']);
    await expect(client.getByText(en['measures.link.answered'])).toBeVisible();
    await context.close();
    return link;
  };

  // First answers: 18 points, no risk answer.
  await answer(
    [2, 2, 2, 2, 2, 2, 2, 2, 2].map((p, i) => (i === 8 ? 0 : p + (i < 2 ? 1 : 0))),
    false,
  );

  // A second questionnaire, once, now; answered with item 9 at "Several days": 9 points.
  await page.goto(recordUrl);
  await page.getByLabel(en['dashboard.measures.schedule.once']).check();
  await page.getByRole('button', { name: en['dashboard.measures.assign.submit'] }).click();
  await expect(page.getByText(en['dashboard.measures.assigned.once'].replace('{test}', 'PHQ-9'))).toBeVisible();
  await answer([1, 1, 1, 1, 1, 1, 1, 1, 1], true);

  // The dashboard home alerts the therapist and leads to the record.
  await page.goto('/dashboard');
  const alert = page.getByRole('region', { name: en['dashboard.measures.alert.title'] });
  await expect(alert).toBeVisible();
  await expectAccessible(page);
  await alert.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(recordUrl);

  // The chart (an image with a name), the table and reliable change.
  await expect(
    page.getByRole('img', { name: en['dashboard.measures.chart.label'].replace('{test}', 'PHQ-9') }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: en['dashboard.measures.table.caption'].replace('{test}', 'PHQ-9') });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('18 of 27');
  await expect(table.getByRole('row').nth(2)).toContainText('9 of 27');
  await expect(table.getByRole('row').nth(2)).toContainText(en['dashboard.measures.table.risk']);
  await expect(page.getByText(/Reliable improvement from 18 to 9/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: en['dashboard.measures.alert.seen'] }).click();
  await expect(page.getByRole('region', { name: en['dashboard.measures.alert.title'] })).toHaveCount(0);
});
