import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { myMeasures } from '../../measures/answers.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { MyMeasuresSchema } from '../../schemas/measures.ts';

const tags = ['measures'];
const errors = { 401: ErrorSchema, 403: ErrorSchema };

/** Measurement-based care (decision 036): the signed-in client's questionnaires to answer. */
const myMeasureRoutes: FastifyPluginAsyncTypebox<{ linkSecret: string }> = async (app, { linkSecret }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/v1/me/measures',
    {
      config: { access: ['client'] as const },
      schema: {
        tags,
        summary: "The signed-in client's questionnaires still to answer",
        description:
          'From every practice whose client record is joined to this account; each with the path of the page that answers it.',
        response: { 200: MyMeasuresSchema, ...errors },
      },
    },
    async (request) => myMeasures(app.db, linkSecret, request.principal?.userId as string),
  );
};

export default myMeasureRoutes;
