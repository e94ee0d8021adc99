import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestLocale } from '../../contract/locales.ts';
import { clientOverview, FIRST_REQUESTS, therapistOverview } from '../../dashboard/overview.ts';
import { ErrorSchema, LocaleQuerySchema } from '../../schemas/common.ts';
import { OverviewSchema } from '../../schemas/dashboard.ts';

/** The dashboard's own reads: what its home page shows, in one request. */
const dashboard: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/dashboard/overview',
    {
      config: { access: ['client', 'therapist'] },
      schema: {
        tags: ['dashboard'],
        summary: 'What the dashboard home shows the signed-in client or therapist',
        description: `For a therapist (\`therapist\`): today's sessions in their time zone, the open booking requests (the count and the soonest ${FIRST_REQUESTS}), unread messages from clients, people in the waiting room, and where the profile stands (null before it is started). For a client (\`client\`): the next requested or confirmed appointment (its service named in \`locale\`, else from Accept-Language, where the therapist translated it), unread messages from therapists, saved self-test results and favourite therapists. The other part is null. Administrators have no overview (403).`,
        querystring: LocaleQuerySchema,
        response: { 200: OverviewSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      const principal = request.principal as { userId: string; role: 'client' | 'therapist' };
      reply.header('cache-control', 'private, no-store');
      return principal.role === 'therapist'
        ? { role: 'therapist' as const, therapist: await therapistOverview(app.db, principal.userId), client: null }
        : {
            role: 'client' as const,
            therapist: null,
            client: await clientOverview(
              app.db,
              principal.userId,
              requestLocale(request.query.locale, request.headers['accept-language']),
            ),
          };
    },
  );
};

export default dashboard;
