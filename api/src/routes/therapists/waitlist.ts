import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SlugParamsSchema } from '../../schemas/booking.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { PublicWaitlistSchema } from '../../schemas/waitlist.ts';
import { waitlistSettings, waitlistTherapist } from '../../waitlist/waitlist.ts';

/** Whether a listed therapist keeps a waitlist (decision 037), for their profile. */
const therapistWaitlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/therapists/:slug/waitlist',
    {
      config: { access: 'public' },
      schema: {
        tags: ['waitlist'],
        summary: 'Whether a listed therapist’s waitlist can be joined',
        description:
          'open: anyone may join (unless a free slot fits their wishes and the list is not `alwaysOpen`); paused: joining waits its turn but nobody is offered a slot yet; closed: nobody may join. 404 when no bookable therapist has this slug.',
        params: SlugParamsSchema,
        response: { 200: PublicWaitlistSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const therapist = await waitlistTherapist(app.db, request.params.slug);
      return waitlistSettings(app.db, therapist.id);
    },
  );
};

export default therapistWaitlistRoutes;
