import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { mailNaming } from './mailbox.ts';

test('an HR address stops letters recommending Calma from the link in one', async ({ page, expectAccessible }) => {
  const employerName = `Nordwind ${randomUUID().slice(0, 8)}`;
  const hrEmail = `hr-${randomUUID().slice(0, 8)}@nordwind.example`;
  // A colleague at the company has Calma send the letter (the form's API, as the page sends it).
  const letter = { employerName, hrEmail, language: 'de', locale: 'de', send: true, confirm: true };
  const sent = await page.request.post('/api/v1/forms/recommend-employer', { data: letter });
  expect(await sent.json()).toMatchObject({ sent: true });

  const mail = await mailNaming(page, hrEmail, employerName);
  const link = mail.match(/https?:\/\/[^\s"<]+\/de\/email\/unsubscribe\?[^\s"<]+/)?.[0]?.replaceAll('&amp;', '&');
  expect(link).toBeTruthy();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Diese E-Mails abbestellen' })).toBeVisible();
  await expect(page.getByText('Personen aus Ihrem Unternehmen können Calma bitten')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'E-Mails abbestellen' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Erledigt. An diese Adresse schicken wir keine Briefe über unser Angebot für Arbeitgeber mehr.',
  );

  // The next colleague's letter is not sent, and the form says why.
  const again = await page.request.post('/api/v1/forms/recommend-employer', {
    data: { ...letter, employerName: `${employerName} GmbH` },
  });
  expect(await again.json()).toMatchObject({ sent: false, notSent: 'unsubscribed' });
});

test('a link that is not one of ours stops nothing and says so', async ({ page }) => {
  await page.goto('/email/unsubscribe?kind=referral_invitation&to=c29tZW9uZUBleGFtcGxlLnRlc3Q&key=not-the-key');
  await page.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link is incomplete or not one of ours. Please open the link from the email again.',
  );
});
