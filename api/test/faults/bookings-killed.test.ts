import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../src/mail/mailer.ts';
import { EMAIL_QUEUE } from '../../src/mail/outbox.ts';
import { isolatedDatabase } from '../helpers/app.ts';
import { bookableTherapist, bookingRequest, dataDirectory, startServer, startTimes } from './process.ts';

type Answer = { email: string; start: string } & ({ status: number; uid?: string } | { died: string });

/**
 * Issue #18: the process is killed (SIGKILL, no chance to tidy up) while bookings pour in. What it
 * answered must hold after a restart, and every booking that exists gets its email.
 */
describe('a server killed in the middle of a burst of bookings', async () => {
  const { db, url } = await isolatedDatabase();
  const dataDir = await dataDirectory();
  const { therapist, service } = await bookableTherapist(db);

  it('keeps every booking it confirmed, once, none it refused, and sends each one’s email after a restart', {
    timeout: 120_000,
  }, async () => {
    const first = await startServer(url, dataDir);
    // Twelve times for eight clients at a time, each booking one after another: many ask for a
    // time someone else has just taken.
    const times = await startTimes(first.baseUrl, therapist.slug, service.id, 12);
    const answers: Answer[] = [];
    let sent = 0;
    let killed = false;
    const client = async (n: number) => {
      while (!killed) {
        const email = `burst.${n}.${sent++}@example.test`;
        const start = times[Math.floor(Math.random() * times.length)] as string;
        try {
          const response = await fetch(
            `${first.baseUrl}/api/v1/bookings`,
            bookingRequest(therapist.slug, service.id, start, email),
          );
          const body = (await response.json()) as { uid?: string };
          answers.push({ email, start, status: response.status, uid: body.uid });
        } catch (error) {
          answers.push({ email, start, died: String(error) });
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, n) => client(n));

    // The kill comes once every time is taken and requests are still arriving, at a moment when no
    // email is being handed to the mail server: a batch taken at the very instant of a kill is sent
    // again only when pg-boss expires it, a quarter of an hour later, which this test does not wait for.
    const activeEmails = async () =>
      (
        await sql<{ active: number }>`
          SELECT count(*)::int AS active FROM pgboss.job WHERE name = ${EMAIL_QUEUE} AND state = 'active'`.execute(db)
      ).rows[0]?.active ?? 0;
    for (const since = Date.now(); Date.now() - since < 20_000; ) {
      const taken = new Set(answers.filter((a) => 'status' in a && a.status === 201).map((a) => a.start));
      if (taken.size === times.length && answers.length >= 40 && (await activeEmails()) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    first.child.kill('SIGKILL');
    killed = true;
    await first.exited;
    await Promise.all(clients);

    const second = await startServer(url, dataDir, { SHUTDOWN_DRAIN_SECONDS: '0' });
    const made = await db
      .selectFrom('appointment')
      .innerJoin('pendingContact', 'pendingContact.id', 'appointment.pendingContactId')
      .select(['appointment.uid', 'appointment.startsAt', 'appointment.status', 'pendingContact.email'])
      .where('appointment.therapistId', '=', therapist.id)
      .execute();
    const byEmail = new Map<string, typeof made>();
    for (const a of made) byEmail.set(a.email, [...(byEmail.get(a.email) ?? []), a]);

    const confirmed = answers.filter((a) => 'status' in a && a.status === 201);
    const refused = answers.filter((a) => 'status' in a && a.status !== 201);
    const died = answers.filter((a) => 'died' in a);
    expect(confirmed.length).toBeGreaterThan(0);
    // Killed with requests in flight: each of the eight clients had one waiting.
    expect(died.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect('status' in answer && answer.status).toBe(409);
      expect(byEmail.get(answer.email)).toBeUndefined();
    }
    for (const answer of confirmed) {
      expect(byEmail.get(answer.email)?.map((a) => a.uid)).toEqual(['uid' in answer && answer.uid]);
    }
    for (const answer of died) expect(byEmail.get(answer.email)?.length ?? 0).toBeLessThanOrEqual(1);
    // Nothing the test did not ask for, and no time held twice.
    expect(made.every((a) => answers.some((answer) => answer.email === a.email))).toBe(true);
    const starts = made.map((a) => a.startsAt.toISOString());
    expect(new Set(starts).size).toBe(starts.length);

    // Each booking's email (the guest's request to confirm the address) was queued with it and is
    // sent by the restarted process.
    const emailsOf = async () =>
      (
        await sql<{ uid: string; state: string }>`
          SELECT data->>'uid' AS uid, state FROM pgboss.job
           WHERE name = ${EMAIL_QUEUE} AND data->>'uid' = ANY(${made.map((a) => a.uid)})`.execute(db)
      ).rows;
    let jobs = await emailsOf();
    for (const since = Date.now(); Date.now() - since < 60_000; jobs = await emailsOf()) {
      if (jobs.length >= made.length && jobs.every((j) => j.state === 'completed')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(jobs.map((j) => j.uid).sort()).toEqual(made.map((a) => a.uid).sort());
    expect(jobs.filter((j) => j.state !== 'completed')).toEqual([]);
    const outbox = await readOutbox(`${dataDir}/outbox`);
    for (const booking of made) expect(outbox.filter((mail) => mail.to === booking.email)).toHaveLength(1);

    second.child.kill('SIGTERM');
    expect(await second.exited, second.output()).toBe(0);
  });
});
