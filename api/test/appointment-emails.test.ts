import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { EMAIL_QUEUE } from '../src/booking/notifications.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createTherapist } from './helpers/factories.ts';

// A database of its own: the email worker takes every queued job it finds.
describe('appointment emails through the job queue (pg-boss)', async () => {
  const { db } = await isolatedDatabase();
  const { app, outbox, settled } = await testApp({ runJobs: true }, { db });

  const therapist = await createTherapist(db);
  await db
    .insertInto('availabilityRule')
    .values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        therapistId: therapist.id,
        weekday,
        startTime: '08:00',
        endTime: '20:00',
        modality: 'both' as const,
      })),
    )
    .execute();
  await db.insertInto('bookingPolicy').values({ therapistId: therapist.id, minimumNoticeMinutes: 0 }).execute();
  const service = await db
    .selectFrom('service')
    .select('id')
    .where('therapistId', '=', therapist.id)
    .executeTakeFirstOrThrow();
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const { slots } = (
    await app.inject({
      url: `/api/v1/therapists/${therapist.slug}/slots?serviceId=${service.id}&from=${day}&to=${day}`,
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
