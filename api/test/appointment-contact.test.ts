import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appointmentKey } from '../src/booking/links.ts';
import type { Database } from '../src/db/database.ts';
import { testApp } from './helpers/app.ts';
import { createAppointment, createTherapist, createUser } from './helpers/factories.ts';

const LINK_SECRET = 'appointment-contact-test-link-secret';

/** A confirmed appointment in three days with a client record of the practice; answers its uid and key. */
async function appointmentWith(db: Database, therapistId: string) {
  const client = await db
    .insertInto('client')
    .values({
      therapistId,
      name: 'Mara Jansen',
      email: `mara-${randomBytes(4).toString('hex')}@example.test`,
      locale: 'en',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { uid } = await createAppointment(db, {
    therapistId,
    clientId: client.id,
    status: 'confirmed',
    startsAt: new Date(Date.now() + 72 * 3_600_000),
  });
  return { uid, key: appointmentKey(LINK_SECRET, uid) };
}

// The appointment page offers a message box only when the therapist reads messages on Calma;
// otherwise it says how to reach them. The appointment tells the page which.
describe('how an appointment’s client can reach the therapist', async () => {
  const { app, db } = await testApp({ twoFactorRoles: [], appointmentLinkSecret: LINK_SECRET });
  const read = async (uid: string, key: string) => {
    const response = await app.inject({ url: `/api/v1/appointments/${uid}?key=${key}` });
    expect(response.statusCode).toBe(200);
    return response.json() as { therapist: { receivesMessages: boolean; email: string | null } };
  };

  it('says a therapist with an account receives messages', async () => {
    const therapist = await createTherapist(db);
    const user = await createUser(db, { role: 'therapist' });
    await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', therapist.id).execute();
    const { uid, key } = await appointmentWith(db, therapist.id);

    expect((await read(uid, key)).therapist).toMatchObject({ receivesMessages: true, email: null });
  });

  it('says a practice without an account does not, with its email address for clients when it gave one', async () => {
    const therapist = await createTherapist(db);
    await db.updateTable('therapist').set({ email: 'praxis@example.test' }).where('id', '=', therapist.id).execute();
    const { uid, key } = await appointmentWith(db, therapist.id);

    expect((await read(uid, key)).therapist).toMatchObject({ receivesMessages: false, email: 'praxis@example.test' });
    // What the page then leaves out: the conversation refuses a message all the same.
    const sent = await app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${uid}/messages?key=${key}`,
      payload: { body: 'Hello' },
    });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().code).toBe('RECIPIENT_UNREACHABLE');
  });
});
