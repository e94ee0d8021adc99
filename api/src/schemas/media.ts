import { type Static, Type } from 'typebox';
import { LOCALES } from '../contract/locales.ts';

/** An image as the site renders it: a <picture> with AVIF and WebP sources and a JPEG <img>. */
export const PictureSchema = Type.Object({
  src: Type.String({
    examples: ['/api/v1/media/3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d/800.jpg'],
    description: 'JPEG at a middle width, for browsers without srcset',
  }),
  srcset: Type.String({
    examples: [
      '/api/v1/media/3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d/400.jpg 400w, /api/v1/media/3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d/800.jpg 800w',
    ],
    description: 'JPEG at every stored width (`url 320w, …`)',
  }),
  sources: Type.Array(
    Type.Object({
      type: Type.Enum(['image/avif', 'image/webp']),
      srcset: Type.String({
        examples: [
          '/api/v1/media/3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d/400.jpg 400w, /api/v1/media/3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d/800.jpg 800w',
        ],
      }),
    }),
    {
      description: 'Modern formats, best first',
    },
  ),
  width: Type.Integer({ examples: [1600], description: 'Of the largest stored size; gives the aspect ratio' }),
  height: Type.Integer({ examples: [1067] }),
  alt: Type.String({ examples: ['Behandlungsraum mit zwei Sesseln und Blick in den Hof'] }),
});
export type Picture = Static<typeof PictureSchema>;

export const VideoSchema = Type.Object({
  src: Type.String({ examples: ['/api/v1/media/3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d/800.jpg'] }),
  type: Type.Enum(['video/mp4', 'video/webm']),
  durationSeconds: Type.Number({ examples: [95.5] }),
  poster: Type.Union([PictureSchema, Type.Null()]),
  captions: Type.Union([
    Type.Object({
      src: Type.String({ examples: ['/api/v1/media/3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d/800.jpg'] }),
      language: Type.Enum([...LOCALES], { examples: ['de'] }),
    }),
    Type.Null(),
  ]),
});
export type Video = Static<typeof VideoSchema>;

/** The media a public profile shows. */
export const PublicMediaSchema = Type.Object({
  practicePhotos: Type.Array(PictureSchema),
  video: Type.Union([VideoSchema, Type.Null()]),
});

const Id = Type.String({ format: 'uuid' });

export const MediaLimitsSchema = Type.Object({
  imageBytes: Type.Integer({ examples: [10485760] }),
  videoBytes: Type.Integer({ examples: [209715200] }),
  videoSeconds: Type.Integer({ examples: [180] }),
  captionsBytes: Type.Integer({ examples: [524288] }),
  practicePhotos: Type.Integer({ examples: [6] }),
  photoMinWidth: Type.Integer({ examples: [600] }),
  practicePhotoMinWidth: Type.Integer({ examples: [1200] }),
});

const PictureWithId = Type.Object({ id: Id, ...PictureSchema.properties });

/** What the therapist manages: every item with its id, plus the limits the uploader states up front. */
export const MediaStateSchema = Type.Object({
  photo: Type.Union([PictureWithId, Type.Null()]),
  practicePhotos: Type.Array(PictureWithId),
  video: Type.Union([
    Type.Object({
      id: Id,
      src: Type.String({ examples: ['/api/v1/media/3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d/800.jpg'] }),
      type: Type.Enum(['video/mp4', 'video/webm']),
      durationSeconds: Type.Number({ examples: [95.5] }),
      bytes: Type.Integer({ examples: [18874368] }),
      poster: Type.Union([PictureWithId, Type.Null()]),
      captions: Type.Union([
        Type.Object({
          id: Id,
          src: Type.String({ examples: ['/api/v1/media/3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d/800.jpg'] }),
          language: Type.Enum([...LOCALES], { examples: ['de'] }),
        }),
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
  alt: Type.String({
    examples: ['Behandlungsraum mit zwei Sesseln und Blick in den Hof'],
    maxLength: 300,
    description: 'What the photo shows, for people who cannot see it',
  }),
});
export const PhotoOrderSchema = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: 50, uniqueItems: true }),
});
