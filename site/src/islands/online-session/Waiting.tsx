import { WAITING_HEARTBEAT_SECONDS, type WaitingStatus } from '@calma/api/contract';
import { useEffect, useRef, useState } from 'react';
import { formatTime, zoneLabel } from '../../lib/booking-time.ts';
import { useLive } from '../../lib/live.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useWords } from '../words.tsx';

/** How often the "running late" notice looks at the clock. */
const CLOCK_EVERY_MS = 30_000;

interface Props {
  lang: string;
  zone: string;
  therapistName: string;
  entry: { id: string; key: string };
  /** When the visitor's session is scheduled to start, if they wait for one. */
  startsAt: string | null;
  /** Every answer about the entry: the parent moves on when it is no longer `waiting`. */
  onStatus: (status: WaitingStatus) => void;
  /** The entry no longer exists (its key does not hold). */
  onGone: () => void;
  onLeave: () => Promise<void>;
}

/**
 * Waiting until the therapist lets the visitor in: followed live, and asked every
 * WAITING_HEARTBEAT_SECONDS, which also tells the server the page is still open (and is what the
 * page relies on when the live socket cannot connect).
 */
export default function Waiting({ lang, zone, therapistName, entry, startsAt, onStatus, onGone, onLeave }: Props) {
  const { t } = useWords();
  const [now, setNow] = useState(() => Date.now());
  const [leaving, setLeaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const report = useRef(onStatus);
  report.current = onStatus;
  const gone = useRef(onGone);
  gone.current = onGone;

  // Asked also while the tab is in the background: each question tells the server the page is open.
  const status = useApiQuery<WaitingStatus>(`/api/v1/waiting/${entry.id}?key=${encodeURIComponent(entry.key)}`, {
    refetchInterval: WAITING_HEARTBEAT_SECONDS * 1000,
    refetchIntervalInBackground: true,
  });
  const answer = status.data;
  const entryGone = status.error?.status === 404;
  const offline = status.isError && !entryGone;
  const note = answer?.note ?? null;

  useLive({ waiting: entry.id, waitingKey: entry.key }, (event) => {
    if (event.type === 'waiting' || event.type === 'resync') void status.refetch();
  });
  // Every answer goes to the page, which moves on once the entry is no longer waiting.
  useEffect(() => {
    if (answer) report.current(answer);
  }, [answer]);
  useEffect(() => {
    if (entryGone) gone.current();
  }, [entryGone]);

  useEffect(() => {
    heading.current?.focus();
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);

  const late = startsAt !== null && new Date(startsAt).getTime() < now;

  return (
    <section className="waiting" aria-labelledby="waiting-heading">
      <h2 id="waiting-heading" ref={heading} tabIndex={-1}>
        {t('room.waiting.title')}
      </h2>
      <div aria-live="polite" className="waiting-status">
        <p className="waiting-lead">
          <span className="waiting-pulse" aria-hidden="true" /> {t('room.waiting.status')}
        </p>
        {late && <p className="notice">{t('room.waiting.late')}</p>}
        {note && (
          <div className="notice waiting-note">
            <p>{t('room.waiting.note', { name: therapistName })}</p>
            <blockquote>{note}</blockquote>
          </div>
        )}
      </div>
      {offline && (
        <p className="notice notice-error" role="alert">
          {t('room.waiting.reconnecting')}
        </p>
      )}
      <p>{t('room.waiting.keepOpen')}</p>
      {startsAt && (
        <p>
          {t('room.waiting.scheduled', {
            time: formatTime(startsAt, lang, zone),
            zone: zoneLabel(zone, lang, new Date(startsAt)),
          })}
        </p>
      )}
      <p>
        <button
          type="button"
          className="button"
          disabled={leaving}
          onClick={async () => {
            setLeaving(true);
            await onLeave();
            setLeaving(false);
          }}
        >
          {t('room.leave')}
        </button>
      </p>
    </section>
  );
}
