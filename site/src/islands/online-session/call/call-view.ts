import { dateFormat } from '@calma/api/contract';
import type { Phase } from './call.ts';

// What the call's page decides without React: which explanation a call that is over gets and what
// it offers next, when the five-minute notice is due, and the times it shows.

/** A call that is not (or no longer) live. */
export type OverPhase = Exclude<Phase, { name: 'live' }>;

/** Which explanation a refusal gets (the page's server side uses the same keys). */
export function refusalKey(code: string): 'expired' | 'ended' | 'signIn' | 'otherAccount' | 'unknown' | 'network' {
  switch (code) {
    case 'LINK_EXPIRED':
      return 'expired';
    case 'CALL_ENDED':
      return 'ended';
    case 'UNAUTHENTICATED':
      return 'signIn';
    case 'FORBIDDEN':
      return 'otherAccount';
    case 'NOT_FOUND':
      return 'unknown';
    default:
      return 'network';
  }
}

/**
 * What the page says once the call is over, and what it offers: joining again (after leaving, being
 * replaced by another tab, or a network failure), signing in, the therapist's waiting room (when
 * the session ended or the link expired and the room is known), and home, which is the main action
 * only when nothing else is offered.
 */
export function overChoices(phase: OverPhase, roomHref: string | null) {
  const key = phase.name === 'refused' ? refusalKey(phase.code) : phase.name;
  const rejoin = phase.name === 'left' || phase.name === 'replaced' || key === 'network';
  const signIn = key === 'signIn';
  const toRoom = Boolean(roomHref) && (phase.name === 'ended' || key === 'expired');
  return {
    key,
    rejoin: rejoin ? (phase.name === 'replaced' ? 'call.over.replaced.takeBack' : 'call.over.rejoin') : null,
    signIn,
    toRoom,
    homeIsMain: !(rejoin || roomHref || signIn),
  };
}

/** Whether the five-minute notice is due at `now` (ms) for a session scheduled to end then. */
export const endingSoon = (scheduledEnd: string, now: number) => now >= Date.parse(scheduledEnd) - 5 * 60_000;

/** A time of day as the call shows it (two-digit hours and minutes in the page's language). */
export const timeText = (lang: string, at: number | string) =>
  dateFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(new Date(at));
