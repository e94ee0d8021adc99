import { EARLY_ENTRY_MINUTES, type RoomView, type WaitingStatus } from '@calma/api/contract';
import type { ApiProblem } from '../../../lib/api-client.ts';

// What the online room's page decides without React: where the visitor is (checking devices,
// waiting, let in, or an outcome), what a waiting status leads to, why joining was refused, when a
// room is looked at again, and from when an early visitor may come in.

export type Phase = 'check' | 'waiting' | 'admitted' | 'declined' | 'replaced' | 'left';
/** The phases that end the wait with a heading of their own, which takes focus. */
export type Outcome = Extract<Phase, 'left' | 'declined' | 'replaced'>;

export const isOutcome = (phase: Phase): phase is Outcome =>
  phase === 'left' || phase === 'declined' || phase === 'replaced';

/** How often a closed or early room looks again (the therapist may open it; the time may come). */
export const RECHECK_MS = 30_000;

/** Whether the room is looked at again: only while checking devices in front of a room not open yet. */
export const recheckEvery = (phase: Phase, access: RoomView['access'] | undefined) =>
  phase === 'check' && (access === 'early' || access === 'closed') ? RECHECK_MS : false;

/** The `room.*` key that says why joining (or leaving) was refused. */
export function refusalKey(refused: Pick<ApiProblem, 'code' | 'status'>): string {
  if (refused.code === 'ROOM_CLOSED') return 'room.error.closed';
  if (refused.status === 404) return 'room.badLink';
  if (refused.status === 429) return 'room.error.rateLimited';
  if (refused.code === 'NETWORK') return 'room.error.network';
  return 'room.error.generic';
}

/**
 * Where a status other than waiting leads: into the call (when it has one), or an outcome; a
 * person let in without a call has in effect left. Undefined while still waiting.
 */
export function afterWaiting(status: WaitingStatus): { call: string } | { outcome: Outcome } | undefined {
  if (status.status === 'waiting') return undefined;
  if (status.status === 'admitted' && status.call) return { call: status.call };
  return { outcome: status.status === 'admitted' ? 'left' : status.status };
}

/** When an early visitor may come in: some minutes before their session starts. */
export const earlyFrom = (startsAt: string) =>
  new Date(new Date(startsAt).getTime() - EARLY_ENTRY_MINUTES * 60_000).toISOString();
