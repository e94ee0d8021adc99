import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payToken } from '../src/billing/pay-links.ts';
import type { Database } from '../src/db/database.ts';
import type { AdminPlans } from '../src/schemas/subscription.ts';
import { testApp } from './helpers/app.ts';
import { assignPlan } from './helpers/factories.ts';
import { call, practiceOwner, signedInAccount } from './helpers/sessions.ts';
import { startStripeServer } from './helpers/stripe-server.ts';

const LINK_SECRET = 'plans-test-link-secret-0123456789abcdef';

const service = (name: string) => ({
  name,
  description: '',
  durationMinutes: 50,
  priceMinor: 9000,
  currency: 'EUR',
  modality: 'online',
});

/** A day relative to today in Berlin, where test practices are, YYYY-MM-DD. */
const berlinDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

describe('plans: what a practice may use', async () => {
  const stripe = await startStripeServer();
  const api = new URL(stripe.url);
  const { app, db } = await testApp({
    twoFactorRoles: [],
    appointmentLinkSecret: LINK_SECRET,
    publicUrl: 'https://calma.test',
    stripe: {
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      billingWebhookSecret: stripe.webhookSecret,
      feePercent: 2.5,
      api: { host: api.hostname, port: Number(api.port), protocol: 'http' },
    },
  });
  const admin = await signedInAccount(app, db, 'admin');
  const assign = async (therapistId: string, plan: string, until: string | null = null) => {
    const response = await call(app, 'PUT', `/api/v1/admin/plans/${therapistId}`, admin.cookie, { plan, until });
    expect(response.statusCode, response.body).toBe(204);
  };
  const freePractice = () => practiceOwner(app, db, { plan: 'free', online: true });
  const expectRefusal = (response: { statusCode: number; json: () => unknown }, details: object) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'PLAN_REQUIRED', details });
  };

  describe('video', () => {
    it('refuses a free practice its room, and opens it once an administrator assigns Practice', async () => {
      const owner = await freePractice();
      const refused = { feature: 'video', plan: 'practice' };
      expectRefusal(await call(app, 'GET', '/api/v1/waiting-room', owner.cookie), refused);
      expectRefusal(await call(app, 'PUT', '/api/v1/waiting-room/settings', owner.cookie, { open: true }), refused);
      expectRefusal(await call(app, 'POST', `/api/v1/waiting-room/${randomUUID()}/admit`, owner.cookie), refused);
      // Closing harms nobody and tidies up what a downgrade left open.
      expect((await call(app, 'PUT', '/api/v1/waiting-room/settings', owner.cookie, { open: false })).statusCode).toBe(
        200,
      );

      await assign(owner.id, 'practice');
      expect((await call(app, 'GET', '/api/v1/waiting-room', owner.cookie)).json()).toMatchObject({ open: false });
      expect((await call(app, 'PUT', '/api/v1/waiting-room/settings', owner.cookie, { open: true })).statusCode).toBe(
        200,
      );
      const waiting = await call(app, 'POST', `/api/v1/rooms/${owner.slug}/waiting`, undefined, { name: 'Guest' });
      expect(waiting.statusCode).toBe(201);
      const admitted = await call(app, 'POST', `/api/v1/waiting-room/${waiting.json().id}/admit`, owner.cookie);
      expect(admitted.statusCode).toBe(200);
    });

    it('shows the room of a practice without video as closed, even when it was left open', async () => {
      const owner = await freePractice();
      await db.updateTable('therapist').set({ roomOpen: true }).where('id', '=', owner.id).execute();
      const room = await call(app, 'GET', `/api/v1/rooms/${owner.slug}`);
      expect(room.statusCode).toBe(200);
      expect(room.json()).toMatchObject({ access: 'closed' });
      const waiting = await call(app, 'POST', `/api/v1/rooms/${owner.slug}/waiting`, undefined, { name: 'Guest' });
      expect(waiting.statusCode).toBe(403);
      expect(waiting.json().code).toBe('ROOM_CLOSED');

      await assign(owner.id, 'practice');
      expect((await call(app, 'GET', `/api/v1/rooms/${owner.slug}`)).json()).toMatchObject({ access: 'open' });
    });
  });

  describe('card payments', () => {
    it('refuses a free practice turning cards on or connecting Stripe; turning them off works', async () => {
      const owner = await freePractice();
      const refused = { feature: 'card_payments', plan: 'practice' };
      expectRefusal(
        await call(app, 'PUT', '/api/v1/billing/payment-settings', owner.cookie, { cardPayments: true }),
        refused,
      );
      expectRefusal(await call(app, 'POST', '/api/v1/billing/stripe/connect', owner.cookie), refused);
      const off = await call(app, 'PUT', '/api/v1/billing/payment-settings', owner.cookie, { cardPayments: false });
      expect(off.statusCode).toBe(200);

      await assign(owner.id, 'practice');
      const connected = await call(app, 'POST', '/api/v1/billing/stripe/connect', owner.cookie);
      expect(connected.statusCode).toBe(200);
      expect(connected.json().url).toMatch(/^https?:\/\//);
    });

    it('stops offering cards on the pay page after a downgrade, and offers them again after an upgrade', async () => {
      const owner = await practiceOwner(app, db, { plan: 'practice' });
      expect((await call(app, 'POST', '/api/v1/billing/stripe/connect', owner.cookie)).statusCode).toBe(200);
      const { stripeAccountId } = await db
        .selectFrom('billingProfile')
        .select('stripeAccountId')
        .where('therapistId', '=', owner.id)
        .executeTakeFirstOrThrow();
      stripe.setAccount(stripeAccountId as string, { charges_enabled: true, details_submitted: true });
      expect((await call(app, 'POST', '/api/v1/billing/stripe/refresh', owner.cookie)).statusCode).toBe(200);
      expect(
        (await call(app, 'PUT', '/api/v1/billing/payment-settings', owner.cookie, { cardPayments: true })).statusCode,
      ).toBe(200);
      const invoiceId = await issuedInvoice(db, owner.id);
      const payPage = () => call(app, 'GET', `/api/v1/invoices/pay/${payToken(LINK_SECRET, invoiceId)}`);
      const checkout = () => call(app, 'POST', `/api/v1/invoices/pay/${payToken(LINK_SECRET, invoiceId)}/checkout`);
      expect((await payPage()).json().cardPayments).toBe(true);

      await assign(owner.id, 'free');
      expect((await payPage()).json().cardPayments).toBe(false);
      const refused = await checkout();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('CARD_PAYMENTS_UNAVAILABLE');
      const settings = await call(app, 'GET', '/api/v1/billing/payment-settings', owner.cookie);
      expect(settings.json().card).toMatchObject({ enabled: false, accountStatus: 'enabled' });

      // The practice's choice was kept: back on a plan with cards, they are offered again.
      await assign(owner.id, 'practice');
      expect((await payPage()).json().cardPayments).toBe(true);
      expect((await checkout()).statusCode).toBe(200);
    });
  });

  describe('widgets', () => {
    it('answers 404 for a free practice’s widgets while its profile stays public', async () => {
      const owner = await freePractice();
      expect((await call(app, 'GET', `/api/v1/therapists/${owner.slug}`)).statusCode).toBe(200);
      expect((await call(app, 'GET', `/api/v1/therapists/${owner.slug}/embed`)).statusCode).toBe(404);
      const enquiry = {
        name: 'Mara',
        email: `mara-${randomBytes(4).toString('hex')}@example.test`,
        message: 'Do you have time next week?',
        consent: true,
      };
      expect(
        (await call(app, 'POST', `/api/v1/therapists/${owner.slug}/enquiries`, undefined, enquiry)).statusCode,
      ).toBe(404);

      await assign(owner.id, 'practice');
      const embed = await call(app, 'GET', `/api/v1/therapists/${owner.slug}/embed?locale=de`);
      expect(embed.statusCode).toBe(200);
      expect(embed.json()).toMatchObject({ slug: owner.slug, name: owner.name });
      expect(
        (await call(app, 'POST', `/api/v1/therapists/${owner.slug}/enquiries`, undefined, enquiry)).statusCode,
      ).toBe(202);
      expect((await call(app, 'GET', '/api/v1/therapists/no-such-therapist/embed')).statusCode).toBe(404);
    });
  });

  describe('the services limit', () => {
    it('refuses a fourth active service on the free plan, counting neither archived ones nor what it may re-offer', async () => {
      const owner = await freePractice();
      // The factory's practice has one service; the free plan allows three.
      const second = await call(app, 'POST', '/api/v1/services', owner.cookie, service('Second'));
      expect(second.statusCode).toBe(201);
      expect((await call(app, 'POST', '/api/v1/services', owner.cookie, service('Third'))).statusCode).toBe(201);
      const fourth = await call(app, 'POST', '/api/v1/services', owner.cookie, service('Fourth'));
      expect(fourth.statusCode).toBe(403);
      expect(fourth.json()).toMatchObject({
        code: 'PLAN_LIMIT',
        details: { limit: 'services', max: 3, plan: 'practice' },
      });

      const archived = await call(app, 'POST', `/api/v1/services/${second.json().id}/archive`, owner.cookie);
      expect(archived.statusCode).toBe(200);
      expect((await call(app, 'POST', '/api/v1/services', owner.cookie, service('Fourth'))).statusCode).toBe(201);
      const offeredAgain = await call(app, 'POST', `/api/v1/services/${second.json().id}/unarchive`, owner.cookie);
      expect(offeredAgain.statusCode).toBe(403);
      expect(offeredAgain.json().code).toBe('PLAN_LIMIT');

      await assign(owner.id, 'practice');
      expect((await call(app, 'POST', `/api/v1/services/${second.json().id}/unarchive`, owner.cookie)).statusCode).toBe(
        200,
      );
    });

    it('keeps every service a downgrade leaves over the limit, bookable, and refuses only new ones', async () => {
      const owner = await practiceOwner(app, db, { plan: 'practice', online: true });
      for (const name of ['Two', 'Three', 'Four', 'Five']) {
        expect((await call(app, 'POST', '/api/v1/services', owner.cookie, service(name))).statusCode).toBe(201);
      }
      await assign(owner.id, 'free');

      const services = (await call(app, 'GET', '/api/v1/services', owner.cookie)).json().services;
      expect(services.filter((s: { archived: boolean }) => !s.archived)).toHaveLength(5);
      const profile = (await call(app, 'GET', `/api/v1/therapists/${owner.slug}`)).json();
      expect(profile.services).toHaveLength(5);
      const fresh = await call(app, 'POST', '/api/v1/services', owner.cookie, service('Six'));
      expect(fresh.statusCode).toBe(403);
      expect(fresh.json().details).toEqual({ limit: 'services', max: 3, plan: 'practice' });
      // Editing what is there still works.
      const edited = await call(
        app,
        'PUT',
        `/api/v1/services/${services[4].id}`,
        owner.cookie,
        service('Five, longer'),
      );
      expect(edited.statusCode).toBe(200);
    });
  });

  describe('when a plan counts', () => {
    it('falls back to free the day after an administrator’s assignment ends', async () => {
      const owner = await freePractice();
      await assignPlan(db, owner.id, 'practice', berlinDay(0));
      expect((await call(app, 'GET', '/api/v1/waiting-room', owner.cookie)).statusCode).toBe(200);
      await assignPlan(db, owner.id, 'practice', berlinDay(-1));
      expectRefusal(await call(app, 'GET', '/api/v1/waiting-room', owner.cookie), { feature: 'video' });
    });

    it('keeps a Stripe plan through the grace period of a failed payment, and not after it', async () => {
      const owner = await freePractice();
      const pastDue = (graceUntil: Date) =>
        db
          .insertInto('subscription')
          .values({
            therapistId: owner.id,
            plan: 'practice',
            status: 'past_due',
            source: 'stripe',
            billingInterval: 'month',
            graceUntil,
          })
          .onConflict((oc) => oc.column('therapistId').doUpdateSet({ graceUntil }))
          .execute();
      await pastDue(new Date(Date.now() + 3 * 86_400_000));
      expect((await call(app, 'GET', '/api/v1/waiting-room', owner.cookie)).statusCode).toBe(200);
      await pastDue(new Date(Date.now() - 60_000));
      expectRefusal(await call(app, 'GET', '/api/v1/waiting-room', owner.cookie), { feature: 'video' });
    });
  });

  describe('the administrators’ plan console', () => {
    it('lists practices with the plan in effect, found by name, slug or email and filtered by plan', async () => {
      const owner = await practiceOwner(app, db, {
        plan: 'free',
        lastName: `Planlist${randomBytes(3).toString('hex')}`,
      });
      await assign(owner.id, 'practice', berlinDay(30));
      const lapsed = await practiceOwner(app, db, { plan: 'free', lastName: `${owner.name.split(' ')[1]}x` });
      await assignPlan(db, lapsed.id, 'practice_plus', berlinDay(-2));

      const list = await call(app, 'GET', `/api/v1/admin/plans?q=${owner.name.split(' ')[1]}`, admin.cookie);
      expect(list.statusCode).toBe(200);
      const body = list.json<AdminPlans>();
      expect(body).toMatchObject({ total: 2, page: 1, pageSize: 50 });
      expect(body.items).toEqual([
        {
          therapistId: owner.id,
          name: owner.name,
          slug: owner.slug,
          email: owner.email,
          plan: 'practice',
          status: 'active',
          source: 'admin',
          assignedUntil: berlinDay(30),
        },
        expect.objectContaining({ therapistId: lapsed.id, plan: 'free', status: 'free', source: 'free' }),
      ]);

      const byEmail = (await call(app, 'GET', `/api/v1/admin/plans?q=${owner.email}`, admin.cookie)).json<AdminPlans>();
      expect(byEmail.items.map((i) => i.therapistId)).toEqual([owner.id]);
      const onPractice = (
        await call(app, 'GET', `/api/v1/admin/plans?q=${owner.name.split(' ')[1]}&plan=practice`, admin.cookie)
      ).json<AdminPlans>();
      expect(onPractice.items.map((i) => i.therapistId)).toEqual([owner.id]);
      const onFree = (
        await call(app, 'GET', `/api/v1/admin/plans?q=${owner.name.split(' ')[1]}&plan=free`, admin.cookie)
      ).json<AdminPlans>();
      expect(onFree.items.map((i) => i.therapistId)).toEqual([lapsed.id]);
    });

    it('assigns a plan until changed, and free ends the assignment', async () => {
      const owner = await freePractice();
      await assign(owner.id, 'practice_plus');
      const row = await db
        .selectFrom('subscription')
        .select(['plan', 'status', 'source', 'assignedBy', 'assignedUntil'])
        .where('therapistId', '=', owner.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        plan: 'practice_plus',
        status: 'active',
        source: 'admin',
        assignedBy: admin.userId,
        assignedUntil: null,
      });
      await assign(owner.id, 'free');
      expectRefusal(await call(app, 'GET', '/api/v1/waiting-room', owner.cookie), { feature: 'video' });
      const listed = (await call(app, 'GET', `/api/v1/admin/plans?q=${owner.slug}`, admin.cookie)).json<AdminPlans>();
      expect(listed.items[0]).toMatchObject({ plan: 'free', status: 'free', source: 'free', assignedUntil: null });
    });

    it('refuses an unknown plan, a last day in the past and an unknown therapist', async () => {
      const owner = await freePractice();
      const put = (id: string, body: object) => call(app, 'PUT', `/api/v1/admin/plans/${id}`, admin.cookie, body);
      const unknownPlan = await put(owner.id, { plan: 'platinum', until: null });
      expect(unknownPlan.statusCode).toBe(400);
      expect(unknownPlan.json().code).toBe('VALIDATION_FAILED');
      expect((await put(owner.id, { plan: 'practice', until: berlinDay(-1) })).statusCode).toBe(400);
      expect((await put(randomUUID(), { plan: 'practice', until: null })).statusCode).toBe(404);
      expect(await db.selectFrom('subscription').where('therapistId', '=', owner.id).execute()).toEqual([]);
    });

    it('leaves a subscription Stripe manages to Stripe, but may assign once it is cancelled', async () => {
      const owner = await freePractice();
      await db
        .insertInto('subscription')
        .values({
          therapistId: owner.id,
          plan: 'practice',
          status: 'active',
          source: 'stripe',
          billingInterval: 'year',
          stripeCustomerId: `cus_${randomBytes(6).toString('hex')}`,
          stripeSubscriptionId: `sub_${randomBytes(6).toString('hex')}`,
          trialUsed: true,
        })
        .execute();
      const refused = await call(app, 'PUT', `/api/v1/admin/plans/${owner.id}`, admin.cookie, {
        plan: 'practice_plus',
        until: null,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('STRIPE_MANAGED');
      expect(
        (await call(app, 'PUT', `/api/v1/admin/plans/${owner.id}`, admin.cookie, { plan: 'free', until: null }))
          .statusCode,
      ).toBe(409);

      await db.updateTable('subscription').set({ status: 'canceled' }).where('therapistId', '=', owner.id).execute();
      await assign(owner.id, 'practice_plus');
      const row = await db
        .selectFrom('subscription')
        .select(['plan', 'source', 'stripeCustomerId', 'stripeSubscriptionId', 'trialUsed'])
        .where('therapistId', '=', owner.id)
        .executeTakeFirstOrThrow();
      // The customer and the used trial stay with the practice for a later checkout.
      expect(row).toMatchObject({
        plan: 'practice_plus',
        source: 'admin',
        stripeSubscriptionId: null,
        trialUsed: true,
      });
      expect(row.stripeCustomerId).toMatch(/^cus_/);
    });

    it('answers only administrators', async () => {
      const owner = await freePractice();
      const therapist = await signedInAccount(app, db, 'therapist');
      for (const [cookie, status] of [
        [undefined, 401],
        [therapist.cookie, 403],
        [owner.cookie, 403],
      ] as const) {
        expect((await call(app, 'GET', '/api/v1/admin/plans', cookie)).statusCode).toBe(status);
        const put = await call(app, 'PUT', `/api/v1/admin/plans/${owner.id}`, cookie, {
          plan: 'practice',
          until: null,
        });
        expect(put.statusCode).toBe(status);
      }
      expect(await db.selectFrom('subscription').where('therapistId', '=', owner.id).execute()).toEqual([]);
    });
  });
});

describe('plans: the console under the default two-factor rule', async () => {
  const { app, db } = await testApp();

  it('asks an administrator without two-factor sign-in to turn it on first', async () => {
    const admin = await signedInAccount(app, db, 'admin');
    const response = await call(app, 'GET', '/api/v1/admin/plans', admin.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('TWO_FACTOR_REQUIRED');
  });
});

let invoiceCounter = 0;
/** An issued invoice of 120 € as the invoices engine leaves it, written straight to the table. */
async function issuedInvoice(db: Database, therapistId: string): Promise<string> {
  const suffix = randomBytes(4).toString('hex');
  const client = await db
    .insertInto('client')
    .values({ therapistId, name: `Mara ${suffix}`, email: `mara-${suffix}@example.test` })
    .returning('id')
    .executeTakeFirstOrThrow();
  invoiceCounter += 1;
  const { id } = await db
    .insertInto('invoice')
    .values({
      therapistId,
      clientId: client.id,
      number: `PL-${suffix}-${invoiceCounter}`,
      status: 'issued',
      locale: 'de',
      currency: 'EUR',
      issueDate: '2026-11-20',
      dueDate: '2026-12-04',
      netMinor: 12_000,
      grossMinor: 12_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
