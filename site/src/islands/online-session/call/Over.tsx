import { useEffect, useRef } from 'react';
import { useWords } from '../../words.tsx';
import { type OverPhase, overChoices } from './call-view.ts';
import type { MediaMode, MediaProblem } from './media.ts';

/** The camera or microphone could not be opened: why, and the ways to go on (again, sound only, chat only). */
export function MediaProblemPanel({
  problem,
  onChoose,
}: {
  problem: MediaProblem;
  onChoose: (mode: MediaMode) => void;
}) {
  const { t } = useWords();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="call-over notice" aria-labelledby="call-media-problem">
      <h2 id="call-media-problem" ref={heading} tabIndex={-1}>
        {t(`call.media.${problem}.title`)}
      </h2>
      <p>{t(`call.media.${problem}.text`)}</p>
      {problem === 'denied' && <p>{t('call.media.howToAllow')}</p>}
      <div className="call-over-actions">
        <button type="button" className="button button-primary" onClick={() => onChoose('all')}>
          {t('call.media.retry')}
        </button>
        <button type="button" className="button" onClick={() => onChoose('audio')}>
          {t('call.media.audioOnly')}
        </button>
        <button type="button" className="button" onClick={() => onChoose('none')}>
          {t('call.media.textOnly')}
        </button>
      </div>
    </section>
  );
}

/** The call is over, or never began: why, and what can be done next. */
export function Over({
  phase,
  homeHref,
  roomHref,
  signInHref,
  onRejoin,
}: {
  phase: OverPhase;
  homeHref: string;
  roomHref: string | null;
  signInHref: string;
  onRejoin: () => void;
}) {
  const { t } = useWords();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { key, rejoin, signIn, toRoom, homeIsMain } = overChoices(phase, roomHref);
  return (
    <section className="call-over" aria-labelledby="call-over-title">
      <h2 id="call-over-title" ref={heading} tabIndex={-1}>
        {t(`call.over.${key}.title`)}
      </h2>
      <p>{t(`call.over.${key}.text`)}</p>
      <div className="call-over-actions">
        {rejoin && (
          <button type="button" className="button button-primary" onClick={onRejoin}>
            {t(rejoin)}
          </button>
        )}
        {signIn && (
          <a className="button button-primary" href={signInHref}>
            {t('call.over.signIn.action')}
          </a>
        )}
        {toRoom && roomHref && (
          <a className="button button-primary" href={roomHref}>
            {t('call.over.toWaitingRoom')}
          </a>
        )}
        <a className={homeIsMain ? 'button button-primary' : 'button'} href={homeHref}>
          {t('call.over.home')}
        </a>
      </div>
    </section>
  );
}
