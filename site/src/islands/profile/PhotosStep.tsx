import { localizePath } from '@calma/api/contract';
import { translatorFor } from '../../i18n/format.ts';
import { withQueries } from '../../lib/query.ts';
import MediaManager from '../media/MediaManager.tsx';

/** The UI strings this island needs: pass `photosStepStrings(ui[locale])`. */
export const photosStepStrings = (all: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(all).filter(([key]) => key.startsWith('dashboard.media.') || key.startsWith('problem.')),
  );

interface Props {
  locale: string;
  /** `photosStepStrings(ui[locale])`. */
  strings: Record<string, string>;
}

/**
 * The profile wizard's photo step: profile photo and practice photos, with the same uploader as the
 * dashboard's photos-and-videos screen (the intro video is added there). Uploads are saved at once,
 * so the step has nothing to submit; the wizard's own navigation moves on.
 */
export default withQueries(PhotosStep);

function PhotosStep({ locale, strings }: Props) {
  return (
    <MediaManager
      t={translatorFor(strings)}
      locale={locale}
      sections={['photo', 'practice']}
      createProfileHref={localizePath(locale, '/home/profile/create')}
    />
  );
}
