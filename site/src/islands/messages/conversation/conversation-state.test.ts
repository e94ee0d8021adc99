import type { Conversation, Message } from '@calma/api/contract';
import { describe, expect, it } from 'vitest';
import { caughtUp, type Shown, sendProblem, shownOf } from './conversation-state.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 9, minute)).toISOString();
const message = (id: string, minute: number, sender: Message['sender'] = 'client'): Message => ({
  id,
  sender,
  body: `Message ${id}`,
  createdAt: at(minute),
  readAt: null,
});
const conversation = { id: 'c1', you: 'therapist', reachable: true, with: { name: 'Mara' } } as unknown as Conversation;
const ids = (messages: Message[]) => messages.map((m) => m.id);

describe('what is shown of a thread', () => {
  it('starts as the newest page in the log, with nothing above it', () => {
    const shown = shownOf({ conversation, messages: [message('a', 1)], earlier: true } as never);
    expect(shown).toMatchObject({ older: [], earlier: true });
    expect(ids(shown.messages)).toEqual(['a']);
  });
});

describe('a catch-up', () => {
  const current: Shown = {
    conversation,
    older: [message('a', 1), message('b', 2)],
    messages: [message('c', 3), message('d', 4)],
    earlier: true,
  };
  const before = [...current.older, ...current.messages];

  it('merges what reaches what was shown into the log, and adds nothing above it', () => {
    const next = caughtUp(current, {
      conversation,
      fetched: [message('b', 2), message('c', 3), message('d', 4), message('e', 5)],
      more: true,
      before,
    });
    expect(ids(next.older)).toEqual(['a', 'b']);
    expect(ids(next.messages)).toEqual(['c', 'd', 'e']);
    expect(next.earlier).toBe(true);
  });

  it('shows the newest pages alone when they do not reach what was shown', () => {
    const next = caughtUp(current, { conversation, fetched: [message('x', 40), message('y', 41)], more: true, before });
    expect(next).toMatchObject({ older: [], earlier: true });
    expect(ids(next.messages)).toEqual(['x', 'y']);
  });

  it('takes the answer’s word on earlier messages when nothing was shown yet', () => {
    const empty: Shown = { conversation, older: [], messages: [], earlier: false };
    const next = caughtUp(empty, { conversation, fetched: [message('a', 1)], more: false, before: [] });
    expect(ids(next.messages)).toEqual(['a']);
    expect(next.earlier).toBe(false);
  });
});

describe('a message not sent', () => {
  it('says too many, unreachable (for the side writing), nothing written, or that it failed', () => {
    expect(sendProblem({ code: 'RATE_LIMITED', status: 429 }, 'client')).toEqual({ key: 'rateLimited', field: false });
    expect(sendProblem({ code: 'RECIPIENT_UNREACHABLE', status: 409 }, 'client')).toEqual({
      key: 'unreachable.client',
      field: false,
    });
    expect(sendProblem({ code: 'VALIDATION_FAILED', status: 400 }, 'therapist')).toEqual({
      key: 'required',
      field: true,
    });
    expect(sendProblem({ code: 'NETWORK', status: 0 }, 'therapist')).toEqual({ key: 'sendError', field: false });
  });
});
