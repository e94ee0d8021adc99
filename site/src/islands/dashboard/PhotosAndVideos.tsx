import MediaManager from '../media/MediaManager.tsx';
import { useWords } from '../words.tsx';
import { publicPath } from './types.ts';

/** The profile's photos and intro video, with the uploader the profile wizard also uses. */
export default function PhotosAndVideos() {
  const { t, locale } = useWords();
  return (
    <section>
      <h1>{t('dashboard.media.title')}</h1>
      <p>{t('dashboard.media.lead')}</p>
      <MediaManager t={t} locale={locale} createProfileHref={publicPath(locale, '/home/profile/create')} />
    </section>
  );
}
