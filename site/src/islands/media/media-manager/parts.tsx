import type { MediaState, Picture } from '@calma/api/contract';
import { type ChangeEvent, type ReactNode, useId } from 'react';
import { useWords } from '../../words.tsx';
import type { LimitParams } from './media-state.ts';
import type { MediaChanges } from './use-media-changes.ts';

/** What each section of the media manager (photo, practice photos, video) is given. */
export interface SectionProps {
  media: MediaState;
  /** The limits, as the hints word them. */
  params: LimitParams;
  changes: MediaChanges;
  /** Unique on the page; the sections' headings take their ids from it. */
  idBase: string;
}

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
export function FilePicker({
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

/**
 * One file of the profile (the photo, the video, its poster, its captions) as it is now: shown, with
 * a button that removes it, or a line saying there is none.
 */
export function CurrentFile({
  kind,
  path,
  changes,
  children,
}: {
  kind: 'photo' | 'video' | 'poster' | 'captions';
  /** Where it is removed (DELETE). */
  path: string;
  changes: MediaChanges;
  /** What shows the file; nothing when there is none. */
  children: ReactNode;
}) {
  const { t } = useWords();
  if (!children) return <p>{t(`dashboard.media.${kind}.none`)}</p>;
  return (
    <div className="media-item">
      {children}
      <button
        type="button"
        className="button"
        disabled={changes.working}
        onClick={() => changes.send(kind, 'DELETE', path, t('dashboard.media.removed'))}
      >
        {t(`dashboard.media.${kind}.remove`)}
      </button>
    </div>
  );
}
