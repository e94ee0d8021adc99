import type { Message } from '@calma/api/contract';
import { describe, expect, it } from 'vitest';
import { mergeMessages, reachesShown } from './merge.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 9, minute)).toISOString();
const message = (id: string, minute: number, sender: Message['sender'], readAt: string | null = null): Message => ({
  id,
  sender,
  body: `Message ${id}`,
  createdAt: at(minute),
  readAt,
});

describe('mergeMessages', () => {
  it('adds what is new in the order written and shows each message once', () => {
    const shown = [message('a', 1, 'client'), message('b', 2, 'therapist')];
    const fresh = [message('b', 2, 'therapist'), message('c', 3, 'client'), message('d', 4, 'therapist')];
    expect(mergeMessages(shown, fresh, 'therapist').map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('puts a message that arrives late in its place by time', () => {
    const shown = [message('a', 1, 'client'), message('c', 3, 'client')];
    expect(mergeMessages(shown, [message('b', 2, 'therapist')], 'client').map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps messages written in the same millisecond in the order they were shown and fetched', () => {
    const shown = [message('z', 1, 'client')];
    const fresh = [message('z', 1, 'client'), message('y', 1, 'therapist'), message('x', 1, 'client')];
    expect(mergeMessages(shown, fresh, 'client').map((m) => m.id)).toEqual(['z', 'y', 'x']);
  });

  it("shows the reader's own message as read once the other side has read it, and never unread again", () => {
    const mine = message('a', 1, 'client');
    const read = mergeMessages([mine], [{ ...mine, readAt: at(5) }], 'client');
    expect(read[0]?.readAt).toBe(at(5));
    // The answer to sending it (unread) may come after a fetch that already saw it read.
    expect(mergeMessages(read, [mine], 'client')[0]?.readAt).toBe(at(5));
  });

  it("keeps the other side's message marked new for this visit after fetching marked it read", () => {
    const theirs = message('a', 1, 'therapist');
    const merged = mergeMessages([theirs], [{ ...theirs, readAt: at(2) }], 'client');
    expect(merged[0]?.readAt).toBeNull();
  });

  it('answers what is shown unchanged when nothing is new, so nothing renders again', () => {
    const shown = [message('a', 1, 'client', at(2)), message('b', 2, 'therapist')];
    expect(mergeMessages(shown, [...shown], 'client')).toBe(shown);
  });

  it('only updates what is shown when told not to add (the earlier pages above the live log)', () => {
    const older = [message('a', 1, 'client')];
    const fresh = [{ ...message('a', 1, 'client'), readAt: at(3) }, message('b', 2, 'therapist')];
    const merged = mergeMessages(older, fresh, 'client', { add: false });
    expect(merged.map((m) => [m.id, m.readAt])).toEqual([['a', at(3)]]);
  });
});

describe('reachesShown', () => {
  const shown = [message('a', 1, 'client'), message('b', 2, 'therapist')];

  it('holds when the fetched page overlaps what is shown', () => {
    expect(reachesShown(shown, [message('b', 2, 'therapist'), message('c', 3, 'client')], true)).toBe(true);
  });

  it('fails when more was written while away than one page holds', () => {
    expect(reachesShown(shown, [message('x', 8, 'client'), message('y', 9, 'client')], true)).toBe(false);
  });

  it('holds when the page begins the thread, or nothing is shown yet', () => {
    expect(reachesShown(shown, [message('x', 8, 'client')], false)).toBe(true);
    expect(reachesShown([], [message('x', 8, 'client')], true)).toBe(true);
  });
});
