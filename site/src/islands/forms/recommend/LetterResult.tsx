import { langTag } from '@calma/api/contract';
import { useEffect, useRef, useState } from 'react';
import { useWords } from '../../words.tsx';
import { type Letter, letterText, PREFIX } from './recommend-state.ts';
import SendLetter from './SendLetter.tsx';

interface Props {
  id: string;
  letter: Letter;
  /** Counts the letters written; each new one takes focus. */
  created: number;
  busy: boolean;
  /** Asks Calma to send the letter, with the confirmation as ticked; the answer, or the refusal. */
  onSend: SendLetterProps['onSend'];
}

type SendLetterProps = Parameters<typeof SendLetter>[0];

/**
 * The letter as written: subject and body to read, copy, open in one's own email program or
 * download; and, when an HR address was given, Calma sending it.
 */
export default function LetterResult({ id, letter, created, busy, onSend }: Props) {
  const { t } = useWords();
  const [copyState, setCopyState] = useState<'copied' | 'failed' | undefined>();
  const [downloadUrl, setDownloadUrl] = useState<string | undefined>();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const bodyArea = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (created > 0) resultHeading.current?.focus();
  }, [created]);
  // The download is a file made in the browser; its address lives as long as the letter does.
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([letterText(letter)], { type: 'text/plain;charset=utf-8' }));
    setDownloadUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [letter]);

  const copy = async (text: string, select?: HTMLTextAreaElement | null) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
    } catch {
      // Without clipboard access (an older browser, a denied permission) the text is at least
      // selected, ready for the reader's own copy command.
      select?.focus();
      select?.select();
      setCopyState('failed');
    }
  };

  return (
    <section className="card letter-result" aria-labelledby={`${id}-result`}>
      <h3 id={`${id}-result`} ref={resultHeading} tabIndex={-1}>
        {t(`${PREFIX}.result.heading`)}
      </h3>
      <p>{t(`${PREFIX}.result.lead`)}</p>
      <div className="field">
        <label htmlFor={`${id}-subject`}>{t(`${PREFIX}.subject`)}</label>
        <input id={`${id}-subject`} type="text" readOnly value={letter.subject} lang={langTag(letter.language)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-body`}>{t(`${PREFIX}.body`)}</label>
        <textarea
          id={`${id}-body`}
          ref={bodyArea}
          readOnly
          rows={18}
          value={letter.body}
          lang={langTag(letter.language)}
        />
      </div>
      <div className="button-row">
        <button type="button" className="button" onClick={() => void copy(letter.body, bodyArea.current)}>
          {t(`${PREFIX}.copy`)}
        </button>
        <button type="button" className="button" onClick={() => void copy(letter.subject)}>
          {t(`${PREFIX}.copySubject`)}
        </button>
        <a className="button" href={letter.mailto}>
          {t(`${PREFIX}.mailto`)}
        </a>
        {downloadUrl && (
          <a className="button" href={downloadUrl} download={`${t(`${PREFIX}.filename`)}.txt`}>
            {t(`${PREFIX}.download`)}
          </a>
        )}
      </div>
      <p aria-live="polite" className="hint">
        {copyState && t(copyState === 'copied' ? `${PREFIX}.copied` : `${PREFIX}.copyFailed`)}
      </p>

      <h3>{t(`${PREFIX}.send.heading`)}</h3>
      {letter.to ? (
        <SendLetter id={id} to={letter.to} busy={busy} onSend={onSend} />
      ) : (
        <p>{t(`${PREFIX}.send.noEmail`)}</p>
      )}
    </section>
  );
}
