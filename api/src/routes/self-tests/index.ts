import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requestLocale } from '../../contract/locales.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  LocaleQuerySchema,
  SavedSelfTestParamsSchema,
  SavedSelfTestSchema,
  SavedSelfTestsSchema,
  SaveSelfTestSchema,
} from '../../schemas/self-tests.ts';
import { deleteSavedSelfTest, listSavedSelfTests, saveSelfTest } from '../../self-tests/saved.ts';

// Self-tests run in the browser and their answers stay there; these routes keep a result only
// when a signed-in client asks to. Therapist and admin accounts have none.
const clients = ['client'] as const;
const signedInErrors = { 401: ErrorSchema, 403: ErrorSchema };

const userOf = (request: FastifyRequest) => request.principal?.userId as string;
const localeOf = (request: FastifyRequest<{ Querystring: { locale?: string | undefined } }>) =>
  requestLocale(request.query.locale, request.headers['accept-language']);

const selfTests: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/self-tests/results',
    {
      config: { access: clients, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['self-tests'],
        summary: "Save a self-test result to the client's account, stored encrypted",
        description:
          'The API scores the answers itself; a score sent by the browser is not accepted. Answers that do not fit the test are 400 INVALID_SELF_TEST with the failing fields.',
        querystring: LocaleQuerySchema,
        body: SaveSelfTestSchema,
        response: { 201: SavedSelfTestSchema, 400: ErrorSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const saved = await saveSelfTest(app.db, app.sealer, userOf(request), request.body, localeOf(request));
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/api/v1/self-tests/results',
    {
      config: { access: clients },
      schema: {
        tags: ['self-tests'],
        summary: "The client's saved self-test results, newest first",
        description:
          'The results the signed-in client chose to keep, decrypted for them alone: the self-test, when it was saved, the score and its band in plain words.',
        querystring: LocaleQuerySchema,
        response: { 200: SavedSelfTestsSchema, 400: ErrorSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { results: await listSavedSelfTests(app.db, app.sealer, userOf(request), localeOf(request)) };
    },
  );

  app.delete(
    '/api/v1/self-tests/results/:id',
    {
      config: { access: clients },
      schema: {
        tags: ['self-tests'],
        summary: 'Delete one of the client’s saved results (another person’s answers 404)',
        description: 'Deleted for good; it cannot be restored.',
        params: SavedSelfTestParamsSchema,
        response: { 204: Type.Null(), 400: ErrorSchema, ...signedInErrors, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteSavedSelfTest(app.db, userOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default selfTests;
