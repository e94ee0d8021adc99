import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { $favourites, setFavourite } from '../../stores/favourites.ts';
import { useWords, withWords } from '../words.tsx';

interface Props {
  slug: string;
  name: string;
  /** The `favourites.button.*` strings. */
  strings: Record<string, string>;
}

/**
 * A heart that saves a therapist to favourites: a toggle button whose name stays the same while
 * `aria-pressed` carries the state (a name that flipped to "Remove…" would contradict "pressed"),
 * and a polite announcement of what changed. Rendered only in the browser: without JavaScript there
 * is nowhere to keep a visitor's favourites, and a button that did nothing would mislead.
 */
function FavouriteButton({ slug, name }: Props) {
  const { t } = useWords();
  const saved = useStore($favourites).includes(slug);
  const [mounted, setMounted] = useState(false);
  const [message, setMessage] = useState({ text: '', error: false });
  const pending = useRef(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;

  const toggle = async () => {
    if (pending.current) return;
    pending.current = true;
    const next = !saved;
    const done = await setFavourite(slug, next);
    pending.current = false;
    if (!done) setMessage({ text: t('favourites.button.error'), error: true });
    else
      setMessage({ text: t(next ? 'favourites.button.saved' : 'favourites.button.removed', { name }), error: false });
  };

  return (
    <span className="favourite">
      <button
        type="button"
        className="favourite-button"
        aria-pressed={saved}
        aria-label={t('favourites.button.label', { name })}
        onClick={() => void toggle()}
      >
        <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.1 4c2 0 3.6 1.1 4.9 2.9C13.3 5.1 14.9 4 16.9 4c3.5 0 5.7 3.6 4.4 7.1-1.8 4.8-9.3 9.4-9.3 9.4z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <span className={message.error ? 'favourite-error' : 'visually-hidden'} aria-live="polite">
        {message.text}
      </span>
    </span>
  );
}

export default withWords(FavouriteButton);
