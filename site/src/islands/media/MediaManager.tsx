import type { MediaState } from '@calma/api/contract';
import { useId } from 'react';
import { useApiQuery } from '../../lib/query.ts';
import NoProfile from '../profile/NoProfile.tsx';
import QueryState from '../QueryState.tsx';
import { limitParams, MEDIA } from './media-manager/media-state.ts';
import PhotoSection from './media-manager/PhotoSection.tsx';
import PracticeSection from './media-manager/PracticeSection.tsx';
import Status from './media-manager/Status.tsx';
import { useMediaChanges } from './media-manager/use-media-changes.ts';
import VideoSection from './media-manager/VideoSection.tsx';

export { PictureView } from './media-manager/parts.tsx';

type Section = 'photo' | 'practice' | 'video';

interface Props {
  /** Which parts to show; the wizard's photo step leaves out the video. */
  sections?: readonly Section[];
}

/**
 * The therapist's profile photo, practice photos and intro video: upload (checked and converted by
 * the API), describe, reorder and remove. Every change answers the whole state, shown at once.
 */
export default function MediaManager({ sections = ['photo', 'practice', 'video'] }: Props) {
  const loaded = useApiQuery<MediaState>(MEDIA);
  const media = loaded.data;
  const changes = useMediaChanges(media);
  const idBase = useId();

  if (!media && loaded.error?.code === 'PROFILE_NOT_FOUND') return <NoProfile keys="dashboard.media" />;
  if (!media) return <QueryState query={loaded} loading="dashboard.media.loading" error="dashboard.media.loadError" />;

  const part = { media, params: limitParams(media.limits), changes, idBase };
  return (
    <div className="media-manager">
      <Status changes={changes} />
      {sections.includes('photo') && <PhotoSection {...part} />}
      {sections.includes('practice') && <PracticeSection {...part} />}
      {sections.includes('video') && <VideoSection {...part} />}
    </div>
  );
}
