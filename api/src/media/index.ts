import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { LOCALES, type Locale } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import type { ImageVariant, TherapistMediaTable } from '../db/schema.ts';
import { touchTherapist } from '../directory/owner.ts';
import { AppError, notFound } from '../errors.ts';
import type { MediaState, Picture, Video } from '../schemas/media.ts';
import type { FileStore } from '../storage/index.ts';
import { IMAGE_PLANS, renderImage } from './images.ts';
import { MB, type ReceivedFile, sniff } from './upload.ts';
import { videoDuration } from './video.ts';

export const MEDIA_LIMITS = {
  imageBytes: 10 * MB,
  videoBytes: 100 * MB,
  videoSeconds: 180,
  captionsBytes: 256 * 1024,
  practicePhotos: 12,
  photoMinWidth: IMAGE_PLANS.photo.minWidth,
  practicePhotoMinWidth: IMAGE_PLANS.practice_photo.minWidth,
};

const IMAGE_TYPES = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP', 'image/avif': 'AVIF' };
const VIDEO_TYPES = { 'video/mp4': 'MP4', 'video/webm': 'WebM' };
const EXTENSION = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const;

type Row = Omit<TherapistMediaTable, 'id' | 'position' | 'alt' | 'createdAt' | 'therapistId' | 'variants'> & {
  id: string;
  alt: string;
  variants: ImageVariant[];
};
type ImageKind = keyof typeof IMAGE_PLANS;
type Url = (key: string) => string;

/** A stored image as a <picture>: modern formats as sources, JPEG for the <img>. */
export function pictureOf(row: Pick<Row, 'variants' | 'alt'>, url: Url): Picture {
  const of = (format: ImageVariant['format']) => row.variants.filter((v) => v.format === format);
  const srcset = (format: ImageVariant['format']) =>
    of(format)
      .map((v) => `${url(v.key)} ${v.width}w`)
      .join(', ');
  const jpegs = of('jpeg');
  const largest = jpegs.at(-1);
  // The middle size is what most screens need when srcset is not understood.
  const fallback = jpegs[Math.min(1, jpegs.length - 1)] ?? largest;
  return {
    src: fallback ? url(fallback.key) : '',
    srcset: srcset('jpeg'),
    sources: [
      { type: 'image/avif' as const, srcset: srcset('avif') },
      { type: 'image/webp' as const, srcset: srcset('webp') },
    ].filter((s) => s.srcset !== ''),
    width: largest?.width ?? 0,
    height: largest?.height ?? 0,
    alt: row.alt,
  };
}

const keysOf = (row: Pick<Row, 'variants' | 'fileKey'>) => [
  ...row.variants.map((v) => v.key),
  ...(row.fileKey ? [row.fileKey] : []),
];

async function rowsOf(db: Database, therapistId: string): Promise<Row[]> {
  return db
    .selectFrom('therapistMedia')
    .select([
      'id',
      'kind',
      'alt',
      'language',
      'width',
      'height',
      'variants',
      'fileKey',
      'mimeType',
      'bytes',
      'durationSeconds',
    ])
    .where('therapistId', '=', therapistId)
    .orderBy('position')
    .orderBy('createdAt')
    .execute();
}

const localeOf = (value: string | null): Locale =>
  (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : 'en';

function videoOf(rows: Row[], url: Url) {
  const video = rows.find((r) => r.kind === 'video');
  if (!video?.fileKey) return undefined;
  const poster = rows.find((r) => r.kind === 'video_poster');
  const captions = rows.find((r) => r.kind === 'video_captions');
  return { video, poster, captions, src: url(video.fileKey) };
}

/** Everything the therapist manages, with ids. */
export async function mediaState(db: Database, therapistId: string, url: Url): Promise<MediaState> {
  const rows = await rowsOf(db, therapistId);
  const photo = rows.find((r) => r.kind === 'photo');
  const found = videoOf(rows, url);
  return {
    photo: photo ? { id: photo.id, ...pictureOf(photo, url) } : null,
    practicePhotos: rows.filter((r) => r.kind === 'practice_photo').map((r) => ({ id: r.id, ...pictureOf(r, url) })),
    video: found
      ? {
          id: found.video.id,
          src: found.src,
          type: found.video.mimeType as 'video/mp4',
          durationSeconds: found.video.durationSeconds ?? 0,
          bytes: found.video.bytes,
          poster: found.poster ? { id: found.poster.id, ...pictureOf(found.poster, url) } : null,
          captions: found.captions?.fileKey
            ? { id: found.captions.id, src: url(found.captions.fileKey), language: localeOf(found.captions.language) }
            : null,
        }
      : null,
    limits: MEDIA_LIMITS,
  };
}

/** The practice photos and intro video a public profile shows (the profile photo is its own field). */
export async function publicMedia(
  db: Database,
  therapistId: string,
  url: Url,
): Promise<{ photo: Picture | null; practicePhotos: Picture[]; video: Video | null }> {
  const rows = await rowsOf(db, therapistId);
  const photo = rows.find((r) => r.kind === 'photo');
  const found = videoOf(rows, url);
  return {
    photo: photo ? pictureOf(photo, url) : null,
    practicePhotos: rows.filter((r) => r.kind === 'practice_photo').map((r) => pictureOf(r, url)),
    video: found
      ? {
          src: found.src,
          type: found.video.mimeType as 'video/mp4',
          durationSeconds: found.video.durationSeconds ?? 0,
          poster: found.poster ? pictureOf(found.poster, url) : null,
          captions: found.captions?.fileKey
            ? { src: url(found.captions.fileKey), language: localeOf(found.captions.language) }
            : null,
        }
      : null,
  };
}

/**
 * Writes new files, then the database rows in one transaction; files of replaced rows are deleted
 * only after it commits, and the new files are removed again if it fails.
 */
async function commit(
  db: Database,
  store: FileStore,
  written: string[],
  change: (trx: Database) => Promise<string[]>,
): Promise<void> {
  let replaced: string[];
  try {
    replaced = await db.transaction().execute(change);
  } catch (error) {
    await Promise.all(written.map((key) => store.delete(key)));
    throw error;
  }
  await Promise.all(replaced.map((key) => store.delete(key)));
}

/** Deletes the therapist's rows of a kind (optionally one id) and answers their file keys. */
async function removeRows(trx: Database, therapistId: string, kind: Row['kind'], id?: string): Promise<string[]> {
  let query = trx.deleteFrom('therapistMedia').where('therapistId', '=', therapistId).where('kind', '=', kind);
  if (id) query = query.where('id', '=', id);
  const rows = await query.returning(['variants', 'fileKey']).execute();
  return rows.flatMap(keysOf);
}

/**
 * Deletes every media row of the therapist and answers their file keys, for the caller to delete
 * from the public store once its transaction has committed.
 */
export async function removeAllMediaRows(trx: Database, therapistId: string): Promise<string[]> {
  const rows = await trx
    .deleteFrom('therapistMedia')
    .where('therapistId', '=', therapistId)
    .returning(['variants', 'fileKey'])
    .execute();
  return rows.flatMap(keysOf);
}

const requireVideo = async (trx: Database, therapistId: string) => {
  const video = await trx
    .selectFrom('therapistMedia')
    .select('id')
    .where('therapistId', '=', therapistId)
    .where('kind', '=', 'video')
    .executeTakeFirst();
  if (!video) throw new AppError('VIDEO_REQUIRED', 409, 'Upload the intro video first');
};

/**
 * Stores an uploaded image: checked by content, resized into AVIF, WebP and JPEG without
 * metadata. A new profile photo or poster replaces the old one; practice photos are added last.
 */
export async function storeImage(
  db: Database,
  store: FileStore,
  therapistId: string,
  kind: ImageKind,
  upload: ReceivedFile,
  alt = '',
): Promise<void> {
  const { mime } = await sniff(upload.path, IMAGE_TYPES);
  const image = await renderImage(upload.path, IMAGE_PLANS[kind]);
  const id = randomUUID();
  const variants: ImageVariant[] = image.outputs.map((o) => ({
    format: o.format,
    width: o.width,
    height: o.height,
    key: `media/${therapistId}/${id}-${o.width}.${EXTENSION[o.format]}`,
  }));
  const written: string[] = [];
  try {
    for (const [i, output] of image.outputs.entries()) {
      const key = (variants[i] as ImageVariant).key;
      await store.put(key, output.data);
      written.push(key);
    }
  } catch (error) {
    await Promise.all(written.map((key) => store.delete(key)));
    throw error;
  }
  await commit(db, store, written, async (trx) => {
    // Serialises concurrent uploads of one therapist, so the limits and "one photo" hold.
    await trx.selectFrom('therapist').select('id').where('id', '=', therapistId).forUpdate().execute();
    let replaced: string[] = [];
    let position = 0;
    if (kind === 'practice_photo') {
      const { count, last } = await trx
        .selectFrom('therapistMedia')
        .select([sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(max(position), -1)::int`.as('last')])
        .where('therapistId', '=', therapistId)
        .where('kind', '=', 'practice_photo')
        .executeTakeFirstOrThrow();
      if (count >= MEDIA_LIMITS.practicePhotos) {
        throw new AppError('PRACTICE_PHOTO_LIMIT', 409, `At most ${MEDIA_LIMITS.practicePhotos} practice photos`, {
          max: MEDIA_LIMITS.practicePhotos,
        });
      }
      position = last + 1;
    } else {
      if (kind === 'video_poster') await requireVideo(trx, therapistId);
      replaced = await removeRows(trx, therapistId, kind);
    }
    await trx
      .insertInto('therapistMedia')
      .values({
        id,
        therapistId,
        kind,
        position,
        alt: alt.trim(),
        width: image.width,
        height: image.height,
        variants: JSON.stringify(variants),
        mimeType: mime,
        bytes: upload.bytes,
      })
      .execute();
    if (kind === 'photo') {
      // Search results and cards show one small image; the smallest JPEG works everywhere.
      const card = variants.find((v) => v.format === 'jpeg');
      await trx
        .updateTable('therapist')
        .set({ photoPath: card?.key ?? null })
        .where('id', '=', therapistId)
        .execute();
    }
    await touchTherapist(trx, therapistId);
    return replaced;
  });
}

/** Stores the intro video as uploaded (MP4 or WebM), within the size and length limits. */
export async function storeVideo(db: Database, store: FileStore, therapistId: string, upload: ReceivedFile) {
  const { mime, extension } = await sniff(upload.path, VIDEO_TYPES);
  const seconds = await videoDuration(upload.path, mime === 'video/mp4' ? 'mp4' : 'webm');
  if (seconds === undefined) {
    throw new AppError(
      'VIDEO_DURATION_UNKNOWN',
      400,
      'The length of the video could not be read from the file; save or export it again and upload that',
    );
  }
  if (seconds > MEDIA_LIMITS.videoSeconds) {
    throw new AppError('VIDEO_TOO_LONG', 400, `The video must be at most ${MEDIA_LIMITS.videoSeconds} seconds long`, {
      maxSeconds: MEDIA_LIMITS.videoSeconds,
      seconds: Math.round(seconds),
    });
  }
  const id = randomUUID();
  const key = `media/${therapistId}/${id}.${extension}`;
  await store.put(key, { path: upload.path });
  await commit(db, store, [key], async (trx) => {
    await trx.selectFrom('therapist').select('id').where('id', '=', therapistId).forUpdate().execute();
    // Captions belong to the old recording; the poster is a picture of the therapist and stays.
    const replaced = [
      ...(await removeRows(trx, therapistId, 'video')),
      ...(await removeRows(trx, therapistId, 'video_captions')),
    ];
    await trx
      .insertInto('therapistMedia')
      .values({
        id,
        therapistId,
        kind: 'video',
        fileKey: key,
        mimeType: mime,
        bytes: upload.bytes,
        durationSeconds: seconds,
      })
      .execute();
    await touchTherapist(trx, therapistId);
    return replaced;
  });
}

/** Stores WebVTT captions for the intro video. */
export async function storeCaptions(
  db: Database,
  store: FileStore,
  therapistId: string,
  upload: ReceivedFile,
  language: Locale,
) {
  const invalid = () =>
    new AppError('CAPTIONS_INVALID', 400, 'Captions must be a WebVTT file (.vtt) that starts with "WEBVTT"');
  const bytes = await readFile(upload.path);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid();
  }
  if (!/^(?:\uFEFF)?WEBVTT(?:[ \t][^\r\n]*)?(?:\r?\n|$)/.test(text)) throw invalid();
  const id = randomUUID();
  const key = `media/${therapistId}/${id}.vtt`;
  await store.put(key, bytes);
  await commit(db, store, [key], async (trx) => {
    await trx.selectFrom('therapist').select('id').where('id', '=', therapistId).forUpdate().execute();
    await requireVideo(trx, therapistId);
    const replaced = await removeRows(trx, therapistId, 'video_captions');
    await trx
      .insertInto('therapistMedia')
      .values({
        id,
        therapistId,
        kind: 'video_captions',
        fileKey: key,
        mimeType: 'text/vtt',
        bytes: upload.bytes,
        language,
      })
      .execute();
    await touchTherapist(trx, therapistId);
    return replaced;
  });
}

/**
 * Removes media: the profile photo, the video (with its poster and captions), the poster, the
 * captions, or one practice photo by id. Removing what is not there is a 404.
 */
export async function removeMedia(
  db: Database,
  store: FileStore,
  therapistId: string,
  kind: Row['kind'],
  id?: string,
): Promise<void> {
  await commit(db, store, [], async (trx) => {
    const removed = await removeRows(trx, therapistId, kind, id);
    if (removed.length === 0) throw notFound('There is nothing to remove');
    if (kind === 'video') {
      removed.push(
        ...(await removeRows(trx, therapistId, 'video_poster')),
        ...(await removeRows(trx, therapistId, 'video_captions')),
      );
    }
    if (kind === 'photo') {
      await trx.updateTable('therapist').set({ photoPath: null }).where('id', '=', therapistId).execute();
    }
    await touchTherapist(trx, therapistId);
    return removed;
  });
}

export async function describePracticePhoto(db: Database, therapistId: string, id: string, alt: string) {
  const updated = await db
    .updateTable('therapistMedia')
    .set({ alt: alt.trim() })
    .where('id', '=', id)
    .where('therapistId', '=', therapistId)
    .where('kind', '=', 'practice_photo')
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw notFound('No practice photo of yours has this id');
}

/** Puts the practice photos in the given order; the list must name each of them once. */
export async function reorderPracticePhotos(db: Database, therapistId: string, ids: string[]) {
  await db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom('therapistMedia')
      .select('id')
      .where('therapistId', '=', therapistId)
      .where('kind', '=', 'practice_photo')
      .forUpdate()
      .execute();
    const ownIds = new Set(own.map((r) => r.id));
    if (ids.length !== ownIds.size || !ids.every((id) => ownIds.has(id))) {
      throw new AppError('PHOTO_ORDER_INVALID', 400, 'The order must name each of your practice photos exactly once');
    }
    for (const [position, id] of ids.entries()) {
      await trx.updateTable('therapistMedia').set({ position }).where('id', '=', id).execute();
    }
    await touchTherapist(trx, therapistId);
  });
}
