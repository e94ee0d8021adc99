import type { BookableService, Me } from '@calma/api/contract';
import type { ApiProblem } from '../../lib/api-client.ts';
import { mondayOf, type Slot } from '../../lib/booking-time.ts';

// What the booking island holds between its steps, and every way it changes: one pure reducer, so
// a refused time or a step back keeps everything the client typed. Problems and field errors are
// held as string keys and worded where they are shown.

export type Modality = 'online' | 'in_person';
export type StepName = 'service' | 'modality' | 'time' | 'details' | 'confirm';
export type Field = 'name' | 'email' | 'phone' | 'message';

export interface Details {
  name: string;
  email: string;
  phone: string;
  message: string;
  firstSession: boolean;
}

/** A week's slots as loaded, or the load failed. */
export type Week = Slot[] | 'error';

export interface BookingState {
  step: StepName | 'done';
  serviceId: string;
  modality: Modality | undefined;
  /** The zone times are shown in: the therapist's on the server, the browser's once running. */
  zone: string;
  today: string | undefined;
  /** The Monday of the week shown. */
  week: string | undefined;
  /** Loaded weeks by service, way of meeting, zone and Monday. */
  weeks: Record<string, Week>;
  day: string | undefined;
  slot: Slot | undefined;
  /** The times the API offered when the chosen one was taken. */
  fresh: Slot[] | undefined;
  /** Looking ahead for the next free time. */
  searching: boolean;
  /** Nothing is free as far ahead as one look reaches. */
  noneAhead: boolean;
  details: Details;
  /** The `booking.details.*` key that explains each refused field. */
  errors: Partial<Record<Field, string>>;
  /** The `booking.*` key of what stops the step, or ''. */
  problem: string;
  sending: boolean;
  /** Who is signed in: undefined until asked, null for a guest. */
  me: Me | null | undefined;
  result: { uid: string; status: string } | undefined;
}

export type BookingAction =
  | { type: 'opened'; zone: string; today: string }
  | { type: 'signedIn'; me: Me | null }
  | { type: 'serviceChosen'; service: BookableService }
  | { type: 'modalityChosen'; modality: Modality }
  | { type: 'weekShown'; week: string }
  | { type: 'weekLoaded'; key: string; week: Week }
  | { type: 'weekRetried'; key: string }
  | { type: 'searchStarted' }
  | { type: 'freeFound'; day: string }
  | { type: 'noneAhead' }
  | { type: 'searchFailed'; key: string }
  | { type: 'dayChosen'; day: string }
  | { type: 'slotChosen'; slot: Slot }
  | { type: 'edited'; field: keyof Details; value: string | boolean }
  | { type: 'detailsChecked'; errors: Partial<Record<Field, string>> }
  | { type: 'moved'; step: StepName }
  | { type: 'stopped'; problem: string }
  | { type: 'sending'; sending: boolean }
  | { type: 'booked'; result: { uid: string; status: string } }
  | { type: 'slotTaken'; offered: Slot[] }
  | { type: 'fieldsRefused'; errors: Partial<Record<Field, string>> }
  | { type: 'timeRefused' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+0-9 ()/.-]*$/;

/** Why each field may be refused, by the form or by the API. */
const FIELD_ERRORS: Record<Field, string> = {
  name: 'booking.details.nameRequired',
  email: 'booking.details.emailInvalid',
  phone: 'booking.details.phoneInvalid',
  message: 'booking.details.messageInvalid',
};

export function initialBooking(services: BookableService[], therapistZone: string): BookingState {
  return {
    step: 'service',
    serviceId: services.length === 1 ? (services[0]?.id ?? '') : '',
    modality: undefined,
    zone: therapistZone,
    today: undefined,
    week: undefined,
    weeks: {},
    day: undefined,
    slot: undefined,
    fresh: undefined,
    searching: false,
    noneAhead: false,
    details: { name: '', email: '', phone: '', message: '', firstSession: false },
    errors: {},
    problem: '',
    sending: false,
    me: undefined,
    result: undefined,
  };
}

/** A new service or way of meeting: the times shown so far no longer apply. */
const timeReset = (state: BookingState): BookingState => ({
  ...state,
  week: state.today ? mondayOf(state.today) : undefined,
  day: undefined,
  slot: undefined,
  fresh: undefined,
  noneAhead: false,
});

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'opened':
      return { ...state, zone: action.zone, today: action.today, week: mondayOf(action.today) };
    case 'signedIn': {
      const { me } = action;
      if (me?.role !== 'client') return { ...state, me };
      const { details } = state;
      return {
        ...state,
        me,
        details: { ...details, name: details.name || me.displayName, email: details.email || me.email },
      };
    }
    case 'serviceChosen':
      if (action.service.id === state.serviceId) return state;
      return timeReset({
        ...state,
        serviceId: action.service.id,
        modality: action.service.modality === 'both' ? state.modality : undefined,
      });
    case 'modalityChosen':
      return action.modality === state.modality ? state : timeReset({ ...state, modality: action.modality });
    case 'weekShown':
      return { ...state, week: action.week, noneAhead: false };
    case 'weekLoaded':
      return { ...state, weeks: { ...state.weeks, [action.key]: action.week } };
    case 'weekRetried': {
      const { [action.key]: _failed, ...rest } = state.weeks;
      return { ...state, weeks: rest };
    }
    case 'searchStarted':
      return { ...state, searching: true, noneAhead: false };
    case 'freeFound':
      return { ...state, searching: false, week: mondayOf(action.day), day: action.day };
    case 'noneAhead':
      return { ...state, searching: false, noneAhead: true };
    case 'searchFailed':
      return { ...state, searching: false, noneAhead: false, weeks: { ...state.weeks, [action.key]: 'error' } };
    case 'dayChosen':
      return { ...state, day: action.day };
    case 'slotChosen':
      return { ...state, slot: action.slot, problem: '' };
    case 'edited': {
      const { [action.field as Field]: _fixed, ...errors } = state.errors;
      return { ...state, details: { ...state.details, [action.field]: action.value }, errors };
    }
    case 'detailsChecked':
      return { ...state, errors: action.errors };
    case 'moved':
      return { ...state, step: action.step, problem: '' };
    case 'stopped':
      return { ...state, problem: action.problem };
    case 'sending':
      return { ...state, sending: action.sending };
    case 'booked':
      return { ...state, result: action.result, step: 'done' };
    case 'slotTaken':
      // Every loaded week may show the time that was just taken.
      return {
        ...state,
        weeks: {},
        slot: undefined,
        fresh: action.offered,
        step: 'time',
        problem: 'booking.time.taken',
      };
    case 'fieldsRefused':
      return { ...state, errors: action.errors, step: 'details', problem: 'booking.details.check' };
    case 'timeRefused':
      return { ...state, weeks: {}, slot: undefined, step: 'time', problem: 'booking.time.required' };
  }
}

/** The details the form refuses before sending, each with the key that explains why. */
export function checkDetails(details: Details): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (details.name.trim() === '') found.name = FIELD_ERRORS.name;
  if (!EMAIL.test(details.email.trim())) found.email = FIELD_ERRORS.email;
  if (!PHONE.test(details.phone.trim())) found.phone = FIELD_ERRORS.phone;
  return found;
}

/** The fresh times a SLOT_UNAVAILABLE refusal offers instead of the one taken. */
export const offeredSlots = (problem: ApiProblem): Slot[] =>
  (problem.details as { slots?: Slot[] } | undefined)?.slots ?? [];

/** What a refused booking does to the form: back to the time or the details it was about, or a notice. */
export function refusal(problem: ApiProblem): BookingAction {
  if (problem.code === 'SLOT_UNAVAILABLE') {
    return { type: 'slotTaken', offered: offeredSlots(problem) };
  }
  if (problem.status === 400 && Array.isArray(problem.details)) {
    const errors: Partial<Record<Field, string>> = {};
    for (const path of Object.keys(problem.fields)) {
      const field = /^client\.(name|email|phone|message)$/.exec(path)?.[1] as Field | undefined;
      if (field) errors[field] = FIELD_ERRORS[field];
    }
    if (Object.keys(errors).length > 0) return { type: 'fieldsRefused', errors };
    if ('start' in problem.fields || 'modality' in problem.fields) return { type: 'timeRefused' };
    return { type: 'stopped', problem: 'booking.error' };
  }
  if (problem.status === 403) return { type: 'stopped', problem: 'booking.notClient' };
  if (problem.status === 429) return { type: 'stopped', problem: 'booking.error.rateLimited' };
  return { type: 'stopped', problem: 'booking.error' };
}
