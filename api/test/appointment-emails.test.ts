import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { EMAIL_QUEUE } from '../src/mail/outbox.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createTherapist, firstService, openEveryDay } from './helpers/factories.ts';

// A database of its own: the email worker takes every queued job it finds.
describe('appointment emails through the job queue (pg-boss)', async () => {
  const { db } = await isolatedDatabase();
  const { app, outbox, settled } = await testApp({ runJobs: true }, { db });

  const therapist = await createTherapist(db);
  await openEveryDay(db, therapist.id);
  await db.insertInto('bookingPolicy').values({ therapistId: therapist.id, minimumNoticeMinutes: 0 }).execute();
  const service = await firstService(db, therapist.id);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const { slots } = (
    await app.inject({
      url: `/api/v1/therapists/${therapist.slug}/slots?serviceId=${service.id}&from=${day(3)}&to=${day(9)}`,
    })
  ).json() as { slots: { start: string }[] };

  let booked = 0;
  const book = async (email: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: {
        therapistSlug: therapist.slug,
        serviceId: service.id,
        start: slots[booked++ * 8]?.start,
        client: { name: 'Guest Person', email },
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().uid as string;
  };
  const jobsOf = async (uid: string) =>
    (
      await sql<{ id: string; state: string; side: string }>`
        SELECT id, state, data->>'side' AS side FROM pgboss.job
         WHERE name = ${EMAIL_QUEUE} AND data->>'uid' = ${uid} ORDER BY data->>'side'`.execute(db)
    ).rows;

  it('sends the guest’s confirmation as a job for the side that hears of it', async () => {
    const uid = await book('queued.guest@example.test');
    const [mail] = await outbox('queued.guest@example.test');
    expect(mail?.subject).toContain('Please confirm your booking');
    // Only the client hears of an unconfirmed guest booking.
    expect((await jobsOf(uid)).map((j) => [j.side, j.state])).toEqual([['client', 'completed']]);
  });

  it('in a burst of bookings, queues each booking’s email with it and still sends every one', async () => {
    const burst = Array.from({ length: 14 }, (_, i) => `burst.${i}@example.test`);
    const uids = await Promise.all(
      burst.map((email, i) =>
        app
          .inject({
            method: 'POST',
            url: '/api/v1/bookings',
            remoteAddress: `198.51.100.${i + 1}`,
            payload: {
              therapistSlug: therapist.slug,
              serviceId: service.id,
              start: slots[(booked + i) * 8]?.start,
              client: { name: 'Guest Person', email },
            },
          })
          .then((response) => {
            expect(response.statusCode).toBe(201);
            return response.json().uid as string;
          }),
      ),
    );
    booked += burst.length;
    await settled();
    for (const email of burst) expect(await outbox(email)).toHaveLength(1);
    // Each booking queued its own email in its own transaction, and each was sent once.
    const { rows } = await sql<{ uid: string; state: string }>`
      SELECT data->>'uid' AS uid, state FROM pgboss.job
       WHERE name = ${EMAIL_QUEUE} AND data->>'uid' = ANY(${uids})`.execute(db);
    expect(rows.map((r) => r.uid).sort()).toEqual([...uids].sort());
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['completed']));
  });

  it('retries an email the mail server refused, without sending it twice', async () => {
    const send = app.mailer.send;
    let refusals = 0;
    app.mailer.send = async (message) => {
      if (message.to === 'refused.once@example.test' && refusals === 0) {
        refusals += 1;
        throw new Error('421 try again later');
      }
      return send(message);
    };
    try {
      const uid = await book('refused.once@example.test');
      await settled();
      expect(refusals).toBe(1);
      expect(await outbox('refused.once@example.test')).toEqual([]);
      const client = (await jobsOf(uid)).find((j) => j.side === 'client');
      expect(client?.state).toBe('retry');

      // The retry is due (instead of in 30 seconds): the worker's next poll sends it.
      await sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${client?.id}::uuid`.execute(db);
      await expect
        .poll(async () => (await outbox('refused.once@example.test')).length, { timeout: 10_000, interval: 200 })
        .toBe(1);
      expect((await jobsOf(uid)).find((j) => j.side === 'client')?.state).toBe('completed');
    } finally {
      app.mailer.send = send;
    }
  });
});
