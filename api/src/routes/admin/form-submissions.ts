import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../errors.ts';
import { listSubmissions, setHandled } from '../../forms/submissions.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  FormSubmissionSchema,
  FormSubmissionsSchema,
  HandledSchema,
  SubmissionParamsSchema,
  SubmissionQuerySchema,
} from '../../schemas/forms.ts';

const tags = ['forms'];

/**
 * What came in through the public forms (routes/forms), for the administrators: the list and
 * marking a submission handled.
 */
const formSubmissions: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/admin/form-submissions',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'What came in through the public forms, newest first',
        description: 'Paged; `kind` picks one form and `status` open or handled submissions.',
        querystring: SubmissionQuerySchema,
        response: { 200: FormSubmissionsSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { kind, status, page, perPage } = request.query;
      return { ...(await listSubmissions(app.db, { kind, status, page, perPage })), page, perPage };
    },
  );

  app.patch(
    '/api/v1/admin/form-submissions/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Mark a submission handled, or open again',
        description: '`handled: true` marks it handled, `false` opens it again. 404 for an unknown id.',
        params: SubmissionParamsSchema,
        body: HandledSchema,
        response: { 200: FormSubmissionSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const submission = await setHandled(app.db, request.params.id, request.body.handled);
      if (!submission) throw notFound('No such form submission');
      return submission;
    },
  );
};

export default formSubmissions;
