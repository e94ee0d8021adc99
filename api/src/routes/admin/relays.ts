import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { RelayStatusSchema } from '../../schemas/online-sessions.ts';

const tags = ['online sessions'];
const errors = { 401: ErrorSchema, 403: ErrorSchema };

/** Whether online sessions have TURN relays configured (decision 019), for the administrators' console. */
const relays: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/api/v1/admin/relays',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Whether video calls have TURN relays configured',
        description: 'Without relays, calls between some networks (strict NATs, corporate firewalls) cannot connect.',
        response: { 200: RelayStatusSchema, ...errors },
      },
    },
    async () => ({ relays: config.ice.turn !== undefined, stunServers: config.ice.stunUrls.length }),
  );
};

export default relays;
