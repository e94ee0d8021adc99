import { type Static, Type } from 'typebox';
import { CalendarDate, example } from './common.ts';

const Time = Type.String({
  examples: ['09:00'],
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$|^24:00$',
  description: 'HH:MM, local',
});
const LocalDate = CalendarDate('YYYY-MM-DD, in the therapist’s zone');
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const PolicySchema = Type.Object({
  bufferBeforeMinutes: Type.Integer({ examples: [0], minimum: 0, maximum: 240 }),
  bufferAfterMinutes: Type.Integer({ examples: [10], minimum: 0, maximum: 240 }),
  minimumNoticeMinutes: Type.Integer({ examples: [1440], minimum: 0, maximum: 43_200 }),
  horizonDays: Type.Integer({ examples: [60], minimum: 1, maximum: 365 }),
  maxSessionsPerDay: Type.Union([Type.Integer({ examples: [6], minimum: 1, maximum: 24 }), Type.Null()]),
  requiresConfirmation: Type.Boolean(),
  cancellationNoticeHours: Type.Integer({ examples: [24], minimum: 0, maximum: 168 }),
});

export const WeeklyWindowSchema = Type.Object({
  weekday: Type.Integer({ examples: [1], minimum: 1, maximum: 7 }),
  start: example(Time, '09:00'),
  end: example(Time, '13:00'),
  modality: Type.Enum(['online', 'in_person', 'both']),
  locationId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
});

export const SettingsInputSchema = Type.Object({
  timeZone: Type.String({ examples: ['Europe/Berlin'], minLength: 1, maxLength: 64 }),
  policy: PolicySchema,
  weekly: Type.Array(WeeklyWindowSchema, { maxItems: 70 }),
});

export const ExceptionInputSchema = Type.Object({
  date: LocalDate,
  start: Type.Optional(Time),
  end: Type.Optional(Time),
  available: Type.Boolean(),
  note: Type.Optional(Type.String({ examples: ['Urlaub'], maxLength: 200 })),
});
export const ExceptionSchema = Type.Object({
  id: Type.String({ examples: ['3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d'] }),
  date: LocalDate,
  start: Nullable(Type.String({ examples: ['09:00'] })),
  end: Nullable(Type.String({ examples: ['13:00'] })),
  available: Type.Boolean(),
  note: Type.String({ examples: ['Urlaub'] }),
});

export const ExternalCalendarSchema = Type.Object({
  id: Type.String({ examples: ['3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d'] }),
  url: Type.String({
    examples: ['https://calendar.google.com/calendar/ical/anna.becker%40example.com/private-7f3a/basic.ics'],
  }),
  lastFetchedAt: Nullable(Type.String({ examples: ['2026-03-12T08:45:00.000Z'] })),
  lastError: Nullable(
    Type.String({
      examples: ['UNREACHABLE'],
      description:
        'Why the last read failed: ADDRESS_REFUSED, UNREACHABLE, TOO_LARGE or NOT_ICALENDAR; what the calendar’s server answered is not shown',
    }),
  ),
  busyCount: Type.Integer({ examples: [3] }),
});

export const SettingsSchema = Type.Object({
  timeZone: Type.String({ examples: ['Europe/Berlin'] }),
  policy: PolicySchema,
  weekly: Type.Array(WeeklyWindowSchema),
  exceptions: Type.Array(ExceptionSchema),
  locations: Type.Array(
    Type.Object({
      id: Type.String({ examples: ['3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d'] }),
      label: Type.String({ examples: ['Praxis Kreuzberg'] }),
    }),
  ),
  feedActive: Type.Boolean(),
  external: Type.Array(ExternalCalendarSchema),
});
export type AvailabilitySettings = Static<typeof SettingsSchema>;
export type AvailabilityException = Static<typeof ExceptionSchema>;
export type WeeklyWindow = Static<typeof WeeklyWindowSchema>;
export type ExternalCalendar = Static<typeof ExternalCalendarSchema>;

export const IdParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const FeedParamsSchema = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{43}\\.ics$' }) });
export const FeedUrlSchema = Type.Object({ url: Type.String({ examples: ['/therapists/anna-becker'] }) });
export const ExternalInputSchema = Type.Object({
  url: Type.String({ examples: ['/therapists/anna-becker'], minLength: 8, maxLength: 2000 }),
});
export const BusySchema = Type.Object({
  busy: Type.Array(
    Type.Object({
      start: Type.String({ examples: ['2026-03-12T09:00:00.000Z'] }),
      end: Type.String({ examples: ['2026-03-12T09:50:00.000Z'] }),
    }),
  ),
});
export const RangeQuerySchema = Type.Object({
  from: Type.String({ format: 'date-time' }),
  to: Type.String({ format: 'date-time' }),
});
