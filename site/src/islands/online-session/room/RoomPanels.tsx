import type { FormEvent } from 'react';
import { formatTime, zonedFormat, zoneLabel } from '../../../lib/booking-time.ts';
import { FormProblem, TextField } from '../../forms/fields.tsx';
import { useWords } from '../../words.tsx';
import DeviceCheck from '../DeviceCheck.tsx';
import { earlyFrom, type Outcome } from './room-state.ts';
import type { Room } from './use-room.ts';

// What the room shows besides the wait itself: how the wait ended, when an early visitor may come
// in, a room that is closed (with the therapist's next free time), and the device check that leads
// into the waiting list.

interface Panel {
  room: Room;
  lang: string;
}

/** Times in the visitor's zone: a day and time, and the zone's name at that moment. */
function whenText(lang: string, zone: string, iso: string) {
  const day = zonedFormat(lang, zone, { weekday: 'long', day: 'numeric', month: 'long' });
  return `${day.format(new Date(iso))}, ${formatTime(iso, lang, zone)}`;
}

export function ProblemNotice({ problem }: { problem: string }) {
  return <FormProblem id="room-problem" message={problem} />;
}

function BookLink({ bookHref }: { bookHref: string }) {
  const { t } = useWords();
  return (
    <p>
      <a className="button" href={bookHref}>
        {t('room.book')}
      </a>
    </p>
  );
}

/** The wait is over without a call: left, declined (with the therapist's note), or continued in another tab. */
export function OutcomePanel({ room, outcome, bookHref }: Panel & { outcome: Outcome; bookHref: string }) {
  const { t } = useWords();
  const therapistName = room.room.therapist.name;
  return (
    <section aria-labelledby="room-outcome" className="room-outcome">
      <h2 id="room-outcome" ref={room.heading} tabIndex={-1}>
        {outcome === 'left'
          ? t('room.left')
          : outcome === 'declined'
            ? t('room.declined', { name: therapistName })
            : t('room.replaced')}
      </h2>
      {outcome === 'declined' && room.note && (
        <div className="notice waiting-note">
          <p>{t('room.declinedNote')}</p>
          <blockquote>{room.note}</blockquote>
        </div>
      )}
      <ProblemNotice problem={room.problem} />
      {outcome === 'declined' ? (
        <BookLink bookHref={bookHref} />
      ) : (
        <p>
          <button
            type="button"
            className="button button-primary"
            disabled={room.sending}
            onClick={() => void room.enter()}
          >
            {outcome === 'replaced' ? t('room.continueHere') : t('room.enterAgain')}
          </button>
        </p>
      )}
    </section>
  );
}

/** Come back later: from a few minutes before the session starts. */
export function EarlyPanel({ room, lang, startsAt }: Panel & { startsAt: string }) {
  const { t } = useWords();
  return (
    <section aria-labelledby="room-early">
      <h2 id="room-early">{t('room.early.title')}</h2>
      <p>
        {t('room.early', {
          time: whenText(lang, room.zone, startsAt),
          zone: zoneLabel(room.zone, lang, new Date(startsAt)),
          from: formatTime(earlyFrom(startsAt), lang, room.zone),
        })}
      </p>
      <p>{t('room.early.stay')}</p>
    </section>
  );
}

/** The room is closed: when the therapist is next free, and the way to book. */
export function ClosedPanel({ room, lang, badLink, bookHref }: Panel & { badLink: boolean; bookHref: string }) {
  const { t } = useWords();
  const { nextSlot, therapist } = room.room;
  return (
    <section aria-labelledby="room-closed">
      {badLink && (
        <p className="notice notice-error" role="alert">
          {t('room.badLink')}
        </p>
      )}
      <h2 id="room-closed">{t('room.closed.title')}</h2>
      <p>{t('room.closed', { name: therapist.name })}</p>
      <p>
        {nextSlot
          ? t('room.closed.next', {
              time: whenText(lang, room.zone, nextSlot),
              zone: zoneLabel(room.zone, lang, new Date(nextSlot)),
            })
          : t('room.closed.none')}
      </p>
      <BookLink bookHref={bookHref} />
    </section>
  );
}

/** The device check, the name (for a room open to anyone), and joining the waiting list once ready. */
export function CheckForm({ room, badLink }: Omit<Panel, 'lang'> & { badLink: boolean }) {
  const { t } = useWords();
  const join = (event: FormEvent) => {
    event.preventDefault();
    room.enter();
  };
  return (
    <form className="room-check" onSubmit={join} noValidate aria-labelledby="room-check-heading">
      {badLink && (
        <p className="notice notice-error" role="alert">
          {t('room.badLink')}
        </p>
      )}
      <h2 id="room-check-heading">{t('room.check.title')}</h2>
      <p>{t('room.check.lead')}</p>
      <DeviceCheck media={room.media} onMedia={room.setMedia} onReady={room.setReady} />
      {room.room.access === 'open' && (
        <TextField
          path="name"
          form="room"
          label={t('room.name.label')}
          hint={t('room.name.hint')}
          value={room.name}
          onChange={room.setName}
          errors={room.errors}
          required
          autoComplete="name"
          maxLength={80}
          announce
        />
      )}
      <ProblemNotice problem={room.problem} />
      {room.ready && (
        <p>
          <button type="submit" className="button button-primary" disabled={room.sending}>
            {room.sending ? t('room.joining') : t('room.join')}
          </button>
        </p>
      )}
    </form>
  );
}
