import type { Message } from '@calma/api/contract';

type Side = Message['sender'];

/**
 * What is shown once a freshly fetched page of the thread is folded in: each message once (by
 * id), in the order written. The reader's own messages take the read state they have now (a read
 * receipt); the other side's keep the state they were first shown with, so a message that arrived
 * as new stays marked new for this visit although fetching it marked it read. With `add: false`
 * only messages already shown are updated (for the earlier pages above the live log). Answers
 * `shown` itself when nothing changed, so the page does not render again for nothing.
 */
export function mergeMessages(
  shown: readonly Message[],
  fresh: readonly Message[],
  you: Side,
  { add = true }: { add?: boolean } = {},
): Message[] {
  const byId = new Map(fresh.map((m) => [m.id, m]));
  let changed = false;
  const updated = shown.map((old) => {
    const now = byId.get(old.id);
    byId.delete(old.id);
    if (!now || old.sender !== you || old.readAt !== null || now.readAt === null) return old;
    changed = true;
    return { ...old, readAt: now.readAt };
  });
  const added = add ? [...byId.values()] : [];
  if (!changed && added.length === 0) return shown as Message[];
  // Sorting is stable: messages written in the same millisecond keep the server's order.
  return [...updated, ...added].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/**
 * Whether a page fetched from the newest backwards reaches what is shown, so that folding it in
 * leaves no gap: it overlaps a shown message, or it begins the thread, or nothing is shown yet.
 * Otherwise more was written while the page was away than one page holds, and the page before it
 * is needed too.
 */
export function reachesShown(shown: readonly Message[], fetched: readonly Message[], earlier: boolean): boolean {
  if (shown.length === 0 || !earlier) return true;
  const known = new Set(shown.map((m) => m.id));
  return fetched.some((m) => known.has(m.id));
}
