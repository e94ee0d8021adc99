import { useWords } from '../../words.tsx';
import type { MediaChanges } from './use-media-changes.ts';

/** How an upload is going (announced politely), and what the last change said. */
export default function Status({ changes }: { changes: MediaChanges }) {
  const { t } = useWords();
  const { busy, progress, message } = changes;
  return (
    <>
      <div aria-live="polite" className="media-status">
        {busy !== null && (
          <p>
            {progress !== null && progress < 1
              ? t('dashboard.media.uploading', { percent: Math.round(progress * 100) })
              : t('dashboard.media.processing')}
          </p>
        )}
      </div>
      {message && (
        <p className={message.error ? 'notice notice-error' : 'notice'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </>
  );
}
