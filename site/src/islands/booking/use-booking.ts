import type { BookableService, CreateBooking, Eligibility, Locale, Me, SlotList } from '@calma/api/contract';
import { useEffect, useReducer, useRef } from 'react';
import {
  addDays,
  browserTimeZone,
  coveringRange,
  dateIn,
  mondayOf,
  type Slot,
  weekFrom,
} from '../../lib/booking-time.ts';
import type { BookingLink } from '../../lib/next-free-slot.ts';
import { type ApiError, useApiCache, useApiMutation, useApiQuery } from '../../lib/query.ts';
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
  type Week,
} from './booking-state.ts';
import { keepDraft, resumePath, tabStorage, takeDraft } from './resume.ts';

/** How far ahead "show the next free time" looks: the most one slots request covers. */
const LOOK_AHEAD_DAYS = 61;

export interface BookingInput {
  locale: Locale;
  therapist: { slug: string; timeZone: string };
  services: BookableService[];
  /** The one slot the page's address asks for ("Book this time" on a card or profile). */
  link?: BookingLink | undefined;
  /** The address brings back a person who left the details step to sign in or register. */
  resume?: boolean | undefined;
}

/**
 * The booking's state and its calls to the API: who is signed in, the weeks of free times (read
 * through the query cache, so each week is read once per service and way of meeting), and the
 * booking itself.
 */
export function useBooking({ locale, therapist, services, link, resume }: BookingInput) {
  const [state, dispatch] = useReducer(bookingReducer, undefined, () =>
    initialBooking(services, therapist.timeZone, link),
  );
  const { step, serviceId, zone, week, searchFailed, slot, details, me, program, wanted } = state;
  const cache = useApiCache();
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
  const slotsBase = `/api/v1/therapists/${therapist.slug}/slots`;
  const slotsPath = (from: string, to: string) =>
    `${slotsBase}?serviceId=${serviceId}&from=${from}&to=${to}${needsModality && meet ? `&modality=${meet}` : ''}`;

  useEffect(() => {
    const browserZone = browserTimeZone();
    dispatch({ type: 'opened', zone: browserZone, today: dateIn(new Date(), browserZone) });
  }, []);
  // Back from signing in or registering: what was typed comes back, and an employer's code or work
  // address is checked again before it may cover the booking.
  const recheckCover = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: taken back once, when the page opens.
  useEffect(() => {
    if (!resume) return;
    const draft = takeDraft(tabStorage(), therapist.slug);
    if (!draft) return;
    recheckCover.current = Boolean(draft.program.code.trim() || draft.program.email.trim());
    for (const field of ['phone', 'message', 'firstSession'] as const) {
      dispatch({ type: 'edited', field, value: draft[field] });
    }
    for (const field of ['code', 'email'] as const) {
      dispatch({ type: 'programEdited', field, value: draft.program[field] });
    }
  }, []);
  // Who is signed in fills a client's name and address in; a guest is asked for them.
  const who = useApiQuery<Me>('/api/v1/auth/me');
  const answered = who.isFetched;
  const account = who.data;
  useEffect(() => {
    if (answered) dispatch({ type: 'signedIn', me: account ?? null });
  }, [answered, account]);

  // The week shown, read (for the days around it, in any zone) once the time step is reached.
  const days = week ? weekFrom(week) : [];
  const range = week ? coveringRange(days[0] ?? week, days[6] ?? week) : undefined;
  const shown = useApiQuery<SlotList>(step !== 'time' || !meet || !range ? undefined : slotsPath(range.from, range.to));
  const loaded: Week | undefined =
    week && searchFailed === week
      ? 'error'
      : shown.data
        ? shown.data.slots.filter((s) => days.includes(dateIn(s.start, zone)))
        : shown.isError
          ? 'error'
          : undefined;

  const nextFree = async (after: string) => {
    const start = addDays(after, 7);
    dispatch({ type: 'searchStarted' });
    try {
      const { slots } = await cache.fetch<SlotList>(slotsPath(addDays(start, -1), addDays(start, LOOK_AHEAD_DAYS)));
      const first = slots.find((s) => dateIn(s.start, zone) >= start);
      dispatch(first ? { type: 'freeFound', day: dateIn(first.start, zone) } : { type: 'noneAhead' });
    } catch {
      dispatch({ type: 'searchFailed', week: after });
    }
  };

  // A linked start is chosen once its week is read and shows it still free; else the page says it has gone.
  const wantedWeek = wanted && state.today ? mondayOf(dateIn(wanted, zone)) : undefined;
  const wantedSlots = wantedWeek && week === wantedWeek && Array.isArray(loaded) ? loaded : undefined;
  useEffect(() => {
    if (wantedSlots) dispatch({ type: 'wantedWeekRead', slots: wantedSlots });
  }, [wantedSlots]);

  // Back from signing in or registering: once the linked slot is found still free, on to the details
  // step the person left (a slot gone since stays at the times, which say so).
  const resumeAt = useRef(resume);
  useEffect(() => {
    if (!resumeAt.current || wanted) return;
    resumeAt.current = false;
    if (slot && step === 'time') dispatch({ type: 'moved', step: 'details' });
  }, [wanted, slot, step]);

  // A first week with no free time moves on to the next free time by itself, once.
  const emptyWeek = Array.isArray(loaded) && loaded.length === 0 ? week : undefined;
  const weekLoaded = Array.isArray(loaded);
  useEffect(() => {
    if (!weekLoaded) return;
    if (emptyWeek && jumpWhenEmpty.current) void nextFree(emptyWeek);
    jumpWhenEmpty.current = false;
  });

  const at = steps.indexOf(step as StepName);
  const go = (to: StepName) => dispatch({ type: 'moved', step: to });
  const back = () => {
    if (at > 0) go(steps[at - 1] as StepName);
  };

  const booking = useApiMutation<{ uid: string; status: string }, CreateBooking & { program?: { code?: string } }>(
    (body) => ({
      path: '/api/v1/bookings',
      method: 'POST',
      body,
      // Booking is open to guests, so a lapsed session would silently turn a signed-in client's
      // booking into a guest's that waits for an email: it is renewed first.
      renewFirst: Boolean(me),
    }),
  );
  const eligibility = useApiMutation<Eligibility, { therapistSlug: string; code?: string; email?: string }>((body) => ({
    path: '/api/v1/program/eligibility',
    method: 'POST',
    body,
  }));

  const submit = () => {
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
    booking.mutate(body, {
      onSuccess: (result) => dispatch({ type: 'booked', result }),
      onError: (problem) => {
        const action = refusal(problem);
        // Every week read may show a time that was just taken: they are read again.
        if (action.type === 'slotTaken' || action.type === 'timeRefused') void cache.invalidate(slotsBase);
        dispatch(action);
      },
      onSettled: () => dispatch({ type: 'sending', sending: false }),
    });
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
    try {
      const cover = await eligibility.mutateAsync({
        therapistSlug: therapist.slug,
        ...(code ? { code } : {}),
        ...(email ? { email } : {}),
      });
      dispatch({ type: 'programCovered', cover });
      return undefined;
    } catch (problem) {
      const action = { type: 'programRefused', problem: problem as ApiError } as const;
      dispatch(action);
      return bookingReducer(state, action).program.error?.field;
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the restored code or address is in the state.
  useEffect(() => {
    if (!recheckCover.current || !(program.code || program.email)) return;
    recheckCover.current = false;
    void checkCover();
  }, [program.code, program.email]);

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
    if (step === 'confirm') submit();
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
    loaded,
    back,
    next,
    chooseService,
    chooseModality,
    showWeek,
    nextFree: () => week && void nextFree(week),
    retryWeek: () => {
      dispatch({ type: 'weekRetried' });
      if (shown.isError) void shown.refetch();
    },
    chooseDay: (day: string) => dispatch({ type: 'dayChosen', day }),
    chooseSlot: (chosen: Slot) => dispatch({ type: 'slotChosen', slot: chosen }),
    edit: (field: keyof Details, value: string | boolean) => dispatch({ type: 'edited', field, value }),
    editProgram: (field: ProgramField, value: string) => dispatch({ type: 'programEdited', field, value }),
    checkCover,
    removeCover: () => dispatch({ type: 'programRemoved' }),
    /** The booking page's address that brings the person back to this step with this slot chosen. */
    returnPath: (bookPath: string) =>
      service && slot
        ? resumePath(bookPath, {
            serviceId: service.id,
            start: slot.start,
            ...(needsModality && meet ? { modality: meet } : {}),
          })
        : bookPath,
    /** Keeps what was typed in this tab, for the page to take back on return. */
    keepForReturn: () => keepDraft(tabStorage(), therapist.slug, details, program),
  };
}

export type BookingModel = ReturnType<typeof useBooking>;
