import { randomBytes } from 'node:crypto';
import { ui } from '../src/i18n/index.ts';
import { newAdmin } from './admin.ts';
import { expect, test } from './fixtures.ts';
import { mailNaming } from './mailbox.ts';
import { signInWithCode } from './two-step.ts';

const en = ui.en;
const de = ui.de;
const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match);
const optional = (label: string, t = en) => `${label} (${t['forms.common.optional']})`;

test('a person has a letter to their employer written, fixes a mistake, keeps what they typed and has it sent', async ({
  page,
  context,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const employer = `Acme Logistics ${randomBytes(3).toString('hex')}`;
  const hrEmail = `people-${randomBytes(4).toString('hex')}@acme.test`;

  await page.goto('/recommend-to-your-employer');
  const create = page.getByRole('button', { name: en['forms.recommend.submit'] });
  await expect(create).toBeEnabled();
  await expectAccessible(page);

  // A web address in the signature and half an email address: refused, with reasons, nothing lost.
  await page.getByLabel(en['forms.recommend.employerName']).fill(employer);
  await page.getByLabel(optional(en['forms.recommend.hrEmail'])).fill('people@');
  await page.getByLabel(optional(en['forms.recommend.senderName'])).fill('Sam – see www.example.com');
  await create.click();
  const summary = page.getByRole('alert').filter({ hasText: en['forms.common.errorSummary'] });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(en['forms.common.error.email']);
  await expect(summary).toContainText(en['forms.common.error.link']);
  await expect(page.getByLabel(optional(en['forms.recommend.senderName']))).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(en['forms.recommend.employerName'])).toHaveValue(employer);
  await expect(page.getByRole('heading', { name: en['forms.recommend.result.heading'] })).toHaveCount(0);
  await expectAccessible(page);

  // Corrected, and written in German: the letter appears, ready to copy, open or download.
  await page.getByLabel(optional(en['forms.recommend.hrEmail'])).fill(hrEmail);
  await page.getByLabel(optional(en['forms.recommend.senderName'])).fill('Sam Okafor');
  await page.getByLabel(en['forms.recommend.language']).selectOption('de');
  await create.click();
  await expect(page.getByRole('heading', { name: en['forms.recommend.result.heading'] })).toBeFocused();
  await expect(summary).toHaveCount(0);
  const body = page.getByLabel(en['forms.recommend.body'], { exact: true });
  await expect(body).toHaveValue(new RegExp(`^Liebes Personalteam,\\n\\nich möchte Ihnen .*${employer}`));
  await expect(body).toHaveValue(/\/de\/for-companies/);
  await expect(body).toHaveValue(/Viele Grüße\nSam Okafor$/);
  await expect(page.getByLabel(en['forms.recommend.subject'], { exact: true })).toHaveValue(/^Ein Vorschlag: /);
  await expect(page.getByRole('link', { name: en['forms.recommend.mailto'] })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${hrEmail}\\?subject=Ein%20Vorschlag`),
  );

  await page.getByRole('button', { name: en['forms.recommend.copy'] }).click();
  await expect(page.getByText(en['forms.recommend.copied'])).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(employer);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: en['forms.recommend.download'] }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${en['forms.recommend.filename']}.txt`);
  await expectAccessible(page);

  // Sending needs the explicit confirmation.
  const sendButton = page.getByRole('button', { name: en['forms.recommend.send.submit'] });
  await sendButton.click();
  const confirm = page.getByRole('checkbox', { name: fill(en['forms.recommend.send.confirm'], { email: hrEmail }) });
  await expect(page.getByText(en['forms.recommend.send.confirm.required'])).toBeVisible();
  await expect(confirm).toBeFocused();
  await confirm.check();
  await sendButton.click();
  await expect(page.getByText(fill(en['forms.recommend.send.done'], { email: hrEmail }))).toBeFocused();
  await expectAccessible(page);

  // The employer is named in the letter, not in its subject (decision 029).
  expect(await mailNaming(page, hrEmail, employer)).toContain('Ein Vorschlag: ');
});

test('a partnership enquiry is refused with field errors, then arrives and is marked handled by an admin', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(60_000);
  const organisation = `Hochschule Nord ${randomBytes(3).toString('hex')}`;

  await page.goto('/de/partnerships');
  const send = page.getByRole('button', { name: de['forms.partnership.submit'] });
  await expect(send).toBeEnabled();
  await page.getByLabel(de['forms.partnership.name']).fill('Lena Vogel');
  await send.click();
  const summary = page.getByRole('alert').filter({ hasText: de['forms.common.errorSummary'] });
  await expect(summary).toBeFocused();
  for (const key of [
    'forms.partnership.organisation.required',
    'forms.partnership.email.required',
    'forms.partnership.partnershipKind.required',
    'forms.partnership.message.required',
  ] as const) {
    await expect(summary).toContainText(de[key]);
  }
  await expect(page.getByLabel(de['forms.partnership.name'])).toHaveValue('Lena Vogel');
  await expectAccessible(page);

  // The summary leads to the field.
  await summary.getByRole('link', { name: new RegExp(de['forms.partnership.organisation']) }).click();
  await expect(page.getByLabel(de['forms.partnership.organisation'])).toBeFocused();
  await page.getByLabel(de['forms.partnership.organisation']).fill(organisation);
  await page.getByLabel(de['forms.partnership.email']).fill('lena.vogel@hs-nord.test');
  await page.getByLabel(de['forms.partnership.partnershipKind']).selectOption('university');
  await page
    .getByLabel(de['forms.partnership.message'])
    .fill('Wir möchten unseren internationalen Studierenden Calma vorstellen.');
  await send.click();
  await expect(page.getByRole('heading', { name: de['forms.partnership.done.heading'] })).toBeFocused();
  await expect(
    page.getByText(fill(de['forms.partnership.done.text'], { email: 'lena.vogel@hs-nord.test' })),
  ).toBeVisible();
  await expectAccessible(page);

  await mailNaming(page, 'partnerships@demo.calma.test', organisation);

  await page.goto('/auth/sign-in?next=/dashboard/admin/form-submissions');
  await signInWithCode(page, await newAdmin());
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/admin/form-submissions');
  await page.getByLabel(en['dashboard.formSubmissions.kind'], { exact: true }).selectOption('partnership');
  const item = page.getByRole('listitem').filter({ hasText: organisation });
  await expect(item).toContainText(en['dashboard.formSubmissions.partnershipKind.university']);
  await expect(item).toContainText('lena.vogel@hs-nord.test');
  await expectAccessible(page);
  await item.getByRole('button', { name: `${en['dashboard.formSubmissions.markHandled']} ${organisation}` }).click();
  await expect(page.getByText(en['dashboard.formSubmissions.marked'])).toBeVisible();
  await expect(
    item.getByRole('button', { name: `${en['dashboard.formSubmissions.reopen']} ${organisation}` }),
  ).toBeVisible();
});

test('the press page has a contact form with an optional deadline', async ({ page, expectAccessible }) => {
  const outlet = `El País ${randomBytes(3).toString('hex')}`;
  const es = ui.es;
  await page.goto('/es/press');
  const send = page.getByRole('button', { name: es['forms.press.submit'] });
  await expect(send).toBeEnabled();
  await page.getByLabel(es['forms.press.name']).fill('Lucía Martín');
  await page.getByLabel(es['forms.press.outlet']).fill(outlet);
  await page.getByLabel(es['forms.press.email']).fill('lucia@elpais.test');
  await page.getByLabel(optional(es['forms.press.deadline'], es)).fill('2001-01-01');
  await page.getByLabel(es['forms.press.message']).fill('¿Podríamos entrevistar a la fundadora?');
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: es['forms.common.errorSummary'] })).toContainText(
    es['forms.common.error.date'],
  );
  await page.getByLabel(optional(es['forms.press.deadline'], es)).fill('');
  await send.click();
  await expect(page.getByRole('heading', { name: es['forms.press.done.heading'] })).toBeFocused();
  await expectAccessible(page);
  await mailNaming(page, 'press@demo.calma.test', outlet);
});
