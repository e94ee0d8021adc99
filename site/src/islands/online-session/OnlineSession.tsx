import type { RoomView } from '@calma/api/contract';
import { withQueries } from '../../lib/query.ts';
import { useWords, withWords } from '../words.tsx';
import { CheckForm, ClosedPanel, EarlyPanel, OutcomePanel, ProblemNotice } from './room/RoomPanels.tsx';
import { isOutcome } from './room/room-state.ts';
import { useRoom } from './room/use-room.ts';
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
  callBase: string;
}

/**
 * The therapist's online room for the person who came to it: a device check and "Join the waiting
 * room" when they may wait, the waiting itself until the therapist lets them in (then the call),
 * and otherwise when they can come (their session's time, or the therapist's next free time).
 */
export default withQueries(withWords(OnlineSession));

function OnlineSession({ lang, slug, initial, link, badLink, bookHref, callBase }: Props) {
  const { t } = useWords();
  const room = useRoom({ t, slug, initial, link, callBase });
  const { phase, entry } = room;
  const { access, appointment } = room.room;

  if (!room.mounted) return <p aria-live="polite">{t('room.loading')}</p>;

  if (!room.webRtc) {
    return (
      <p className="notice notice-error" role="alert">
        {t('room.noWebRtc')}
      </p>
    );
  }

  if (phase === 'waiting' && entry) {
    return (
      <>
        <ProblemNotice problem={room.problem} />
        <Waiting
          lang={lang}
          zone={room.zone}
          therapistName={room.room.therapist.name}
          entry={entry}
          startsAt={appointment?.startsAt ?? null}
          onStatus={room.onStatus}
          onGone={room.onGone}
          onLeave={room.leave}
        />
      </>
    );
  }

  if (phase === 'admitted') return <p role="status">{t('room.waiting.admitted')}</p>;
  if (isOutcome(phase)) return <OutcomePanel room={room} lang={lang} outcome={phase} bookHref={bookHref} />;
  if (access === 'early' && appointment) return <EarlyPanel room={room} lang={lang} startsAt={appointment.startsAt} />;
  if (access === 'early' || access === 'closed')
    return <ClosedPanel room={room} lang={lang} badLink={badLink} bookHref={bookHref} />;
  return <CheckForm room={room} badLink={badLink} />;
}
