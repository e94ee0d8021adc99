import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema } from '../../schemas/common.ts';
import { MyWaitlistSchema } from '../../schemas/waitlist.ts';
import { myEntries } from '../../waitlist/waitlist.ts';

/** The signed-in client's waitlist entries (decision 037). */
const myWaitlist: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/me/waitlist',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['waitlist'],
        summary: 'The signed-in client’s waitlist entries with every therapist',
        description:
          'Entries joined while signed in (a guest entry of the same address is reached through its link), live ones first, each with the slot held for it. A therapist or admin gets 403.',
        response: { 200: MyWaitlistSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { entries: await myEntries(app.db, request.principal?.userId ?? '') };
    },
  );
};

export default myWaitlist;
