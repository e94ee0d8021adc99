import { displayNames, LOCALES, type Locale, type MediaState } from '@calma/api/contract';
import { useId, useState } from 'react';
import { useWords } from '../../words.tsx';
import { captionsLanguageFor, duration, IMAGE_ACCEPT, type LimitParams } from './media-state.ts';
import { CurrentFile, FilePicker, PictureView, type SectionProps } from './parts.tsx';
import type { MediaChanges } from './use-media-changes.ts';

type Video = NonNullable<MediaState['video']>;

/** The intro video: shown, replaced or removed; once there is one, its poster and captions. */
export default function VideoSection({ media, params, changes, idBase }: SectionProps) {
  const { t, locale } = useWords();
  const { working, upload } = changes;
  // Kept here, not in the captions part: it outlives a video replaced or removed and added again.
  const [language, setLanguage] = useState<Locale>(captionsLanguageFor(locale));
  const languageNames = displayNames(locale, { type: 'language' });
  const video = media.video;
  // What the poster and captions parts are given, once there is a video.
  const part: Part | null = video && { video, limits: media.limits, changes };
  return (
    <section aria-labelledby={`${idBase}-video`} className="media-section">
      <h2 id={`${idBase}-video`}>{t('dashboard.media.video.heading')}</h2>
      <CurrentFile kind="video" path="/api/v1/profile/video" changes={changes}>
        {video && (
          <>
            {/* biome-ignore lint/a11y/useMediaCaption: captions are added below when the therapist uploads them. */}
            <video
              controls
              preload="metadata"
              className="media-video"
              poster={video.poster?.src}
              aria-label={t('dashboard.media.video.preview')}
            >
              <source src={video.src} type={video.type} />
              {video.captions && (
                <track
                  kind="captions"
                  src={video.captions.src}
                  srcLang={video.captions.language}
                  label={languageNames.of(video.captions.language)}
                  default
                />
              )}
            </video>
            <p>{t('dashboard.media.video.length', { duration: duration(video.durationSeconds) })}</p>
          </>
        )}
      </CurrentFile>
      <FilePicker
        label={t(video ? 'dashboard.media.video.replace' : 'dashboard.media.video.choose')}
        hint={t('dashboard.media.video.hint', params)}
        accept="video/mp4,video/webm"
        disabled={working}
        onFile={(file) => void upload('video', '/api/v1/profile/video', file, media.limits.videoBytes)}
      />
      {part && (
        <>
          <Poster {...part} params={params} />
          <Captions {...part} language={language} onLanguage={setLanguage} />
        </>
      )}
    </section>
  );
}

interface Part {
  video: Video;
  limits: MediaState['limits'];
  changes: MediaChanges;
}

/** The still shown before the video plays. */
function Poster({ video, limits, params, changes }: Part & { params: LimitParams }) {
  const { t } = useWords();
  const { working, upload } = changes;
  return (
    <>
      <h3>{t('dashboard.media.poster.heading')}</h3>
      <CurrentFile kind="poster" path="/api/v1/profile/video/poster" changes={changes}>
        {video.poster && (
          <PictureView
            picture={{ ...video.poster, alt: t('dashboard.media.poster.current') }}
            sizes="(max-width: 40rem) 100vw, 320px"
            className="media-preview"
          />
        )}
      </CurrentFile>
      <FilePicker
        label={t('dashboard.media.poster.choose')}
        hint={t('dashboard.media.poster.hint', params)}
        accept={IMAGE_ACCEPT}
        disabled={working}
        onFile={(file) => void upload('poster', '/api/v1/profile/video/poster', file, limits.imageBytes)}
      />
    </>
  );
}

/** The video's captions (WebVTT) in one language. */
function Captions({
  video,
  limits,
  changes,
  language,
  onLanguage,
}: Part & { language: Locale; onLanguage: (language: Locale) => void }) {
  const { t, locale } = useWords();
  const { working, upload } = changes;
  const languageId = useId();
  const languageNames = displayNames(locale, { type: 'language' });
  return (
    <>
      <h3>{t('dashboard.media.captions.heading')}</h3>
      <p className="hint">{t('dashboard.media.captions.hint')}</p>
      <CurrentFile kind="captions" path="/api/v1/profile/video/captions" changes={changes}>
        {video.captions && (
          <p>
            {t('dashboard.media.captions.current', {
              language: languageNames.of(video.captions.language) ?? video.captions.language,
            })}
          </p>
        )}
      </CurrentFile>
      <div className="field">
        <label htmlFor={languageId}>{t('dashboard.media.captions.language')}</label>
        <select id={languageId} value={language} onChange={(event) => onLanguage(event.target.value as Locale)}>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {languageNames.of(l)}
            </option>
          ))}
        </select>
      </div>
      <FilePicker
        label={t('dashboard.media.captions.choose')}
        hint={t('dashboard.media.captions.fileHint')}
        accept=".vtt,text/vtt"
        disabled={working}
        onFile={(file) =>
          void upload('captions', '/api/v1/profile/video/captions', file, limits.captionsBytes, { language })
        }
      />
    </>
  );
}
