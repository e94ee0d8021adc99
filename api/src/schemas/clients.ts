import { type Static, type TSchema, type TString, Type } from 'typebox';
import { NOTE_FIELD_MAX_LENGTH, NOTE_TEMPLATES } from '../clients/templates.ts';
import { LOCALES } from '../contract/locales.ts';
import { AppointmentStatusSchema } from './booking.ts';
import { example, SingleLineText } from './common.ts';

const Uuid = Type.String({ format: 'uuid' });
const Instant = Type.String({ format: 'date-time' });
const day = (description: string) => Type.String({ format: 'date', description: `${description} (YYYY-MM-DD)` });
// Null first: the app coerces types, and a string branch tried first would turn null into "".
const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/** What is written to the access log, one entry per read or change of a client's record. */
export const ACCESS_ACTIONS = [
  'client.create',
  'overview.read',
  'profile.read',
  'profile.update',
  'appointments.read',
  'notes.read',
  'note.read',
  'note.create',
  'note.update',
  'note.sign',
  'records.export',
  'agreements.read',
  'agreements.send',
  'agreements.revoke',
  'agreement.pdf',
  'intake.read',
  'intake.send',
  'intake.reopen',
  'messages.read',
  'message.send',
  'invoices.read',
  'invoice.read',
  'invoice.create',
  'invoice.update',
  'invoice.delete',
  'invoice.issue',
  'invoice.send',
  'invoice.remind',
  'payment.record',
  'credit_note.create',
  'measures.read',
  'measure.assign',
  'measure.stop',
  'measure.revoke',
  'measure.alerts_seen',
  'measure.alerts_read',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

export const ClientParamsSchema = Type.Object({ id: Uuid });
export const NoteParamsSchema = Type.Object({ id: Uuid, noteId: Uuid });

export const ClientListQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of a name or an email address' })),
});

const SessionSchema = Type.Object({
  id: Uuid,
  startsAt: Instant,
  endsAt: Instant,
  status: AppointmentStatusSchema,
  serviceName: Type.String({ examples: ['Einzeltherapie'] }),
});

export const ClientListSchema = Type.Object({
  clients: Type.Array(
    Type.Object({
      id: Uuid,
      name: Type.String({ examples: ['Jonas Weber'] }),
      email: Type.String({ examples: ['jonas.weber@example.com'] }),
      nextSession: Nullable(Instant),
      lastSession: Nullable(Instant),
    }),
  ),
});
export type ClientList = Static<typeof ClientListSchema>;

const profileFields = {
  name: SingleLineText({ examples: ['Jonas Weber'], maxLength: 200 }),
  email: Type.String({ examples: ['jonas.weber@example.com'], format: 'email', maxLength: 254 }),
  phone: Type.String({ examples: ['+49 30 12345678'], maxLength: 40, pattern: '^[+0-9 ()./-]*$' }),
  locale: Type.Enum([...LOCALES], { examples: ['de'], description: 'Language for emails to the client' }),
  timeZone: Nullable(Type.String({ examples: ['Europe/Berlin'], maxLength: 64, description: 'IANA time zone' })),
  dateOfBirth: Nullable(example(day('Date of birth'), '1991-05-17')),
  emergencyContact: Type.String({
    examples: ['Lena Weber (Schwester), +49 30 1234567'],
    maxLength: 500,
    description: 'Name, relation and how to reach them',
  }),
  treatmentConsentDate: Nullable(day('The day the client consented to treatment')),
  dataConsentDate: Nullable(day('The day the client consented to the processing of their health data')),
};

/** What the client's invoices carry beyond their name and email. */
const billingFields = {
  billingAddress: Type.String({
    examples: ['Jonas Weber, Wiener Straße 12, 10999 Berlin'],
    maxLength: 500,
    description: 'Postal address printed on invoices, one line per line',
  }),
  invoiceLocale: Nullable(
    Type.Enum([...LOCALES], { examples: ['de'], description: "Language of the client's invoices; null = `locale`" }),
  ),
};

/** A client's details; every field is replaced (PUT), except the billing fields, which stay when left out. */
export const ProfileInputSchema = Type.Object({
  ...profileFields,
  billingAddress: Type.Optional(billingFields.billingAddress),
  invoiceLocale: Type.Optional(billingFields.invoiceLocale),
});

/** A client added by hand: name and email, the rest can follow. */
export const NewClientSchema = Type.Object({
  name: profileFields.name,
  email: profileFields.email,
  phone: Type.Optional(profileFields.phone),
  locale: Type.Optional(profileFields.locale),
  timeZone: Type.Optional(profileFields.timeZone),
  dateOfBirth: Type.Optional(profileFields.dateOfBirth),
  emergencyContact: Type.Optional(profileFields.emergencyContact),
  treatmentConsentDate: Type.Optional(profileFields.treatmentConsentDate),
  dataConsentDate: Type.Optional(profileFields.dataConsentDate),
  billingAddress: Type.Optional(billingFields.billingAddress),
  invoiceLocale: Type.Optional(billingFields.invoiceLocale),
});

export const ProfileSchema = Type.Object({
  id: Uuid,
  ...profileFields,
  ...billingFields,
  hasAccount: Type.Boolean({ description: 'The client booked with a Calma account (not added by hand only)' }),
  createdAt: Instant,
  updatedAt: Instant,
});
export type ClientProfile = Static<typeof ProfileSchema>;

const ClientNameSchema = Type.Object({ id: Uuid, name: Type.String({ examples: ['Jonas Weber'] }) });

export const OverviewSchema = Type.Object({
  client: ClientNameSchema,
  nextSession: Nullable(SessionSchema),
  lastSession: Nullable(SessionSchema),
  sessionCounts: Type.Array(
    Type.Object({ status: AppointmentStatusSchema, count: Type.Integer({ examples: [12], minimum: 0 }) }),
    {
      description: 'Every status, in a fixed order, zero included',
    },
  ),
  noteCounts: Type.Object({
    drafts: Type.Integer({ examples: [2], minimum: 0 }),
    signed: Type.Integer({ examples: [3], minimum: 0 }),
  }),
  balance: Type.Object({
    amountMinor: Type.Integer({ examples: [9000], description: 'Open amount in minor units' }),
    currency: Type.Enum(['EUR', 'GBP'], { description: "The therapist's currency" }),
    nothingInvoiced: Type.Boolean({
      description: 'True while no invoice has ever been issued to this client; the amount is then 0',
    }),
  }),
});
export type ClientOverview = Static<typeof OverviewSchema>;

export const ClientAppointmentsSchema = Type.Object({
  client: ClientNameSchema,
  appointments: Type.Array(
    Type.Object({
      ...SessionSchema.properties,
      modality: Type.Enum(['online', 'in_person']),
      priceMinor: Type.Integer({ examples: [9000] }),
      currency: Type.Enum(['EUR', 'GBP']),
    }),
  ),
});
export type ClientAppointments = Static<typeof ClientAppointmentsSchema>;

/** Every field any template has (templates.ts says which belong to which). */
const noteFields = (text: () => TString) =>
  Type.Object({
    text: Type.Optional(example(text(), 'Sitzung 6: Aktivitätenplan besprochen, Schlaf deutlich besser.')),
    subjective: Type.Optional(example(text(), 'Schläft seit zwei Wochen besser, Grübeln abends weiterhin.')),
    objective: Type.Optional(example(text(), 'Wach, zugewandt, Stimmung gedrückt, Antrieb leicht gemindert.')),
    assessment: Type.Optional(example(text(), 'Mittelgradige depressive Episode, Besserungstendenz.')),
    plan: Type.Optional(example(text(), 'Aktivitätenplan fortführen, nächste Sitzung Gedankenprotokoll besprechen.')),
    data: Type.Optional(example(text(), 'PHQ-9 heute 11 (vor vier Wochen 16).')),
  });

export const NoteInputSchema = Type.Object({
  template: Type.Enum([...NOTE_TEMPLATES], {
    description: 'free: text · soap: subjective, objective, assessment, plan · dap: data, assessment, plan',
  }),
  fields: noteFields(() => Type.String({ maxLength: NOTE_FIELD_MAX_LENGTH })),
  appointmentId: Type.Optional(
    Nullable(Type.String({ format: 'uuid', description: "One of this client's appointments" })),
  ),
});

export const NoteSchema = Type.Object({
  id: Uuid,
  template: Type.Enum([...NOTE_TEMPLATES]),
  fields: noteFields(() => Type.String()),
  appointment: Nullable(Type.Object({ id: Uuid, startsAt: Instant })),
  signedAt: Nullable(
    Type.String({ format: 'date-time', description: 'Signed notes are final: they can no longer be changed' }),
  ),
  createdAt: Instant,
  updatedAt: Instant,
});
export type SessionNote = Static<typeof NoteSchema>;

export const NoteListSchema = Type.Object({
  client: ClientNameSchema,
  notes: Type.Array(NoteSchema, { description: 'Newest first' }),
});
export type SessionNotes = Static<typeof NoteListSchema>;

export const AccessLogQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
});

export const AccessLogSchema = Type.Object({
  client: ClientNameSchema,
  entries: Type.Array(
    Type.Object({
      at: Instant,
      action: Type.Enum([...ACCESS_ACTIONS]),
      by: Type.Object({
        name: Type.String({ examples: ['Dr. Anna Becker'] }),
        email: Type.String({ examples: ['anna.becker@example.com'] }),
        you: Type.Boolean(),
      }),
    }),
    { description: 'Newest first' },
  ),
});
export type ClientAccessLog = Static<typeof AccessLogSchema>;
