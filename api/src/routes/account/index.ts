import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requestDeletion } from '../../account/deletion.ts';
import { exportAccountData, exportEntries } from '../../account/export.ts';
import { zipStream } from '../../account/zip.ts';
import { requireAccount } from '../../auth/accounts.ts';
import { recordRequestEvent } from '../../auth/audit.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { clearSessionCookies } from '../../auth/session-cookies.ts';
import { recordFailure, refuseWhileThrottled } from '../../auth/throttle.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { DeletionRequestSchema, DeletionScheduledSchema } from '../../schemas/account.ts';
import { ErrorSchema } from '../../schemas/common.ts';

/** The person's rights over their account: a copy of their data, and deletion. */
const account: FastifyPluginAsyncTypebox<{ config: Config }> = async (app) => {
  app.get(
    '/api/v1/account/export',
    {
      config: { access: 'signed-in', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'Download everything stored about this account, as a zip of JSON files and the uploaded files',
        description:
          "account.json, sessions.json, security-events.json, favourites.json; appointments.json for a client (with every therapist); for a therapist therapist/*.json (profile, availability, verification, clients, appointments, session notes opened) and files/ (photos, video, captions, verification documents). Every client record exported is written to that client's access log.",
        response: {
          200: Type.Unknown({ description: 'application/zip, calma-data-export.zip' }),
          401: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = request.principal?.userId as string;
      await recordRequestEvent(app.db, request, userId, 'data_export');
      const data = await exportAccountData(app.db, app.sealer, userId);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="calma-data-export.zip"')
        .header('cache-control', 'private, no-store')
        .send(zipStream(exportEntries(data, app.files)));
    },
  );

  app.post(
    '/api/v1/account/deletion',
    {
      config: { access: 'signed-in', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'Ask to delete this account (confirmed with the password); erased after a grace period',
        description:
          'Signs out every device at once. Signing in during the grace period cancels the deletion. A wrong password is 400 WRONG_PASSWORD and counts as a failed sign-in; an account without a password (OpenID Connect only) first sets one with "forgot password" (400 NO_PASSWORD).',
        body: DeletionRequestSchema,
        response: { 202: DeletionScheduledSchema, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const userId = request.principal?.userId as string;
      const owner = await requireAccount(app.db, userId);
      const attempt = { account: owner.email, address: request.ip };
      await refuseWhileThrottled(app.db, attempt);
      if (!owner.passwordHash) throw new AppError('NO_PASSWORD', 400, 'Set a password first, then confirm with it');
      if (!(await verifyPassword(owner.passwordHash, request.body.password))) {
        await recordFailure(app.db, attempt);
        throw new AppError('WRONG_PASSWORD', 400, 'The password is not right', [
          { field: 'body.password', message: 'is not the current password' },
        ]);
      }
      const erasureAt = await requestDeletion(app.db, app.withEmails, owner);
      await recordRequestEvent(app.db, request, userId, 'account_deletion_requested');
      clearSessionCookies(reply);
      return reply.status(202).send({ erasureAt: erasureAt.toISOString() });
    },
  );
};

export default account;
