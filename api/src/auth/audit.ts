import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SecurityEventKind } from '../contract/security-events.ts';
import type { Database } from '../db/database.ts';
import { generatedSecret } from '../db/secrets.ts';
import { deviceSummary } from './user-agent.ts';

export interface SecurityEventInput {
  userId: string | null;
  kind: SecurityEventKind;
  /** The caller's address; only a keyed hash is stored. */
  ip?: string | undefined;
  userAgent?: string | undefined;
}

// A plain hash of an IPv4 address is reversed by trying all 2^32; a keyed one is not, yet still
// shows whether two events came from the same address.
const ipKeys = new WeakMap<Database, Promise<string>>();
async function ipHash(db: Database, ip: string | undefined): Promise<string | null> {
  if (!ip) return null;
  let key = ipKeys.get(db);
  if (!key) {
    key = generatedSecret(db, 'audit_ip_key');
    ipKeys.set(db, key);
  }
  return createHmac('sha256', await key)
    .update(ip)
    .digest('base64url')
    .slice(0, 22);
}

/** Appends one event to the account's security history. */
export async function recordSecurityEvent(db: Database, event: SecurityEventInput): Promise<void> {
  await db
    .insertInto('securityEvent')
    .values({
      userId: event.userId,
      kind: event.kind,
      ipHash: await ipHash(db, event.ip),
      device: deviceSummary(event.userAgent),
    })
    .execute();
}

/** Appends one event caused by this request, from its address and browser. */
export function recordRequestEvent(
  db: Database,
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
  userId: string,
  kind: SecurityEventKind,
): Promise<void> {
  return recordSecurityEvent(db, { userId, kind, ip: request.ip, userAgent: request.headers['user-agent'] });
}

/**
 * Records a completed sign-in, and a new device when this browser and system have not signed in to
 * the account before (the first sign-in of an account is not "new"). Call it once the person is
 * proven and before their session starts, so the new session is not compared with itself.
 */
export async function recordSignIn(
  db: Database,
  { userId, ip, userAgent }: { userId: string; ip?: string | undefined; userAgent?: string | undefined },
): Promise<{ newDevice: boolean }> {
  const earlier = await db
    .selectFrom('authSession')
    .select('userAgent')
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .limit(200)
    .execute();
  const device = deviceSummary(userAgent);
  const newDevice = earlier.length > 0 && !earlier.some((s) => deviceSummary(s.userAgent) === device);
  await recordSecurityEvent(db, { userId, kind: 'sign_in', ip, userAgent });
  if (newDevice) await recordSecurityEvent(db, { userId, kind: 'new_device', ip, userAgent });
  return { newDevice };
}

/** One page of the account's own events, newest first. */
export async function listSecurityEvents(db: Database, userId: string, page: number, perPage: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('securityEvent')
      .select(['id', 'kind', 'device', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('securityEvent')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { events: rows, total: Number(count.total) };
}
