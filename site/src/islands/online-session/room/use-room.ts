import type { RoomView, WaitingEntryCreated, WaitingStatus } from '@calma/api/contract';
import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../../i18n/format.ts';
import type { ApiProblem } from '../../../lib/api-client.ts';
import { browserTimeZone } from '../../../lib/booking-time.ts';
import { useApiMutation, useApiQuery } from '../../../lib/query.ts';
import type { Errors } from '../../forms/fields.tsx';
import { callHref, forgetEntry, keepEntry, keptEntry, type Media } from '../room-entry.ts';
import { afterWaiting, isOutcome, type Phase, recheckEvery, refusalKey } from './room-state.ts';

interface Options {
  t: Translate;
  slug: string;
  initial: RoomView;
  link: { appointment: string; key: string } | null;
  callBase: string;
}

/**
 * Rendered on the server and in the browser's first pass alike; the browser's zone and abilities
 * replace these once it runs.
 */
function useBrowser() {
  const [mounted, setMounted] = useState(false);
  const [zone, setZone] = useState('UTC');
  const [webRtc, setWebRtc] = useState(true);
  useEffect(() => {
    setZone(browserTimeZone());
    setWebRtc(typeof RTCPeerConnection !== 'undefined');
    setMounted(true);
  }, []);
  return { mounted, zone, webRtc };
}

/** The room as the API answers it, and the calls that join and leave its waiting list. */
function useRoomApi(slug: string, link: Options['link'], initial: RoomView, phase: Phase) {
  const linkQuery = link ? `?appointment=${link.appointment}&key=${encodeURIComponent(link.key)}` : '';
  // The room as the server read it for the page; a room the visitor may not enter yet is looked at
  // again, so the check appears when it opens.
  const roomQuery = useApiQuery<RoomView>(`/api/v1/rooms/${slug}${linkQuery}`, {
    initialData: initial,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: ({ state }) => recheckEvery(phase, state.data?.access),
  });
  const joining = useApiMutation<WaitingEntryCreated, object>((body) => ({
    path: `/api/v1/rooms/${slug}/waiting`,
    method: 'POST',
    body,
  }));
  const leaving = useApiMutation((waiting: { id: string; key: string }) => ({
    path: `/api/v1/waiting/${waiting.id}?key=${encodeURIComponent(waiting.key)}`,
    method: 'DELETE',
  }));
  return { room: roomQuery.data ?? initial, reloadRoom: () => void roomQuery.refetch(), joining, leaving };
}

/**
 * The visitor's way through the room: the room as it stands, the device check's choices, joining
 * the waiting list, the wait's outcome, and leaving. A reload keeps their place (room-entry.ts).
 */
export function useRoom({ t, slug, initial, link, callBase }: Options) {
  const [phase, setPhase] = useState<Phase>('check');
  const [entry, setEntry] = useState<{ id: string; key: string } | undefined>();
  const [media, setMedia] = useState<Media>('video');
  const [ready, setReady] = useState(false);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const { mounted, zone, webRtc } = useBrowser();
  const heading = useRef<HTMLHeadingElement>(null);
  const { room, reloadRoom, joining, leaving } = useRoomApi(slug, link, initial, phase);

  // A reload keeps the visitor's place in the list.
  useEffect(() => {
    const kept = keptEntry(slug);
    if (kept) {
      setEntry({ id: kept.id, key: kept.key });
      setMedia(kept.media);
      setName(kept.name);
      setPhase('waiting');
    }
  }, [slug]);

  useEffect(() => {
    if (isOutcome(phase)) heading.current?.focus();
  }, [phase]);

  const enter = () => {
    setProblem('');
    const needsName = room.access === 'open';
    if (needsName && !name.trim()) {
      setErrors({ name: t('room.name.required') });
      return;
    }
    setErrors({});
    joining.mutate(
      { ...(needsName ? { name: name.trim() } : {}), ...(link ?? {}) },
      {
        onSuccess: (created) => {
          keepEntry(slug, { ...created, media, name: name.trim() });
          setEntry(created);
          setNote(null);
          setPhase('waiting');
        },
        onError: (refused) => {
          if (refused.fields.name) setErrors({ name: t('room.name.required') });
          else setProblem(t(refusalKey(refused)));
          if (refused.code === 'ROOM_CLOSED') {
            setPhase('check');
            reloadRoom();
          }
        },
      },
    );
  };

  const onStatus = (status: WaitingStatus) => {
    const next = afterWaiting(status);
    if (!next) return;
    forgetEntry(slug);
    setEntry(undefined);
    setNote(status.note);
    if ('call' in next) {
      setPhase('admitted');
      window.location.assign(callHref(callBase, next.call, media));
      return;
    }
    setPhase(next.outcome);
  };

  const onGone = () => {
    forgetEntry(slug);
    setEntry(undefined);
    setPhase('check');
    reloadRoom();
  };

  const left = () => {
    forgetEntry(slug);
    setEntry(undefined);
    setPhase('left');
  };
  // Gone already (let in or declined meanwhile) is left all the same.
  const leave = async () => {
    if (!entry) return;
    try {
      await leaving.mutateAsync(entry);
      left();
    } catch (thrown) {
      const refused = thrown as ApiProblem;
      if (refused.status === 404) left();
      else setProblem(t(refusalKey(refused)));
    }
  };

  return {
    room,
    phase,
    entry,
    media,
    setMedia,
    ready,
    setReady,
    name,
    setName,
    errors,
    problem,
    note,
    mounted,
    zone,
    webRtc,
    heading,
    sending: joining.isPending,
    enter,
    onStatus,
    onGone,
    leave,
  };
}

export type Room = ReturnType<typeof useRoom>;
