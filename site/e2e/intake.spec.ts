import type { IntakeDefinition, IntakeForm } from '@calma/api/contract';
import { fill } from '../src/i18n/format.ts';
import { ui } from '../src/i18n/index.ts';
import { type BookablePractice, bookablePractice } from './bookable-practice.ts';
import { expect, test } from './fixtures.ts';
import { mailNaming } from './mailbox.ts';

const en = ui.en;

/** A first-session questionnaire with every kind of question, as a practice would write it. */
const DEFINITION: IntakeDefinition = {
  sections: [
    {
      id: 'about',
      title: 'About you',
      description: 'So that we can prepare your first session.',
      questions: [
        { id: 'reason', kind: 'long_text', label: 'What brings you to therapy?', required: true },
        {
          id: 'name',
          kind: 'short_text',
          label: 'What name should we use?',
          help: 'Only if it differs from your booking.',
          required: false,
        },
        { id: 'born', kind: 'date', label: 'Date of birth', required: false },
        {
          id: 'contact',
          kind: 'single_choice',
          label: 'How may we contact you?',
          required: true,
          options: [
            { id: 'email', label: 'By email' },
            { id: 'phone', label: 'By phone' },
          ],
        },
      ],
    },
    {
      id: 'health',
      title: 'Your health',
      questions: [
        {
          id: 'medication',
          kind: 'yes_no',
          label: 'Do you take any medication?',
          required: true,
          followUp: { label: 'Which medication, and how much?', required: true },
        },
        {
          id: 'topics',
          kind: 'multiple_choice',
          label: 'What would you like to work on?',
          required: false,
          options: [
            { id: 'sleep', label: 'Sleep' },
            { id: 'worry', label: 'Worry' },
            { id: 'work', label: 'Work' },
          ],
        },
        {
          id: 'mood',
          kind: 'scale',
          label: 'How has your mood been in the last two weeks?',
          required: true,
          min: 0,
          max: 10,
          minLabel: 'Very low',
          maxLabel: 'Very good',
        },
      ],
    },
  ],
};

/** The practice's questionnaire and two agreements, required for its one service, through the API its screens use. */
async function paperwork(practice: BookablePractice, stamp: string) {
  const api = practice.page.request;
  const titles = {
    intake: `First-session questionnaire ${stamp}`,
    treatment: `Treatment agreement ${stamp}`,
    privacy: `Privacy notice ${stamp}`,
  };
  const form = await api.post('/api/v1/intake-forms', {
    data: { title: titles.intake, locale: 'en', definition: DEFINITION },
  });
  expect(form.status(), await form.text()).toBe(201);
  const { id } = (await form.json()) as IntakeForm;
  const linked = await api.put(`/api/v1/intake-forms/${id}/services`, { data: { serviceIds: [practice.serviceId] } });
  expect(linked.status(), await linked.text()).toBe(200);
  for (const [kind, title] of [
    ['treatment', titles.treatment],
    ['privacy', titles.privacy],
  ] as const) {
    const made = await api.post('/api/v1/agreements', {
      data: { kind, locale: 'en', title, body: `## ${title}\n\nWhat we agree before we start.` },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { id: agreementId } = (await made.json()) as { id: string };
    const required = await api.put(`/api/v1/agreements/${agreementId}/services`, {
      data: { serviceIds: [practice.serviceId] },
    });
    expect(required.status()).toBe(200);
  }
  return titles;
}

// The client answers on a phone; the therapist works at a desk in their own browser.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('a guest fills in half the intake on a phone, keeps it across a reload and a dropped save, submits it and signs two agreements; the therapist reads the answers and signatures', async ({
  page,
  browser,
  request,
  expectAccessible,
  consoleErrors,
}) => {
  // A practice of its own (with an administrator's two-step sign-in, which may wait its turn), two browsers, a dozen axe checks.
  test.setTimeout(300_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const practice = await bookablePractice(browser);
  const therapist = practice.page;
  therapist.on('dialog', (dialog) => void dialog.accept());
  const titles = await paperwork(practice, stamp);

  // A guest books a first session of that service, confirming their address from the email.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const { slots } = (await (
    await request.get(
      `/api/v1/therapists/${practice.slug}/slots?serviceId=${practice.serviceId}&from=${day(3)}&to=${day(9)}`,
    )
  ).json()) as { slots: { start: string }[] };
  const guest = { name: `Lena Guest ${stamp}`, email: `lena.${stamp}@example.test` };
  const booked = await request.post('/api/v1/bookings', {
    data: {
      therapistSlug: practice.slug,
      serviceId: practice.serviceId,
      start: slots[0]?.start,
      firstSession: true,
      client: guest,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const confirmMail = await mailNaming(page, guest.email, '/appointment/');
  const appointmentLink = /https?:\/\/[^\s"<]+\/appointment\/[^\s"<]+/.exec(confirmMail)?.[0] ?? '';
  await page.goto(appointmentLink.replace(/&amp;/g, '&'));
  await page.getByRole('button', { name: en['appointment.confirmEmail'] }).click();
  await expect(page.getByRole('button', { name: en['appointment.confirmEmail'] })).toHaveCount(0);

  // The session list marks what the client has still to do.
  await therapist.goto('/dashboard/sessions');
  const sessionCard = therapist.getByRole('listitem').filter({ hasText: guest.name });
  await expect(sessionCard.getByText(en['dashboard.sessions.intakeMissing'])).toBeVisible();
  await expect(sessionCard.getByText(fill(en['dashboard.sessions.agreementsMissing'], { count: 2 }))).toBeVisible();

  // One email brings the link to everything: the questionnaire comes before the documents.
  const mail = await mailNaming(page, guest.email, '/before-your-session/');
  const link = /https?:\/\/[^\s"<]+\/before-your-session\/[\w-]{48}/.exec(mail)?.[0] ?? '';
  expect(link).not.toBe('');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['beforeSession.title']);
  await expect(page.getByText(fill(en['beforeSession.intake.remaining'], { count: 1 }))).toBeVisible();
  const intake = page.getByRole('article', { name: titles.intake });
  await expect(
    intake.getByRole('heading', { name: fill(en['beforeSession.intake.stillRequired'], { count: 4 }) }),
  ).toBeVisible();
  await expectAccessible(page);

  // Half of it, checked as it is typed: a name that is too long is said at once, in the page's words.
  const saved = intake.getByRole('status').filter({ hasText: en['beforeSession.intake.saved'] });
  await intake.getByLabel('What brings you to therapy?').fill('I sleep badly since the move and worry a lot.');
  await intake.getByLabel('What name should we use?').fill('L'.repeat(501));
  await expect(intake.getByText(fill(en['intake.problem.too_long'], { max: 500 }))).toBeVisible();
  await expectAccessible(page);
  await intake.getByLabel('What name should we use?').fill('Lena');
  await expect(intake.getByText(fill(en['intake.problem.too_long'], { max: 500 }))).toHaveCount(0);
  await intake
    .getByRole('group', { name: /How may we contact you/ })
    .getByLabel('By email')
    .check();
  await intake.getByLabel('Date of birth').fill('1991-04-17');
  await expect(saved).toBeVisible();
  await expect(
    intake.getByRole('heading', { name: fill(en['beforeSession.intake.stillRequired'], { count: 2 }) }),
  ).toBeVisible();

  // A reload keeps every answer.
  await page.reload();
  await expect(intake.getByLabel('What brings you to therapy?')).toHaveValue(
    'I sleep badly since the move and worry a lot.',
  );
  await expect(intake.getByLabel('What name should we use?')).toHaveValue('Lena');
  await expect(intake.getByLabel('Date of birth')).toHaveValue('1991-04-17');
  await expect(intake.getByLabel('By email')).toBeChecked();

  // A save that does not get through is said so and kept in the browser: a reload puts it back, and it is sent once it can be.
  const answers = '**/questionnaires/*/answers*';
  await page.route(answers, (route) => route.abort('internetdisconnected'));
  const topics = () => intake.getByRole('group', { name: /What would you like to work on/ });
  await topics().getByLabel('Sleep').check();
  await topics().getByLabel('Worry').check();
  const retrying = intake.getByRole('status').filter({ hasText: en['beforeSession.intake.retrying'] });
  await expect(retrying).toBeVisible();
  await page.reload();
  await expect(intake.getByText(en['beforeSession.intake.restored'])).toBeVisible();
  await expect(topics().getByLabel('Sleep')).toBeChecked();
  await expect(topics().getByLabel('Worry')).toBeChecked();
  await expect(retrying).toBeVisible();
  await page.unroute(answers);
  // The browser reports each refused request; those were the point here.
  for (let i = consoleErrors.length - 1; i >= 0; i -= 1) {
    if (/ERR_INTERNET_DISCONNECTED/.test(consoleErrors[i] ?? '')) consoleErrors.splice(i, 1);
  }
  await intake.getByRole('button', { name: en['beforeSession.intake.retryNow'] }).click();
  await expect(saved).toBeVisible();
  await page.reload();
  await expect(topics().getByLabel('Worry')).toBeChecked();
  await expect(intake.getByText(en['beforeSession.intake.restored'])).toHaveCount(0);

  // Submitting with a required answer missing goes to it, with the list of what is still required.
  const medication = intake.getByRole('group', { name: /Do you take any medication/ });
  await medication.getByLabel(en['intake.yes']).check();
  await intake.getByLabel('Which medication, and how much?').fill('Sertraline, 50 mg in the morning');
  const submit = intake.getByRole('button', {
    name: fill(en['beforeSession.intake.submit'], { title: titles.intake }),
  });
  await submit.click();
  const mood = intake.getByRole('group', { name: /How has your mood been/ });
  await expect(mood.getByRole('radio', { name: '0', exact: true })).toBeFocused();
  await expect(
    intake.getByRole('heading', { name: fill(en['beforeSession.intake.stillRequired'], { count: 1 }) }),
  ).toBeVisible();
  await expect(intake.getByRole('link', { name: 'How has your mood been in the last two weeks?' })).toBeVisible();
  await expectAccessible(page);
  await mood.getByRole('radio', { name: '7', exact: true }).check();
  await expect(intake.getByText(en['beforeSession.intake.allAnswered'])).toBeVisible();
  await submit.click();

  // Submitted: read-only, with a way to have it changed.
  const done = page.getByRole('article', { name: titles.intake });
  await expect(done.getByText(/^Submitted on /)).toBeVisible();
  // The therapist is named as on the rest of the page and in the booking emails: by name.
  const readOnly = fill(en['beforeSession.intake.readOnly'], { therapist: practice.name });
  await expect(done.getByText(readOnly)).toBeVisible();
  await expect(done.getByRole('textbox')).toHaveCount(0);
  await expect(done.getByText('Sertraline, 50 mg in the morning')).toBeVisible();
  await expect(page.getByText(en['beforeSession.intake.allSubmitted'])).toBeVisible();
  await expectAccessible(page);

  // Then both documents are signed.
  for (const title of [titles.treatment, titles.privacy]) {
    const document = page.getByRole('article', { name: title });
    await document.getByLabel(en['beforeSession.fullName']).fill(guest.name);
    await document.getByRole('checkbox').check();
    await document.getByRole('button', { name: fill(en['beforeSession.sign'], { title }) }).click();
    await expect(document.getByText(new RegExp(`^Signed by ${guest.name} on `))).toBeVisible();
  }
  await expect(page.getByText(en['beforeSession.allSigned'])).toBeVisible();

  // The therapist reads the answers, section by section, and finds both signatures.
  await therapist.goto('/dashboard/my-clients');
  await therapist.getByLabel(en['dashboard.clients.search']).fill(guest.email);
  await therapist
    .getByRole('row', { name: new RegExp(guest.name) })
    .getByRole('link', { name: guest.name })
    .click();
  const tabs = therapist.getByRole('navigation', { name: en['dashboard.clients.record.label'] });
  await tabs.getByRole('link', { name: en['dashboard.clients.tab.intake'] }).click();
  await expect(therapist.getByRole('heading', { level: 2, name: en['dashboard.intake.client.title'] })).toBeVisible();
  const response = therapist.getByRole('article', { name: titles.intake });
  await expect(response.getByText(en['dashboard.intake.client.submitted'], { exact: true })).toBeVisible();
  await expect(response.getByRole('heading', { name: 'Your health' })).toBeVisible();
  for (const answer of [
    'I sleep badly since the move and worry a lot.',
    'Lena',
    '17 April 1991',
    'By email',
    'Sleep, Worry',
    en['intake.yes'],
    'Sertraline, 50 mg in the morning',
    fill(en['intake.scale.value'], { value: 7, min: 0, max: 10 }),
  ]) {
    await expect(response.getByRole('definition').filter({ hasText: answer }).first()).toBeVisible();
  }
  await expect(response.getByRole('button', { name: new RegExp(en['dashboard.intake.client.reopen']) })).toBeVisible();
  await expectAccessible(therapist);
  await tabs.getByRole('link', { name: en['dashboard.clients.tab.agreements'] }).click();
  const signatures = therapist.getByRole('table', { name: en['dashboard.agreements.client.signatures'] });
  await expect(signatures.getByRole('row')).toHaveCount(3);
  for (const title of [titles.treatment, titles.privacy]) {
    await expect(signatures.getByRole('row', { name: new RegExp(title) })).toContainText(guest.name);
  }

  // Nothing is left to mark on the session.
  await therapist.goto('/dashboard/sessions');
  const card = therapist.getByRole('listitem').filter({ hasText: guest.name });
  await expect(card).toBeVisible();
  await expect(card.getByText(en['dashboard.sessions.intakeMissing'])).toHaveCount(0);
  await expect(card.getByText(/^Not yet signed/)).toHaveCount(0);
  await practice.context.close();
});

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1280, height: 900 }, hasTouch: false });

  test('a therapist starts from a template, changes a question, adds a scale, attaches a service and finds it all kept', async ({
    browser,
    expectAccessible,
  }) => {
    test.setTimeout(180_000);
    const practice = await bookablePractice(browser);
    const page = practice.page;
    await page.goto('/dashboard/settings/intake');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.intake.title']);
    await expect(page.getByText(en['dashboard.intake.none'])).toBeVisible();
    await expectAccessible(page);

    // The couples template, in German.
    const start = page.getByRole('form', { name: en['dashboard.intake.start'] });
    await start.getByLabel(en['dashboard.intake.startFrom']).selectOption('couples');
    await start.getByLabel(en['dashboard.intake.language']).selectOption('de');
    await start.getByRole('button', { name: en['dashboard.intake.startButton'] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['dashboard.intake.newTitle']);
    const title = page.getByLabel(en['dashboard.intake.formTitle'], { exact: true });
    await expect(title).not.toHaveValue('');
    await expect(page.getByLabel(en['dashboard.intake.language'])).toHaveValue('de');

    // The first question in the practice's own words.
    const first = page.getByRole('group', {
      name: fill(en['dashboard.intake.questionNumber'], { number: 1 }),
      exact: true,
    });
    await first.getByLabel(en['dashboard.intake.questionLabel'], { exact: true }).fill('Was führt Sie beide zu uns?');

    // A scale question at the end of the first section.
    const section = page.getByRole('region', { name: /^Section 1(:|$)/ });
    const count = await section.getByRole('group', { name: /^Question \d+$/ }).count();
    await section.getByRole('button', { name: /^Add a question/ }).click();
    const added = page.getByRole('group', {
      name: fill(en['dashboard.intake.questionNumber'], { number: count + 1 }),
      exact: true,
    });
    await expect(added.getByLabel(en['dashboard.intake.questionLabel'], { exact: true })).toBeFocused();
    await added
      .getByLabel(en['dashboard.intake.questionLabel'], { exact: true })
      .fill('Wie zufrieden sind Sie mit Ihrer Beziehung?');
    await added.getByLabel(en['dashboard.intake.kind']).selectOption('scale');
    await added.getByLabel(en['dashboard.intake.scaleMin'], { exact: true }).fill('1');
    await added.getByLabel(en['dashboard.intake.scaleMax'], { exact: true }).fill('5');
    await added.getByLabel(en['dashboard.intake.scaleMinLabel']).fill('gar nicht');
    await added.getByLabel(en['dashboard.intake.scaleMaxLabel']).fill('sehr');
    await added.getByText(en['dashboard.intake.preview']).click();
    await expect(added.getByRole('radio')).toHaveCount(5);
    await expectAccessible(page);

    // A missing title is named, beside the field and in the list above, and nothing typed is lost.
    const kept = await title.inputValue();
    await title.fill('');
    await page.getByRole('button', { name: en['dashboard.intake.save'] }).click();
    const problem = `${en['dashboard.intake.formTitle']}: ${en['dashboard.intake.problem.titleMissing']}`;
    await page.getByRole('link', { name: problem }).click();
    await expect(title).toBeFocused();
    await title.fill(`${kept} (Praxis)`);

    await page.getByRole('checkbox', { name: 'First consultation' }).check();
    await page.getByRole('button', { name: en['dashboard.intake.save'] }).click();
    await expect(page.getByText(fill(en['dashboard.intake.saved'], { title: `${kept} (Praxis)` }))).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/settings\/intake\/[0-9a-f-]{36}/);

    // After a reload, all of it is there.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${kept} (Praxis)`);
    await expect(first.getByLabel(en['dashboard.intake.questionLabel'], { exact: true })).toHaveValue(
      'Was führt Sie beide zu uns?',
    );
    await expect(added.getByLabel(en['dashboard.intake.questionLabel'], { exact: true })).toHaveValue(
      'Wie zufrieden sind Sie mit Ihrer Beziehung?',
    );
    await expect(added.getByLabel(en['dashboard.intake.kind'])).toHaveValue('scale');
    await expect(added.getByLabel(en['dashboard.intake.scaleMax'], { exact: true })).toHaveValue('5');
    await expect(page.getByRole('checkbox', { name: 'First consultation' })).toBeChecked();
    await expectAccessible(page);

    await page.getByRole('link', { name: en['dashboard.intake.back'] }).click();
    const card = page.getByRole('article', { name: `${kept} (Praxis)` });
    await expect(
      card.getByText(fill(en['dashboard.intake.sentWith'], { services: 'First consultation' })),
    ).toBeVisible();
    await practice.context.close();
  });
});
