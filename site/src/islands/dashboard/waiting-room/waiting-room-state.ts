import { plural } from '@calma/api/contract';
import type { Translate } from '../../../i18n/format.ts';

// What the therapist's waiting room works out without React: how long someone has waited, why an
// action on them was refused, what a note says, and the room's public address. Words come from the
// screen's `t`, so the tests read which were chosen.

export const ROOM = '/api/v1/waiting-room';

/** The ready-made short messages, and the ready-made refusals; either may instead be written ('custom'). */
export const PRESETS = ['fiveMinutes', 'tenMinutes', 'shortly'] as const;
export const DECLINE_PRESETS = ['reschedule', 'notNow'] as const;

/** How long someone has waited at `now` (ms), in whole minutes: "just now" under one. */
export function waitedText(t: Translate, locale: string, since: string, now: number): string {
  const minutes = Math.floor((now - new Date(since).getTime()) / 60_000);
  return minutes < 1
    ? t('dashboard.waitingRoom.waited.now')
    : t(`dashboard.waitingRoom.waited.${plural(locale, minutes)}`, { count: minutes });
}

/** Why admitting, writing to or declining someone was refused: the room is full, two-step sign-in, they left, or it failed. */
export function refusalText(t: Translate, code: string, status: number, name: string): string {
  if (code === 'ROOM_FULL') return t('dashboard.waitingRoom.full');
  if (code === 'TWO_FACTOR_REQUIRED') return t('dashboard.waitingRoom.twoFactor');
  if (status === 404 || status === 409) return t('dashboard.waitingRoom.gone', { name });
  return t('dashboard.waitingRoom.actionFailed');
}

/** What a note says: a ready-made one in the therapist's words, or what they wrote (trimmed; '' for none). */
export const noteText = (t: Translate, preset: string, written: string) =>
  preset === 'custom' ? written.trim() : t(`dashboard.waitingRoom.preset.${preset}`);

/** The room's public address for a therapist's profile address (its last part is the slug); none without a profile. */
export function roomLinkFor(origin: string, therapistUrl: string | null): string | undefined {
  const slug = therapistUrl?.split('/').pop();
  return slug ? `${origin}/online-session/${slug}` : undefined;
}
