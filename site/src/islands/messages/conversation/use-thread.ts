import type { Thread } from '@calma/api/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type LiveQuery, useLive } from '../../../lib/live.ts';
import { type ApiError, apiData } from '../../../lib/query.ts';
import { reachesShown } from '../merge.ts';
import { caughtUp, type Shown, shownOf } from './conversation-state.ts';

// After a long time away, how many pages back a catch-up fetches to reach what is shown before it
// shows the newest page alone instead.
const CATCH_UP_PAGES = 5;

interface Options {
  path: string;
  accessKey: string | undefined;
  renewFirst: boolean;
  initial: Thread | undefined;
  live: LiveQuery;
}

/**
 * The thread as shown, kept in the query cache while the conversation is open: the page the server
 * read first, then the newest page merged in on every live event (one catch-up at a time), and
 * earlier pages loaded on request above the log.
 */
export function useThread({ path, accessKey, renewFirst, initial, live }: Options) {
  const client = useQueryClient();
  const key = ['conversation', path];
  const access = accessKey ? `key=${encodeURIComponent(accessKey)}` : '';
  const page = (before?: string) => {
    const query = [access, before ? `before=${encodeURIComponent(before)}` : ''].filter(Boolean).join('&');
    return apiData<Thread>(query ? `${path}?${query}` : path, renewFirst ? { renewFirst } : {});
  };
  // The page the server read is handed over once, as the first read (in the browser, so times are
  // shown in the viewer's zone): reading it again would mark it read.
  const served = useRef(initial);
  const thread = useQuery<Shown, ApiError>({
    queryKey: key,
    queryFn: () => {
      const first = served.current;
      served.current = undefined;
      return first ? shownOf(first) : page().then(shownOf);
    },
    // Live events keep it current while it is open; opened again, it is read afresh.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const update = (change: (shown: Shown) => Shown) =>
    client.setQueryData<Shown>(key, (shown) => shown && change(shown));
  const [earlier, setEarlier] = useState<'idle' | 'loading' | 'error'>('idle');
  const olderList = useRef<HTMLOListElement>(null);
  // One catch-up at a time; events that come meanwhile ask for one more after it.
  const refreshing = useRef(false);
  const refreshAgain = useRef(false);

  /** Fetches the newest page (and, after a long absence, the pages before it) and merges it in. */
  const catchUp = async () => {
    // A failed fetch changes nothing shown; the next event or reconnection tries again.
    let result: Thread;
    try {
      result = await page();
    } catch {
      return;
    }
    let fetched = result.messages;
    let more = result.earlier;
    const shown = client.getQueryData<Shown>(key);
    const before = shown ? [...shown.older, ...shown.messages] : [];
    for (let count = 1; count < CATCH_UP_PAGES && !reachesShown(before, fetched, more); count++) {
      const first = fetched[0];
      if (!first) break;
      try {
        const previous = await page(first.id);
        fetched = [...previous.messages, ...fetched];
        more = previous.earlier;
      } catch {
        return;
      }
    }
    update((current) => caughtUp(current, { conversation: result.conversation, fetched, more, before }));
  };

  const refresh = async () => {
    if (refreshing.current) {
      refreshAgain.current = true;
      return;
    }
    refreshing.current = true;
    try {
      do {
        refreshAgain.current = false;
        await catchUp();
      } while (refreshAgain.current);
    } finally {
      refreshing.current = false;
    }
  };

  const conversation = thread.data?.conversation;
  useLive(live, (event) => {
    if (event.type !== 'resync' && event.type !== 'messages') return;
    if (event.type === 'messages' && conversation && event.clientId !== conversation.id) return;
    if (thread.data) void refresh();
    // Before the thread is first shown, it is simply read again: the new read holds what changed.
    else if (thread.isFetching) void thread.refetch();
  });

  const showEarlier = async () => {
    const shown = thread.data;
    const first = shown && (shown.older[0] ?? shown.messages[0]);
    if (!first) return;
    setEarlier('loading');
    let result: Thread;
    try {
      result = await page(first.id);
    } catch {
      setEarlier('error');
      return;
    }
    update((current) => ({ ...current, older: [...result.messages, ...current.older], earlier: result.earlier }));
    setEarlier('idle');
    // The button is gone once everything is shown: keep the reader's place at the oldest message.
    if (!result.earlier) requestAnimationFrame(() => olderList.current?.focus());
  };

  return { thread, update, earlier, showEarlier, olderList };
}
