import type { Conversation, Message, Thread } from '@calma/api/contract';
import type { ApiProblem } from '../../../lib/api-client.ts';
import { mergeMessages, reachesShown } from '../merge.ts';

// What a conversation decides without React: what is shown of a thread, how a catch-up is merged
// into it, and why a message was not sent.

/** What is shown: the newest pages in the live log, pages loaded on request above it. */
export interface Shown {
  conversation: Conversation;
  messages: Message[];
  /** Pages loaded on request sit above the log, so loading them announces nothing. */
  older: Message[];
  /** Whether anything was written before what is shown. */
  earlier: boolean;
}

export const shownOf = (thread: Thread): Shown => ({
  conversation: thread.conversation,
  messages: thread.messages,
  older: [],
  earlier: thread.earlier,
});

/**
 * What is shown after a catch-up fetched the newest pages (`fetched`, with `more` before them).
 * When they do not reach what was shown when it began (`before`), they replace it; otherwise they
 * are merged in by id: into the pages above the log without adding any, the rest into the log.
 */
export function caughtUp(
  current: Shown,
  caught: { conversation: Conversation; fetched: Message[]; more: boolean; before: readonly Message[] },
): Shown {
  const { conversation, fetched, more, before } = caught;
  if (!reachesShown(before, fetched, more)) return { conversation, older: [], messages: fetched, earlier: more };
  const olderIds = new Set(current.older.map((m) => m.id));
  const forLog = fetched.filter((m) => !olderIds.has(m.id));
  return {
    conversation,
    older: mergeMessages(current.older, fetched, conversation.you, { add: false }),
    messages: mergeMessages(current.messages, forLog, conversation.you),
    earlier: before.length === 0 ? more : current.earlier,
  };
}

/** Why a message was not sent, as a `dashboard.messages.thread.*` key; `field` when it is about what was typed. */
export function sendProblem(
  refused: Pick<ApiProblem, 'code' | 'status'>,
  you: Conversation['you'],
): { key: string; field: boolean } {
  if (refused.status === 429) return { key: 'rateLimited', field: false };
  if (refused.code === 'RECIPIENT_UNREACHABLE') return { key: `unreachable.${you}`, field: false };
  if (refused.code === 'VALIDATION_FAILED') return { key: 'required', field: true };
  return { key: 'sendError', field: false };
}
