import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isLocale, requestLocale } from '../../contract/locales.ts';
import { ownTherapist } from '../../directory/owner.ts';
import { AppError } from '../../errors.ts';
import { principalOf } from '../../plugins/access.ts';
import { SlugParamsSchema } from '../../schemas/booking.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  AcceptedSchema,
  EntryKeyBodySchema,
  EntryKeyQuerySchema,
  EntryParamsSchema,
  EntrySchema,
  EntryStatusSchema,
  HandOfferedSchema,
  HandOfferSchema,
  JoinedSchema,
  JoinWaitlistSchema,
  MyWaitlistSchema,
  OfferParamsSchema,
  PublicWaitlistSchema,
  TherapistWaitlistSchema,
  WaitlistSettingsSchema,
} from '../../schemas/waitlist.ts';
import { isWaitlistKey } from '../../waitlist/links.ts';
import { acceptOffer, declineOffer, offerByHand, offerOpenSlots } from '../../waitlist/offers.ts';
import {
  accountAddress,
  confirmEntry,
  endEntry,
  entryNotFound,
  entryView,
  findEntry,
  joinWaitlist,
  myEntries,
  ownEntry,
  saveWaitlistSettings,
  therapistWaitlist,
  waitlistSettings,
  waitlistTherapist,
} from '../../waitlist/waitlist.ts';

function validZone(zone: string | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

/**
 * The fair waitlist (decision 037). An entry is reached by its unguessable uid plus either the key
 * from its emailed link or the signed-in client it belongs to; to anyone else it does not exist
 * (404). The therapist's list is theirs alone, under /api/v1/dashboard/waitlist.
 */
const waitlist: FastifyPluginAsyncTypebox<{ linkSecret: string }> = async (app, { linkSecret }) => {
  /** The entry, for its own person, or 404. */
  async function ownersEntry(request: FastifyRequest, uid: string, key: string | undefined) {
    const entry = await findEntry(app.db, uid);
    if (!entry) throw entryNotFound();
    const principal = await principalOf(request, app.db);
    if ((principal && entry.userId === principal.userId) || isWaitlistKey(linkSecret, entry.uid, key)) return entry;
    throw entryNotFound();
  }
  /** Look again for someone to offer the therapist's free time to, after the answer. */
  const passOn = (therapistId: string) =>
    app.background(() => offerOpenSlots(app.db, app.withEmails, linkSecret, therapistId));

  app.get(
    '/api/v1/therapists/:slug/waitlist',
    {
      config: { access: 'public' },
      schema: {
        tags: ['waitlist'],
        summary: 'Whether a listed therapist’s waitlist can be joined',
        description:
          'open: anyone may join (unless a free slot fits their wishes and the list is not `alwaysOpen`); paused: joining waits its turn but nobody is offered a slot yet; closed: nobody may join. 404 when no bookable therapist has this slug.',
        params: SlugParamsSchema,
        response: { 200: PublicWaitlistSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const therapist = await waitlistTherapist(app.db, request.params.slug);
      return waitlistSettings(app.db, therapist.id);
    },
  );

  app.post(
    '/api/v1/waitlist',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['waitlist'],
        summary: 'Join a therapist’s waitlist for a service, with wishes',
        description:
          'A signed-in client with a verified address takes their place at once (`waiting`, with `uid`); anyone else — a visitor, or a client whose address is not verified — is emailed a link and is not in line, nor is the therapist told, until they use it (`pending_email`, `uid` null: the entry is reached only through the link). A guest already on the list gets the same answer and no email. 409 INVALID_STATE with `details.reason` `closed`, or `slots_free` with `details.slots` when a free time fits the wishes (book it; unless the therapist keeps the list always open); 409 ALREADY_ADDED for a signed-in client already waiting; 400 VALIDATION_FAILED for a way of meeting the service does not offer or a visitor without `email`; a signed-in therapist or admin gets 403.',
        body: JoinWaitlistSchema,
        response: { 201: JoinedSchema, 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const principal = await principalOf(request, app.db);
      if (principal && principal.role !== 'client') {
        throw new AppError('FORBIDDEN', 403, 'Only clients join waitlists; sign out to join as a guest');
      }
      const locale = isLocale(body.locale) ? body.locale : requestLocale(undefined, request.headers['accept-language']);
      let email = body.email?.trim().toLowerCase();
      let userId: string | undefined;
      if (principal) {
        const account = await accountAddress(app.db, principal.userId);
        email = account.email;
        if (account.verified) userId = principal.userId;
      }
      if (!email) {
        throw new AppError('VALIDATION_FAILED', 400, 'An email address is needed to join as a guest', [
          { field: 'body.email', message: 'Required' },
        ]);
      }
      const joined = await joinWaitlist(app.db, app.withEmails, linkSecret, {
        therapistSlug: body.therapistSlug,
        serviceId: body.serviceId,
        wishes: body.wishes,
        name: body.name.trim(),
        email,
        locale,
        timeZone: validZone(body.timeZone),
        userId,
      });
      return reply.status(201).send(joined);
    },
  );

  app.get(
    '/api/v1/waitlist/:uid',
    {
      config: { access: 'public' },
      schema: {
        tags: ['waitlist'],
        summary: 'A waitlist entry and the slot held for it, for its own person',
        description:
          'For the signed-in client it belongs to, or with `key` from its emailed link; anyone else gets 404, as if it did not exist. Never shows the others in line.',
        params: EntryParamsSchema,
        querystring: EntryKeyQuerySchema,
        response: { 200: EntrySchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const entry = await ownersEntry(request, request.params.uid, request.query.key);
      reply.header('cache-control', 'private, no-store');
      return entryView(app.db, entry);
    },
  );

  app.post(
    '/api/v1/waitlist/:uid/confirm',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['waitlist'],
        summary: 'A guest confirms their place from the link in their email',
        description:
          'With `key` from the email: the entry takes its place in line now and the therapist is told; confirming again changes nothing. 404 without a valid key.',
        params: EntryParamsSchema,
        body: EntryKeyBodySchema,
        response: { 200: EntryStatusSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const entry = await ownersEntry(request, request.params.uid, request.body.key);
      const status = await confirmEntry(app.db, app.withEmails, entry);
      if (status === 'waiting') passOn(entry.therapistId);
      return { uid: entry.uid, status };
    },
  );

  app.post(
    '/api/v1/waitlist/:uid/leave',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['waitlist'],
        summary: 'Leave the waitlist',
        description:
          'For its own person (signed in, or with the link’s `key`). A slot held for them passes to the next in line. 409 INVALID_STATE when the entry has already ended.',
        params: EntryParamsSchema,
        body: EntryKeyBodySchema,
        response: { 200: EntryStatusSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const entry = await ownersEntry(request, request.params.uid, request.body.key);
      const therapistId = await endEntry(app.db, entry, 'left');
      passOn(therapistId);
      return { uid: entry.uid, status: 'left' as const };
    },
  );

  app.post(
    '/api/v1/waitlist/:uid/offers/:offerId/accept',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['waitlist'],
        summary: 'Accept the slot offered: it is booked',
        description:
          "Books the held slot through the normal booking path (the therapist's rules decide requested or confirmed; both sides are emailed), exactly once however many times it is sent; again answers the same appointment, with the key of its page. 410 HOLD_EXPIRED after the hold ran out; 409 INVALID_STATE for an offer declined or withdrawn; 409 SLOT_UNAVAILABLE if the time went meanwhile (the person keeps their place).",
        params: OfferParamsSchema,
        body: EntryKeyBodySchema,
        response: { 200: AcceptedSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 410: ErrorSchema },
      },
    },
    async (request) => {
      const entry = await ownersEntry(request, request.params.uid, request.body.key);
      return acceptOffer(app.db, app.withEmails, linkSecret, entry, request.params.offerId);
    },
  );

  app.post(
    '/api/v1/waitlist/:uid/offers/:offerId/decline',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['waitlist'],
        summary: 'Decline the slot offered: it passes to the next in line',
        description:
          'The person keeps their place and is not offered this time again. 409 INVALID_STATE when the offer is no longer open.',
        params: OfferParamsSchema,
        body: EntryKeyBodySchema,
        response: { 200: EntryStatusSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const entry = await ownersEntry(request, request.params.uid, request.body.key);
      await declineOffer(app.db, entry, request.params.offerId);
      passOn(entry.therapistId);
      return { uid: entry.uid, status: entry.status };
    },
  );

  app.get(
    '/api/v1/me/waitlist',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['waitlist'],
        summary: 'The signed-in client’s waitlist entries with every therapist',
        description:
          'Entries joined while signed in (a guest entry of the same address is reached through its link), live ones first, each with the slot held for it. A therapist or admin gets 403.',
        response: { 200: MyWaitlistSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { entries: await myEntries(app.db, request.principal?.userId ?? '') };
    },
  );

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

export default waitlist;
