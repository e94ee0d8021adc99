import { type Static, Type } from 'typebox';
import { APPOINTMENT_STATUSES } from '../contract/booking.ts';
import { CalendarDate, LocaleSchema, SingleLineText } from './common.ts';
import { ProgramBookingSchema } from './program.ts';

const Instant = Type.String({ format: 'date-time', description: 'An ISO 8601 instant with offset' });
const LocalDate = CalendarDate('YYYY-MM-DD in the therapist’s zone');
const ModalitySchema = Type.Enum(['online', 'in_person']);

export const SlugParamsSchema = Type.Object({
  slug: Type.String({ examples: ['anna-becker'], pattern: '^[a-z0-9-]{1,120}$' }),
});
export const UidParamsSchema = Type.Object({
  uid: Type.String({ examples: ['q7Xw2mZr9LkT4vBn8cHd3A'], pattern: '^[A-Za-z0-9_-]{22}$' }),
});

export const ServiceSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  /** Name and description in the reader's locale where the therapist translated them, else as written. */
  name: Type.String({ examples: ['Einzeltherapie'] }),
  description: Type.String({ examples: ['Einzelsitzung Verhaltenstherapie, 50 Minuten.'] }),
  durationMinutes: Type.Integer({ examples: [50] }),
  priceMinor: Type.Integer({
    examples: [9000],
    minimum: 0,
    description: 'In the currency’s minor unit, e.g. 8000 for €80',
  }),
  currency: Type.String({ examples: ['EUR'] }),
  modality: Type.Enum(['online', 'in_person', 'both']),
});
export const ServicesSchema = Type.Array(ServiceSchema);

export const SlotsQuerySchema = Type.Object({
  serviceId: Type.String({ format: 'uuid' }),
  from: LocalDate,
  to: LocalDate,
  modality: Type.Optional(ModalitySchema),
});
const SlotSchema = Type.Object({ start: Instant, end: Instant });
export const SlotsSchema = Type.Object({
  timeZone: Type.String({ examples: ['Europe/Berlin'] }),
  slots: Type.Array(SlotSchema),
});

export const CreateBookingSchema = Type.Object({
  therapistSlug: Type.String({ examples: ['anna-becker'], pattern: '^[a-z0-9-]{1,120}$' }),
  serviceId: Type.String({ format: 'uuid' }),
  start: Instant,
  modality: Type.Optional(ModalitySchema),
  firstSession: Type.Optional(Type.Boolean()),
  locale: Type.Optional(LocaleSchema),
  timeZone: Type.Optional(Type.String({ examples: ['Europe/Berlin'], minLength: 1, maxLength: 64 })),
  client: Type.Object({
    name: SingleLineText({ examples: ['Jonas Weber'], maxLength: 120 }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    phone: Type.Optional(Type.String({ examples: ['+49 30 12345678'], maxLength: 40, pattern: '^[+0-9 ()/.-]*$' })),
    message: Type.Optional(
      Type.String({
        examples: [
          'Guten Tag, ich suche einen Therapieplatz wegen Panikattacken und würde gern ein Erstgespräch vereinbaren.',
        ],
        maxLength: 2000,
      }),
    ),
  }),
  program: Type.Optional(ProgramBookingSchema),
});
export type CreateBooking = Static<typeof CreateBookingSchema>;

export const AppointmentStatusSchema = Type.Enum([...APPOINTMENT_STATUSES]);
export const CreatedBookingSchema = Type.Object({
  uid: Type.String({ examples: ['q7Xw2mZr9LkT4vBn8cHd3A'] }),
  status: AppointmentStatusSchema,
});

export const KeyQuerySchema = Type.Object({
  key: Type.Optional(Type.String({ examples: ['k3YpQ8wZ1nR5tV7x'], maxLength: 64 })),
});
/** An appointment for its reader: the service named in `locale` (else Accept-Language) for its client. */
export const AppointmentQuerySchema = Type.Object({
  key: Type.Optional(Type.String({ examples: ['k3YpQ8wZ1nR5tV7x'], maxLength: 64 })),
  locale: Type.Optional(LocaleSchema),
});
export const KeyBodySchema = Type.Object({
  key: Type.Optional(Type.String({ examples: ['k3YpQ8wZ1nR5tV7x'], maxLength: 64 })),
});
export const RescheduleSchema = Type.Object({
  key: Type.Optional(Type.String({ examples: ['k3YpQ8wZ1nR5tV7x'], maxLength: 64 })),
  start: Instant,
});
export const RescheduleSlotsQuerySchema = Type.Object({
  key: Type.Optional(Type.String({ examples: ['k3YpQ8wZ1nR5tV7x'], maxLength: 64 })),
  from: LocalDate,
  to: LocalDate,
});

/**
 * An employer program session as its therapist sees it: the company and what Calma pays them for
 * it (the employee pays nothing). Null first: the app coerces types (see schemas/program.ts).
 */
const ProgramMarkSchema = Type.Union(
  [
    Type.Null(),
    Type.Object({
      companyName: Type.String({ examples: ['Muster GmbH'] }),
      rateMinor: Type.Integer({ examples: [9000] }),
      currency: Type.Enum(['EUR', 'GBP']),
    }),
  ],
  { description: 'Set for an employer program session (to its therapist only); null otherwise' },
);

export const AppointmentSchema = Type.Object({
  uid: Type.String({ examples: ['q7Xw2mZr9LkT4vBn8cHd3A'] }),
  status: AppointmentStatusSchema,
  viewer: Type.Enum(['client', 'therapist']),
  start: Instant,
  end: Instant,
  modality: ModalitySchema,
  service: Type.Object({
    name: Type.String({ examples: ['Einzeltherapie'] }),
    durationMinutes: Type.Integer({ examples: [50] }),
  }),
  priceMinor: Type.Integer({
    examples: [9000],
    minimum: 0,
    description: 'In the currency’s minor unit; 0 for a session at no cost to the client',
  }),
  currency: Type.String({ examples: ['EUR'] }),
  therapist: Type.Object({
    slug: Type.String({ examples: ['anna-becker'] }),
    name: Type.String({ examples: ['Dr. Anna Becker'] }),
    timeZone: Type.String({ examples: ['Europe/Berlin'] }),
    receivesMessages: Type.Boolean({
      description: 'Whether the therapist reads messages on Calma (has an account), so the client may write here',
    }),
    email: Type.Union([Type.String({ examples: ['anna.becker@example.com'] }), Type.Null()], {
      description: 'The practice’s email address for clients, when the therapist gave one',
    }),
  }),
  client: Type.Object({
    name: Type.String({ examples: ['Jonas Weber'] }),
    email: Type.String({ examples: ['jonas.weber@example.com'] }),
    timeZone: Type.Union([Type.String({ examples: ['Europe/Berlin'] }), Type.Null()]),
  }),
  address: Type.Union([Type.String({ examples: ['Oranienstraße 25, 10999 Berlin'] }), Type.Null()]),
  firstSession: Type.Boolean(),
  message: Type.Union([
    Type.String({
      examples: [
        'Guten Tag, ich suche einen Therapieplatz wegen Panikattacken und würde gern ein Erstgespräch vereinbaren.',
      ],
    }),
    Type.Null(),
  ]),
  holdExpiresAt: Type.Union([Instant, Type.Null()]),
  cancelledBy: Type.Union([Type.Enum(['client', 'therapist']), Type.Null()]),
  canCancel: Type.Boolean({ description: 'Whether this viewer may cancel it now' }),
  canReschedule: Type.Boolean(),
  cancellationNoticeHours: Type.Integer({ examples: [24] }),
  program: ProgramMarkSchema,
});
export type AppointmentView = Static<typeof AppointmentSchema>;

export const SessionsQuerySchema = Type.Object({
  scope: Type.Enum(['upcoming', 'past', 'requests', 'all'], { default: 'upcoming' }),
  from: Type.Optional(Instant),
  to: Type.Optional(Instant),
  status: Type.Optional(AppointmentStatusSchema),
});
export const SessionSchema = Type.Object({
  uid: Type.String({ examples: ['q7Xw2mZr9LkT4vBn8cHd3A'] }),
  status: AppointmentStatusSchema,
  start: Instant,
  end: Instant,
  modality: ModalitySchema,
  serviceName: Type.String({ examples: ['Einzeltherapie'] }),
  clientId: Type.Union([Type.String({ examples: ['6b2f0c7e-1d4a-4e8b-9f3c-2a5d7e9b1c40'] }), Type.Null()], {
    description: 'Null while a guest has not confirmed their address (status pending_email): no client record yet',
  }),
  clientName: Type.String({ examples: ['Jonas Weber'] }),
  clientEmail: Type.Union([Type.String({ examples: ['jonas.weber@example.com'] }), Type.Null()]),
  firstSession: Type.Boolean(),
  agreementsMissing: Type.Integer({
    examples: [1],
    description: "Agreements the session's service requires that its client has not signed in their current version",
  }),
  intakeMissing: Type.Boolean({
    description: "Whether a questionnaire the session's service sends is not yet submitted by its client",
  }),
  program: ProgramMarkSchema,
});
export const SessionsSchema = Type.Object({
  timeZone: Type.String({ examples: ['Europe/Berlin'] }),
  sessions: Type.Array(SessionSchema),
});
/** The therapist's sessions list (GET /api/v1/sessions) and one of its entries. */
export type TherapistSessions = Static<typeof SessionsSchema>;
export type TherapistSession = TherapistSessions['sessions'][number];
export const StatusSchema = Type.Object({
  uid: Type.String({ examples: ['q7Xw2mZr9LkT4vBn8cHd3A'] }),
  status: AppointmentStatusSchema,
});

export const MyAppointmentsQuerySchema = Type.Object({
  scope: Type.Enum(['upcoming', 'past'], {
    default: 'upcoming',
    description: 'upcoming: not yet over, soonest first; past: over, latest first',
  }),
  page: Type.Integer({ examples: [1], minimum: 1, maximum: 1000, default: 1 }),
  perPage: Type.Integer({ examples: [20], minimum: 1, maximum: 50, default: 20 }),
  locale: Type.Optional(LocaleSchema),
});
export const MyAppointmentSchema = Type.Object({
  uid: Type.String({
    examples: ['q7Xw2mZr9LkT4vBn8cHd3A'],
    description: 'Opens /appointment/{uid}, where it is moved, cancelled or added to a calendar',
  }),
  status: AppointmentStatusSchema,
  cancelledBy: Type.Union([Type.Enum(['client', 'therapist']), Type.Null()]),
  start: Instant,
  end: Instant,
  modality: ModalitySchema,
  service: Type.Object({
    name: Type.String({ examples: ['Einzeltherapie'] }),
    durationMinutes: Type.Integer({ examples: [50] }),
  }),
  therapist: Type.Object({
    slug: Type.String({ examples: ['anna-becker'] }),
    name: Type.String({ examples: ['Dr. Anna Becker'] }),
    url: Type.Union([Type.String({ examples: ['/therapists/anna-becker'] }), Type.Null()], {
      description: 'The public profile’s path (without locale); null while the profile is not listed',
    }),
    timeZone: Type.String({ examples: ['Europe/Berlin'] }),
  }),
  address: Type.Union([Type.String({ examples: ['Oranienstraße 25, 10999 Berlin'] }), Type.Null()], {
    description: 'Where an in-person session is held, city named in `locale`; null for online ones',
  }),
  conversation: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
    description:
      'The conversation with the therapist (GET /api/v1/me/messages/threads/{id}); null when they read no messages on Calma',
  }),
});
export const MyAppointmentsSchema = Type.Object({
  scope: Type.Enum(['upcoming', 'past']),
  appointments: Type.Array(MyAppointmentSchema),
  page: Type.Integer({ examples: [1] }),
  perPage: Type.Integer({ examples: [20] }),
  total: Type.Integer({ examples: [37], minimum: 0 }),
});
/** The signed-in client's appointments (GET /api/v1/me/appointments) and one of them. */
export type MyAppointments = Static<typeof MyAppointmentsSchema>;
export type MyAppointment = MyAppointments['appointments'][number];

export const CreateSessionSchema = Type.Object({
  clientId: Type.String({ format: 'uuid' }),
  serviceId: Type.String({ format: 'uuid' }),
  start: Instant,
  modality: ModalitySchema,
});

/** A service as the booking page offers it. */
export type BookableService = Static<typeof ServiceSchema>;
export type SlotList = Static<typeof SlotsSchema>;
export type Slot = SlotList['slots'][number];
