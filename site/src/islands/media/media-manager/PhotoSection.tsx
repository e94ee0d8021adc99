import { useWords } from '../../words.tsx';
import { IMAGE_ACCEPT } from './media-state.ts';
import { CurrentFile, FilePicker, PictureView, type SectionProps } from './parts.tsx';

/** The profile photo: shown, replaced or removed. */
export default function PhotoSection({ media, params, changes, idBase }: SectionProps) {
  const { t } = useWords();
  const { working, upload } = changes;
  return (
    <section aria-labelledby={`${idBase}-photo`} className="media-section">
      <h2 id={`${idBase}-photo`}>{t('dashboard.media.photo.heading')}</h2>
      <CurrentFile kind="photo" path="/api/v1/profile/photo" changes={changes}>
        {media.photo && (
          <PictureView
            picture={{ ...media.photo, alt: t('dashboard.media.photo.current') }}
            sizes="160px"
            className="profile-photo media-photo"
          />
        )}
      </CurrentFile>
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
