import type { BookableService, Eligibility } from '@calma/api/contract';
import { describe, expect, it } from 'vitest';
import type { ApiProblem } from '../../lib/api-client.ts';
import {
  type BookingState,
  bookingReducer,
  checkDetails,
  checkProgram,
  initialBooking,
  programProblem,
  refusal,
} from './booking-state.ts';

const service = (id: string, modality: BookableService['modality']) =>
  ({
    id,
    modality,
    name: id,
    durationMinutes: 50,
    priceMinor: 0,
    currency: 'EUR',
    description: '',
  }) satisfies BookableService;
const slot = { start: '2026-03-02T09:00:00.000Z', end: '2026-03-02T09:50:00.000Z' };
const problem = (status: number, code: ApiProblem['code'], more: Partial<ApiProblem> = {}): ApiProblem => ({
  status,
  code,
  fields: {},
  ...more,
});

/** A booking that has opened on 4 March 2026, with a time chosen for a service offering both ways. */
function chosen(): BookingState {
  let state = bookingReducer(initialBooking([], 'Europe/Berlin'), {
    type: 'opened',
    zone: 'Europe/Lisbon',
    today: '2026-03-04',
  });
  state = bookingReducer(state, { type: 'serviceChosen', service: service('a', 'both') });
  state = bookingReducer(state, { type: 'modalityChosen', modality: 'online' });
  state = bookingReducer(state, { type: 'weekShown', week: '2026-03-16' });
  return bookingReducer(state, { type: 'slotChosen', slot });
}

describe('bookingReducer', () => {
  it('starts on the only service when there is one, in the therapist zone until the browser says', () => {
    const state = initialBooking([service('a', 'online')], 'Europe/Berlin');
    expect(state).toMatchObject({ step: 'service', serviceId: 'a', zone: 'Europe/Berlin', week: undefined });
    expect(bookingReducer(state, { type: 'opened', zone: 'Europe/Lisbon', today: '2026-03-04' })).toMatchObject({
      zone: 'Europe/Lisbon',
      today: '2026-03-04',
      week: '2026-03-02',
    });
  });

  it('a new service starts the times afresh and forgets the way of meeting unless it offers both', () => {
    const state = chosen();
    expect(state).toMatchObject({ week: '2026-03-16', slot });
    expect(bookingReducer(state, { type: 'serviceChosen', service: service('a', 'both') })).toBe(state);
    expect(bookingReducer(state, { type: 'serviceChosen', service: service('b', 'both') })).toMatchObject({
      serviceId: 'b',
      modality: 'online',
      week: '2026-03-02',
      slot: undefined,
    });
    expect(bookingReducer(state, { type: 'serviceChosen', service: service('c', 'in_person') })).toMatchObject({
      modality: undefined,
    });
  });

  describe('opened from a link to one slot', () => {
    // Wednesday 18 March, 10:00 in Berlin and 09:00 in Lisbon.
    const start = '2026-03-18T09:00:00.000Z';
    const services = [service('a', 'online'), service('b', 'both')];
    const open = (state: BookingState) =>
      bookingReducer(state, { type: 'opened', zone: 'Europe/Lisbon', today: '2026-03-04' });

    it('starts at the time step with its service and way of meeting, on the week of that start', () => {
      const state = open(initialBooking(services, 'Europe/Berlin', { serviceId: 'b', start, modality: 'in_person' }));
      expect(state).toMatchObject({
        step: 'time',
        serviceId: 'b',
        modality: 'in_person',
        wanted: start,
        week: '2026-03-16',
        day: '2026-03-18',
        slot: undefined,
      });
      const other = { start: '2026-03-18T10:00:00.000Z', end: '2026-03-18T10:50:00.000Z' };
      const wanted = { start: '2026-03-18T09:00:00Z', end: '2026-03-18T09:50:00Z' };
      expect(bookingReducer(state, { type: 'wantedWeekRead', slots: [other, wanted] })).toMatchObject({
        step: 'time',
        slot: wanted,
        wanted: undefined,
        problem: '',
      });
    });

    it('asks the way of meeting first when the link leaves it open, and keeps the start for the times', () => {
      let state = open(initialBooking(services, 'Europe/Berlin', { serviceId: 'b', start, modality: undefined }));
      expect(state).toMatchObject({ step: 'modality', modality: undefined, wanted: start });
      state = bookingReducer(state, { type: 'modalityChosen', modality: 'online' });
      expect(state).toMatchObject({ modality: 'online', wanted: start, week: '2026-03-16', day: '2026-03-18' });
    });

    it('says so and shows the other times when the start is no longer free', () => {
      const state = open(initialBooking(services, 'Europe/Berlin', { serviceId: 'a', start, modality: 'online' }));
      expect(state).toMatchObject({ step: 'time', modality: undefined, wanted: start });
      expect(bookingReducer(state, { type: 'wantedWeekRead', slots: [slot] })).toMatchObject({
        step: 'time',
        slot: undefined,
        wanted: undefined,
        week: '2026-03-16',
        problem: 'booking.time.linkTaken',
      });
      // Already past when the page opens: the usual first week.
      const late = bookingReducer(state, { type: 'opened', zone: 'Europe/Lisbon', today: '2026-03-19' });
      expect(late).toMatchObject({ wanted: undefined, week: '2026-03-16', problem: 'booking.time.linkTaken' });
    });

    it('lets the start go when another service is chosen or another week is shown', () => {
      const state = open(initialBooking(services, 'Europe/Berlin', { serviceId: 'b', start, modality: 'online' }));
      expect(bookingReducer(state, { type: 'serviceChosen', service: services[0] as BookableService })).toMatchObject({
        wanted: undefined,
        week: '2026-03-02',
        day: undefined,
      });
      expect(bookingReducer(state, { type: 'weekShown', week: '2026-03-23' }).wanted).toBeUndefined();
    });

    it('starts at the first step, saying so, when the service is no longer offered', () => {
      expect(initialBooking(services, 'Europe/Berlin', { serviceId: 'gone', start, modality: 'online' })).toMatchObject(
        {
          step: 'service',
          serviceId: '',
          wanted: undefined,
          problem: 'booking.service.linkGone',
        },
      );
    });
  });

  it('fills a signed-in client in without overwriting what they typed', () => {
    let state = bookingReducer(initialBooking([], 'UTC'), { type: 'edited', field: 'name', value: 'Rita' });
    state = bookingReducer(state, {
      type: 'signedIn',
      me: { role: 'client', displayName: 'Rita Client', email: 'rita@example.test' } as never,
    });
    expect(state.details).toMatchObject({ name: 'Rita', email: 'rita@example.test' });
  });

  it('a taken time goes back to the times with the fresh ones, keeping the details', () => {
    let state = bookingReducer(chosen(), { type: 'edited', field: 'email', value: 'rita@example.test' });
    state = bookingReducer(state, refusal(problem(409, 'SLOT_UNAVAILABLE', { details: { slots: [slot] } })));
    expect(state).toMatchObject({
      step: 'time',
      slot: undefined,
      fresh: [slot],
      problem: 'booking.time.taken',
    });
    expect(state.details.email).toBe('rita@example.test');
  });

  it('a failed look ahead marks its week until it is tried again', () => {
    let state = bookingReducer(chosen(), { type: 'searchStarted' });
    state = bookingReducer(state, { type: 'searchFailed', week: '2026-03-02' });
    expect(state).toMatchObject({ searching: false, searchFailed: '2026-03-02' });
    expect(bookingReducer(state, { type: 'weekRetried' }).searchFailed).toBeUndefined();
  });

  it('editing a field clears its error only', () => {
    let state = bookingReducer(chosen(), {
      type: 'detailsChecked',
      errors: { name: 'booking.details.nameRequired', email: 'booking.details.emailInvalid' },
    });
    state = bookingReducer(state, { type: 'edited', field: 'name', value: 'R' });
    expect(state.errors).toEqual({ email: 'booking.details.emailInvalid' });
  });
});

describe('checkDetails', () => {
  it('asks for a name, a plausible email and a phone in digits', () => {
    const details = { name: ' ', email: 'rita@', phone: 'call me', message: '', firstSession: false };
    expect(Object.keys(checkDetails(details))).toEqual(['name', 'email', 'phone']);
    expect(checkDetails({ ...details, name: 'Rita', email: 'rita@example.test', phone: '+351 912 (0)' })).toEqual({});
  });
});

describe('refusal', () => {
  it('shows refused client fields on the details step', () => {
    const refused = problem(400, 'VALIDATION_FAILED', {
      fields: { 'client.email': 'format', client: 'format' },
      details: [{ field: 'body.client.email' }],
    });
    expect(refusal(refused)).toEqual({ type: 'fieldsRefused', errors: { email: 'booking.details.emailInvalid' } });
  });

  it('sends a refused time or way of meeting back to the times', () => {
    const refused = problem(400, 'VALIDATION_FAILED', { fields: { start: 'In the past' }, details: [] });
    expect(refusal(refused)).toEqual({ type: 'timeRefused' });
  });

  it('words the rest as a notice', () => {
    expect(refusal(problem(403, 'FORBIDDEN'))).toEqual({ type: 'stopped', problem: 'booking.notClient' });
    expect(refusal(problem(429, 'RATE_LIMITED'))).toEqual({ type: 'stopped', problem: 'booking.error.rateLimited' });
    expect(refusal(problem(0, 'NETWORK'))).toEqual({ type: 'stopped', problem: 'booking.error' });
  });
});

const cover = (serviceIds: string[], more: Partial<Eligibility> = {}): Eligibility => ({
  companyName: 'Acme',
  sessionsPerEmployee: 6,
  period: 'quarter',
  sessionsLeft: 4,
  serviceIds,
  languages: ['en'],
  ...more,
});

describe('booking through an employer', () => {
  it('keeps a chosen service the employer covers, with its time', () => {
    const state = bookingReducer(chosen(), { type: 'programCovered', cover: cover(['a', 'b']) });
    expect(state).toMatchObject({ serviceId: 'a', slot, program: { cover: { companyName: 'Acme' } } });
  });

  it('lets go of a service the employer does not cover, choosing the only one it does', () => {
    const one = bookingReducer(chosen(), { type: 'programCovered', cover: cover(['b']) });
    expect(one).toMatchObject({ serviceId: 'b', modality: undefined, slot: undefined, week: '2026-03-02' });
    const two = bookingReducer(chosen(), { type: 'programCovered', cover: cover(['b', 'c']) });
    expect(two.serviceId).toBe('');
  });

  it('fills the work address into empty details, never over what was typed', () => {
    let state = bookingReducer(chosen(), { type: 'programEdited', field: 'email', value: ' rita@acme.example ' });
    expect(bookingReducer(state, { type: 'programCovered', cover: cover(['a']) }).details.email).toBe(
      'rita@acme.example',
    );
    state = bookingReducer(state, { type: 'edited', field: 'email', value: 'rita@home.example' });
    expect(bookingReducer(state, { type: 'programCovered', cover: cover(['a']) }).details.email).toBe(
      'rita@home.example',
    );
  });

  it('removing the cover returns to a normal booking with everything typed and chosen', () => {
    let state = bookingReducer(chosen(), { type: 'edited', field: 'name', value: 'Rita' });
    state = bookingReducer(state, { type: 'programEdited', field: 'code', value: 'ACME-2026' });
    state = bookingReducer(state, { type: 'programCovered', cover: cover(['a']) });
    state = bookingReducer(state, { type: 'programRemoved' });
    expect(state).toMatchObject({ serviceId: 'a', slot, details: { name: 'Rita' } });
    expect(state.program).toEqual({ code: '', email: '', checking: false, cover: undefined, error: undefined });
  });

  it('a used-up budget refused at booking goes back to the code, keeping the time and details', () => {
    let state = bookingReducer(chosen(), { type: 'programEdited', field: 'code', value: 'ACME-2026' });
    state = bookingReducer(state, { type: 'programCovered', cover: cover(['a']) });
    state = bookingReducer(state, { type: 'edited', field: 'name', value: 'Rita' });
    state = bookingReducer(state, { type: 'moved', step: 'confirm' });
    const refused = problem(409, 'PROGRAM_BUDGET_EXHAUSTED', { details: { resetsOn: '2026-04-01' } });
    state = bookingReducer(state, refusal(refused));
    expect(state).toMatchObject({ step: 'service', slot, details: { name: 'Rita' } });
    expect(state.program).toMatchObject({
      code: 'ACME-2026',
      cover: undefined,
      error: { field: 'code', key: 'booking.program.error.budgetExhausted', resetsOn: '2026-04-01' },
    });
  });

  it('editing the code clears its error', () => {
    let state = bookingReducer(chosen(), {
      type: 'programStopped',
      error: { field: 'code', key: 'booking.program.error.required' },
    });
    state = bookingReducer(state, { type: 'programEdited', field: 'code', value: 'A' });
    expect(state.program.error).toBeUndefined();
  });
});

describe('checkProgram', () => {
  it('asks for a code or an address, each in a form it can have', () => {
    expect(checkProgram({ code: ' ', email: '' })).toEqual({ field: 'code', key: 'booking.program.error.required' });
    expect(checkProgram({ code: 'ab', email: '' })?.key).toBe('booking.program.error.codeInvalid');
    expect(checkProgram({ code: '', email: 'rita@' })).toEqual({
      field: 'email',
      key: 'booking.program.error.emailInvalid',
    });
    expect(checkProgram({ code: 'acme-2026', email: '' })).toBeUndefined();
    expect(checkProgram({ code: '', email: 'rita@acme.example' })).toBeUndefined();
  });
});

describe('programProblem', () => {
  const code = { code: 'ACME-2026', email: '' };
  const email = { code: '', email: 'rita@acme.example' };
  it('puts each refusal at the field it is about', () => {
    expect(programProblem(problem(404, 'PROGRAM_CODE_UNKNOWN'), code)).toEqual({
      field: 'code',
      key: 'booking.program.error.codeUnknown',
    });
    expect(programProblem(problem(404, 'PROGRAM_NOT_ELIGIBLE'), { ...code, email: email.email }).field).toBe('email');
    expect(programProblem(problem(409, 'PROGRAM_NOT_OFFERED'), email)).toEqual({
      field: 'email',
      key: 'booking.program.error.notOffered',
    });
    expect(programProblem(problem(409, 'PROGRAM_FULL'), code).key).toBe('booking.program.error.full');
    expect(programProblem(problem(409, 'PROGRAM_BUDGET_EXHAUSTED'), code).key).toBe(
      'booking.program.error.budgetExhaustedSoon',
    );
  });

  it('words bad input, too many attempts and the rest', () => {
    const bad = problem(400, 'VALIDATION_FAILED', { fields: { email: 'format' }, details: [] });
    expect(programProblem(bad, email)).toEqual({ field: 'email', key: 'booking.program.error.emailInvalid' });
    expect(programProblem(problem(429, 'RATE_LIMITED'), code).key).toBe('booking.program.error.rateLimited');
    expect(programProblem(problem(0, 'NETWORK'), code).key).toBe('booking.program.error.generic');
  });

  it('a refused booking is about the program when its code or field says so', () => {
    expect(refusal(problem(409, 'PROGRAM_FULL')).type).toBe('programRefused');
    const bad = problem(400, 'VALIDATION_FAILED', { fields: { 'program.code': 'pattern' }, details: [] });
    expect(refusal(bad).type).toBe('programRefused');
  });
});
