import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NEXT_FREE_SLOT_TOPIC } from '../../booking/next-free-slot.ts';
import type { Config } from '../../config.ts';
import { requestLocale } from '../../contract/locales.ts';
import { previewProfile, publicProfile } from '../../directory/profile.ts';
import { notFound } from '../../errors.ts';
import type { Principal } from '../../plugins/access.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  ProfileParamsSchema,
  ProfileQuerySchema,
  ProfileSchema,
  SearchQuerySchema,
  SearchResultSchema,
} from '../../schemas/therapists.ts';
import { availabilityCache } from '../../search/availability-cache.ts';
import { searchCache } from '../../search/cache.ts';
import { SEARCH_INDEX_TOPIC } from '../../search/indexer.ts';
import { parseSearch, searchTherapists, withAvailability } from '../../search/service.ts';
import type { EngineResult } from '../../search/types.ts';
import { slugHasFeature } from '../../subscription/entitlements.ts';

const therapists: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  // Which therapists match, in which order, with counts: the hits' next free slots are read per answer.
  const cache = searchCache<Awaited<ReturnType<typeof searchTherapists>>['answer']>({
    ttlSeconds: config.searchCacheSeconds,
  });
  // The cards' next free slots: forgotten for the therapists whose answer the refresher moved.
  const availability = availabilityCache({ ttlSeconds: config.searchCacheSeconds });
  // Any instance's write to the index clears every instance's caches, over the bus's one connection;
  // so does the bus's `resync` after its connection was lost, when announcements may have been missed.
  const unsubscribe = app.live.subscribe(SEARCH_INDEX_TOPIC, () => {
    cache.clear();
    availability.forget();
  });
  const unsubscribeSlots = app.live.subscribe(NEXT_FREE_SLOT_TOPIC, (event) => {
    const moved = (event as { therapists?: unknown }).therapists;
    availability.forget(Array.isArray(moved) ? moved.filter((id) => typeof id === 'string') : undefined);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    unsubscribeSlots();
  });

  app.get(
    '/api/v1/therapists/search',
    {
      config: { access: 'public' },
      schema: {
        tags: ['directory'],
        summary: 'Search listed, verified therapists with filters and facet counts',
        description:
          'Free text plus filters (location or distance from a point, language, category, approach, specialization, modality, price, gender, accepting new clients, a free slot within N days), sorted by relevance, price, distance or the soonest free slot, paged, with facet counts. Each hit carries its next free slot as the booking page would offer it first, read for this answer. Names are in `locale`, else from Accept-Language.',
        querystring: SearchQuerySchema,
        response: { 200: SearchResultSchema, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { locale, ...params } = request.query;
      const query = parseSearch(params, requestLocale(locale, request.headers['accept-language']));
      reply.header('cache-control', 'public, max-age=30');
      reply.header('vary', 'accept-language');
      // A search that runs now brings its page's next free slots with it; an answer from the cache
      // is kept without them and reads them anew (decision 033).
      let slots: EngineResult['slots'];
      const found = await cache.get(JSON.stringify(query), async () => {
        const searched = await searchTherapists(app.searchEngine, query);
        slots = searched.slots;
        return searched.answer;
      });
      return withAvailability(app.db, query, found, { slots, read: availability.get });
    },
  );

  app.get(
    '/api/v1/therapists/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['directory'],
        summary: 'The public profile of a listed, verified therapist',
        description:
          'Texts in `locale` (else from Accept-Language); where the therapist has not written that language, a language they did write, marked as such. Service names and descriptions in that locale where the therapist translated them, else as they wrote them. 404 when no listed, verified therapist has this slug.',
        params: ProfileParamsSchema,
        querystring: ProfileQuerySchema,
        response: { 200: ProfileSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      reply.header('vary', 'accept-language');
      return publicProfile(
        app.db,
        request.params.slug,
        requestLocale(request.query.locale, request.headers['accept-language']),
        app.files.publicUrl,
      );
    },
  );

  app.get(
    '/api/v1/therapists/:slug/preview',
    {
      config: { access: ['therapist', 'admin'] },
      schema: {
        tags: ['directory'],
        summary: 'A profile as its page will show it, before it is verified and listed: for its owner and admins',
        description:
          'As `/api/v1/therapists/{slug}`, whether or not the profile is listed and verified (`verified` says which). Only the therapist whose profile it is and admins may read it; for any other therapist it is a 404, as for an address that does not exist. Never cached.',
        params: ProfileParamsSchema,
        querystring: ProfileQuerySchema,
        response: { 200: ProfileSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return previewProfile(
        app.db,
        request.params.slug,
        request.principal as Principal,
        requestLocale(request.query.locale, request.headers['accept-language']),
        app.files.publicUrl,
      );
    },
  );

  app.get(
    '/api/v1/therapists/:slug/embed',
    {
      config: { access: 'public' },
      schema: {
        tags: ['directory'],
        summary: 'The public profile, for the widgets a therapist puts on their own website',
        description:
          'As `/api/v1/therapists/{slug}`, and 404 as well when the practice’s plan has no widgets: the card and message widgets then show nothing on the therapist’s site.',
        params: ProfileParamsSchema,
        querystring: ProfileQuerySchema,
        response: { 200: ProfileSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      reply.header('vary', 'accept-language');
      if (!(await slugHasFeature(app.db, request.params.slug, 'widgets'))) throw notFound('No widget for this address');
      return publicProfile(
        app.db,
        request.params.slug,
        requestLocale(request.query.locale, request.headers['accept-language']),
        app.files.publicUrl,
      );
    },
  );
};

export default therapists;
