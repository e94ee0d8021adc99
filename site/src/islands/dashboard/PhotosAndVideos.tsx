import MediaManager from '../media/MediaManager.tsx';
import { useWords } from '../words.tsx';

/** The profile's photos and intro video, with the uploader the profile wizard also uses. */
export default function PhotosAndVideos() {
  const { t } = useWords();
  return (
    <section>
      <h1>{t('dashboard.media.title')}</h1>
      <p>{t('dashboard.media.lead')}</p>
      <MediaManager />
    </section>
  );
}
