import { withQueries } from '../../lib/query.ts';
import MediaManager from '../media/MediaManager.tsx';
import { withWords } from '../words.tsx';

interface Props {
  locale: string;
  /** `photosStepStrings(locale)` (lib/profile-wizard.ts). */
  strings: Record<string, string>;
}

/**
 * The profile wizard's photo step: profile photo and practice photos, with the same uploader as the
 * dashboard's photos-and-videos screen (the intro video is added there). Uploads are saved at once,
 * so the step has nothing to submit; the wizard's own navigation moves on.
 */
export default withQueries(withWords(PhotosStep));

function PhotosStep(_props: Props) {
  return <MediaManager sections={['photo', 'practice']} />;
}
