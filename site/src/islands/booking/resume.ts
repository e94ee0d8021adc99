import type { Details, Modality, ProgramState } from './booking-state.ts';

// A booking left half-way to sign in or to create an account, and how it is taken up again. The
// chosen service, slot and way of meeting travel in the booking page's own address, which the sign-in
// or registration page returns to (`?service=…&start=…&modality=…&step=details`). What was typed
// stays in this tab's sessionStorage until the page takes it back, and never longer: it may be a
// message for the therapist. Name and email are left out: the account brings its own, and a booking
// joins an account only under the account's address.

/** The step the booking page returns to once the person is back. */
export const RESUME_STEP = 'details';

/** What was typed that the account does not bring. */
export interface BookingDraft {
  phone: string;
  message: string;
  firstSession: boolean;
  /** An employer's access code or work address, checked again on return. */
  program: Pick<ProgramState, 'code' | 'email'>;
}

const keyOf = (slug: string) => `calma:booking-draft:${slug}`;

/** The booking page's address for the slot chosen, opening at the details step. */
export function resumePath(
  bookPath: string,
  chosen: { serviceId: string; start: string; modality?: Modality },
): string {
  const query = new URLSearchParams({ service: chosen.serviceId, start: chosen.start });
  if (chosen.modality) query.set('modality', chosen.modality);
  query.set('step', RESUME_STEP);
  return `${bookPath}?${query.toString()}`;
}

/** A sign-in or registration page that comes back to `path` when done. */
export const returningTo = (authPath: string, path: string) => `${authPath}?next=${encodeURIComponent(path)}`;

/** Keeps what was typed for this therapist's booking page in this tab. */
export function keepDraft(
  storage: Storage | undefined,
  slug: string,
  details: Details,
  program: BookingDraft['program'],
) {
  const draft: BookingDraft = {
    phone: details.phone,
    message: details.message,
    firstSession: details.firstSession,
    program: { code: program.code, email: program.email },
  };
  try {
    storage?.setItem(keyOf(slug), JSON.stringify(draft));
  } catch {
    // Storage full or turned off: the slot still comes back through the address.
  }
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** Takes back what was kept for this therapist's booking page, once: it is gone from storage after. */
export function takeDraft(storage: Storage | undefined, slug: string): BookingDraft | undefined {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(keyOf(slug));
    storage?.removeItem(keyOf(slug));
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  let kept: Partial<Record<keyof BookingDraft, unknown>>;
  try {
    kept = JSON.parse(raw) as typeof kept;
  } catch {
    return undefined;
  }
  if (typeof kept !== 'object' || kept === null) return undefined;
  const program = (typeof kept.program === 'object' && kept.program !== null ? kept.program : {}) as Record<
    string,
    unknown
  >;
  return {
    phone: text(kept.phone, 40),
    message: text(kept.message, 2000),
    firstSession: kept.firstSession === true,
    program: { code: text(program.code, 64), email: text(program.email, 254) },
  };
}

/** This tab's sessionStorage, where the browser lets the page have it. */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
