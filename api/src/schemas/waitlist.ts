import { type Static, Type } from 'typebox';
import { LocaleSchema, SingleLineText } from './common.ts';

// The fair waitlist (decision 037): joining, an entry and its offer as its person sees them, and the
// therapist's list and settings.

const Instant = Type.String({ format: 'date-time', description: 'An ISO 8601 instant (UTC)' });
const Meeting = Type.Enum(['online', 'in_person']);
const EntryUid = Type.String({
  pattern: '^[A-Za-z0-9_-]{22}$',
  description: 'The entry’s unguessable id',
  examples: ['mZ3k8Qd1TgC0aL5nV7xY2w'],
});
const Key = Type.Optional(
  Type.String({ maxLength: 64, description: 'The key from the emailed link; not needed by the signed-in owner' }),
);

export const WishesSchema = Type.Object(
  {
    weekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), {
      minItems: 1,
      maxItems: 7,
      uniqueItems: true,
      description: 'ISO weekdays, 1 = Monday',
    }),
    timesOfDay: Type.Array(Type.Enum(['morning', 'afternoon', 'evening']), {
      minItems: 1,
      maxItems: 3,
      uniqueItems: true,
      description:
        'Morning before 12:00, afternoon until 17:00, evening after: on the client’s clock for online slots, the practice’s for in person',
    }),
    modalities: Type.Array(Meeting, { minItems: 1, maxItems: 2, uniqueItems: true }),
  },
  { examples: [{ weekdays: [1, 3, 5], timesOfDay: ['morning', 'evening'], modalities: ['online'] }] },
);
export type Wishes = Static<typeof WishesSchema>;

export const JoinWaitlistSchema = Type.Object(
  {
    therapistSlug: Type.String({ pattern: '^[a-z0-9-]{1,120}$' }),
    serviceId: Type.String({ format: 'uuid' }),
    wishes: WishesSchema,
    name: SingleLineText({ maxLength: 120 }),
    email: Type.Optional(
      Type.String({
        format: 'email',
        maxLength: 254,
        description: 'Required without a signed-in client; a signed-in client joins with their account’s address',
      }),
    ),
    locale: Type.Optional(LocaleSchema),
    timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  {
    examples: [
      {
        therapistSlug: 'anna-schmidt',
        serviceId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        wishes: { weekdays: [1, 2, 3, 4, 5], timesOfDay: ['evening'], modalities: ['online', 'in_person'] },
        name: 'Maria Silva',
        email: 'maria@example.com',
        locale: 'pt',
        timeZone: 'Europe/Lisbon',
      },
    ],
  },
);
export type JoinWaitlist = Static<typeof JoinWaitlistSchema>;

export const JoinedSchema = Type.Object(
  {
    uid: Type.Union([EntryUid, Type.Null()], {
      description: 'Null for a guest: their entry is only reached through the emailed link',
    }),
    status: Type.Enum(['pending_email', 'waiting']),
  },
  { examples: [{ uid: null, status: 'pending_email' }] },
);

export const WaitlistSettingsSchema = Type.Object(
  {
    status: Type.Enum(['open', 'paused', 'closed'], {
      description: 'paused: nobody is offered a slot; closed: nor may anyone join. Places in line are kept.',
    }),
    alwaysOpen: Type.Boolean({ description: 'Offered even while slots are free, not only when none fits' }),
    holdMinutes: Type.Integer({ minimum: 5, maximum: 1440, description: 'How long an offer is held' }),
  },
  { examples: [{ status: 'open', alwaysOpen: false, holdMinutes: 30 }] },
);

export const PublicWaitlistSchema = Type.Object(
  { status: Type.Enum(['open', 'paused', 'closed']), alwaysOpen: Type.Boolean(), holdMinutes: Type.Integer() },
  { examples: [{ status: 'open', alwaysOpen: false, holdMinutes: 30 }] },
);

export const OfferSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    status: Type.Enum(['offered', 'accepted']),
    start: Instant,
    end: Instant,
    modality: Meeting,
    holdExpiresAt: Instant,
    appointmentUid: Type.Union([Type.String(), Type.Null()]),
  },
  {
    examples: [
      {
        id: '2f1b7a52-3a1c-4c55-9d0a-0d5b2c2f9e11',
        status: 'offered',
        start: '2026-12-02T09:00:00Z',
        end: '2026-12-02T09:50:00Z',
        modality: 'online',
        holdExpiresAt: '2026-11-30T14:30:00Z',
        appointmentUid: null,
      },
    ],
  },
);

export const EntrySchema = Type.Object({
  uid: EntryUid,
  status: Type.Enum(['pending_email', 'waiting', 'booked', 'left', 'removed', 'lapsed']),
  therapist: Type.Object({
    slug: Type.String({ examples: ['anna-becker'] }),
    name: Type.String({ examples: ['Dr. Anna Becker'] }),
    timeZone: Type.String({ examples: ['Europe/Berlin'] }),
  }),
  service: Type.Object({
    id: Type.String({ format: 'uuid' }),
    name: Type.String({ examples: ['Einzelsitzung (50 Min.)'] }),
    durationMinutes: Type.Integer({ examples: [50] }),
  }),
  wishes: WishesSchema,
  timeZone: Type.Union([Type.String({ examples: ['Europe/Berlin'] }), Type.Null()], {
    description: "The client's zone, for online slots",
  }),
  joinedAt: Instant,
  waitingSince: Type.Union([Instant, Type.Null()], { description: 'Its place in line; null until the link is used' }),
  offer: Type.Union([OfferSchema, Type.Null()], { description: 'The slot held for this person now, if any' }),
});
export type WaitlistEntry = Static<typeof EntrySchema>;
export const MyWaitlistSchema = Type.Object({ entries: Type.Array(EntrySchema) });
export type MyWaitlist = Static<typeof MyWaitlistSchema>;

export const TherapistWaitlistSchema = Type.Object(
  {
    settings: WaitlistSettingsSchema,
    therapist: Type.Object({
      slug: Type.String(),
      timeZone: Type.String({ description: 'The zone the offers are shown in' }),
    }),
    entries: Type.Array(
      Type.Object({
        uid: EntryUid,
        position: Type.Integer({ minimum: 1 }),
        name: Type.String(),
        email: Type.String(),
        timeZone: Type.Union([Type.String(), Type.Null()]),
        service: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }),
        wishes: WishesSchema,
        waitingSince: Instant,
        offer: Type.Union([OfferSchema, Type.Null()]),
      }),
    ),
  },
  {
    examples: [
      {
        settings: { status: 'open', alwaysOpen: false, holdMinutes: 30 },
        therapist: { slug: 'anna-schmidt', timeZone: 'Europe/Berlin' },
        entries: [
          {
            uid: 'mZ3k8Qd1TgC0aL5nV7xY2w',
            position: 1,
            name: 'Maria Silva',
            email: 'maria@example.com',
            timeZone: 'Europe/Lisbon',
            service: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Individual session' },
            wishes: { weekdays: [1, 2, 3, 4, 5], timesOfDay: ['evening'], modalities: ['online'] },
            waitingSince: '2026-11-28T18:02:11Z',
            offer: null,
          },
        ],
      },
    ],
  },
);
export type TherapistWaitlist = Static<typeof TherapistWaitlistSchema>;

export const EntryParamsSchema = Type.Object({ uid: EntryUid });
export const OfferParamsSchema = Type.Object({ uid: EntryUid, offerId: Type.String({ format: 'uuid' }) });
export const EntryKeyQuerySchema = Type.Object({ key: Key });
export const EntryKeyBodySchema = Type.Object({ key: Key });
export const EntryStatusSchema = Type.Object({ uid: EntryUid, status: EntrySchema.properties.status });
export const AcceptedSchema = Type.Object(
  {
    uid: Type.String({ description: 'The appointment’s uid' }),
    status: Type.String({ description: 'requested or confirmed, as the therapist’s rules say' }),
    key: Type.String({ description: 'The key of the appointment’s page, as its emails carry it' }),
  },
  { examples: [{ uid: 'k2Jd9sL0qP4xT7vB1nM3cA', status: 'confirmed', key: 'Qm9vLm5vdC1hLXJlYWwta2V5LWF0LWFsbA' }] },
);
export const HandOfferSchema = Type.Object(
  { start: Instant, modality: Type.Optional(Meeting) },
  { examples: [{ start: '2026-12-02T09:00:00Z', modality: 'online' }] },
);
export const HandOfferedSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  start: Instant,
  holdExpiresAt: Instant,
});
