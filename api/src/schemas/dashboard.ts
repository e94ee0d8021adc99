import { type Static, Type } from 'typebox';
import { APPOINTMENT_STATUSES } from '../contract/booking.ts';

const Instant = Type.String({ format: 'date-time', description: 'An ISO 8601 instant with offset' });
const Count = Type.Integer({ minimum: 0 });
const ModalitySchema = Type.Enum(['online', 'in_person']);
const StatusSchema = Type.Enum([...APPOINTMENT_STATUSES]);

const TherapistSessionSchema = Type.Object({
  uid: Type.String({ examples: ['q7Xw2mZr9LkT4vBn8cHd3A'] }),
  status: StatusSchema,
  start: Instant,
  end: Instant,
  modality: ModalitySchema,
  serviceName: Type.String({ examples: ['Einzeltherapie'] }),
  clientId: Type.Union([Type.String({ examples: ['6b2f0c7e-1d4a-4e8b-9f3c-2a5d7e9b1c40'] }), Type.Null()], {
    description: 'Null while a guest has not confirmed their address: no client record yet',
  }),
  clientName: Type.String({ examples: ['Jonas Weber'] }),
  agreementsMissing: Type.Integer({
    examples: [1],
    description: 'Agreements its client has still to sign for this service',
  }),
  intakeMissing: Type.Boolean({
    description: 'Whether its client has still to submit a questionnaire this service sends',
  }),
  programCompany: Type.Union([Type.String(), Type.Null()], {
    description: 'The employer program company paying for the session; null for any other session',
  }),
});

export const TherapistDashboardSchema = Type.Object({
  timeZone: Type.String({
    examples: ['Europe/Berlin'],
    description: 'The therapist’s IANA time zone; "today" is the day there',
  }),
  today: Type.Array(TherapistSessionSchema, { description: 'Today’s sessions that are not declined or cancelled' }),
  requests: Type.Object(
    {
      count: Count,
      first: Type.Array(TherapistSessionSchema, { description: 'The soonest few, to answer from the overview' }),
    },
    { description: 'Requests the therapist can confirm or decline' },
  ),
  awaitingEmail: Type.Object(
    {
      count: Count,
      first: Type.Array(TherapistSessionSchema, { description: 'The soonest few' }),
    },
    {
      description:
        'Guests’ bookings waiting for the guest to confirm their email address (while the hold lasts): nothing for the therapist to do yet',
    },
  ),
  unreadMessages: Count,
  waiting: Type.Integer({ examples: [1], minimum: 0, description: 'People in the online waiting room now' }),
  profile: Type.Union(
    [
      Type.Null(),
      Type.Object({
        slug: Type.String({ examples: ['anna-becker'] }),
        verificationStatus: Type.Enum(['draft', 'submitted', 'in_review', 'verified', 'changes_requested', 'rejected']),
        listed: Type.Boolean(),
        public: Type.Boolean({
          description:
            'Whether visitors can open the profile now (listed and verified); until then only its preview shows it',
        }),
      }),
    ],
    { description: 'Null until the account has started its profile' },
  ),
});

export const ClientDashboardSchema = Type.Object({
  nextAppointment: Type.Union(
    [
      Type.Null(),
      Type.Object({
        uid: Type.String({ examples: ['q7Xw2mZr9LkT4vBn8cHd3A'] }),
        status: StatusSchema,
        start: Instant,
        end: Instant,
        modality: ModalitySchema,
        serviceName: Type.String({ examples: ['Einzeltherapie'] }),
        therapistName: Type.String(),
        therapistSlug: Type.String({ examples: ['anna-becker'] }),
      }),
    ],
    { description: 'The soonest requested or confirmed appointment that has not ended' },
  ),
  unreadMessages: Count,
  savedSelfTests: Count,
  favourites: Count,
});

export const OverviewSchema = Type.Object({
  role: Type.Enum(['client', 'therapist']),
  therapist: Type.Union([Type.Null(), TherapistDashboardSchema], { description: 'For a therapist account' }),
  client: Type.Union([Type.Null(), ClientDashboardSchema], { description: 'For a client account' }),
});

/** What the dashboard home shows (GET /api/v1/dashboard/overview). */
export type DashboardOverview = Static<typeof OverviewSchema>;
export type TherapistDashboard = Static<typeof TherapistDashboardSchema>;
export type ClientDashboard = Static<typeof ClientDashboardSchema>;
