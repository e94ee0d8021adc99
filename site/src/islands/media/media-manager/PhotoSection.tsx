import type { MediaState } from '@calma/api/contract';
import type { Translate } from '../../../i18n/format.ts';
import { IMAGE_ACCEPT, type LimitParams } from './media-state.ts';
import { FilePicker, PictureView } from './parts.tsx';
import type { MediaChanges } from './use-media-changes.ts';

/** The profile photo: shown, replaced or removed. */
export default function PhotoSection({
  media,
  params,
  changes,
  idBase,
  t,
}: {
  media: MediaState;
  params: LimitParams;
  changes: MediaChanges;
  idBase: string;
  t: Translate;
}) {
  const { working, send, upload } = changes;
  return (
    <section aria-labelledby={`${idBase}-photo`} className="media-section">
      <h2 id={`${idBase}-photo`}>{t('dashboard.media.photo.heading')}</h2>
      {media.photo ? (
        <div className="media-item">
          <PictureView
            picture={{ ...media.photo, alt: t('dashboard.media.photo.current') }}
            sizes="160px"
            className="profile-photo media-photo"
          />
          <button
            type="button"
            className="button"
            disabled={working}
            onClick={() => send('photo', 'DELETE', '/api/v1/profile/photo', t('dashboard.media.removed'))}
          >
            {t('dashboard.media.photo.remove')}
          </button>
        </div>
      ) : (
        <p>{t('dashboard.media.photo.none')}</p>
      )}
      <FilePicker
        label={t(media.photo ? 'dashboard.media.photo.replace' : 'dashboard.media.photo.choose')}
        hint={t('dashboard.media.photo.hint', params)}
        accept={IMAGE_ACCEPT}
        disabled={working}
        onFile={(file) => void upload('photo', '/api/v1/profile/photo', file, media.limits.imageBytes)}
      />
    </section>
  );
}
