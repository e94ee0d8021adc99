import { useEffect, useState } from 'react';

interface Props {
  value: string;
  /** The button's visible word ("Copy"). */
  text: string;
  /** Its name for assistive technology, naming what it copies ("Copy IBAN"); holds `text`. */
  label: string;
  copied: string;
  failed: string;
}

/**
 * Copies one payment detail. It appears only once the page runs scripts: without them the value
 * is still there to select, and a button that did nothing would only mislead.
 */
export default function CopyButton({ value, text, label, copied, failed }: Props) {
  const [ready, setReady] = useState(false);
  const [said, setSaid] = useState('');
  useEffect(() => setReady(true), []);
  if (!ready) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setSaid(copied);
    } catch {
      // A denied permission or an older browser: the value stays on the page to select by hand.
      setSaid(failed);
    }
  };

  return (
    <>
      {' '}
      <button type="button" className="button button-small" aria-label={label} onClick={() => void copy()}>
        {text}
      </button>{' '}
      <span role="status" className="hint">
        {said}
      </span>
    </>
  );
}
