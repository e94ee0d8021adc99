import { EARLY_ENTRY_MINUTES, type RoomView, type WaitingEntryCreated, type WaitingStatus } from '@calma/api/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { translatorFor } from '../../i18n/format.ts';
import type { ApiProblem } from '../../lib/api-client.ts';
import { browserTimeZone, formatTime, zonedFormat, zoneLabel } from '../../lib/booking-time.ts';
import { useApiMutation, useApiQuery, withQueries } from '../../lib/query.ts';
import { type Errors, FormProblem, TextField } from '../forms/fields.tsx';
import DeviceCheck from './DeviceCheck.tsx';
import { callHref, forgetEntry, keepEntry, keptEntry, type Media } from './room-entry.ts';
import Waiting from './Waiting.tsx';

interface Props {
  /** BCP 47 tag for times. */
  lang: string;
  /** The `room.*` strings and the form kit's. */
  strings: Record<string, string>;
  slug: string;
  initial: RoomView;
  /** The appointment's emailed link, when the page was opened with one that holds. */
  link: { appointment: string; key: string } | null;
  /** The page was opened with a link that does not hold (bad or incomplete key). */
  badLink: boolean;
  bookHref: string;
  /** Where calls are: `/video` with the locale's prefix. */
  videoBase: string;
}

type Phase = 'check' | 'waiting' | 'admitted' | 'declined' | 'replaced' | 'left';
/** How often a closed or early room looks again (the therapist may open it; the time may come). */
const RECHECK_MS = 30_000;

/**
 * The therapist's online room for the person who came to it: a device check and "Join the waiting
 * room" when they may wait, the waiting itself until the therapist lets them in (then the call),
 * and otherwise when they can come (their session's time, or the therapist's next free time).
 */
export default withQueries(OnlineSession);

function OnlineSession({ lang, strings, slug, initial, link, badLink, bookHref, videoBase }: Props) {
  const t = translatorFor(strings);
  const [phase, setPhase] = useState<Phase>('check');
  const [entry, setEntry] = useState<{ id: string; key: string } | undefined>();
  const [media, setMedia] = useState<Media>('video');
  const [ready, setReady] = useState(false);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState('');
  const [note, setNote] = useState<string | null>(null);
  // Rendered on the server and in the browser's first pass alike; the browser's zone and
  // abilities replace these once it runs.
  const [mounted, setMounted] = useState(false);
  const [zone, setZone] = useState('UTC');
  const [webRtc, setWebRtc] = useState(true);
  const heading = useRef<HTMLHeadingElement>(null);

  const linkQuery = link ? `?appointment=${link.appointment}&key=${encodeURIComponent(link.key)}` : '';
  // The room as the server read it for the page; a room the visitor may not enter yet is looked at
  // again, so the check appears when it opens.
  const roomQuery = useApiQuery<RoomView>(`/api/v1/rooms/${slug}${linkQuery}`, {
    initialData: initial,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: ({ state }) =>
      phase === 'check' && (state.data?.access === 'early' || state.data?.access === 'closed') ? RECHECK_MS : false,
  });
  const room = roomQuery.data ?? initial;
  const reloadRoom = () => void roomQuery.refetch();
  const joining = useApiMutation<WaitingEntryCreated, object>((body) => ({
    path: `/api/v1/rooms/${slug}/waiting`,
    method: 'POST',
    body,
  }));
  const leaving = useApiMutation((waiting: { id: string; key: string }) => ({
    path: `/api/v1/waiting/${waiting.id}?key=${encodeURIComponent(waiting.key)}`,
    method: 'DELETE',
  }));
  const sending = joining.isPending;
  const therapistName = room.therapist.name;

  useEffect(() => {
    setZone(browserTimeZone());
    setWebRtc(typeof RTCPeerConnection !== 'undefined');
    const kept = keptEntry(slug);
    if (kept) {
      setEntry({ id: kept.id, key: kept.key });
      setMedia(kept.media);
      setName(kept.name);
      setPhase('waiting');
    }
    setMounted(true);
  }, [slug]);

  const refusal = (refused: ApiProblem) => {
    if (refused.code === 'ROOM_CLOSED') return t('room.error.closed');
    if (refused.status === 404) return t('room.badLink');
    if (refused.status === 429) return t('room.error.rateLimited');
    if (refused.code === 'NETWORK') return t('room.error.network');
    return t('room.error.generic');
  };

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
          else setProblem(refusal(refused));
          if (refused.code === 'ROOM_CLOSED') {
            setPhase('check');
            reloadRoom();
          }
        },
      },
    );
  };

  const join = (event: FormEvent) => {
    event.preventDefault();
    enter();
  };

  const onStatus = (status: WaitingStatus) => {
    if (status.status === 'waiting') return;
    forgetEntry(slug);
    setEntry(undefined);
    setNote(status.note);
    if (status.status === 'admitted' && status.call) {
      setPhase('admitted');
      window.location.assign(callHref(videoBase, status.call, media));
      return;
    }
    setPhase(status.status === 'admitted' ? 'left' : status.status);
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
      const problem = thrown as ApiProblem;
      if (problem.status === 404) left();
      else setProblem(refusal(problem));
    }
  };

  useEffect(() => {
    if (phase === 'left' || phase === 'declined' || phase === 'replaced') heading.current?.focus();
  }, [phase]);

  const time = (iso: string) => formatTime(iso, lang, zone);
  const zoneName = (iso: string) => zoneLabel(zone, lang, new Date(iso));
  const day = zonedFormat(lang, zone, { weekday: 'long', day: 'numeric', month: 'long' });
  const problemNotice = <FormProblem id="room-problem" message={problem} />;
  const bookLink = (
    <p>
      <a className="button" href={bookHref}>
        {t('room.book')}
      </a>
    </p>
  );

  if (!mounted) return <p aria-live="polite">{t('room.loading')}</p>;

  if (!webRtc) {
    return (
      <p className="notice notice-error" role="alert">
        {t('room.noWebRtc')}
      </p>
    );
  }

  if (phase === 'waiting' && entry) {
    return (
      <>
        {problemNotice}
        <Waiting
          t={t}
          lang={lang}
          zone={zone}
          therapistName={therapistName}
          entry={entry}
          startsAt={room.appointment?.startsAt ?? null}
          onStatus={onStatus}
          onGone={onGone}
          onLeave={leave}
        />
      </>
    );
  }

  if (phase === 'admitted') return <p role="status">{t('room.waiting.admitted')}</p>;

  if (phase === 'left' || phase === 'declined' || phase === 'replaced') {
    return (
      <section aria-labelledby="room-outcome" className="room-outcome">
        <h2 id="room-outcome" ref={heading} tabIndex={-1}>
          {phase === 'left'
            ? t('room.left')
            : phase === 'declined'
              ? t('room.declined', { name: therapistName })
              : t('room.replaced')}
        </h2>
        {phase === 'declined' && note && (
          <div className="notice waiting-note">
            <p>{t('room.declinedNote')}</p>
            <blockquote>{note}</blockquote>
          </div>
        )}
        {problemNotice}
        {phase === 'declined' ? (
          bookLink
        ) : (
          <p>
            <button type="button" className="button button-primary" disabled={sending} onClick={() => void enter()}>
              {phase === 'replaced' ? t('room.continueHere') : t('room.enterAgain')}
            </button>
          </p>
        )}
      </section>
    );
  }

  if (room.access === 'early' && room.appointment) {
    const startsAt = room.appointment.startsAt;
    const from = new Date(new Date(startsAt).getTime() - EARLY_ENTRY_MINUTES * 60_000).toISOString();
    return (
      <section aria-labelledby="room-early">
        <h2 id="room-early">{t('room.early.title')}</h2>
        <p>
          {t('room.early', {
            time: `${day.format(new Date(startsAt))}, ${time(startsAt)}`,
            zone: zoneName(startsAt),
            from: time(from),
          })}
        </p>
        <p>{t('room.early.stay')}</p>
      </section>
    );
  }

  if (room.access === 'early' || room.access === 'closed') {
    return (
      <section aria-labelledby="room-closed">
        {badLink && (
          <p className="notice notice-error" role="alert">
            {t('room.badLink')}
          </p>
        )}
        <h2 id="room-closed">{t('room.closed.title')}</h2>
        <p>{t('room.closed', { name: therapistName })}</p>
        <p>
          {room.nextSlot
            ? t('room.closed.next', {
                time: `${day.format(new Date(room.nextSlot))}, ${time(room.nextSlot)}`,
                zone: zoneName(room.nextSlot),
              })
            : t('room.closed.none')}
        </p>
        {bookLink}
      </section>
    );
  }

  return (
    <form className="room-check" onSubmit={join} noValidate aria-labelledby="room-check-heading">
      {badLink && (
        <p className="notice notice-error" role="alert">
          {t('room.badLink')}
        </p>
      )}
      <h2 id="room-check-heading">{t('room.check.title')}</h2>
      <p>{t('room.check.lead')}</p>
      <DeviceCheck t={t} media={media} onMedia={setMedia} onReady={setReady} />
      {room.access === 'open' && (
        <TextField
          path="name"
          form="room"
          label={t('room.name.label')}
          hint={t('room.name.hint')}
          value={name}
          onChange={setName}
          errors={errors}
          required
          autoComplete="name"
          maxLength={80}
          announce
        />
      )}
      {problemNotice}
      {ready && (
        <p>
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? t('room.joining') : t('room.join')}
          </button>
        </p>
      )}
    </form>
  );
}
