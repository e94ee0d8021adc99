import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requestLocale } from '../../contract/locales.ts';
import { AppError } from '../../errors.ts';
import { therapistCards } from '../../favourites/index.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { CardsQuerySchema, FavouritesSchema, MAX_SLUGS } from '../../schemas/favourites.ts';

const localeOf = (request: FastifyRequest<{ Querystring: { locale?: string | undefined } }>) =>
  requestLocale(request.query.locale, request.headers['accept-language']);

/** Cards for listed therapists by slug, for favourites kept on a visitor's device (routes/favourites). */
const therapistCardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/therapists/cards',
    {
      config: { access: 'public' },
      schema: {
        tags: ['directory'],
        summary: 'Cards for listed therapists by slug, in the order asked (a visitor’s device favourites)',
        description: 'Unknown and unlisted slugs are left out.',
        querystring: CardsQuerySchema,
        response: { 200: FavouritesSchema, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const slugs = request.query.slugs.split(',');
      if (slugs.length > MAX_SLUGS) {
        throw new AppError('VALIDATION_FAILED', 400, 'The request has invalid or missing fields', [
          { field: 'querystring.slugs', message: `must name at most ${MAX_SLUGS} therapists` },
        ]);
      }
      reply.header('cache-control', 'public, max-age=60');
      reply.header('vary', 'accept-language');
      return { therapists: await therapistCards(app.db, slugs, localeOf(request), app.files.publicUrl) };
    },
  );
};

export default therapistCardRoutes;
