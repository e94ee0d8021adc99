import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requestLocale } from '../../contract/locales.ts';
import { ownTherapist } from '../../directory/owner.ts';
import { receiveFile } from '../../media/upload.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  DocumentParamsSchema,
  DocumentQuerySchema,
  LocaleQuerySchema,
  VerificationInputSchema,
  VerificationStateSchema,
} from '../../schemas/verification.ts';
import {
  addDocument,
  documentFor,
  removeDocument,
  saveDetails,
  submitForReview,
  VERIFICATION_LIMITS,
  verificationState,
} from '../../verification/index.ts';

const therapists = ['therapist'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['verification'];

/** A Content-Disposition header that survives any file name (RFC 6266 with an RFC 5987 fallback). */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * Verification of a therapist's registration: their details and private documents, and submitting
 * for review. The administrators' review is under routes/admin/verifications.ts.
 */
const verification: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { files: 1, fields: 4, parts: 5 } });
  const store = app.files.private;
  const therapistOf = async (request: FastifyRequest) =>
    (await ownTherapist(app.db, request.principal?.userId as string)).id;
  const localeOf = (request: FastifyRequest<{ Querystring: { locale?: string | undefined } }>) =>
    requestLocale(request.query.locale, request.headers['accept-language']);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/v1/verification',
    {
      config: { access: therapists },
      schema: {
        tags,
        summary: "The therapist's verification: details, documents, what is missing, the state and the last decision",
        description:
          'Also the professions and registers of each country, and the limits for documents. Names are in `locale`, else from Accept-Language.',
        querystring: LocaleQuerySchema,
        response: { 200: VerificationStateSchema, ...errors },
      },
    },
    async (request) => verificationState(app.db, await therapistOf(request), localeOf(request)),
  );

  app.put(
    '/api/v1/verification',
    {
      config: { access: therapists },
      schema: {
        tags,
        summary: 'Save the country, profession and register number',
        description: 'Only while the profile is not being reviewed or verified (else 409 VERIFICATION_LOCKED).',
        querystring: LocaleQuerySchema,
        body: VerificationInputSchema,
        response: { 200: VerificationStateSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => {
      const therapistId = await therapistOf(request);
      await saveDetails(app.db, therapistId, request.body);
      return verificationState(app.db, therapistId, localeOf(request));
    },
  );

  app.post(
    '/api/v1/verification/documents',
    {
      config: { access: therapists },
      schema: {
        tags,
        summary: 'Add a document (proof of registration or of identity)',
        description: `multipart/form-data with a PDF, JPEG or PNG (recognised by content) of at most ${VERIFICATION_LIMITS.documentBytes / 1024 / 1024} MB in the field "file". Stored privately: only the therapist and admins can fetch it.`,
        consumes: ['multipart/form-data'],
        querystring: DocumentQuerySchema,
        response: { 200: VerificationStateSchema, ...errors, 409: ErrorSchema, 413: ErrorSchema },
      },
    },
    async (request) => {
      const therapistId = await therapistOf(request);
      const file = await receiveFile(request, {
        maxBytes: VERIFICATION_LIMITS.documentBytes,
        tmpDir: app.files.tmpDir,
      });
      try {
        await addDocument(app.db, store, therapistId, request.query.kind, file);
      } finally {
        await file.discard();
      }
      return verificationState(app.db, therapistId, localeOf(request));
    },
  );

  app.delete(
    '/api/v1/verification/documents/:id',
    {
      config: { access: therapists },
      schema: {
        tags,
        summary: 'Remove a document',
        description:
          '409 VERIFICATION_LOCKED while the application is being reviewed. Answers the verification as it now is.',
        params: DocumentParamsSchema,
        querystring: LocaleQuerySchema,
        response: { 200: VerificationStateSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => {
      const therapistId = await therapistOf(request);
      await removeDocument(app.db, store, therapistId, request.params.id);
      return verificationState(app.db, therapistId, localeOf(request));
    },
  );

  app.get(
    '/api/v1/verification/documents/:id',
    {
      config: { access: ['therapist', 'admin'] },
      schema: {
        tags,
        summary: 'Download a document (its therapist and admins only; anyone else gets 404)',
        description: 'The file as uploaded, as an attachment with its type, sandboxed so that a browser never runs it.',
        params: DocumentParamsSchema,
        response: {
          200: Type.Unknown({ description: 'The file: application/pdf, image/jpeg or image/png' }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const document = await documentFor(
        app.db,
        request.principal as NonNullable<typeof request.principal>,
        request.params.id,
      );
      const { stream, bytes } = await store.read(document.fileKey);
      return reply
        .header('content-type', document.mimeType)
        .header('content-length', bytes)
        .header('content-disposition', attachment(document.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(stream);
    },
  );

  app.post(
    '/api/v1/verification/submit',
    {
      config: { access: therapists },
      schema: {
        tags,
        summary: 'Submit the profile for review',
        description:
          'Needs the country, profession, register number and at least one document of each kind (else 409 VERIFICATION_INCOMPLETE with `details.missing`).',
        querystring: LocaleQuerySchema,
        response: { 200: VerificationStateSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => {
      const therapistId = await therapistOf(request);
      await submitForReview(app.db, therapistId);
      return verificationState(app.db, therapistId, localeOf(request));
    },
  );
};

export default verification;
