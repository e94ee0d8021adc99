import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { requestLocale } from '../../contract/locales.ts';
import { claimDeviceMatches, deviceMatches, rememberOnDevice } from '../../matching/device.ts';
import { createMatch, listMatches, readMatch } from '../../matching/index.ts';
import type { MatchAnswers } from '../../matching/scoring.ts';
import { principalOf } from '../../plugins/access.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  CreatedMatchSchema,
  CreateMatchSchema,
  LocaleQuerySchema,
  MatchParamsSchema,
  MatchSchema,
  MyMatchesSchema,
} from '../../schemas/matches.ts';

const matches: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const { secure } = config;
  // Matches belong to client accounts; anyone else (visitors, and therapists trying the survey)
  // keeps them on the device.
  const clientOf = async (request: FastifyRequest) => {
    const principal = await principalOf(request, app.db);
    return principal?.role === 'client' ? principal.userId : null;
  };

  app.post(
    '/api/v1/matches',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['matching'],
        summary: 'Rank therapists for matching-survey answers and keep the result under an unguessable uid',
        description:
          'Scores the listed therapists against the answers and stores the ranking. A signed-in client owns the match; for anyone else the device remembers it in a signed cookie. Read it with GET /api/v1/matches/{uid}.',
        body: CreateMatchSchema,
        response: { 201: CreatedMatchSchema, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const client = await clientOf(request);
      const uid = await createMatch(app.db, request.body.answers as MatchAnswers, request.body.locale, client);
      if (!client) rememberOnDevice(request, reply, uid, secure);
      return reply.status(201).send({ uid });
    },
  );

  app.get(
    '/api/v1/matches/mine',
    {
      config: { access: 'public' },
      schema: {
        tags: ['matching'],
        summary: "The matches made on this device (from its signed cookie) and, for a client, all of the account's",
        description:
          'A signed-in client also claims the matches made on this device into the account (as signing in does). 400 VALIDATION_FAILED for a locale Calma does not offer.',
        querystring: LocaleQuerySchema,
        response: { 200: MyMatchesSchema, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const client = await clientOf(request);
      const uids = deviceMatches(request);
      // Normally done at sign-in; a session that began before this device made a match (a visitor
      // in another tab) catches up here.
      if (client && uids.length > 0) await claimDeviceMatches(app.db, reply, client);
      return {
        scope: client ? ('account' as const) : ('device' as const),
        matches: await listMatches(
          app.db,
          { uids, userId: client },
          requestLocale(request.query.locale, request.headers['accept-language']),
        ),
      };
    },
  );

  app.get(
    '/api/v1/matches/:uid',
    {
      config: { access: 'public' },
      schema: {
        tags: ['matching'],
        summary: 'A match: ranked therapists with the reasons each fits',
        description:
          'Only for whoever made the match: the account it belongs to, or, while it belongs to none, the device whose signed cookie lists it. Anyone else, even with the uid, gets 404.',
        params: MatchParamsSchema,
        querystring: LocaleQuerySchema,
        response: { 200: MatchSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const principal = await principalOf(request, app.db);
      return readMatch(
        app.db,
        request.params.uid,
        requestLocale(request.query.locale, request.headers['accept-language']),
        { userId: principal?.userId ?? null, deviceUids: deviceMatches(request) },
      );
    },
  );
};

export default matches;
