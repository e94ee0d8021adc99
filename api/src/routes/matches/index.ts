import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { requestLocale } from '../../contract/locales.ts';
import { createMatch, listMatches, readMatch } from '../../matching/index.ts';
import type { MatchAnswers } from '../../matching/scoring.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  CreatedMatchSchema,
  CreateMatchSchema,
  LocaleQuerySchema,
  MatchParamsSchema,
  MatchSchema,
  MyMatchesSchema,
} from './schemas.ts';

// The matches made on this device, in a signed cookie, so /matching/my-matches works for visitors.
const COOKIE = 'calma_matches';
const KEEP = 20;

function deviceMatches(request: FastifyRequest): string[] {
  const raw = request.cookies[COOKIE];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value
    ? unsigned.value.split('.').filter((uid) => /^[A-Za-z0-9_-]{22}$/.test(uid))
    : [];
}

const matches: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const { secure } = config;
  const remember = (request: FastifyRequest, reply: FastifyReply, uid: string) => {
    const uids = [uid, ...deviceMatches(request).filter((u) => u !== uid)].slice(0, KEEP);
    reply.setCookie(COOKIE, uids.join('.'), {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: 60 * 60 * 24 * 365,
    });
  };

  app.post(
    '/api/v1/matches',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['matching'],
        summary: 'Rank therapists for matching-survey answers and keep the result under an unguessable uid',
        body: CreateMatchSchema,
        response: { 201: CreatedMatchSchema, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const uid = await createMatch(app.db, request.body.answers as MatchAnswers, request.body.locale);
      remember(request, reply, uid);
      return reply.status(201).send({ uid });
    },
  );

  app.get(
    '/api/v1/matches/mine',
    {
      config: { access: 'public' },
      schema: {
        tags: ['matching'],
        summary: 'The matches made on this device (from its signed cookie)',
        querystring: LocaleQuerySchema,
        response: { 200: MyMatchesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        matches: await listMatches(
          app.db,
          deviceMatches(request),
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
        description: 'The uid is the capability: 128 random bits, known only to whoever made the match.',
        params: MatchParamsSchema,
        querystring: LocaleQuerySchema,
        response: { 200: MatchSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readMatch(
        app.db,
        request.params.uid,
        requestLocale(request.query.locale, request.headers['accept-language']),
      );
    },
  );
};

export default matches;
