import { type Static, Type } from 'typebox';

export const HealthSchema = Type.Object({ status: Type.Literal('ok') });

export const ReadinessSchema = Type.Object({
  status: Type.Enum(['ready', 'not_ready']),
  database: Type.Enum(['reachable', 'unreachable']),
  pendingMigrations: Type.Array(Type.String({ examples: ['2026_03_01_000000_waitlist'] }), {
    description: 'Migrations not yet applied',
  }),
  shuttingDown: Type.Optional(
    Type.Literal(true, { description: 'The process received SIGTERM: it finishes what it has and stops' }),
  ),
  overloaded: Type.Optional(
    Type.Literal(true, { description: 'The event loop lags: the API refuses new work with 503 until it catches up' }),
  ),
});
export type Readiness = Static<typeof ReadinessSchema>;
