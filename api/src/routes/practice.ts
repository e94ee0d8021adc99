import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireTwoFactor } from '../auth/two-factor.ts';
import { type Practice, practiceOf } from '../clients/records.ts';
import type { Config } from '../config.ts';
import type { AppError } from '../errors.ts';

export const TWO_FACTOR_NOTE =
  'Closed until two-factor sign-in is on where the role requires it (403 TWO_FACTOR_REQUIRED).';

/**
 * What the routes of a therapist's practice share (billing, subscription, the employer program,
 * agreements, intake questionnaires, and a client record's agreements, intake and measures), for
 * the plugin `app` that registers them: therapists only, closed until two-factor sign-in where the
 * role requires it; answers never kept in a shared cache or the back-forward cache (the hook runs
 * for this plugin's routes only); and the signed-in therapist's practice, or `missing` (an account
 * without a profile has nothing to bill and no clients).
 */
export function practiceRoutes(app: FastifyInstance, config: Config) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  return {
    guard: {
      config: { access: ['therapist'] as const },
      preHandler: requireTwoFactor(config.twoFactorRoles),
    },
    signedInPractice: async (request: FastifyRequest, missing: () => AppError): Promise<Practice> => {
      const practice = await practiceOf(app.db, request.principal?.userId as string);
      if (!practice) throw missing();
      return practice;
    },
  };
}
