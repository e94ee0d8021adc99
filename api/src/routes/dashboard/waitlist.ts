import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ownTherapist } from '../../directory/owner.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  EntryParamsSchema,
  EntryStatusSchema,
  HandOfferedSchema,
  HandOfferSchema,
  TherapistWaitlistSchema,
  WaitlistSettingsSchema,
} from '../../schemas/waitlist.ts';
import { offerByHand, offerOpenSlots } from '../../waitlist/offers.ts';
import { endEntry, ownEntry, saveWaitlistSettings, therapistWaitlist } from '../../waitlist/waitlist.ts';

/**
 * The therapist's waitlist (decision 037): who waits, offering a time by hand, removing someone, and
 * the settings.
 */
const dashboardWaitlist: FastifyPluginAsyncTypebox<{ linkSecret: string }> = async (app, { linkSecret }) => {
  /** Look again for someone to offer the therapist's free time to, after the answer. */
  const passOn = (therapistId: string) =>
    app.background(() => offerOpenSlots(app.db, app.withEmails, linkSecret, therapistId));

  app.get(
    '/api/v1/dashboard/waitlist',
    {
      config: { access: ['therapist'] },
      schema: {
        tags: ['waitlist'],
        summary: 'The signed-in therapist’s waitlist: settings and the people waiting, in order',
        description:
          'Only entries whose address is proven; `position` is the place in line (first come, first served), `waitingSince` when it was taken. 404 PROFILE_NOT_FOUND before the profile is started.',
        response: { 200: TherapistWaitlistSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const therapist = await ownTherapist(app.db, request.principal?.userId ?? '');
      reply.header('cache-control', 'private, no-store');
      return therapistWaitlist(app.db, therapist.id);
    },
  );

  app.put(
    '/api/v1/dashboard/waitlist/settings',
    {
      config: { access: ['therapist'] },
      schema: {
        tags: ['waitlist'],
        summary: 'Open, pause or close the waitlist; offer it always; set the hold',
        description:
          'Pausing stops offers and closing also stops joining; nobody loses their place, and opening again offers free slots to those waiting.',
        body: WaitlistSettingsSchema,
        response: {
          200: WaitlistSettingsSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const therapist = await ownTherapist(app.db, request.principal?.userId ?? '');
      const saved = await saveWaitlistSettings(app.db, therapist.id, request.body);
      if (saved.status === 'open') passOn(therapist.id);
      return saved;
    },
  );

  app.post(
    '/api/v1/dashboard/waitlist/entries/:uid/offer',
    {
      config: { access: ['therapist'] },
      schema: {
        tags: ['waitlist'],
        summary: 'Offer a free slot to a person on the waitlist by hand',
        description:
          "Whatever their wishes or place in line; the slot must be free (409 SLOT_UNAVAILABLE with nearby free times) and the person must hold no other offer (409 INVALID_STATE). Held for the list's hold time and emailed. Another practice's entry is 404.",
        params: EntryParamsSchema,
        body: HandOfferSchema,
        response: {
          201: HandOfferedSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const therapist = await ownTherapist(app.db, request.principal?.userId ?? '');
      const entry = await ownEntry(app.db, therapist.id, request.params.uid);
      const offer = await offerByHand(app.db, app.withEmails, linkSecret, entry, request.body);
      return reply.status(201).send({
        id: offer.id,
        start: offer.startsAt.toISOString(),
        holdExpiresAt: offer.holdExpiresAt.toISOString(),
      });
    },
  );

  app.delete(
    '/api/v1/dashboard/waitlist/entries/:uid',
    {
      config: { access: ['therapist'] },
      schema: {
        tags: ['waitlist'],
        summary: 'Remove a person from the waitlist',
        description:
          'A slot held for them passes to the next in line. Another practice’s entry is 404; one that has already ended is 409 INVALID_STATE.',
        params: EntryParamsSchema,
        response: { 200: EntryStatusSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const therapist = await ownTherapist(app.db, request.principal?.userId ?? '');
      const entry = await ownEntry(app.db, therapist.id, request.params.uid);
      await endEntry(app.db, entry, 'removed');
      passOn(therapist.id);
      return { uid: entry.uid, status: 'removed' as const };
    },
  );
};

export default dashboardWaitlist;
