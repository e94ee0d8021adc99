import type { MediaState } from '@calma/api/contract';
import { useEffect, useState } from 'react';
import { useWords } from '../../words.tsx';
import { IMAGE_ACCEPT } from './media-state.ts';
import { FilePicker, PictureView, type SectionProps } from './parts.tsx';

type Photo = MediaState['practicePhotos'][number];

/** Photos of the practice, in order, each described for people who cannot see it; added up to the limit. */
export default function PracticeSection({ media, params, changes, idBase }: SectionProps) {
  const { t } = useWords();
  const [alts, setAlts] = useState<Record<string, string>>({});
  const [newAlt, setNewAlt] = useState('');
  const photos = media.practicePhotos;

  useEffect(() => {
    setAlts(Object.fromEntries(photos.map((p) => [p.id, p.alt])));
  }, [photos]);

  return (
    <section aria-labelledby={`${idBase}-practice`} className="media-section">
      <h2 id={`${idBase}-practice`}>{t('dashboard.media.practice.heading')}</h2>
      <p className="hint">{t('dashboard.media.practice.hint', params)}</p>
      {photos.length === 0 ? (
        <p>{t('dashboard.media.practice.none')}</p>
      ) : (
        <ol className="media-list">
          {photos.map((photo, index) => (
            <PracticePhoto
              key={photo.id}
              photo={photo}
              index={index}
              last={index === photos.length - 1}
              alt={alts[photo.id] ?? ''}
              onAlt={(alt) => setAlts({ ...alts, [photo.id]: alt })}
              changes={changes}
              idBase={idBase}
            />
          ))}
        </ol>
      )}
      {photos.length >= media.limits.practicePhotos ? (
        <p>{t('dashboard.media.practice.full', params)}</p>
      ) : (
        <div className="media-add">
          <div className="field">
            <label htmlFor={`${idBase}-new-alt`}>{t('dashboard.media.practice.alt')}</label>
            <p className="hint" id={`${idBase}-new-alt-hint`}>
              {t('dashboard.media.practice.altHint')}
            </p>
            <input
              id={`${idBase}-new-alt`}
              value={newAlt}
              maxLength={300}
              aria-describedby={`${idBase}-new-alt-hint`}
              onChange={(event) => setNewAlt(event.target.value)}
            />
          </div>
          <FilePicker
            label={t('dashboard.media.practice.choose')}
            hint={t('dashboard.media.practice.fileHint', params)}
            accept={IMAGE_ACCEPT}
            disabled={changes.working}
            onFile={(file) =>
              void changes
                .upload('practice', '/api/v1/profile/practice-photos', file, media.limits.imageBytes, { alt: newAlt })
                .then((ok) => ok && setNewAlt(''))
            }
          />
        </div>
      )}
    </section>
  );
}

/** One practice photo: its description, saved on its own, and moving or removing it. */
function PracticePhoto({
  photo,
  index,
  last,
  alt,
  onAlt,
  changes,
  idBase,
}: Omit<SectionProps, 'media' | 'params'> & {
  photo: Photo;
  index: number;
  last: boolean;
  alt: string;
  onAlt: (alt: string) => void;
}) {
  const { t } = useWords();
  const { working, send, move } = changes;
  const n = index + 1;
  const altId = `${idBase}-alt-${photo.id}`;
  const url = `/api/v1/profile/practice-photos/${photo.id}`;
  return (
    <li className="media-item card">
      <PictureView
        picture={{ ...photo, alt: photo.alt }}
        sizes="(max-width: 40rem) 100vw, 320px"
        className="media-preview"
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send('alt', 'PATCH', url, t('dashboard.media.practice.altSaved'), { alt });
        }}
      >
        <div className="field">
          <label htmlFor={altId}>{t('dashboard.media.practice.altFor', { n })}</label>
          <input id={altId} value={alt} maxLength={300} onChange={(event) => onAlt(event.target.value)} />
        </div>
        <div className="button-row">
          <button type="submit" className="button" disabled={working}>
            {t('dashboard.media.practice.saveAlt')}
          </button>
          <button type="button" className="button" disabled={working || index === 0} onClick={() => move(index, -1)}>
            {t('dashboard.media.practice.moveUp', { n })}
          </button>
          <button type="button" className="button" disabled={working || last} onClick={() => move(index, 1)}>
            {t('dashboard.media.practice.moveDown', { n })}
          </button>
          <button
            type="button"
            className="button"
            disabled={working}
            onClick={() => send('practice', 'DELETE', url, t('dashboard.media.removed'))}
          >
            {t('dashboard.media.practice.remove', { n })}
          </button>
        </div>
      </form>
    </li>
  );
}
