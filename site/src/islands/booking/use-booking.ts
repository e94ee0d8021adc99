import type { BookableService, CreateBooking, Eligibility, Locale, Me, SlotList } from '@calma/api/contract';
import { useEffect, useReducer, useRef } from 'react';
import { api } from '../../lib/api-client.ts';
import { addDays, browserTimeZone, coveringRange, dateIn, type Slot, weekFrom } from '../../lib/booking-time.ts';
import { ensureSession } from '../../lib/session.ts';
import {
  bookingReducer,
  checkDetails,
  checkProgram,
  type Details,
  type Field,
  initialBooking,
  type Modality,
  type ProgramField,
  refusal,
  type StepName,
} from './booking-state.ts';

/** How far ahead "show the next free time" looks: the most one slots request covers. */
const LOOK_AHEAD_DAYS = 61;

export interface BookingInput {
  locale: Locale;
  therapist: { slug: string; timeZone: string };
  services: BookableService[];
}

/**
 * The booking's state and its calls to the API: who is signed in, the weeks of free times (each
 * loaded once per service, way of meeting and zone), and the booking itself.
 */
export function useBooking({ locale, therapist, services }: BookingInput) {
  const [state, dispatch] = useReducer(bookingReducer, undefined, () => initialBooking(services, therapist.timeZone));
  const { step, serviceId, zone, week, weeks, slot, details, me, program } = state;
  const loading = useRef(new Set<string>());
  /** Whether an empty first week should move on to the next free time by itself. */
  const jumpWhenEmpty = useRef(true);

  const { cover } = program;
  /** The services that can be chosen: with an employer's cover, only those it covers. */
  const offered = cover ? services.filter((s) => cover.serviceIds.includes(s.id)) : services;
  const service = offered.find((s) => s.id === serviceId);
  const needsModality = service?.modality === 'both';
  const meet: Modality | undefined = service
    ? service.modality === 'both'
      ? state.modality
      : service.modality
    : undefined;
  const steps: StepName[] = [
    'service',
    ...(needsModality ? (['modality'] as const) : []),
    'time',
    'details',
    'confirm',
  ];
  const cacheKey = (monday: string) => `${serviceId}|${meet}|${zone}|${monday}`;

  useEffect(() => {
    const browserZone = browserTimeZone();
    dispatch({ type: 'opened', zone: browserZone, today: dateIn(new Date(), browserZone) });
    void api<Me>('/api/v1/auth/me').then((outcome) =>
      dispatch({ type: 'signedIn', me: outcome.ok ? outcome.body : null }),
    );
  }, []);

  const fetchSlots = async (from: string, to: string): Promise<Slot[]> => {
    const modality = needsModality && meet ? `&modality=${meet}` : '';
    const outcome = await api<SlotList>(
      `/api/v1/therapists/${therapist.slug}/slots?serviceId=${serviceId}&from=${from}&to=${to}${modality}`,
    );
    if (!outcome.ok) throw new Error(`slots: ${outcome.status}`);
    return outcome.body.slots;
  };

  const nextFree = async (after: string) => {
    const start = addDays(after, 7);
    dispatch({ type: 'searchStarted' });
    try {
      const first = (await fetchSlots(addDays(start, -1), addDays(start, LOOK_AHEAD_DAYS))).find(
        (s) => dateIn(s.start, zone) >= start,
      );
      dispatch(first ? { type: 'freeFound', day: dateIn(first.start, zone) } : { type: 'noneAhead' });
    } catch {
      dispatch({ type: 'searchFailed', key: cacheKey(after) });
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a week loads once per service, way of meeting and zone.
  useEffect(() => {
    if (step !== 'time' || !week || !meet) return;
    const key = cacheKey(week);
    if (weeks[key] !== undefined || loading.current.has(key)) return;
    loading.current.add(key);
    const days = weekFrom(week);
    const { from, to } = coveringRange(days[0] ?? week, days[6] ?? week);
    fetchSlots(from, to)
      .then((slots) => {
        const inWeek = slots.filter((s) => days.includes(dateIn(s.start, zone)));
        dispatch({ type: 'weekLoaded', key, week: inWeek });
        if (inWeek.length === 0 && jumpWhenEmpty.current) void nextFree(week);
        jumpWhenEmpty.current = false;
      })
      .catch(() => dispatch({ type: 'weekLoaded', key, week: 'error' }))
      .finally(() => loading.current.delete(key));
  }, [step, week, meet, serviceId, zone, weeks]);

  const at = steps.indexOf(step as StepName);
  const go = (to: StepName) => dispatch({ type: 'moved', step: to });
  const back = () => {
    if (at > 0) go(steps[at - 1] as StepName);
  };

  const submit = async () => {
    if (!service || !slot) return;
    dispatch({ type: 'sending', sending: true });
    const phone = details.phone.trim();
    const message = details.message.trim();
    const code = program.code.trim();
    // Without a code, the employer is the one whose domain the client's address is at.
    const body: CreateBooking & { program?: { code?: string } } = {
      therapistSlug: therapist.slug,
      serviceId: service.id,
      start: slot.start,
      ...(needsModality && meet ? { modality: meet } : {}),
      firstSession: details.firstSession,
      locale,
      timeZone: zone,
      client: {
        name: details.name.trim(),
        email: details.email.trim(),
        ...(phone ? { phone } : {}),
        ...(message ? { message } : {}),
      },
      ...(cover ? { program: code ? { code } : {} } : {}),
    };
    // Booking is open to guests, so a lapsed session would silently turn a signed-in client's
    // booking into a guest's that waits for an email: renew it first. Without a network the
    // renewal fails as the booking itself will, and the booking's outcome says so.
    if (me) await ensureSession().catch(() => false);
    const outcome = await api<{ uid: string; status: string }>('/api/v1/bookings', { method: 'POST', body });
    dispatch(outcome.ok ? { type: 'booked', result: outcome.body } : refusal(outcome.problem));
    dispatch({ type: 'sending', sending: false });
  };

  /** Asks the API whether the code or work address covers a booking with this therapist; returns a field it refused. */
  const checkCover = async (): Promise<ProgramField | undefined> => {
    const found = checkProgram(program);
    if (found) {
      dispatch({ type: 'programStopped', error: found });
      return found.field;
    }
    const code = program.code.trim();
    const email = program.email.trim();
    dispatch({ type: 'programChecking' });
    const outcome = await api<Eligibility>('/api/v1/program/eligibility', {
      method: 'POST',
      body: { therapistSlug: therapist.slug, ...(code ? { code } : {}), ...(email ? { email } : {}) },
    });
    if (outcome.ok) {
      dispatch({ type: 'programCovered', cover: outcome.body });
      return undefined;
    }
    const action = { type: 'programRefused', problem: outcome.problem } as const;
    dispatch(action);
    return bookingReducer(state, action).program.error?.field;
  };

  /**
   * Moves on from the step when it is complete; returns the id (after `booking-`) of the first field
   * the step refused.
   */
  const next = (): string | undefined => {
    // A code typed but never checked would book at the full price without a word: it is checked or cleared first.
    if (step === 'service' && !cover && (program.code.trim() || program.email.trim())) {
      const field: ProgramField = program.code.trim() ? 'code' : 'email';
      dispatch({ type: 'programStopped', error: { field, key: 'booking.program.error.unchecked' } });
      return `program-${field}`;
    }
    const missing =
      step === 'service' && !service
        ? 'booking.service.required'
        : step === 'modality' && !meet
          ? 'booking.modality.required'
          : step === 'time' && !slot
            ? 'booking.time.required'
            : '';
    dispatch({ type: 'stopped', problem: missing });
    if (missing) return undefined;
    if (step === 'details') {
      const found = checkDetails(details);
      dispatch({ type: 'detailsChecked', errors: found });
      const first = Object.keys(found)[0] as Field | undefined;
      if (first) return first;
    }
    if (step === 'confirm') void submit();
    else go(steps[at + 1] as StepName);
    return undefined;
  };

  /** A new service or way of meeting starts the times afresh, moving on from an empty first week again. */
  const chooseService = (chosen: BookableService) => {
    if (chosen.id === serviceId) return;
    jumpWhenEmpty.current = true;
    dispatch({ type: 'serviceChosen', service: chosen });
  };
  const chooseModality = (modality: Modality) => {
    if (modality === state.modality) return;
    jumpWhenEmpty.current = true;
    dispatch({ type: 'modalityChosen', modality });
  };
  /** Paging by hand: an empty week stays shown. */
  const showWeek = (days: -7 | 7) => {
    jumpWhenEmpty.current = false;
    if (week) dispatch({ type: 'weekShown', week: addDays(week, days) });
  };

  return {
    state,
    offered,
    service,
    meet,
    steps,
    at,
    /** The week shown, as loaded so far. */
    loaded: week ? weeks[cacheKey(week)] : undefined,
    back,
    next,
    chooseService,
    chooseModality,
    showWeek,
    nextFree: () => week && void nextFree(week),
    retryWeek: () => week && dispatch({ type: 'weekRetried', key: cacheKey(week) }),
    chooseDay: (day: string) => dispatch({ type: 'dayChosen', day }),
    chooseSlot: (chosen: Slot) => dispatch({ type: 'slotChosen', slot: chosen }),
    edit: (field: keyof Details, value: string | boolean) => dispatch({ type: 'edited', field, value }),
    editProgram: (field: ProgramField, value: string) => dispatch({ type: 'programEdited', field, value }),
    checkCover,
    removeCover: () => dispatch({ type: 'programRemoved' }),
  };
}

export type BookingModel = ReturnType<typeof useBooking>;
