import { type Static, Type } from 'typebox';
import { LOCALES } from '../contract/locales.ts';

/** An image as the site renders it: a <picture> with AVIF and WebP sources and a JPEG <img>. */
export const PictureSchema = Type.Object({
  src: Type.String({ description: 'JPEG at a middle width, for browsers without srcset' }),
  srcset: Type.String({ description: 'JPEG at every stored width (`url 320w, …`)' }),
  sources: Type.Array(Type.Object({ type: Type.Enum(['image/avif', 'image/webp']), srcset: Type.String() }), {
    description: 'Modern formats, best first',
  }),
  width: Type.Integer({ description: 'Of the largest stored size; gives the aspect ratio' }),
  height: Type.Integer(),
  alt: Type.String(),
});
export type Picture = Static<typeof PictureSchema>;

export const VideoSchema = Type.Object({
  src: Type.String(),
  type: Type.Enum(['video/mp4', 'video/webm']),
  durationSeconds: Type.Number(),
  poster: Type.Union([PictureSchema, Type.Null()]),
  captions: Type.Union([Type.Object({ src: Type.String(), language: Type.Enum([...LOCALES]) }), Type.Null()]),
});
export type Video = Static<typeof VideoSchema>;

/** The media a public profile shows. */
export const PublicMediaSchema = Type.Object({
  practicePhotos: Type.Array(PictureSchema),
  video: Type.Union([VideoSchema, Type.Null()]),
});

const Id = Type.String({ format: 'uuid' });

export const MediaLimitsSchema = Type.Object({
  imageBytes: Type.Integer(),
  videoBytes: Type.Integer(),
  videoSeconds: Type.Integer(),
  captionsBytes: Type.Integer(),
  practicePhotos: Type.Integer(),
  photoMinWidth: Type.Integer(),
  practicePhotoMinWidth: Type.Integer(),
});

const PictureWithId = Type.Object({ id: Id, ...PictureSchema.properties });

/** What the therapist manages: every item with its id, plus the limits the uploader states up front. */
export const MediaStateSchema = Type.Object({
  photo: Type.Union([PictureWithId, Type.Null()]),
  practicePhotos: Type.Array(PictureWithId),
  video: Type.Union([
    Type.Object({
      id: Id,
      src: Type.String(),
      type: Type.Enum(['video/mp4', 'video/webm']),
      durationSeconds: Type.Number(),
      bytes: Type.Integer(),
      poster: Type.Union([PictureWithId, Type.Null()]),
      captions: Type.Union([
        Type.Object({ id: Id, src: Type.String(), language: Type.Enum([...LOCALES]) }),
        Type.Null(),
      ]),
    }),
    Type.Null(),
  ]),
  limits: MediaLimitsSchema,
});
export type MediaState = Static<typeof MediaStateSchema>;

export const MediaParamsSchema = Type.Object({ id: Id });
export const AltSchema = Type.Object({
  alt: Type.String({ maxLength: 300, description: 'What the photo shows, for people who cannot see it' }),
});
export const PhotoOrderSchema = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 50, uniqueItems: true }),
});
