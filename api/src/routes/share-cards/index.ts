import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requestLocale } from '../../contract/locales.ts';
import { publicProfile } from '../../directory/profile.ts';
import { ONLINE_PLACE, renderShareCard, SHARE_CARD } from '../../directory/share-card.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { ProfileParamsSchema, ProfileQuerySchema } from '../../schemas/therapists.ts';

/**
 * The image a shared profile link shows on social networks and in messengers (the profile page's
 * `og:image`): a card with the therapist's initials, name, title, place and "Verified on Calma".
 */
const shareCards: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/therapists/:slug/share-card.png',
    {
      config: { access: 'public' },
      schema: {
        tags: ['directory'],
        summary: 'The share image of a listed, verified therapist’s profile',
        description: `image/png, ${SHARE_CARD.width}×${SHARE_CARD.height}: initials, name, title, place and "Verified on Calma" in \`locale\` (else from Accept-Language). Cacheable for an hour. 404 when no listed, verified therapist has this slug.`,
        params: ProfileParamsSchema,
        querystring: ProfileQuerySchema,
        response: {
          200: Type.Unknown({ description: `image/png, ${SHARE_CARD.width}×${SHARE_CARD.height}` }),
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request.query.locale, request.headers['accept-language']);
      const profile = await publicProfile(app.db, request.params.slug, locale, app.files.publicUrl);
      const where = profile.locations[0];
      const place = where ? [where.district?.name, where.city.name].filter(Boolean).join(', ') : ONLINE_PLACE[locale];
      const png = await renderShareCard({ name: profile.name, title: profile.title, place, locale });
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'accept-language')
        .send(png);
    },
  );
};

export default shareCards;
