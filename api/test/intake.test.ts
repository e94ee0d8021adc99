import { randomBytes } from 'node:crypto';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { remindAgreements } from '../src/agreements/agreements.ts';
import { LOCALES } from '../src/contract/locales.ts';
import { normalizeDefinition } from '../src/intake/definitions.ts';
import { testApp } from './helpers/app.ts';
import { createAppointment, firstService } from './helpers/factories.ts';
import { call, practiceOwner, SAME_SITE, signedInAccount } from './helpers/sessions.ts';

const DEFINITION = {
  sections: [
    {
      id: 'about',
      title: 'About you',
      questions: [
        { id: 'reason', kind: 'long_text', label: 'What brings you here?', required: true },
        { id: 'mood', kind: 'scale', label: 'How have you been?', required: true, min: 0, max: 10 },
        {
          id: 'contact',
          kind: 'single_choice',
          label: 'How may we reach you?',
          required: false,
          options: [
            { id: 'email', label: 'Email' },
            { id: 'phone', label: 'Phone' },
          ],
        },
        {
          id: 'meds',
          kind: 'yes_no',
          label: 'Do you take any medication?',
          required: true,
          followUp: { label: 'Which?', required: true },
        },
        { id: 'born', kind: 'date', label: 'Date of birth', required: false },
      ],
    },
  ],
};
const FORM = { title: 'First-session questionnaire', locale: 'en', definition: DEFINITION };
const REASON = 'Since the move I sleep badly and wake at four.';
const MEDICATION = 'Sertraline, 50 mg in the morning';

const token48 = (text: string | undefined) => text?.match(/\/before-your-session\/([\w-]{48})/)?.[1];

describe('intake questionnaires', async () => {
  const { app, db, outbox } = await testApp({ twoFactorRoles: [] });

  /** A practice whose first service sends the questionnaire, and a client with a confirmed session of it. */
  async function practiceWithClient({ agreement = false } = {}) {
    const owner = await practiceOwner(app, db);
    const service = await firstService(db, owner.id);
    const created = await call(app, 'POST', '/api/v1/intake-forms', owner.cookie, FORM);
    expect(created.statusCode, created.body).toBe(201);
    const formId = created.json().id as string;
    const linked = await call(app, 'PUT', `/api/v1/intake-forms/${formId}/services`, owner.cookie, {
      serviceIds: [service.id],
    });
    expect(linked.json().serviceIds).toEqual([service.id]);
    if (agreement) {
      const doc = await call(app, 'POST', '/api/v1/agreements', owner.cookie, {
        kind: 'treatment',
        locale: 'en',
        title: 'Treatment agreement',
        body: 'Fifty minutes each.',
      });
      await call(app, 'PUT', `/api/v1/agreements/${doc.json().id}/services`, owner.cookie, {
        serviceIds: [service.id],
      });
    }
    const email = `guest-${randomBytes(4).toString('hex')}@example.test`;
    const client = await db
      .insertInto('client')
      .values({ therapistId: owner.id, name: 'Mara Jansen', email })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { owner, service, formId, clientId: client.id, email };
  }

  /** A therapist confirming a requested session: the path on which a booking becomes confirmed. */
  async function confirmSession(owner: { id: string; cookie: string }, clientId: string, hoursAhead = 96) {
    const { uid } = await createAppointment(db, {
      therapistId: owner.id,
      clientId,
      status: 'requested',
      startsAt: new Date(Date.now() + hoursAhead * 3_600_000),
    });
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${uid}/confirm`,
      headers: { cookie: owner.cookie, ...SAME_SITE },
    });
    expect(confirmed.statusCode, confirmed.body).toBeLessThan(300);
    return uid;
  }

  /** Confirms a session and answers the link of the one email that asks for the client's tasks. */
  async function confirmedWithLink(options: { agreement?: boolean } = {}) {
    const practice = await practiceWithClient(options);
    const uid = await confirmSession(practice.owner, practice.clientId);
    const asks = (await outbox(practice.email)).filter((m) => token48(m.text));
    expect(asks).toHaveLength(1);
    const token = token48(asks[0]?.text) as string;
    const tasks = await call(app, 'GET', `/api/v1/before-your-session/${token}`);
    expect(tasks.statusCode).toBe(200);
    const [questionnaire] = tasks.json().questionnaires;
    return { ...practice, uid, token, responseId: questionnaire.id as string, mail: asks[0], tasks: tasks.json() };
  }

  const save = (token: string, responseId: string, answers: object) =>
    call(app, 'PUT', `/api/v1/before-your-session/${token}/questionnaires/${responseId}/answers`, undefined, {
      answers,
    });
  const submit = (token: string, responseId: string) =>
    call(app, 'POST', `/api/v1/before-your-session/${token}/questionnaires/${responseId}/submit`);

  it('sends the questionnaire when a booking is confirmed, in one email with the agreements', async () => {
    const { tasks, mail, clientId } = await confirmedWithLink({ agreement: true });
    expect(mail?.subject).toBe('Before your first session: documents to sign and a few questions');
    expect(mail?.text).toContain('read and sign 1 document and to answer a few questions');
    expect(tasks.documents).toHaveLength(1);
    expect(tasks.questionnaires).toEqual([
      expect.objectContaining({
        title: FORM.title,
        status: 'open',
        answers: {},
        missing: ['reason', 'mood', 'meds'],
        submittedAt: null,
        definition: DEFINITION,
      }),
    ]);
    const responses = await db.selectFrom('intakeResponse').select('status').where('clientId', '=', clientId).execute();
    expect(responses).toEqual([{ status: 'open' }]);
  });

  it('asks for the questionnaire alone when nothing is to be signed, and not twice for a second booking', async () => {
    const { owner, clientId, email, mail } = await confirmedWithLink();
    expect(mail?.subject).toBe('Before your session: a few questions from your therapist');
    await confirmSession(owner, clientId, 120);
    const responses = await db.selectFrom('intakeResponse').select('id').where('clientId', '=', clientId).execute();
    expect(responses).toHaveLength(1);
    // The second confirmation links to the same open questionnaire.
    expect((await outbox(email)).filter((m) => token48(m.text))).toHaveLength(2);
  });

  it('saves answers as they come, merged and kept, sealed at rest, and submits them once complete', async () => {
    const { owner, token, responseId, clientId } = await confirmedWithLink();
    const first = await save(token, responseId, { reason: REASON, contact: 'phone' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().missing).toEqual(['mood', 'meds']);
    const second = await save(token, responseId, { mood: 3, meds: { yes: true } });
    // A "yes" asks for its required follow-up.
    expect(second.json().missing).toEqual(['meds']);
    // A reload shows everything saved so far; "" clears one answer.
    await save(token, responseId, { contact: '' });
    const reloaded = (await call(app, 'GET', `/api/v1/before-your-session/${token}`)).json().questionnaires[0];
    expect(reloaded.answers).toEqual({ reason: REASON, mood: 3, meds: { yes: true } });

    // The answers are sealed in the database: none of their text is in the row.
    const raw = await db
      .selectFrom('intakeResponse')
      .select('answersSealed')
      .where('id', '=', responseId)
      .executeTakeFirstOrThrow();
    expect(raw.answersSealed).toMatch(/^s1\./);
    expect(raw.answersSealed).not.toContain('sleep');
    expect(raw.answersSealed).not.toContain('reason');

    const early = await submit(token, responseId);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'INTAKE_INCOMPLETE', details: { missing: ['meds'] } });

    await save(token, responseId, { meds: { yes: true, followUp: MEDICATION } });
    const submitted = await submit(token, responseId);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().submittedAt).toEqual(expect.any(String));

    // The therapist hears of it, without any answer in the email.
    const told = (await outbox(owner.email)).find((m) => m.subject === 'A client has submitted a questionnaire');
    expect(told?.text).toContain('Mara Jansen has submitted “First-session questionnaire”');
    expect(told?.text).toContain(`/dashboard/my-clients/${clientId}/intake`);
    for (const answer of [REASON, MEDICATION, 'Sertraline']) expect(told?.text).not.toContain(answer);

    // Read-only for the client from now on.
    const late = await save(token, responseId, { reason: 'Changed my mind' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('INTAKE_ALREADY_SUBMITTED');
    expect((await submit(token, responseId)).json().code).toBe('INTAKE_ALREADY_SUBMITTED');
    const after = (await call(app, 'GET', `/api/v1/before-your-session/${token}`)).json().questionnaires[0];
    expect(after).toMatchObject({ status: 'submitted', missing: [], answers: { reason: REASON } });
  });

  it('refuses answers it cannot keep with 400 and the question, and keeps nothing of that save', async () => {
    const { token, responseId } = await confirmedWithLink();
    const cases: [object, object][] = [
      [{ nope: 'x' }, { questionId: 'nope', problem: 'unknown_question' }],
      [{ mood: 'five' }, { questionId: 'mood', problem: 'wrong_type' }],
      [{ mood: 11 }, { questionId: 'mood', problem: 'out_of_range', min: 0, max: 10 }],
      [{ reason: 'x'.repeat(5001) }, { questionId: 'reason', problem: 'too_long', max: 5000 }],
      [{ contact: 'fax' }, { questionId: 'contact', problem: 'unknown_option' }],
      [{ born: '1990-02-30' }, { questionId: 'born', problem: 'invalid_date' }],
      [{ meds: 'yes' }, { questionId: 'meds', problem: 'wrong_type' }],
      [{ mood: null }, { questionId: 'mood', problem: 'wrong_type' }],
    ];
    for (const [answers, problem] of cases) {
      // With an answer that is fine, which the refused save does not keep either.
      const response = await save(token, responseId, { contact: 'email', ...answers });
      expect(response.statusCode, JSON.stringify(answers).slice(0, 60)).toBe(400);
      expect(response.json().code).toBe('INTAKE_ANSWER_INVALID');
      expect(response.json().details.problems).toContainEqual(problem);
    }
    const kept = (await call(app, 'GET', `/api/v1/before-your-session/${token}`)).json().questionnaires[0];
    expect(kept.answers).toEqual({});
    // Not answers at all.
    expect((await save(token, responseId, [] as unknown as object)).statusCode).toBe(400);
    const noBody = await call(app, 'PUT', `/api/v1/before-your-session/${token}/questionnaires/${responseId}/answers`);
    expect(noBody.statusCode).toBe(400);
  });

  it('lets the therapist read the answers (logged), send by hand and open a submitted one again', async () => {
    const { owner, token, responseId, clientId, email, formId } = await confirmedWithLink();
    await save(token, responseId, { reason: REASON, mood: 6, meds: { yes: false } });

    const record = await call(app, 'GET', `/api/v1/clients/${clientId}/intake`, owner.cookie);
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({
      client: { id: clientId, name: 'Mara Jansen' },
      forms: [{ id: formId, title: FORM.title }],
      responses: [{ id: responseId, formId, status: 'open', answers: { reason: REASON, mood: 6 }, missing: [] }],
    });
    expect(await submit(token, responseId).then((r) => r.statusCode)).toBe(200);

    // Sent by hand after submitting: a new copy to fill in; sent again: the same open copy.
    const sent = await call(app, 'POST', `/api/v1/clients/${clientId}/intake`, owner.cookie, { formId });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().responseId).not.toBe(responseId);
    const again = await call(app, 'POST', `/api/v1/clients/${clientId}/intake`, owner.cookie, { formId });
    expect(again.json().responseId).toBe(sent.json().responseId);

    // The submitted copy cannot open while the newer one is being filled in.
    const blocked = await call(app, 'POST', `/api/v1/clients/${clientId}/intake/${responseId}/reopen`, owner.cookie);
    expect(blocked.statusCode).toBe(409);
    await db.deleteFrom('intakeResponse').where('id', '=', sent.json().responseId).execute();
    const reopened = await call(app, 'POST', `/api/v1/clients/${clientId}/intake/${responseId}/reopen`, owner.cookie);
    expect(reopened.statusCode, reopened.body).toBe(200);
    const mail = (await outbox(email)).find((m) => m.subject === 'Your questionnaire is open again');
    const newToken = token48(mail?.text) as string;
    expect(newToken).toBeDefined();
    const amended = await save(newToken, responseId, { mood: 7 });
    expect(amended.statusCode).toBe(200);
    const reread = (await call(app, 'GET', `/api/v1/before-your-session/${newToken}`)).json().questionnaires[0];
    expect(reread).toMatchObject({ status: 'open', submittedAt: null, answers: { reason: REASON, mood: 7 } });
    expect(
      (await call(app, 'POST', `/api/v1/clients/${clientId}/intake/${responseId}/reopen`, owner.cookie)).statusCode,
    ).toBe(409);

    const log = await db
      .selectFrom('clientAccessLog')
      .select(['action', 'userId'])
      .where('clientId', '=', clientId)
      .execute();
    for (const action of ['intake.read', 'intake.send', 'intake.reopen'])
      expect(log).toContainEqual({ action, userId: owner.userId });
  });

  it('keeps what a client answers as it was sent when the therapist edits or stops the questionnaire', async () => {
    const { owner, token, responseId, formId, clientId } = await confirmedWithLink();
    const edited = {
      ...FORM,
      definition: {
        sections: [{ ...DEFINITION.sections[0], questions: DEFINITION.sections[0]?.questions.slice(0, 1) }],
      },
    };
    const updated = await call(app, 'PUT', `/api/v1/intake-forms/${formId}`, owner.cookie, edited);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().responses).toBe(1);
    const page = (await call(app, 'GET', `/api/v1/before-your-session/${token}`)).json().questionnaires[0];
    expect(page.definition).toEqual(DEFINITION);
    expect((await save(token, responseId, { mood: 2 })).statusCode).toBe(200);

    expect((await call(app, 'DELETE', `/api/v1/intake-forms/${formId}`, owner.cookie)).statusCode).toBe(204);
    expect((await call(app, 'GET', `/api/v1/intake-forms/${formId}`, owner.cookie)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/v1/intake-forms', owner.cookie)).json().forms).toEqual([]);
    const record = (await call(app, 'GET', `/api/v1/clients/${clientId}/intake`, owner.cookie)).json();
    expect(record.responses).toHaveLength(1);
    expect(record.forms).toEqual([]);
    // An archived questionnaire is sent no more.
    const sent = await call(app, 'POST', `/api/v1/clients/${clientId}/intake`, owner.cookie, { formId });
    expect(sent.statusCode).toBe(400);
  });

  it('refuses a definition the rules refuse, and bad input, with 400 and what is wrong', async () => {
    const owner = await practiceOwner(app, db);
    const invalid = await call(app, 'POST', '/api/v1/intake-forms', owner.cookie, {
      ...FORM,
      definition: {
        sections: [
          {
            id: 's',
            title: 'S',
            questions: [
              { id: 'a', kind: 'single_choice', label: 'A', required: true, options: [{ id: 'x', label: 'X' }] },
              { id: 'a', kind: 'scale', label: 'B', required: true, min: 5, max: 5 },
              { id: 'c', kind: 'scale', label: 'C', required: true },
            ],
          },
        ],
      },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'INTAKE_DEFINITION_INVALID' });
    expect(invalid.json().details.problems).toEqual([
      "question c needs a scale's minimum and maximum",
      'question a needs at least two options',
      'question id a is used twice',
      'question a has a scale whose minimum is not below its maximum',
      'question c has a scale whose minimum is not below its maximum',
    ]);
    const question = DEFINITION.sections[0]?.questions[0] as object;
    for (const body of [
      { ...FORM, title: '' },
      { ...FORM, title: 'x'.repeat(201) },
      { ...FORM, locale: 'fr' },
      { ...FORM, definition: { sections: [] } },
      { ...FORM, definition: { sections: [{ id: 's', title: 'S', questions: [{ ...question, kind: 'essay' }] }] } },
      { ...FORM, definition: { sections: [{ id: 's', title: 'S', questions: [{ ...question, id: 'has space' }] }] } },
      {
        ...FORM,
        definition: { sections: [{ id: 's', title: 'S', questions: [{ ...question, label: 'x'.repeat(501) }] }] },
      },
    ]) {
      const response = await call(app, 'POST', '/api/v1/intake-forms', owner.cookie, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    expect((await call(app, 'GET', '/api/v1/intake-forms', owner.cookie)).json().forms).toEqual([]);
    const created = await call(app, 'POST', '/api/v1/intake-forms', owner.cookie, FORM);
    const stranger = await practiceOwner(app, db);
    const foreign = await call(app, 'PUT', `/api/v1/intake-forms/${created.json().id}/services`, owner.cookie, {
      serviceIds: [(await firstService(db, stranger.id)).id],
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('offers templates in every language that the rules accept as they are', async () => {
    const owner = await practiceOwner(app, db);
    for (const locale of LOCALES) {
      const response = await call(app, 'GET', `/api/v1/intake-forms/templates?locale=${locale}`, owner.cookie);
      expect(response.statusCode).toBe(200);
      const { templates } = response.json();
      expect(templates.map((t: { key: string }) => t.key)).toEqual(['adult', 'couples', 'child']);
      for (const template of templates) {
        expect(template.locale).toBe(locale);
        expect(normalizeDefinition(template.definition).problems, `${locale} ${template.key}`).toEqual([]);
        // A copy saves as the therapist's own questionnaire.
        const copy = await call(app, 'POST', '/api/v1/intake-forms', owner.cookie, {
          title: template.title,
          locale,
          definition: template.definition,
        });
        expect(copy.statusCode, `${locale} ${template.key}: ${copy.body.slice(0, 300)}`).toBe(201);
      }
    }
    expect((await call(app, 'GET', '/api/v1/intake-forms/templates?locale=fr', owner.cookie)).statusCode).toBe(400);
  });

  it('serves therapists only, and each practice only its own: 401, 403, 404', async () => {
    const { owner, clientId, formId, responseId } = await confirmedWithLink();
    const routes = app.apiRoutes
      .filter((r) => r.access !== 'public' && (r.url.includes('/intake-forms') || r.url.includes('/intake')))
      .map((r) => ({
        method: r.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url: r.url
          .replace(':responseId', responseId)
          .replace(':id', r.url.startsWith('/api/v1/clients') ? clientId : formId),
        payload: r.url.endsWith('/services')
          ? { serviceIds: [] }
          : r.url === '/api/v1/clients/:id/intake' && r.method === 'POST'
            ? { formId }
            : ['POST', 'PUT'].includes(r.method) && r.url.startsWith('/api/v1/intake-forms')
              ? FORM
              : undefined,
      }));
    expect(routes.length).toBe(10);
    const client = await signedInAccount(app, db, 'client');
    const admin = await signedInAccount(app, db, 'admin');
    for (const route of routes) {
      const url = route.url.endsWith('/templates') ? `${route.url}?locale=de` : route.url;
      expect((await call(app, route.method, url, undefined, route.payload)).statusCode, url).toBe(401);
      for (const cookie of [client.cookie, admin.cookie])
        expect((await call(app, route.method, url, cookie, route.payload)).statusCode, url).toBe(403);
    }
    // Another practice reaches none of it, and reading nothing writes nothing to the record's log.
    const stranger = await practiceOwner(app, db);
    const logBefore = await db.selectFrom('clientAccessLog').select('id').where('clientId', '=', clientId).execute();
    for (const route of routes.filter((r) => r.url.includes(clientId) || r.url.includes(formId))) {
      const response = await call(app, route.method, route.url, stranger.cookie, route.payload);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    expect(await db.selectFrom('clientAccessLog').select('id').where('clientId', '=', clientId).execute()).toEqual(
      logBefore,
    );
    // Across clients of one practice: another client's questionnaire is not this client's.
    const other = await db
      .insertInto('client')
      .values({ therapistId: owner.id, name: 'Ida Berg', email: 'ida@example.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      (await call(app, 'POST', `/api/v1/clients/${other.id}/intake/${responseId}/reopen`, owner.cookie)).statusCode,
    ).toBe(404);
    expect((await call(app, 'GET', '/api/v1/intake-forms', stranger.cookie)).json().forms).toEqual([]);
  });

  it('refuses links that are unknown, expired, withdrawn, or reach for another client', async () => {
    const first = await confirmedWithLink();
    const second = await confirmedWithLink();
    // Another client's questionnaire through this link is not found.
    expect((await save(first.token, second.responseId, { reason: REASON })).statusCode).toBe(404);
    expect((await submit(first.token, second.responseId)).statusCode).toBe(404);
    expect((await save('x'.repeat(48), first.responseId, { reason: REASON })).statusCode).toBe(404);

    await db
      .updateTable('clientTaskLink')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('clientId', '=', first.clientId)
      .execute();
    for (const response of [
      await call(app, 'GET', `/api/v1/before-your-session/${first.token}`),
      await save(first.token, first.responseId, { reason: REASON }),
      await submit(first.token, first.responseId),
    ]) {
      expect(response.statusCode).toBe(410);
      expect(response.json().code).toBe('LINK_EXPIRED');
    }

    const withdrawn = await call(
      app,
      'DELETE',
      `/api/v1/clients/${second.clientId}/agreements/link`,
      second.owner.cookie,
    );
    expect(withdrawn.statusCode).toBe(204);
    expect((await save(second.token, second.responseId, { reason: REASON })).statusCode).toBe(410);
    expect((await submit(second.token, second.responseId)).statusCode).toBe(410);
  });

  it('marks sessions whose questionnaire is not submitted, reminds two days before, and lists it for the client', async () => {
    const { owner, token, responseId, clientId, email, uid } = await confirmedWithLink();
    const marked = async () =>
      (await call(app, 'GET', '/api/v1/sessions', owner.cookie))
        .json()
        .sessions.find((s: { uid: string }) => s.uid === uid).intakeMissing;
    expect(await marked()).toBe(true);

    expect(await remindAgreements(db, app.withEmails, uid)).toMatchObject({ expiresAt: expect.any(String) });
    const reminder = (await outbox(email)).find(
      (m) => m.subject === 'Reminder: questions to answer before your session',
    );
    expect(token48(reminder?.text)).toBeDefined();

    const account = await signedInAccount(app, db, 'client');
    await db.updateTable('client').set({ userId: account.userId }).where('id', '=', clientId).execute();
    const mine = (await call(app, 'GET', '/api/v1/me/agreements', account.cookie)).json();
    expect(mine.practices).toEqual([
      expect.objectContaining({
        clientId,
        outstanding: [],
        questionnaires: [{ id: responseId, title: FORM.title, status: 'open', submittedAt: null }],
      }),
    ]);

    await save(token, responseId, { reason: REASON, mood: 5, meds: { yes: false } });
    expect((await submit(token, responseId)).statusCode).toBe(200);
    expect(await marked()).toBe(false);
    expect(await remindAgreements(db, app.withEmails, uid)).toBeUndefined();
    expect(
      (await call(app, 'GET', '/api/v1/me/agreements', account.cookie)).json().practices[0].questionnaires,
    ).toEqual([expect.objectContaining({ id: responseId, status: 'submitted', submittedAt: expect.any(String) })]);
  });

  it("puts the answers, opened, in both sides' data export", async () => {
    const { owner, token, responseId, clientId } = await confirmedWithLink();
    await save(token, responseId, { reason: REASON, contact: 'phone', meds: { yes: true, followUp: MEDICATION } });
    const account = await signedInAccount(app, db, 'client');
    await db.updateTable('client').set({ userId: account.userId }).where('id', '=', clientId).execute();
    for (const [cookie, name] of [
      [account.cookie, 'intake-questionnaires.json'],
      [owner.cookie, 'therapist/intake-questionnaires.json'],
    ] as const) {
      const response = await call(app, 'GET', '/api/v1/account/export', cookie);
      expect(response.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(response.rawPayload));
      const entries = JSON.parse(new TextDecoder().decode(files[name]));
      expect(entries).toEqual([
        expect.objectContaining({
          questionnaire: FORM.title,
          status: 'open',
          answers: expect.arrayContaining([
            { section: 'About you', questionId: 'reason', question: 'What brings you here?', answer: REASON },
            { section: 'About you', questionId: 'contact', question: 'How may we reach you?', answer: 'Phone' },
            {
              section: 'About you',
              questionId: 'meds',
              question: 'Do you take any medication?',
              answer: { yes: true, followUp: MEDICATION },
            },
            { section: 'About you', questionId: 'mood', question: 'How have you been?', answer: null },
          ]),
        }),
      ]);
    }
  });

  it('deletes the answers with the client record they belong to', async () => {
    const { token, responseId, clientId } = await confirmedWithLink();
    await save(token, responseId, { reason: REASON });
    await db.deleteFrom('appointment').where('clientId', '=', clientId).execute();
    await db.deleteFrom('client').where('id', '=', clientId).execute();
    expect(await db.selectFrom('intakeResponse').select('id').where('id', '=', responseId).execute()).toEqual([]);
  });
});
