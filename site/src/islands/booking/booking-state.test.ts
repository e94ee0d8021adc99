import type { BookableService } from '@calma/api/contract';
import { describe, expect, it } from 'vitest';
import type { ApiProblem } from '../../lib/api-client.ts';
import { type BookingState, bookingReducer, checkDetails, initialBooking, refusal } from './booking-state.ts';

const service = (id: string, modality: BookableService['modality']) =>
  ({
    id,
    modality,
    name: id,
    durationMinutes: 50,
    price: 0,
    currency: 'EUR',
    description: '',
  }) satisfies BookableService;
const slot = { start: '2026-03-02T09:00:00.000Z', end: '2026-03-02T09:50:00.000Z' };
const problem = (status: number, code: string, more: Partial<ApiProblem> = {}): ApiProblem => ({
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
    state = bookingReducer(state, { type: 'weekLoaded', key: 'k', week: [slot] });
    state = bookingReducer(state, refusal(problem(409, 'SLOT_UNAVAILABLE', { details: { slots: [slot] } })));
    expect(state).toMatchObject({
      step: 'time',
      weeks: {},
      slot: undefined,
      fresh: [slot],
      problem: 'booking.time.taken',
    });
    expect(state.details.email).toBe('rita@example.test');
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
