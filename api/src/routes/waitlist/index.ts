import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isLocale, requestLocale } from '../../contract/locales.ts';
import { AppError } from '../../errors.ts';
import { principalOf } from '../../plugins/access.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  AcceptedSchema,
  EntryKeyBodySchema,
  EntryKeyQuerySchema,
  EntryParamsSchema,
  EntrySchema,
  EntryStatusSchema,
  JoinedSchema,
  JoinWaitlistSchema,
  OfferParamsSchema,
} from '../../schemas/waitlist.ts';
import { isWaitlistKey } from '../../waitlist/links.ts';
import { acceptOffer, declineOffer, offerOpenSlots } from '../../waitlist/offers.ts';
import {
  accountAddress,
  confirmEntry,
  endEntry,
  entryNotFound,
  entryView,
  findEntry,
  joinWaitlist,
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
 * (404). The therapist's list is under routes/dashboard/waitlist.ts.
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
};

export default waitlist;
