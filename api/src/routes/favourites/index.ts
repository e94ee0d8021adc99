import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requestLocale } from '../../contract/locales.ts';
import { addFavourite, listFavourites, mergeFavourites, removeFavourite } from '../../favourites/index.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  FavouriteParamsSchema,
  FavouritesSchema,
  LocaleQuerySchema,
  MergeFavouritesSchema,
} from '../../schemas/favourites.ts';

// Favourites belong to clients; a therapist or an admin account has none.
// Clients keep therapists they consider; therapists keep colleagues they refer clients to.
const clients = ['client', 'therapist'] as const;
const signedInErrors = { 401: ErrorSchema, 403: ErrorSchema };

const userOf = (request: FastifyRequest) => request.principal?.userId as string;
const localeOf = (request: FastifyRequest<{ Querystring: { locale?: string | undefined } }>) =>
  requestLocale(request.query.locale, request.headers['accept-language']);

const favourites: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/favourites',
    {
      config: { access: clients },
      schema: {
        tags: ['favourites'],
        summary: "The client's favourite therapists, most recently saved first",
        description: 'Cards of the therapists the signed-in account saved, ready to show as in search results.',
        querystring: LocaleQuerySchema,
        response: { 200: FavouritesSchema, 400: ErrorSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { therapists: await listFavourites(app.db, userOf(request), localeOf(request), app.files.publicUrl) };
    },
  );

  app.put(
    '/api/v1/favourites/:slug',
    {
      config: { access: clients },
      schema: {
        tags: ['favourites'],
        summary: 'Save a therapist to favourites (saving twice changes nothing)',
        description: '204 whether or not it was saved before. 404 when no listed therapist has this slug.',
        params: FavouriteParamsSchema,
        response: { 204: Type.Null(), 400: ErrorSchema, ...signedInErrors, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      await addFavourite(app.db, userOf(request), request.params.slug);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/v1/favourites/:slug',
    {
      config: { access: clients },
      schema: {
        tags: ['favourites'],
        summary: 'Remove a therapist from favourites (removing one not saved changes nothing)',
        description: '204 whether or not it was saved.',
        params: FavouriteParamsSchema,
        response: { 204: Type.Null(), 400: ErrorSchema, ...signedInErrors, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      await removeFavourite(app.db, userOf(request), request.params.slug);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/favourites/merge',
    {
      config: { access: clients },
      schema: {
        tags: ['favourites'],
        summary: "Add a device's favourites to the account and answer the merged list",
        description: 'What a visitor saved on this device before signing in; slugs of no listed therapist are ignored.',
        querystring: LocaleQuerySchema,
        body: MergeFavouritesSchema,
        response: { 200: FavouritesSchema, 400: ErrorSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await mergeFavourites(app.db, userOf(request), request.body.slugs);
      return { therapists: await listFavourites(app.db, userOf(request), localeOf(request), app.files.publicUrl) };
    },
  );
};

export default favourites;
