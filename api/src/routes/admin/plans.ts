import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireTwoFactor } from '../../auth/two-factor.ts';
import type { Config } from '../../config.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  AdminPlanInputSchema,
  AdminPlanParamsSchema,
  AdminPlansQuerySchema,
  AdminPlansSchema,
} from '../../schemas/subscription.ts';
import { ADMIN_PLANS_PAGE_SIZE, assignPlan, listPlans } from '../../subscription/admin.ts';

const admins = ['admin'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };
const tags = ['subscription'];

/**
 * The administrators' plan console: which practice is on which plan, and assigning a plan by hand
 * to a practice billed outside Stripe. Assigning grants paid features, so it asks for the second
 * factor of those the operator names.
 */
const subscriptionAdmin: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const twoFactor = requireTwoFactor(config.twoFactorRoles);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/v1/admin/plans',
    {
      config: { access: admins },
      preHandler: twoFactor,
      schema: {
        tags,
        summary: 'Practices with the plan each is on, by name',
        description: `${ADMIN_PLANS_PAGE_SIZE} a page. \`q\` matches part of a name, slug or email address; \`plan\` keeps the practices on that plan now (a lapsed assignment or ended subscription is \`free\`). Admins only.`,
        querystring: AdminPlansQuerySchema,
        response: { 200: AdminPlansSchema, ...errors },
      },
    },
    async (request) => listPlans(app.db, request.query),
  );

  app.put(
    '/api/v1/admin/plans/:therapistId',
    {
      config: { access: admins },
      preHandler: twoFactor,
      schema: {
        tags,
        summary: 'Assign a plan to a practice billed by hand, through a last day or until changed',
        description:
          '`free` ends an assignment. 400 for a plan the plans file does not have or a last day in the past; 404 for an unknown therapist; 409 STRIPE_MANAGED when the practice has a Stripe subscription that is not cancelled (its plan changes through Stripe). Admins only.',
        params: AdminPlanParamsSchema,
        body: AdminPlanInputSchema,
        response: { 204: Type.Null(), ...errors, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const adminId = request.principal?.userId as string;
      const { therapistId } = request.params;
      const { plan, until } = request.body;
      await assignPlan(app.db, adminId, therapistId, plan, until);
      request.log.info({ audit: 'subscription.assigned', therapistId, adminId, plan, until }, 'plan assigned');
      return reply.status(204).send(null);
    },
  );
};

export default subscriptionAdmin;
