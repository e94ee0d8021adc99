import { ACCESS_CODE_PATTERN, type BookableService, type Eligibility, type Me } from '@calma/api/contract';
import type { ApiProblem } from '../../lib/api-client.ts';
import { dateIn, mondayOf, type Slot } from '../../lib/booking-time.ts';
import type { BookingLink } from '../../lib/next-free-slot.ts';

// What the booking island holds between its steps, and every way it changes: one pure reducer, so
// a refused time or a step back keeps everything the client typed. Problems and field errors are
// held as string keys and worded where they are shown.

export type Modality = 'online' | 'in_person';
export type StepName = 'service' | 'modality' | 'time' | 'details' | 'confirm';
export type Field = 'name' | 'email' | 'phone' | 'message';

/** The two ways an employee shows they are covered by their employer's program. */
export type ProgramField = 'code' | 'email';

/** Why the employer program part refuses, at one of its fields: a `booking.program.error.*` key. */
export interface ProgramError {
  field: ProgramField;
  key: string;
  /** The day a used-up budget starts again (YYYY-MM-DD), for the budget's message. */
  resetsOn?: string;
}

/** Booking through an employer: what was typed, and the cover once the API has confirmed it. */
export interface ProgramState {
  code: string;
  email: string;
  checking: boolean;
  /** The employer's cover; undefined for a booking the client pays for. */
  cover: Eligibility | undefined;
  error: ProgramError | undefined;
}

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
  /** The Monday of the week whose look ahead for the next free time failed (the weeks themselves are in the query cache). */
  searchFailed: string | undefined;
  day: string | undefined;
  slot: Slot | undefined;
  /** The start a link asked for ("Book this time"), until the week it falls in has been read. */
  wanted: string | undefined;
  /** The times the API offered when the chosen one was taken. */
  fresh: Slot[] | undefined;
  /** Looking ahead for the next free time. */
  searching: boolean;
  /** Nothing is free as far ahead as one look reaches. */
  noneAhead: boolean;
  details: Details;
  program: ProgramState;
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
  | { type: 'weekRetried' }
  | { type: 'searchStarted' }
  | { type: 'freeFound'; day: string }
  | { type: 'noneAhead' }
  | { type: 'searchFailed'; week: string }
  | { type: 'dayChosen'; day: string }
  | { type: 'slotChosen'; slot: Slot }
  /** The free times of the week the wanted start falls in. */
  | { type: 'wantedWeekRead'; slots: Slot[] }
  | { type: 'edited'; field: keyof Details; value: string | boolean }
  | { type: 'detailsChecked'; errors: Partial<Record<Field, string>> }
  | { type: 'moved'; step: StepName }
  | { type: 'stopped'; problem: string }
  | { type: 'sending'; sending: boolean }
  | { type: 'booked'; result: { uid: string; status: string } }
  | { type: 'slotTaken'; offered: Slot[] }
  | { type: 'fieldsRefused'; errors: Partial<Record<Field, string>> }
  | { type: 'timeRefused' }
  | { type: 'programEdited'; field: ProgramField; value: string }
  | { type: 'programChecking' }
  | { type: 'programStopped'; error: ProgramError }
  | { type: 'programCovered'; cover: Eligibility }
  /** The API refused the code or address, when checked or when booking. */
  | { type: 'programRefused'; problem: ApiProblem }
  | { type: 'programRemoved' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+0-9 ()/.-]*$/;

/** Why each field may be refused, by the form or by the API. */
const FIELD_ERRORS: Record<Field, string> = {
  name: 'booking.details.nameRequired',
  email: 'booking.details.emailInvalid',
  phone: 'booking.details.phoneInvalid',
  message: 'booking.details.messageInvalid',
};

/**
 * The booking as it opens: at the first step, or, from a link to one slot, with its service and way
 * of meeting chosen, at the time step (or the way of meeting, when the link leaves it open), where
 * the slot is chosen once its week shows it still free. A link to a service no longer offered opens
 * at the first step and says so.
 */
export function initialBooking(
  services: BookableService[],
  therapistZone: string,
  link?: BookingLink | undefined,
): BookingState {
  const start = startOfBooking(services, therapistZone);
  if (!link) return start;
  const service = services.find((s) => s.id === link.serviceId);
  if (!service) return { ...start, problem: 'booking.service.linkGone' };
  const modality = service.modality === 'both' ? link.modality : undefined;
  return {
    ...start,
    serviceId: service.id,
    modality,
    wanted: link.start,
    step: service.modality === 'both' && !modality ? 'modality' : 'time',
  };
}

function startOfBooking(services: BookableService[], therapistZone: string): BookingState {
  return {
    step: 'service',
    serviceId: services.length === 1 ? (services[0]?.id ?? '') : '',
    modality: undefined,
    zone: therapistZone,
    today: undefined,
    week: undefined,
    searchFailed: undefined,
    day: undefined,
    slot: undefined,
    wanted: undefined,
    fresh: undefined,
    searching: false,
    noneAhead: false,
    details: { name: '', email: '', phone: '', message: '', firstSession: false },
    program: { ...NO_PROGRAM },
    errors: {},
    problem: '',
    sending: false,
    me: undefined,
    result: undefined,
  };
}

const NO_PROGRAM: ProgramState = { code: '', email: '', checking: false, cover: undefined, error: undefined };

/** The day to show first: the wanted start's, in the zone times are shown in, else none (the week's first). */
const wantedDay = (state: BookingState) => (state.wanted ? dateIn(state.wanted, state.zone) : undefined);

/** A new service or way of meeting: the times shown so far no longer apply; a wanted start still does. */
const timeReset = (state: BookingState): BookingState => {
  const day = state.today ? wantedDay(state) : undefined;
  return {
    ...state,
    week: state.today ? mondayOf(day ?? state.today) : undefined,
    day,
    slot: undefined,
    fresh: undefined,
    noneAhead: false,
  };
};

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'opened': {
      const opened = { ...state, zone: action.zone, today: action.today };
      const day = wantedDay(opened);
      // A start already past is as gone as a taken one.
      if (day !== undefined && day < action.today)
        return { ...opened, wanted: undefined, week: mondayOf(action.today), problem: 'booking.time.linkTaken' };
      return { ...opened, week: mondayOf(day ?? action.today), day };
    }
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
        wanted: undefined,
      });
    case 'modalityChosen':
      return action.modality === state.modality ? state : timeReset({ ...state, modality: action.modality });
    case 'weekShown':
      return { ...state, week: action.week, noneAhead: false, wanted: undefined };
    case 'weekRetried':
      return { ...state, searchFailed: undefined };
    case 'searchStarted':
      return { ...state, searching: true, noneAhead: false };
    case 'freeFound':
      return { ...state, searching: false, week: mondayOf(action.day), day: action.day };
    case 'noneAhead':
      return { ...state, searching: false, noneAhead: true };
    case 'searchFailed':
      return { ...state, searching: false, noneAhead: false, searchFailed: action.week };
    case 'dayChosen':
      return { ...state, day: action.day };
    case 'slotChosen':
      return { ...state, slot: action.slot, problem: '' };
    case 'wantedWeekRead': {
      const { wanted } = state;
      if (!wanted) return state;
      const found = action.slots.find((s) => Date.parse(s.start) === Date.parse(wanted));
      return found
        ? { ...state, wanted: undefined, slot: found, day: dateIn(found.start, state.zone) }
        : { ...state, wanted: undefined, problem: 'booking.time.linkTaken' };
    }
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
      // Every loaded week may show the time that was just taken: the hook reads them again.
      return {
        ...state,
        slot: undefined,
        fresh: action.offered,
        step: 'time',
        problem: 'booking.time.taken',
      };
    case 'fieldsRefused':
      return { ...state, errors: action.errors, step: 'details', problem: 'booking.details.check' };
    case 'timeRefused':
      return { ...state, slot: undefined, step: 'time', problem: 'booking.time.required' };
    case 'programEdited':
      return { ...state, program: { ...state.program, [action.field]: action.value, error: undefined } };
    case 'programChecking':
      return { ...state, program: { ...state.program, checking: true, error: undefined } };
    case 'programStopped':
      return { ...state, program: { ...state.program, checking: false, error: action.error } };
    case 'programCovered':
      return covered(state, action.cover);
    case 'programRefused': {
      const error = programProblem(action.problem, state.program);
      // Refused while booking too: back to where the code was typed, the rest kept as it was.
      return {
        ...state,
        step: 'service',
        problem: '',
        program: { ...state.program, checking: false, cover: undefined, error },
      };
    }
    case 'programRemoved':
      return { ...state, program: { ...NO_PROGRAM } };
  }
}

/**
 * The employer covers the booking: only the services it covers can be chosen (a chosen one it does
 * not cover is let go), and an address checked for the employer fills an empty email in the details.
 */
function covered(state: BookingState, cover: Eligibility): BookingState {
  const program = { ...state.program, checking: false, cover, error: undefined };
  const email = state.details.email || (state.program.code.trim() ? '' : state.program.email.trim());
  const details = email === state.details.email ? state.details : { ...state.details, email };
  const next = { ...state, program, details };
  if (cover.serviceIds.includes(state.serviceId)) return next;
  const only = cover.serviceIds.length === 1 ? (cover.serviceIds[0] ?? '') : '';
  return timeReset({ ...next, serviceId: only, modality: undefined, wanted: undefined });
}

const ACCESS_CODE = new RegExp(ACCESS_CODE_PATTERN);

/** What the program part refuses before asking the API: nothing typed, a code or address that cannot be one. */
export function checkProgram(program: Pick<ProgramState, 'code' | 'email'>): ProgramError | undefined {
  const code = program.code.trim();
  const email = program.email.trim();
  if (!code && !email) return { field: 'code', key: 'booking.program.error.required' };
  if (code && !ACCESS_CODE.test(code)) return { field: 'code', key: 'booking.program.error.codeInvalid' };
  if (email && !EMAIL.test(email)) return { field: 'email', key: 'booking.program.error.emailInvalid' };
  return undefined;
}

/** The program's fields the API names in a 400, by where it says they are. */
const PROGRAM_FIELDS: Record<string, ProgramField> = { code: 'code', email: 'email', 'program.code': 'code' };

/**
 * The API's refusal of an access code or work address, at the field it is about: an unknown code at
 * the code; an address no employer covers at the address; the rest (the therapist not taking part or
 * full, a used-up budget) at whichever of the two was used, the code first.
 */
export function programProblem(problem: ApiProblem, typed: Pick<ProgramState, 'code' | 'email'>): ProgramError {
  const used: ProgramField = typed.code.trim() ? 'code' : 'email';
  const at = (key: string, field: ProgramField = used): ProgramError => ({
    field,
    key: `booking.program.error.${key}`,
  });
  switch (problem.code) {
    case 'PROGRAM_CODE_UNKNOWN':
      return at('codeUnknown', 'code');
    case 'PROGRAM_NOT_ELIGIBLE':
      return at('notEligible', typed.email.trim() ? 'email' : 'code');
    case 'PROGRAM_NOT_OFFERED':
      return at('notOffered');
    case 'PROGRAM_FULL':
      return at('full');
    case 'PROGRAM_BUDGET_EXHAUSTED': {
      const resetsOn = (problem.details as { resetsOn?: unknown } | undefined)?.resetsOn;
      return typeof resetsOn === 'string' && /^\d{4}-\d{2}-\d{2}/.test(resetsOn)
        ? { ...at('budgetExhausted'), resetsOn: resetsOn.slice(0, 10) }
        : at('budgetExhaustedSoon');
    }
  }
  if (problem.status === 400) {
    const field = Object.keys(problem.fields)
      .map((path) => PROGRAM_FIELDS[path])
      .find(Boolean);
    if (field) return at(field === 'code' ? 'codeInvalid' : 'emailInvalid', field);
  }
  if (problem.status === 429) return at('rateLimited');
  return at('generic');
}

/** Whether a refused booking is about the employer program rather than the time or the details. */
const aboutProgram = (problem: ApiProblem) =>
  problem.code.startsWith('PROGRAM_') || Object.keys(problem.fields).some((path) => path.startsWith('program'));

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
  if (aboutProgram(problem)) return { type: 'programRefused', problem };
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
