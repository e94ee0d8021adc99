import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uninvoicedSessions } from '../src/billing/invoices.ts';
import type { Database } from '../src/db/database.ts';
import { monthlyStatement } from '../src/program/statement.ts';
import type { Company, CompanyInput, ProgramSettings } from '../src/schemas/program.ts';
import { DEMO_PROGRAM_EMPLOYEE, seedProgram } from '../src/seed/program.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createAppointment, createTherapist, createUser, firstService, openEveryDay } from './helpers/factories.ts';
import { call, nextAddress, practiceOwner, SAME_SITE, signedInAccount } from './helpers/sessions.ts';

const unique = () => randomBytes(4).toString('hex');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const thisMonth = () => new Date().toISOString().slice(0, 7);

type Response = { statusCode: number; body: string; json: () => { code?: string; details?: unknown } };
const expectError = (response: Response, status: number, code: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().code).toBe(code);
};
const fields = (response: Response) => (response.json().details as { field: string }[]).map((d) => d.field);

describe('the employer program', async () => {
  const { app, db } = await testApp({ twoFactorRoles: [] });
  const admin = await signedInAccount(app, db, 'admin');

  const companyInput = (overrides: Partial<CompanyInput> = {}): CompanyInput => ({
    name: `Nordlicht ${unique()} GmbH`,
    accessCode: `NL-${unique()}`,
    emailDomain: null,
    sessionsPerEmployee: 6,
    period: 'year',
    startsOn: '2020-01-01',
    endsOn: null,
    priceMinor: 9500,
    currency: 'EUR',
    billingEmail: 'billing@nordlicht.example',
    active: true,
    ...overrides,
  });
  const createCompany = async (overrides: Partial<CompanyInput> = {}): Promise<Company> => {
    const response = await call(app, 'POST', '/api/v1/admin/program/companies', admin.cookie, companyInput(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  /** A practice taking program clients: open every day, no notice, confirming bookings itself. */
  async function programTherapist(settings: { maxClients?: number; services?: 'first' | 'none' } = {}) {
    const owner = await practiceOwner(app, db, { languages: ['english', 'german'] });
    await openEveryDay(db, owner.id);
    await db
      .insertInto('bookingPolicy')
      .values({
        therapistId: owner.id,
        minimumNoticeMinutes: 0,
        requiresConfirmation: false,
        cancellationNoticeHours: 24,
      })
      .execute();
    const service = await firstService(db, owner.id);
    const saved = await call(app, 'PUT', '/api/v1/program/settings', owner.cookie, {
      enabled: true,
      rateMinor: 8000,
      serviceIds: [service.id],
      languages: ['en'],
      maxClients: settings.maxClients ?? 10,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { ...owner, service };
  }

  const slots = async (slug: string, serviceId: string, day = inDays(5)) => {
    const response = await call(
      app,
      'GET',
      `/api/v1/therapists/${slug}/slots?serviceId=${serviceId}&from=${day}&to=${day}`,
    );
    expect(response.statusCode).toBe(200);
    return (response.json().slots as { start: string }[]).map((s) => s.start);
  };

  const employee = (domain = 'staff.example') => ({ name: `Employee ${unique()}`, email: `e.${unique()}@${domain}` });
  const book = (
    therapist: { slug: string; service: { id: string } },
    start: string,
    person: { name: string; email: string },
    program: { code?: string | null } | undefined,
    cookie?: string,
  ) =>
    call(app, 'POST', '/api/v1/bookings', cookie, {
      therapistSlug: therapist.slug,
      serviceId: therapist.service.id,
      start,
      client: person,
      ...(program ? { program: program.code ? { code: program.code } : {} } : {}),
    });

  describe('who may call what', () => {
    const therapistRoutes = [
      ['GET', '/api/v1/program/settings'],
      ['PUT', '/api/v1/program/settings'],
      ['GET', `/api/v1/program/sessions?month=${thisMonth()}`],
    ] as const;
    const adminRoutes = [
      ['GET', '/api/v1/admin/program/companies'],
      ['POST', '/api/v1/admin/program/companies'],
      ['PUT', `/api/v1/admin/program/companies/${randomUUID()}`],
      ['GET', `/api/v1/admin/program/companies/${randomUUID()}/statement?month=${thisMonth()}`],
      ['GET', `/api/v1/admin/program/companies/${randomUUID()}/statement.csv?from=2026-01&to=2026-02`],
    ] as const;
    const body = (method: string) => (method === 'GET' ? undefined : {});

    it('answers a visitor 401 on every signed-in route', async () => {
      for (const [method, url] of [...therapistRoutes, ...adminRoutes]) {
        expect((await call(app, method, url, undefined, body(method))).statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('keeps clients out of the therapist routes, and clients and therapists out of the administrators’', async () => {
      const client = await signedInAccount(app, db, 'client');
      const therapist = await practiceOwner(app, db);
      for (const [method, url] of therapistRoutes) {
        expect((await call(app, method, url, client.cookie, body(method))).statusCode, `${method} ${url}`).toBe(403);
      }
      for (const [method, url] of adminRoutes) {
        expect((await call(app, method, url, client.cookie, body(method))).statusCode, `${method} ${url}`).toBe(403);
        expect((await call(app, method, url, therapist.cookie, body(method))).statusCode, `${method} ${url}`).toBe(403);
      }
    });

    it('rate-limits the eligibility question per address, so codes cannot be found by trying', async () => {
      const remoteAddress = nextAddress();
      const ask = () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/program/eligibility',
          headers: SAME_SITE,
          remoteAddress,
          payload: { therapistSlug: 'nobody-here', code: `GUESS-${unique()}` },
        });
      const answers = [];
      for (let i = 0; i < 11; i += 1) answers.push((await ask()).statusCode);
      expect(answers.slice(0, 10).every((s) => s === 404)).toBe(true);
      expect(answers[10]).toBe(429);
    });
  });

  describe('the therapist’s settings', () => {
    it('starts with defaults and offers the active services and profile languages, named in the account’s language', async () => {
      const owner = await practiceOwner(app, db, { languages: ['english', 'german'] });
      await db.updateTable('userAccount').set({ locale: 'de' }).where('id', '=', owner.userId).execute();
      const service = await firstService(db, owner.id);
      const response = await call(app, 'GET', '/api/v1/program/settings', owner.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        enabled: false,
        rateMinor: null,
        currency: 'EUR',
        serviceIds: [],
        languages: [],
        maxClients: null,
        clientsNow: 0,
        thisMonth: { sessions: 0, amountMinor: 0 },
        options: {
          services: [{ id: service.id, name: service.name, durationMinutes: 50 }],
          languages: [
            { code: 'en', name: 'Englisch' },
            { code: 'de', name: 'Deutsch' },
          ],
        },
      });
    });

    it('saves the participation and reads it back', async () => {
      const t = await programTherapist({ maxClients: 3 });
      const settings: ProgramSettings = (await call(app, 'GET', '/api/v1/program/settings', t.cookie)).json();
      expect(settings).toMatchObject({
        enabled: true,
        rateMinor: 8000,
        currency: 'EUR',
        serviceIds: [t.service.id],
        languages: ['en'],
        maxClients: 3,
      });
    });

    it('refuses services and languages that are not the practice’s, and taking part without either', async () => {
      const owner = await practiceOwner(app, db, { languages: ['english'] });
      const service = await firstService(db, owner.id);
      const other = await practiceOwner(app, db);
      const foreign = await firstService(db, other.id);
      const archived = await db
        .insertInto('service')
        .values({
          therapistId: owner.id,
          name: 'Old',
          locale: 'en',
          durationMinutes: 50,
          priceMinor: 9000,
          currency: 'EUR',
          modality: 'online',
          archivedAt: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const save = (body: object) =>
        call(app, 'PUT', '/api/v1/program/settings', owner.cookie, {
          enabled: true,
          rateMinor: 8000,
          serviceIds: [service.id],
          languages: ['en'],
          maxClients: 5,
          ...body,
        });
      for (const serviceIds of [[foreign.id], [archived.id], []]) {
        const refused = await save({ serviceIds });
        expectError(refused, 400, 'VALIDATION_FAILED');
        expect(fields(refused)).toEqual(['body.serviceIds']);
      }
      for (const languages of [['de'], []]) {
        const refused = await save({ languages });
        expectError(refused, 400, 'VALIDATION_FAILED');
        expect(fields(refused)).toEqual(['body.languages']);
      }
      // Not taking part, nothing needs choosing yet.
      expect((await save({ enabled: false, serviceIds: [], languages: [] })).statusCode).toBe(200);
      for (const body of [{ rateMinor: 0 }, { maxClients: 0 }, { languages: ['EN'] }, { serviceIds: ['x'] }]) {
        expectError(await save(body), 400, 'VALIDATION_FAILED');
      }
      expectError(await call(app, 'PUT', '/api/v1/program/settings', owner.cookie, {}), 400, 'VALIDATION_FAILED');
    });

    it('refuses a month that is not one', async () => {
      const owner = await practiceOwner(app, db);
      expectError(
        await call(app, 'GET', '/api/v1/program/sessions?month=2026-13', owner.cookie),
        400,
        'VALIDATION_FAILED',
      );
    });
  });

  describe('companies', () => {
    it('stores codes upper-case, and lists the company with its use', async () => {
      const code = `nl-${unique()}`;
      const domain = `firma-${unique()}.example`;
      const company = await createCompany({ accessCode: code, emailDomain: domain });
      expect(company).toMatchObject({
        accessCode: code.toUpperCase(),
        emailDomain: domain,
        usage: { employeesThisPeriod: 0, sessionsThisPeriod: 0 },
      });
      const list = await call(app, 'GET', '/api/v1/admin/program/companies', admin.cookie);
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('private, no-store');
      expect(list.json().companies).toContainEqual(company);
    });

    it('gives each code (whatever its case) and each domain to one company', async () => {
      const first = await createCompany({ emailDomain: `taken-${unique()}.example` });
      const again = (overrides: Partial<CompanyInput>) =>
        call(app, 'POST', '/api/v1/admin/program/companies', admin.cookie, companyInput(overrides));
      expectError(await again({ accessCode: first.accessCode?.toLowerCase() ?? null }), 409, 'ACCESS_CODE_TAKEN');
      expectError(await again({ accessCode: null, emailDomain: first.emailDomain }), 409, 'EMAIL_DOMAIN_TAKEN');
      const second = await createCompany();
      const moved = await call(
        app,
        'PUT',
        `/api/v1/admin/program/companies/${second.id}`,
        admin.cookie,
        companyInput({ accessCode: first.accessCode }),
      );
      expectError(moved, 409, 'ACCESS_CODE_TAKEN');
      // A company keeps its own code when it is saved again.
      const kept = await call(
        app,
        'PUT',
        `/api/v1/admin/program/companies/${first.id}`,
        admin.cookie,
        companyInput({ name: 'Renamed AG', accessCode: first.accessCode, emailDomain: first.emailDomain }),
      );
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toMatchObject({ id: first.id, name: 'Renamed AG' });
    });

    it('refuses bad input, a company without a code or domain, and a last day before the first', async () => {
      const post = (body: object) => call(app, 'POST', '/api/v1/admin/program/companies', admin.cookie, body);
      const neither = await post(companyInput({ accessCode: null, emailDomain: null }));
      expectError(neither, 400, 'VALIDATION_FAILED');
      expect(fields(neither)).toEqual(['body.accessCode', 'body.emailDomain']);
      const backwards = await post(companyInput({ startsOn: '2026-05-01', endsOn: '2026-04-30' }));
      expectError(backwards, 400, 'VALIDATION_FAILED');
      expect(fields(backwards)).toEqual(['body.endsOn']);
      for (const bad of [
        { accessCode: 'ab' },
        { accessCode: 'NO SPACES' },
        { emailDomain: '@example.com' },
        { sessionsPerEmployee: 0 },
        { period: 'week' },
        { startsOn: '2026-02-30' },
        { currency: 'USD' },
        { billingEmail: 'nope' },
        { name: ' ' },
      ]) {
        expectError(await post({ ...companyInput(), ...bad }), 400, 'VALIDATION_FAILED');
      }
      expectError(await post({}), 400, 'VALIDATION_FAILED');
      const unknown = await call(
        app,
        'PUT',
        `/api/v1/admin/program/companies/${randomUUID()}`,
        admin.cookie,
        companyInput(),
      );
      expectError(unknown, 404, 'NOT_FOUND');
      expectError(
        await call(app, 'PUT', '/api/v1/admin/program/companies/not-an-id', admin.cookie, companyInput()),
        400,
        'VALIDATION_FAILED',
      );
    });
  });

  describe('eligibility', () => {
    const ask = (body: object) => call(app, 'POST', '/api/v1/program/eligibility', undefined, body);

    it('answers a known code with the company’s budget and what the therapist offers', async () => {
      const t = await programTherapist();
      const company = await createCompany({ sessionsPerEmployee: 4, period: 'quarter' });
      const answer = await ask({ therapistSlug: t.slug, code: company.accessCode?.toLowerCase() });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        companyName: company.name,
        sessionsPerEmployee: 4,
        period: 'quarter',
        sessionsLeft: null,
        serviceIds: [t.service.id],
        languages: ['en'],
      });
      const withEmail = await ask({ therapistSlug: t.slug, code: company.accessCode, email: 'ana@anywhere.example' });
      expect(withEmail.json().sessionsLeft).toBe(4);
    });

    it('answers an unknown code, and one of a company not running, with the same 404', async () => {
      const t = await programTherapist();
      const inactive = await createCompany({ active: false });
      const ended = await createCompany({ startsOn: '2020-01-01', endsOn: '2020-12-31' });
      for (const code of [`NOPE-${unique()}`, inactive.accessCode, ended.accessCode]) {
        expectError(await ask({ therapistSlug: t.slug, code }), 404, 'PROGRAM_CODE_UNKNOWN');
      }
    });

    it('lets a work address stand for the code, by its domain', async () => {
      const t = await programTherapist();
      const domain = `works-${unique()}.example`;
      const company = await createCompany({ accessCode: null, emailDomain: domain });
      const answer = await ask({ therapistSlug: t.slug, email: `Ana.Silva@${domain.toUpperCase()}` });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ companyName: company.name, sessionsLeft: 6 });
      expectError(
        await ask({ therapistSlug: t.slug, email: `ana@other-${unique()}.example` }),
        404,
        'PROGRAM_NOT_ELIGIBLE',
      );
      const neither = await ask({ therapistSlug: t.slug });
      expectError(neither, 400, 'VALIDATION_FAILED');
      expectError(await ask({ therapistSlug: t.slug, email: 'not-an-address' }), 400, 'VALIDATION_FAILED');
      expectError(await ask({ therapistSlug: 'Not A Slug', code: 'ABCDEF' }), 400, 'VALIDATION_FAILED');
    });

    it('says when the therapist does not take program clients', async () => {
      const company = await createCompany();
      const outside = await practiceOwner(app, db);
      expectError(await ask({ therapistSlug: outside.slug, code: company.accessCode }), 409, 'PROGRAM_NOT_OFFERED');
      const paused = await programTherapist();
      await db.updateTable('therapistProgram').set({ enabled: false }).where('therapistId', '=', paused.id).execute();
      expectError(await ask({ therapistSlug: paused.slug, code: company.accessCode }), 409, 'PROGRAM_NOT_OFFERED');
      expectError(await ask({ therapistSlug: `nobody-${unique()}`, code: company.accessCode }), 404, 'NOT_FOUND');
    });
  });

  describe('booking through the program', () => {
    it('books at no cost to the employee, and the therapist sees it as a program session', async () => {
      const t = await programTherapist();
      const company = await createCompany();
      const [start] = await slots(t.slug, t.service.id);
      const person = employee();
      const created = await book(t, start as string, person, { code: company.accessCode?.toLowerCase() });
      expect(created.statusCode, created.body).toBe(201);
      const { uid } = created.json();

      const appointment = await db
        .selectFrom('appointment')
        .select(['id', 'priceMinor'])
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow();
      expect(appointment.priceMinor).toBe(0);

      const sessions = await call(app, 'GET', '/api/v1/sessions?scope=all', t.cookie);
      const listed = (sessions.json().sessions as { uid: string; program: unknown }[]).find((s) => s.uid === uid);
      expect(listed?.program).toEqual({ companyName: company.name, rateMinor: 8000, currency: 'EUR' });

      const view = await call(app, 'GET', `/api/v1/appointments/${uid}`, t.cookie);
      expect(view.json()).toMatchObject({ priceMinor: 0, program: { companyName: company.name, rateMinor: 8000 } });

      const month = (start as string).slice(0, 7);
      const programList = await call(app, 'GET', `/api/v1/program/sessions?month=${month}`, t.cookie);
      expect(programList.statusCode).toBe(200);
      expect(programList.json().sessions).toEqual([
        expect.objectContaining({
          appointmentUid: uid,
          clientName: person.name,
          companyName: company.name,
          rateMinor: 8000,
          currency: 'EUR',
        }),
      ]);

      // An ordinary booking is marked as none.
      const other = (await slots(t.slug, t.service.id))[8];
      const ordinary = await book(t, other as string, employee(), undefined);
      expect(ordinary.statusCode).toBe(201);
      const all = (await call(app, 'GET', '/api/v1/sessions?scope=all', t.cookie)).json().sessions as {
        uid: string;
        program: unknown;
      }[];
      expect(all.find((s) => s.uid === ordinary.json().uid)?.program).toBeNull();
    });

    it('books by the domain of a work address without a code', async () => {
      const t = await programTherapist();
      const domain = `domain-${unique()}.example`;
      await createCompany({ accessCode: null, emailDomain: domain });
      const [start] = await slots(t.slug, t.service.id);
      expect((await book(t, start as string, employee(domain), {})).statusCode).toBe(201);
      const next = (await slots(t.slug, t.service.id))[8];
      expectError(await book(t, next as string, employee(), {}), 404, 'PROGRAM_NOT_ELIGIBLE');
    });

    it('spends the budget, says when it renews, and gives a cancelled session back', async () => {
      const t = await programTherapist();
      const company = await createCompany({ sessionsPerEmployee: 2, period: 'year' });
      const person = employee();
      const times = await slots(t.slug, t.service.id);
      const first = await book(t, times[0] as string, person, { code: company.accessCode });
      expect(first.statusCode, first.body).toBe(201);
      expect((await book(t, times[8] as string, person, { code: company.accessCode })).statusCode).toBe(201);

      const refused = await book(t, times[16] as string, person, { code: company.accessCode });
      expectError(refused, 409, 'PROGRAM_BUDGET_EXHAUSTED');
      const year = Number((times[16] as string).slice(0, 4));
      expect(refused.json().details).toEqual({ resetsOn: `${year + 1}-01-01` });
      const asked = await call(app, 'POST', '/api/v1/program/eligibility', undefined, {
        therapistSlug: t.slug,
        code: company.accessCode,
        email: person.email.toUpperCase(),
      });
      expectError(asked, 409, 'PROGRAM_BUDGET_EXHAUSTED');

      // The therapist cancels the first: the session is the employee's again.
      const cancelled = await call(app, 'POST', `/api/v1/appointments/${first.json().uid}/cancel`, t.cookie, {});
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await book(t, times[16] as string, person, { code: company.accessCode })).statusCode).toBe(201);
    });

    it('keeps the budget when a session is moved into another period', async () => {
      const t = await programTherapist();
      const company = await createCompany({ sessionsPerEmployee: 1, period: 'month' });
      // A signed-in client with a verified address books confirmed sessions, which the therapist can move.
      const client = await signedInAccount(app, db, 'client');
      const person = { name: 'Employee', email: client.email };
      const early = await slots(t.slug, t.service.id, inDays(5));
      const late = await slots(t.slug, t.service.id, inDays(40));
      const first = await book(t, early[0] as string, person, { code: company.accessCode }, client.cookie);
      expect(first.statusCode, first.body).toBe(201);
      // A month later the budget has renewed.
      const second = await book(t, late[0] as string, person, { code: company.accessCode }, client.cookie);
      expect(second.statusCode, second.body).toBe(201);

      const move = (start: string) =>
        call(app, 'POST', `/api/v1/appointments/${first.json().uid}/reschedule`, t.cookie, { start });
      expectError(await move(late[8] as string), 409, 'PROGRAM_BUDGET_EXHAUSTED');
      const within = await move(early[8] as string);
      expect(within.statusCode, within.body).toBe(200);
    });

    it('lets exactly one of two simultaneous bookings take the last session', async () => {
      const t = await programTherapist();
      const company = await createCompany({ sessionsPerEmployee: 1 });
      const person = employee();
      const times = await slots(t.slug, t.service.id);
      const answers = await Promise.all([
        book(t, times[0] as string, person, { code: company.accessCode }),
        book(t, times[12] as string, person, { code: company.accessCode }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.statusCode === 409)?.json().code).toBe('PROGRAM_BUDGET_EXHAUSTED');
      const made = await db
        .selectFrom('programSession')
        .select('appointmentId')
        .where('companyId', '=', company.id)
        .execute();
      expect(made).toHaveLength(1);
    });

    it('takes no new program client beyond the therapist’s limit, but their program client books again', async () => {
      const t = await programTherapist({ maxClients: 1 });
      const company = await createCompany();
      const regular = employee();
      const times = await slots(t.slug, t.service.id);
      expect((await book(t, times[0] as string, regular, { code: company.accessCode })).statusCode).toBe(201);
      expectError(await book(t, times[8] as string, employee(), { code: company.accessCode }), 409, 'PROGRAM_FULL');
      expect((await book(t, times[16] as string, regular, { code: company.accessCode })).statusCode).toBe(201);
      const settings = (await call(app, 'GET', '/api/v1/program/settings', t.cookie)).json();
      expect(settings.clientsNow).toBe(1);
    });

    it('refuses a service the therapist does not offer to program clients, naming the field', async () => {
      const t = await programTherapist();
      const company = await createCompany();
      const other = await db
        .insertInto('service')
        .values({
          therapistId: t.id,
          name: 'Couples session',
          locale: 'en',
          durationMinutes: 50,
          priceMinor: 12000,
          currency: 'EUR',
          modality: 'both',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const [start] = await slots(t.slug, other.id);
      const refused = await book({ slug: t.slug, service: other }, start as string, employee(), {
        code: company.accessCode,
      });
      expectError(refused, 409, 'PROGRAM_NOT_OFFERED');
      expect(refused.json().details).toEqual({ field: 'serviceId' });
      expect(await db.selectFrom('appointment').select('id').where('serviceId', '=', other.id).execute()).toEqual([]);
    });

    it('refuses a code no running company has, and bad program input', async () => {
      const t = await programTherapist();
      const [start] = await slots(t.slug, t.service.id);
      expectError(
        await book(t, start as string, employee(), { code: `NONE-${unique()}` }),
        404,
        'PROGRAM_CODE_UNKNOWN',
      );
      expectError(await book(t, start as string, employee(), { code: 'x' }), 400, 'VALIDATION_FAILED');
    });
  });

  describe('statements and billing', () => {
    async function companyWithSessions(db: Database) {
      const t = await programTherapist();
      const company = await createCompany({ priceMinor: 9500 });
      const client = await signedInAccount(app, db, 'client');
      const person = { name: 'Ana Programm-Klientin', email: client.email };
      const times = await slots(t.slug, t.service.id);
      const held = await book(t, times[0] as string, person, { code: company.accessCode }, client.cookie);
      expect(held.statusCode, held.body).toBe(201);
      const booked = await book(t, times[8] as string, employee(), { code: company.accessCode });
      expect(booked.statusCode, booked.body).toBe(201);
      // The first took place: moved into the past and marked held.
      const past = new Date(Date.now() - 2 * 86_400_000);
      await db
        .updateTable('appointment')
        .set({ status: 'completed', startsAt: past, endsAt: new Date(past.getTime() + 50 * 60_000) })
        .where('uid', '=', held.json().uid)
        .execute();
      return {
        t,
        company,
        person,
        heldUid: held.json().uid as string,
        times,
        pastMonth: past.toISOString().slice(0, 7),
      };
    }

    it('counts sessions and employees for the month, and names nobody', async () => {
      const { company, person, t, pastMonth, times } = await companyWithSessions(db);
      const statement = await call(
        app,
        'GET',
        `/api/v1/admin/program/companies/${company.id}/statement?month=${pastMonth}`,
        admin.cookie,
      );
      expect(statement.statusCode, statement.body).toBe(200);
      const bookedMonth = (times[8] as string).slice(0, 7);
      expect(statement.json()).toEqual({
        companyId: company.id,
        companyName: company.name,
        month: pastMonth,
        sessionsHeld: 1,
        sessionsBooked: bookedMonth === pastMonth ? 1 : 0,
        lateCancellations: 0,
        employees: bookedMonth === pastMonth ? 2 : 1,
        priceMinor: 9500,
        amountMinor: 9500,
        currency: 'EUR',
      });
      const csv = await call(
        app,
        'GET',
        `/api/v1/admin/program/companies/${company.id}/statement.csv?from=${pastMonth}&to=${bookedMonth}`,
        admin.cookie,
      );
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.body.startsWith('\uFEFFmonth,sessions held,')).toBe(true);
      expect(csv.body).toContain(`${pastMonth},1,`);
      expect(csv.body).toContain(',95.00,95.00,EUR');
      const companies = await call(app, 'GET', '/api/v1/admin/program/companies', admin.cookie);
      for (const body of [statement.body, csv.body, companies.body]) {
        expect(body).not.toContain(person.email);
        expect(body).not.toContain(person.name);
        expect(body).not.toContain(t.slug);
        expect(body).not.toContain(t.name);
      }
      expect((companies.json().companies as Company[]).find((c) => c.id === company.id)?.usage.sessionsThisPeriod).toBe(
        2,
      );
    });

    it('refuses a range backwards or too long, and an unknown company', async () => {
      const company = await createCompany();
      const csv = (query: string, id = company.id) =>
        call(app, 'GET', `/api/v1/admin/program/companies/${id}/statement.csv?${query}`, admin.cookie);
      expectError(await csv('from=2026-05&to=2026-04'), 400, 'VALIDATION_FAILED');
      expectError(await csv('from=2020-01&to=2026-04'), 400, 'VALIDATION_FAILED');
      expectError(await csv('from=2026-1&to=2026-04'), 400, 'VALIDATION_FAILED');
      expectError(await csv('from=2026-01&to=2026-02', randomUUID()), 404, 'NOT_FOUND');
      expectError(
        await call(app, 'GET', `/api/v1/admin/program/companies/${randomUUID()}/statement?month=2026-01`, admin.cookie),
        404,
        'NOT_FOUND',
      );
    });

    it('never offers a program session for the client’s invoice', async () => {
      const { t, heldUid } = await companyWithSessions(db);
      const held = await db
        .selectFrom('appointment')
        .select(['id', 'clientId'])
        .where('uid', '=', heldUid)
        .executeTakeFirstOrThrow();
      // An ordinary completed session of the same client is offered, for contrast.
      const ordinary = await createAppointment(db, {
        therapistId: t.id,
        clientId: held.clientId as string,
        status: 'completed',
        startsAt: new Date(Date.now() - 3 * 86_400_000),
      });
      const uninvoiced = await call(app, 'GET', '/api/v1/billing/uninvoiced', t.cookie);
      expect(uninvoiced.statusCode).toBe(200);
      const ids = (uninvoiced.json().items as { appointmentId: string }[]).map((i) => i.appointmentId);
      expect(ids).toEqual([ordinary.id]);
      const overview = await call(app, 'GET', '/api/v1/billing/overview', t.cookie);
      expect(overview.json().uninvoicedSessions).toBe(1);
      const draft = await call(app, 'POST', '/api/v1/billing/invoices', t.cookie, {
        clientId: held.clientId,
        appointmentIds: [held.id],
      });
      expectError(draft, 400, 'VALIDATION_FAILED');
      expect(fields(draft)).toEqual(['body.appointmentIds.0']);
    });
  });
});

describe('the employer program’s demo data', async () => {
  const { db } = await isolatedDatabase();

  it('adds the companies, the demo therapist’s participation and two program sessions that are never invoiced', async () => {
    const demo = await createTherapist(db, { languages: ['german', 'english'] });
    const user = await createUser(db, { role: 'therapist' });
    await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', demo.id).execute();
    for (let i = 0; i < 20; i += 1) await createTherapist(db, { plan: null });
    await seedProgram(db, { demoTherapistId: demo.id, today: '2026-06-17' });

    const companies = await db.selectFrom('programCompany').selectAll().orderBy('name').execute();
    expect(companies.map((c) => [c.name, c.accessCode, c.emailDomain])).toEqual([
      ['Hafenblick Versicherung AG', null, 'hafenblick.example'],
      ['Nordlicht Logistik GmbH', 'NORDLICHT-2026', 'nordlicht.example'],
    ]);
    const taking = await db.selectFrom('therapistProgram').selectAll().execute();
    const own = taking.find((t) => t.therapistId === demo.id);
    expect(own).toMatchObject({ enabled: true, rateMinor: 8000, languages: ['de', 'en'], maxClients: 10 });
    expect(own?.serviceIds).toEqual([(await firstService(db, demo.id)).id]);
    expect(taking.length).toBeLessThan(21);

    const sessions = await db
      .selectFrom('programSession as ps')
      .innerJoin('appointment as a', 'a.id', 'ps.appointmentId')
      .select(['a.status', 'a.startsAt', 'a.priceMinor', 'ps.rateMinor'])
      .where('ps.therapistId', '=', demo.id)
      .orderBy('a.startsAt')
      .execute();
    expect(sessions.map((r) => [r.status, r.startsAt.toISOString(), r.priceMinor, r.rateMinor])).toEqual([
      ['completed', '2026-06-12T08:00:00.000Z', 0, 8000],
      ['confirmed', '2026-06-26T08:00:00.000Z', 0, 8000],
    ]);
    const practice = { userId: user.id, therapistId: demo.id, currency: 'EUR' as const, timeZone: 'Europe/Berlin' };
    expect((await uninvoicedSessions(db, practice)).items).toEqual([]);
    const nordlicht = companies[1] as (typeof companies)[number];
    expect(await monthlyStatement(db, nordlicht.id, '2026-06', new Date('2026-06-17T12:00:00Z'))).toMatchObject({
      sessionsHeld: 1,
      sessionsBooked: 1,
      employees: 1,
      amountMinor: 9500,
    });
    const client = await db
      .selectFrom('client')
      .select('name')
      .where('email', '=', DEMO_PROGRAM_EMPLOYEE.email)
      .executeTakeFirst();
    expect(client?.name).toBe(DEMO_PROGRAM_EMPLOYEE.name);
  });
});
