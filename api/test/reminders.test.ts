import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { reminderDue } from '../src/booking/reminders.ts';
import { testApp } from './helpers/app.ts';
import { createTherapist, createUser, firstService, openEveryDay } from './helpers/factories.ts';

describe('appointment reminders (pg-boss)', async () => {
  const { app, db, settled } = await testApp({ runJobs: true });

  it('plans reminders 24 hours and 1 hour before a confirmed session and cancels them with it', async () => {
    const user = await createUser(db, { role: 'therapist' });
    const t = await createTherapist(db);
    await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', t.id).execute();
    await openEveryDay(db, t.id);
    await db
      .insertInto('bookingPolicy')
      .values({ therapistId: t.id, minimumNoticeMinutes: 0, requiresConfirmation: false })
      .execute();
    const service = await firstService(db, t.id);
    const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    const { slots } = (
      await app.inject({ url: `/api/v1/therapists/${t.slug}/slots?serviceId=${service.id}&from=${day}&to=${day}` })
    ).json();
    const client = await createUser(db);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: client.email, password: 'correct horse battery staple' },
    });
    const cookie = [signIn.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const { uid } = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: { cookie },
        payload: {
          therapistSlug: t.slug,
          serviceId: service.id,
          start: slots[0].start,
          client: { name: 'Lea', email: client.email },
        },
      })
    ).json();

    await settled(); // reminders are planned with the emails, after the answer
    const row = await db
      .selectFrom('appointment')
      .select(['reminderJobIds', 'startsAt'])
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    expect(row.reminderJobIds).toHaveLength(2);
    const jobs = await sql<{ state: string; startAfter: Date }>`
      SELECT state, start_after FROM pgboss.job WHERE id = ANY(${row.reminderJobIds}::uuid[]) ORDER BY start_after`.execute(
      db,
    );
    expect(jobs.rows.map((j) => j.startAfter.getTime())).toEqual([
      row.startsAt.getTime() - 24 * 3_600_000,
      row.startsAt.getTime() - 3_600_000,
    ]);
    expect(await reminderDue(db, { uid, kind: 'reminder24', startsAt: slots[0].start })).toBe(true);
    // A reminder planned for an earlier start does nothing after a move.
    expect(await reminderDue(db, { uid, kind: 'reminder24', startsAt: '2030-01-01T00:00:00Z' })).toBe(false);

    await app.inject({ method: 'POST', url: `/api/v1/appointments/${uid}/cancel`, headers: { cookie }, payload: {} });
    await settled();
    const after = await sql<{ state: string }>`
      SELECT state FROM pgboss.job WHERE id = ANY(${row.reminderJobIds}::uuid[])`.execute(db);
    expect(after.rows.map((j) => j.state)).toEqual(['cancelled', 'cancelled']);
    expect(await reminderDue(db, { uid, kind: 'reminder24', startsAt: slots[0].start })).toBe(false);
  });
});
