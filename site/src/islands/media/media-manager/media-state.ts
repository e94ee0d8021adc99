import { LOCALES, type Locale, type MediaState } from '@calma/api/contract';

// What the media manager decides without React: the limits as its messages state them, a video's
// length, the practice photos' order after a move, and the captions' language to start with.

export const MEDIA = '/api/v1/profile/media';
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

const MB = 1024 * 1024;

/** The parameters every media message may name: sizes in MB, the video's minutes, photo counts and widths. */
export type LimitParams = ReturnType<typeof limitParams>;

export const limitParams = (limits: MediaState['limits']) => ({
  mb: Math.round(limits.imageBytes / MB),
  videoMb: Math.round(limits.videoBytes / MB),
  minutes: Math.round(limits.videoSeconds / 60),
  max: limits.practicePhotos,
  min: limits.photoMinWidth,
  practiceMin: limits.practicePhotoMinWidth,
});

/** A refusal's parameters: a too-narrow image names the width the API asked for, when it said. */
export const refusalParams = (params: LimitParams, details: unknown) => ({
  ...params,
  min: (details as { minWidth?: number } | undefined)?.minWidth ?? params.min,
});

/** A video's length as minutes and seconds (`2:05`). */
export const duration = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** The practice photos' ids after moving the one at `index` up (-1) or down (1). */
export function movedOrder(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const order = [...ids];
  const [moved] = order.splice(index, 1);
  order.splice(index + by, 0, moved as string);
  return order;
}

/** Captions are most likely in the viewer's language; English when the dashboard's is not one of the locales. */
export const captionsLanguageFor = (locale: string): Locale =>
  (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'en';
