import { useState } from 'react';
import { useWords } from '../../words.tsx';

/** The room's address to share, with a button that copies it; or why there is none yet. */
export default function RoomLink({ roomLink }: { roomLink: string | undefined }) {
  const { t } = useWords();
  const [copied, setCopied] = useState('');
  if (!roomLink) return <p>{t('dashboard.waitingRoom.noProfile')}</p>;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(roomLink);
      setCopied(t('dashboard.waitingRoom.copied'));
    } catch {
      setCopied(t('dashboard.waitingRoom.copyFailed'));
    }
  };
  return (
    <div className="field room-link">
      <label htmlFor="waiting-room-link">{t('dashboard.waitingRoom.link')}</label>
      <div className="room-link-row">
        <input id="waiting-room-link" type="text" readOnly value={roomLink} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button" onClick={() => void copy()}>
          {t('dashboard.waitingRoom.copy')}
        </button>
      </div>
      <p aria-live="polite" className="hint">
        {copied}
      </p>
    </div>
  );
}
