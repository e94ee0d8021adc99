import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { LOCALES, type Locale } from '../../contract/locales.ts';
import { ownTherapist } from '../../directory/owner.ts';
import { AppError } from '../../errors.ts';
import {
  describePracticePhoto,
  MEDIA_LIMITS,
  mediaState,
  removeMedia,
  reorderPracticePhotos,
  storeCaptions,
  storeImage,
  storeVideo,
} from '../../media/index.ts';
import { type ReceivedFile, receiveFile } from '../../media/upload.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { AltSchema, MediaParamsSchema, MediaStateSchema, PhotoOrderSchema } from '../../schemas/media.ts';

const therapists = ['therapist'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const uploadErrors = { ...errors, 409: ErrorSchema, 413: ErrorSchema };
const tags = ['profile media'];
const consumes = ['multipart/form-data'];

/** The signed-in therapist's photos, practice photos and intro video. */
const media: FastifyPluginAsyncTypebox = async (app) => {
  // Only these routes take multipart bodies; each upload sets its own size limit.
  await app.register(multipart, { limits: { files: 1, fields: 4, parts: 5 } });

  const store = app.files.public;
  const url = (key: string) => store.url(key) as string;
  const therapistOf = async (request: FastifyRequest) =>
    (await ownTherapist(app.db, request.principal?.userId as string)).id;
  const state = (therapistId: string) => mediaState(app.db, therapistId, url);
  /** Receives the upload, hands it on, and always removes the temporary file. */
  const upload = async (request: FastifyRequest, maxBytes: number, use: (file: ReceivedFile) => Promise<void>) => {
    const file = await receiveFile(request, { maxBytes, tmpDir: app.files.tmpDir });
    try {
      await use(file);
    } finally {
      await file.discard();
    }
  };

  app.get(
    '/api/v1/profile/media',
    {
      config: { access: therapists },
      schema: {
        tags,
        summary: 'The profile photo, practice photos and intro video, with the upload limits',
        description:
          "Each item with its URLs and descriptions, in the profile's order, and the limits an upload must keep (size, count, length), so forms can check before sending.",
        response: { 200: MediaStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return state(await therapistOf(request));
    },
  );

  const imageUploads = [
    ['/api/v1/profile/photo', 'photo', 'Upload the profile photo (replaces the current one; cropped square)'],
    ['/api/v1/profile/practice-photos', 'practice_photo', 'Add a practice photo after the others'],
    ['/api/v1/profile/video/poster', 'video_poster', 'Upload the picture shown before the intro video plays'],
  ] as const;
  for (const [path, kind, summary] of imageUploads) {
    app.post(
      path,
      {
        config: { access: therapists },
        schema: {
          tags,
          summary,
          description: `multipart/form-data with the image in the field "file" (JPEG, PNG, WebP or AVIF, recognised by content, at most ${MEDIA_LIMITS.imageBytes / 1024 / 1024} MB)${kind === 'practice_photo' ? ' and, before it, an optional field "alt" describing the photo' : ''}. Stored without metadata as AVIF, WebP and JPEG at several widths.`,
          consumes,
          response: { 200: MediaStateSchema, ...uploadErrors },
        },
      },
      async (request) => {
        const therapistId = await therapistOf(request);
        await upload(request, MEDIA_LIMITS.imageBytes, async (file) => {
          const alt = (file.fields.alt ?? '').slice(0, 300);
          await storeImage(app.db, store, therapistId, kind, file, alt);
        });
        return state(therapistId);
      },
    );
  }

  app.post(
    '/api/v1/profile/video',
    {
      config: { access: therapists },
      schema: {
        tags,
        summary: 'Upload the intro video (replaces the current one and its captions)',
        description: `multipart/form-data with an MP4 or WebM file in the field "file", at most ${MEDIA_LIMITS.videoBytes / 1024 / 1024} MB and ${MEDIA_LIMITS.videoSeconds} seconds (read from the file's header).`,
        consumes,
        response: { 200: MediaStateSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const therapistId = await therapistOf(request);
      await upload(request, MEDIA_LIMITS.videoBytes, (file) => storeVideo(app.db, store, therapistId, file));
      return state(therapistId);
    },
  );

  app.post(
    '/api/v1/profile/video/captions',
    {
      config: { access: therapists },
      schema: {
        tags,
        summary: 'Upload captions (WebVTT) for the intro video',
        description:
          'multipart/form-data with a field "language" (en, de, nl, es or pt) and then the .vtt file in the field "file".',
        consumes,
        response: { 200: MediaStateSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const therapistId = await therapistOf(request);
      await upload(request, MEDIA_LIMITS.captionsBytes, async (file) => {
        const language = file.fields.language ?? '';
        if (!(LOCALES as readonly string[]).includes(language)) {
          throw new AppError('VALIDATION_FAILED', 400, 'The request has invalid or missing fields', [
            { field: 'body.language', message: `must be one of ${LOCALES.join(', ')}` },
          ]);
        }
        await storeCaptions(app.db, store, therapistId, file, language as Locale);
      });
      return state(therapistId);
    },
  );

  const removals = [
    ['/api/v1/profile/photo', 'photo', 'Remove the profile photo', 'Its files are deleted; the profile shows none.'],
    [
      '/api/v1/profile/video',
      'video',
      'Remove the intro video with its poster and captions',
      'The video, its poster and its captions are deleted.',
    ],
    [
      '/api/v1/profile/video/poster',
      'video_poster',
      'Remove the poster of the intro video',
      'The video stays; players show its first frame instead.',
    ],
    [
      '/api/v1/profile/video/captions',
      'video_captions',
      'Remove the captions of the intro video',
      'The video stays, without captions.',
    ],
  ] as const;
  for (const [path, kind, summary, removed] of removals) {
    app.delete(
      path,
      {
        config: { access: therapists },
        schema: {
          tags,
          summary,
          description: `${removed} Answers the media as they now are; 404 when there is nothing to remove.`,
          response: { 200: MediaStateSchema, ...errors },
        },
      },
      async (request) => {
        const therapistId = await therapistOf(request);
        await removeMedia(app.db, store, therapistId, kind);
        return state(therapistId);
      },
    );
  }

  app.put(
    '/api/v1/profile/practice-photos/order',
    {
      config: { access: therapists },
      schema: {
        tags,
        summary: 'Reorder the practice photos (the list names every photo once)',
        description:
          "`ids` in the new order; 400 PHOTO_ORDER_INVALID when it leaves one out, repeats one or names another's. Answers the media as they now are.",
        body: PhotoOrderSchema,
        response: { 200: MediaStateSchema, ...errors },
      },
    },
    async (request) => {
      const therapistId = await therapistOf(request);
      await reorderPracticePhotos(app.db, therapistId, request.body.ids);
      return state(therapistId);
    },
  );

  app.patch(
    '/api/v1/profile/practice-photos/:id',
    {
      config: { access: therapists },
      schema: {
        tags,
        summary: 'Describe a practice photo for people who cannot see it',
        description:
          "Sets the photo's alternative text, read by screen readers and shown when the image does not load. 404 when the photo is not the signed-in therapist's.",
        params: MediaParamsSchema,
        body: AltSchema,
        response: { 200: MediaStateSchema, ...errors },
      },
    },
    async (request) => {
      const therapistId = await therapistOf(request);
      await describePracticePhoto(app.db, therapistId, request.params.id, request.body.alt);
      return state(therapistId);
    },
  );

  app.delete(
    '/api/v1/profile/practice-photos/:id',
    {
      config: { access: therapists },
      schema: {
        tags,
        summary: 'Remove a practice photo',
        description:
          "Its files are deleted; the other photos keep their order. 404 when the photo is not the signed-in therapist's.",
        params: MediaParamsSchema,
        response: { 200: MediaStateSchema, ...errors },
      },
    },
    async (request) => {
      const therapistId = await therapistOf(request);
      await removeMedia(app.db, store, therapistId, 'practice_photo', request.params.id);
      return state(therapistId);
    },
  );
};

export default media;
