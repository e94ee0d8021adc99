import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import type { Locale } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import type { FormKind } from '../db/schema.ts';
import { generatedSecret } from '../db/secrets.ts';
import { clientAddress } from '../net/client-address.ts';

/** How many letters one address may have us send to employers per hour. */
export const SENDS_PER_HOUR = 3;
/** How long an HR address that received a letter from us gets no other. */
export const RECIPIENT_QUIET_DAYS = 7;

// A keyed hash, as for security events (auth/audit.ts), so a copy of the table does not give the
// addresses back. A key of its own: a form submission cannot be tied to an account's sign-ins. Of
// the client, not the exact address: the letters per hour are a per-address limit, and an IPv6 /64
// is one client (net/client-address.ts).
const ipKeys = new WeakMap<Database, Promise<string>>();
export async function formIpHash(db: Database, ip: string | undefined): Promise<string | null> {
  if (!ip) return null;
  let key = ipKeys.get(db);
  if (!key) {
    key = generatedSecret(db, 'form_ip_key');
    ipKeys.set(db, key);
  }
  return createHmac('sha256', await key)
    .update(clientAddress(ip))
    .digest('base64url')
    .slice(0, 22);
}

export interface NewSubmission {
  kind: FormKind;
  locale: Locale;
  fields: Record<string, string>;
  ipHash: string | null;
}

export async function storeSubmission(db: Database, submission: NewSubmission): Promise<string> {
  const row = await db
    .insertInto('formSubmission')
    .values({ ...submission, fields: JSON.stringify(submission.fields) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Asking us to send a letter repeats the request that made it. The earlier, unsent submission with
 * the same fields from the same address (within the hour) becomes the one that was sent, rather
 * than the admins seeing the same recommendation twice.
 */
export async function storeOrReuse(db: Database, submission: NewSubmission): Promise<string> {
  const earlier = await db
    .selectFrom('formSubmission')
    .select('id')
    .where('kind', '=', submission.kind)
    .where('ipHash', submission.ipHash === null ? 'is' : '=', submission.ipHash)
    .where('emailSentAt', 'is', null)
    .where('createdAt', '>', sql<Date>`now() - interval '1 hour'`)
    .where('fields', '=', sql<Record<string, string>>`${JSON.stringify(submission.fields)}::jsonb`)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return earlier?.id ?? storeSubmission(db, submission);
}

export async function markEmailSent(db: Database, id: string): Promise<void> {
  await db.updateTable('formSubmission').set({ emailSentAt: sql`now()` }).where('id', '=', id).execute();
}

/** Letters sent for this address in the last hour. */
export async function sendsInLastHour(db: Database, ipHash: string | null): Promise<number> {
  if (ipHash === null) return 0;
  const row = await db
    .selectFrom('formSubmission')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('kind', '=', 'recommend_employer')
    .where('ipHash', '=', ipHash)
    .where('emailSentAt', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether we sent a letter to this HR address recently (addresses compared without case). */
export async function recentlyContacted(db: Database, hrEmail: string): Promise<boolean> {
  const row = await db
    .selectFrom('formSubmission')
    .select('id')
    .where('kind', '=', 'recommend_employer')
    .where(sql`lower(fields->>'hrEmail')`, '=', hrEmail.toLowerCase())
    .where('emailSentAt', '>', sql<Date>`now() - make_interval(days => ${RECIPIENT_QUIET_DAYS})`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type SubmissionStatus = 'open' | 'handled' | 'all';

/** One page of submissions for the admins, newest first. */
export async function listSubmissions(
  db: Database,
  {
    kind,
    status,
    page,
    perPage,
  }: { kind?: FormKind | undefined; status: SubmissionStatus; page: number; perPage: number },
) {
  let query = db.selectFrom('formSubmission');
  if (kind) query = query.where('kind', '=', kind);
  if (status === 'open') query = query.where('handledAt', 'is', null);
  if (status === 'handled') query = query.where('handledAt', 'is not', null);
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'kind', 'locale', 'fields', 'createdAt', 'handledAt', 'emailSentAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { submissions: rows.map(shape), total: Number(count.total) };
}

/** Marks a submission handled (or open again); undefined when there is none with this id. */
export async function setHandled(db: Database, id: string, handled: boolean) {
  const row = await db
    .updateTable('formSubmission')
    .set({ handledAt: handled ? sql`coalesce(handled_at, now())` : null })
    .where('id', '=', id)
    .returning(['id', 'kind', 'locale', 'fields', 'createdAt', 'handledAt', 'emailSentAt'])
    .executeTakeFirst();
  return row && shape(row);
}

function shape(row: {
  id: string;
  kind: FormKind;
  locale: string;
  fields: Record<string, string>;
  createdAt: Date;
  handledAt: Date | null;
  emailSentAt: Date | null;
}) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    emailSentAt: row.emailSentAt?.toISOString() ?? null,
  };
}

/** How long a submission (names, email addresses, what was asked) is kept, handled or not. */
export const SUBMISSION_RETENTION_MONTHS = 12;

/** Deletes submissions older than the retention period; answers how many went. */
export async function deleteExpiredSubmissions(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - SUBMISSION_RETENTION_MONTHS);
  const deleted = await db.deleteFrom('formSubmission').where('createdAt', '<', cutoff).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
