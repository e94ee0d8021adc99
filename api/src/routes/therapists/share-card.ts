import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requestLocale } from '../../contract/locales.ts';
import { publicProfile } from '../../directory/profile.ts';
import { ONLINE_PLACE, SHARE_CARD } from '../../directory/share-card.ts';
import {
  matchesIfNoneMatch,
  shareCardCache,
  shareCardTag,
  shareCardVersion,
} from '../../directory/share-card-cache.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { ProfileParamsSchema, ProfileQuerySchema } from '../../schemas/therapists.ts';

/**
 * Browsers ask again after 5 minutes, so a therapist who corrects their name soon sees the new card;
 * a CDN keeps a card for an hour. Either revalidates with the ETag and mostly gets a 304.
 */
const CACHE_CONTROL = 'public, max-age=300, s-maxage=3600';

/**
 * The image a shared profile link shows on social networks and in messengers (the profile page's
 * `og:image`): a card with the therapist's initials, name, title, place and "Verified on Calma".
 * Drawn once per profile version and locale (directory/share-card-cache.ts); parameters other
 * than `locale` are dropped by validation, so they cannot make it draw again.
 */
const shareCards: FastifyPluginAsyncTypebox = async (app) => {
  const cards = shareCardCache();
  app.get(
    '/api/v1/therapists/:slug/share-card.png',
    {
      config: { access: 'public' },
      schema: {
        tags: ['directory'],
        summary: 'The share image of a listed, verified therapist’s profile',
        description: `image/png, ${SHARE_CARD.width}×${SHARE_CARD.height}: initials, name, title, place and "Verified on Calma" in \`locale\` (else from Accept-Language). Cacheable by browsers and CDNs (\`${CACHE_CONTROL}\`) with an \`ETag\` that changes with the profile; 304 to a matching \`If-None-Match\`. 404 when no listed, verified therapist has this slug.`,
        params: ProfileParamsSchema,
        querystring: ProfileQuerySchema,
        response: {
          200: Type.Unknown({ description: `image/png, ${SHARE_CARD.width}×${SHARE_CARD.height}` }),
          304: Type.Null({ description: 'The card named by `If-None-Match` is still current' }),
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request.query.locale, request.headers['accept-language']);
      const version = await shareCardVersion(app.db, request.params.slug);
      const etag = shareCardTag(version, locale);
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      // With `locale` in the address the card is the same whatever the reader's languages, so a CDN
      // keeps one copy per address rather than one per Accept-Language header.
      if (request.query.locale === undefined) reply.header('vary', 'accept-language');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      const png = await cards.get(etag, async () => {
        const profile = await publicProfile(app.db, request.params.slug, locale, app.files.publicUrl);
        const where = profile.locations[0];
        const place = where ? [where.district?.name, where.city.name].filter(Boolean).join(', ') : ONLINE_PLACE[locale];
        return { name: profile.name, title: profile.title, place, locale };
      });
      return reply.header('content-type', 'image/png').send(png);
    },
  );
};

export default shareCards;
