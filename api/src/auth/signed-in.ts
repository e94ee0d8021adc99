import type { FastifyReply } from 'fastify';
import { cancelDeletion } from '../account/deletion.ts';
import { claimDeviceMatches } from '../matching/device.ts';
import { recordSignIn } from './audit.ts';

/**
 * What every completed sign-in does, whatever proved the person (password, two-factor code,
 * verification link, OpenID Connect): it goes into the security history (with "new device" when
 * this browser has not signed in before), and it cancels a pending account deletion, which the
 * owner is told about by email in case it was not them. A client also takes into the account the
 * matches made on this device before signing in. Runs before the new session starts.
 */
export async function onSignIn(
  reply: FastifyReply,
  userId: string,
  userAgent: string | undefined,
): Promise<{ deletionCancelled: boolean }> {
  const { db } = reply.server;
  const ip = reply.request.ip;
  await recordSignIn(db, { userId, ip, userAgent });
  const deletionCancelled = await cancelDeletion(db, reply.server.withEmails, userId, { ip, userAgent });
  await claimDeviceMatches(db, reply, userId);
  return { deletionCancelled };
}
