import { type Static, Type } from 'typebox';
import { CalendarDate } from './common.ts';

const Time = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$|^24:00$', description: 'HH:MM, local' });
const LocalDate = CalendarDate('YYYY-MM-DD, in the therapist’s zone');
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const PolicySchema = Type.Object({
  bufferBeforeMinutes: Type.Integer({ minimum: 0, maximum: 240 }),
  bufferAfterMinutes: Type.Integer({ minimum: 0, maximum: 240 }),
  minimumNoticeMinutes: Type.Integer({ minimum: 0, maximum: 43_200 }),
  horizonDays: Type.Integer({ minimum: 1, maximum: 365 }),
  maxSessionsPerDay: Type.Union([Type.Integer({ minimum: 1, maximum: 24 }), Type.Null()]),
  requiresConfirmation: Type.Boolean(),
  cancellationNoticeHours: Type.Integer({ minimum: 0, maximum: 168 }),
});

export const WeeklyWindowSchema = Type.Object({
  weekday: Type.Integer({ minimum: 1, maximum: 7 }),
  start: Time,
  end: Time,
  modality: Type.Enum(['online', 'in_person', 'both']),
  locationId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
});

export const SettingsInputSchema = Type.Object({
  timeZone: Type.String({ minLength: 1, maxLength: 64 }),
  policy: PolicySchema,
  weekly: Type.Array(WeeklyWindowSchema, { maxItems: 70 }),
});

export const ExceptionInputSchema = Type.Object({
  date: LocalDate,
  start: Type.Optional(Time),
  end: Type.Optional(Time),
  available: Type.Boolean(),
  note: Type.Optional(Type.String({ maxLength: 200 })),
});
export const ExceptionSchema = Type.Object({
  id: Type.String(),
  date: LocalDate,
  start: Nullable(Type.String()),
  end: Nullable(Type.String()),
  available: Type.Boolean(),
  note: Type.String(),
});

export const ExternalCalendarSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  lastFetchedAt: Nullable(Type.String()),
  lastError: Nullable(
    Type.String({
      description:
        'Why the last read failed: ADDRESS_REFUSED, UNREACHABLE, TOO_LARGE or NOT_ICALENDAR; what the calendar’s server answered is not shown',
    }),
  ),
  busyCount: Type.Integer(),
});

export const SettingsSchema = Type.Object({
  timeZone: Type.String(),
  policy: PolicySchema,
  weekly: Type.Array(WeeklyWindowSchema),
  exceptions: Type.Array(ExceptionSchema),
  locations: Type.Array(Type.Object({ id: Type.String(), label: Type.String() })),
  feedActive: Type.Boolean(),
  external: Type.Array(ExternalCalendarSchema),
});
export type AvailabilitySettings = Static<typeof SettingsSchema>;
export type AvailabilityException = Static<typeof ExceptionSchema>;
export type WeeklyWindow = Static<typeof WeeklyWindowSchema>;
export type ExternalCalendar = Static<typeof ExternalCalendarSchema>;

export const IdParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const FeedParamsSchema = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{43}\\.ics$' }) });
export const FeedUrlSchema = Type.Object({ url: Type.String() });
export const ExternalInputSchema = Type.Object({ url: Type.String({ minLength: 8, maxLength: 2000 }) });
export const BusySchema = Type.Object({
  busy: Type.Array(Type.Object({ start: Type.String(), end: Type.String() })),
});
export const RangeQuerySchema = Type.Object({
  from: Type.String({ format: 'date-time' }),
  to: Type.String({ format: 'date-time' }),
});
