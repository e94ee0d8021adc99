import type { Locale, MediaState, Picture } from '@calma/api/contract';
import { displayNames, LOCALES } from '@calma/api/contract';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import type { Translate } from '../../i18n/format.ts';
import type { ApiProblem } from '../../lib/api-client.ts';
import { type ApiCall, useApiCache, useApiMutation, useApiQuery } from '../../lib/query.ts';
import { errorMessage, uploadFile } from '../../lib/upload.ts';
import QueryState from '../QueryState.tsx';

type Section = 'photo' | 'practice' | 'video';

interface Props {
  t: Translate;
  locale: string;
  /** Which parts to show; the wizard's photo step leaves out the video. */
  sections?: readonly Section[];
  /** Where a therapist without a profile starts one. */
  createProfileHref: string;
}

const MB = 1024 * 1024;
const MEDIA = '/api/v1/profile/media';

/** A stored image as the profile shows it: AVIF and WebP where supported, JPEG otherwise. */
export function PictureView({ picture, sizes, className }: { picture: Picture; sizes: string; className?: string }) {
  return (
    <picture>
      {picture.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcset}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        className={className}
        loading="lazy"
      />
    </picture>
  );
}

/** A labelled file input that uploads as soon as a file is chosen. */
function FilePicker({
  label,
  hint,
  accept,
  disabled,
  onFile,
}: {
  label: string;
  hint: string;
  accept: string;
  disabled: boolean;
  onFile: (file: File) => void;
}) {
  const id = useId();
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p className="hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onChange={change}
      />
    </div>
  );
}

const duration = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * The therapist's profile photo, practice photos and intro video: upload (checked and converted by
 * the API), describe, reorder and remove. Every change answers the whole state, shown at once.
 */
export default function MediaManager({
  t,
  locale,
  sections = ['photo', 'practice', 'video'],
  createProfileHref,
}: Props) {
  const loaded = useApiQuery<MediaState>(MEDIA);
  const media = loaded.data;
  const cache = useApiCache();
  // Every change answers the whole state, put in place at once.
  const change = useApiMutation<MediaState, ApiCall>((call) => call, { onSuccess: (next) => cache.set(MEDIA, next) });
  const [busy, setBusy] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [alts, setAlts] = useState<Record<string, string>>({});
  const [newAlt, setNewAlt] = useState('');
  const [captionsLanguage, setCaptionsLanguage] = useState<Locale>(
    (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'en',
  );
  const newAltId = useId();
  const languageId = useId();

  useEffect(() => {
    if (media) setAlts(Object.fromEntries(media.practicePhotos.map((p) => [p.id, p.alt])));
  }, [media]);

  if (!media && loaded.error?.code === 'PROFILE_NOT_FOUND') {
    return (
      <p className="notice">
        {t('dashboard.media.noProfile')} <a href={createProfileHref}>{t('dashboard.media.createProfile')}</a>
      </p>
    );
  }
  if (!media)
    return <QueryState query={loaded} t={t} loading="dashboard.media.loading" error="dashboard.media.loadError" />;

  const limits = media.limits;
  const params = {
    mb: Math.round(limits.imageBytes / MB),
    videoMb: Math.round(limits.videoBytes / MB),
    minutes: Math.round(limits.videoSeconds / 60),
    max: limits.practicePhotos,
    min: limits.photoMinWidth,
    practiceMin: limits.practicePhotoMinWidth,
  };
  const fail = (error: Pick<ApiProblem, 'code' | 'details'>) => {
    const details = (error.details ?? {}) as { minWidth?: number };
    setMessage({
      text: errorMessage(t, 'dashboard.media', error, { ...params, min: details.minWidth ?? params.min }),
      error: true,
    });
  };
  const done = (next: MediaState, text: string) => {
    cache.set(MEDIA, next);
    setMessage({ text, error: false });
  };

  const upload = async (
    what: string,
    url: string,
    file: File,
    maxBytes: number,
    fields: Record<string, string> = {},
  ) => {
    setMessage(null);
    // The API checks again; refusing here saves sending a file that cannot be accepted.
    if (file.size > maxBytes) {
      fail({ code: 'FILE_TOO_LARGE' });
      return false;
    }
    setBusy(what);
    setProgress(0);
    const result = await uploadFile<MediaState>(url, file, { fields, onProgress: setProgress });
    setBusy(null);
    setProgress(null);
    if (!result.ok) {
      fail(result.problem);
      return false;
    }
    done(result.body, t('dashboard.media.saved'));
    return true;
  };
  const send = (what: string, method: 'DELETE' | 'PUT' | 'PATCH', url: string, text: string, body?: unknown) => {
    setMessage(null);
    setBusy(what);
    change.mutate(
      { path: url, method, body },
      {
        onSuccess: () => setMessage({ text, error: false }),
        onError: fail,
        onSettled: () => setBusy(null),
      },
    );
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = media.practicePhotos.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved as string);
    send('order', 'PUT', '/api/v1/profile/practice-photos/order', t('dashboard.media.saved'), { ids });
  };

  const imageAccept = 'image/jpeg,image/png,image/webp,image/avif';
  const working = busy !== null;
  const languageNames = displayNames(locale, { type: 'language' });

  return (
    <div className="media-manager">
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

      {sections.includes('photo') && (
        <section aria-labelledby={`${newAltId}-photo`} className="media-section">
          <h2 id={`${newAltId}-photo`}>{t('dashboard.media.photo.heading')}</h2>
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
            accept={imageAccept}
            disabled={working}
            onFile={(file) => void upload('photo', '/api/v1/profile/photo', file, limits.imageBytes)}
          />
        </section>
      )}

      {sections.includes('practice') && (
        <section aria-labelledby={`${newAltId}-practice`} className="media-section">
          <h2 id={`${newAltId}-practice`}>{t('dashboard.media.practice.heading')}</h2>
          <p className="hint">{t('dashboard.media.practice.hint', params)}</p>
          {media.practicePhotos.length === 0 ? (
            <p>{t('dashboard.media.practice.none')}</p>
          ) : (
            <ol className="media-list">
              {media.practicePhotos.map((photo, index) => {
                const n = index + 1;
                const altId = `${newAltId}-alt-${photo.id}`;
                return (
                  <li key={photo.id} className="media-item card">
                    <PictureView
                      picture={{ ...photo, alt: photo.alt }}
                      sizes="(max-width: 40rem) 100vw, 320px"
                      className="media-preview"
                    />
                    <form
                      onSubmit={(event) => {
                        event.preventDefault();
                        send(
                          'alt',
                          'PATCH',
                          `/api/v1/profile/practice-photos/${photo.id}`,
                          t('dashboard.media.practice.altSaved'),
                          { alt: alts[photo.id] ?? '' },
                        );
                      }}
                    >
                      <div className="field">
                        <label htmlFor={altId}>{t('dashboard.media.practice.altFor', { n })}</label>
                        <input
                          id={altId}
                          value={alts[photo.id] ?? ''}
                          maxLength={300}
                          onChange={(event) => setAlts({ ...alts, [photo.id]: event.target.value })}
                        />
                      </div>
                      <div className="button-row">
                        <button type="submit" className="button" disabled={working}>
                          {t('dashboard.media.practice.saveAlt')}
                        </button>
                        <button
                          type="button"
                          className="button"
                          disabled={working || index === 0}
                          onClick={() => move(index, -1)}
                        >
                          {t('dashboard.media.practice.moveUp', { n })}
                        </button>
                        <button
                          type="button"
                          className="button"
                          disabled={working || index === media.practicePhotos.length - 1}
                          onClick={() => move(index, 1)}
                        >
                          {t('dashboard.media.practice.moveDown', { n })}
                        </button>
                        <button
                          type="button"
                          className="button"
                          disabled={working}
                          onClick={() =>
                            send(
                              'practice',
                              'DELETE',
                              `/api/v1/profile/practice-photos/${photo.id}`,
                              t('dashboard.media.removed'),
                            )
                          }
                        >
                          {t('dashboard.media.practice.remove', { n })}
                        </button>
                      </div>
                    </form>
                  </li>
                );
              })}
            </ol>
          )}
          {media.practicePhotos.length >= limits.practicePhotos ? (
            <p>{t('dashboard.media.practice.full', params)}</p>
          ) : (
            <div className="media-add">
              <div className="field">
                <label htmlFor={`${newAltId}-new-alt`}>{t('dashboard.media.practice.alt')}</label>
                <p className="hint" id={`${newAltId}-new-alt-hint`}>
                  {t('dashboard.media.practice.altHint')}
                </p>
                <input
                  id={`${newAltId}-new-alt`}
                  value={newAlt}
                  maxLength={300}
                  aria-describedby={`${newAltId}-new-alt-hint`}
                  onChange={(event) => setNewAlt(event.target.value)}
                />
              </div>
              <FilePicker
                label={t('dashboard.media.practice.choose')}
                hint={t('dashboard.media.practice.fileHint', params)}
                accept={imageAccept}
                disabled={working}
                onFile={(file) =>
                  void upload('practice', '/api/v1/profile/practice-photos', file, limits.imageBytes, {
                    alt: newAlt,
                  }).then((ok) => ok && setNewAlt(''))
                }
              />
            </div>
          )}
        </section>
      )}

      {sections.includes('video') && (
        <section aria-labelledby={`${newAltId}-video`} className="media-section">
          <h2 id={`${newAltId}-video`}>{t('dashboard.media.video.heading')}</h2>
          {media.video ? (
            <div className="media-item">
              {/* biome-ignore lint/a11y/useMediaCaption: captions are added below when the therapist uploads them. */}
              <video
                controls
                preload="metadata"
                className="media-video"
                poster={media.video.poster?.src}
                aria-label={t('dashboard.media.video.preview')}
              >
                <source src={media.video.src} type={media.video.type} />
                {media.video.captions && (
                  <track
                    kind="captions"
                    src={media.video.captions.src}
                    srcLang={media.video.captions.language}
                    label={languageNames.of(media.video.captions.language)}
                    default
                  />
                )}
              </video>
              <p>{t('dashboard.media.video.length', { duration: duration(media.video.durationSeconds) })}</p>
              <button
                type="button"
                className="button"
                disabled={working}
                onClick={() => send('video', 'DELETE', '/api/v1/profile/video', t('dashboard.media.removed'))}
              >
                {t('dashboard.media.video.remove')}
              </button>
            </div>
          ) : (
            <p>{t('dashboard.media.video.none')}</p>
          )}
          <FilePicker
            label={t(media.video ? 'dashboard.media.video.replace' : 'dashboard.media.video.choose')}
            hint={t('dashboard.media.video.hint', params)}
            accept="video/mp4,video/webm"
            disabled={working}
            onFile={(file) => void upload('video', '/api/v1/profile/video', file, limits.videoBytes)}
          />

          {media.video && (
            <>
              <h3>{t('dashboard.media.poster.heading')}</h3>
              {media.video.poster ? (
                <div className="media-item">
                  <PictureView
                    picture={{ ...media.video.poster, alt: t('dashboard.media.poster.current') }}
                    sizes="(max-width: 40rem) 100vw, 320px"
                    className="media-preview"
                  />
                  <button
                    type="button"
                    className="button"
                    disabled={working}
                    onClick={() =>
                      send('poster', 'DELETE', '/api/v1/profile/video/poster', t('dashboard.media.removed'))
                    }
                  >
                    {t('dashboard.media.poster.remove')}
                  </button>
                </div>
              ) : (
                <p>{t('dashboard.media.poster.none')}</p>
              )}
              <FilePicker
                label={t('dashboard.media.poster.choose')}
                hint={t('dashboard.media.poster.hint', params)}
                accept={imageAccept}
                disabled={working}
                onFile={(file) => void upload('poster', '/api/v1/profile/video/poster', file, limits.imageBytes)}
              />

              <h3>{t('dashboard.media.captions.heading')}</h3>
              <p className="hint">{t('dashboard.media.captions.hint')}</p>
              {media.video.captions ? (
                <div className="media-item">
                  <p>
                    {t('dashboard.media.captions.current', {
                      language: languageNames.of(media.video.captions.language) ?? media.video.captions.language,
                    })}
                  </p>
                  <button
                    type="button"
                    className="button"
                    disabled={working}
                    onClick={() =>
                      send('captions', 'DELETE', '/api/v1/profile/video/captions', t('dashboard.media.removed'))
                    }
                  >
                    {t('dashboard.media.captions.remove')}
                  </button>
                </div>
              ) : (
                <p>{t('dashboard.media.captions.none')}</p>
              )}
              <div className="field">
                <label htmlFor={languageId}>{t('dashboard.media.captions.language')}</label>
                <select
                  id={languageId}
                  value={captionsLanguage}
                  onChange={(event) => setCaptionsLanguage(event.target.value as Locale)}
                >
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
                  void upload('captions', '/api/v1/profile/video/captions', file, limits.captionsBytes, {
                    language: captionsLanguage,
                  })
                }
              />
            </>
          )}
        </section>
      )}
    </div>
  );
}
