import { type Static, Type } from 'typebox';

export const HealthSchema = Type.Object({ status: Type.Literal('ok') });

export const ReadinessSchema = Type.Object({
  status: Type.Enum(['ready', 'not_ready']),
  database: Type.Enum(['reachable', 'unreachable']),
  pendingMigrations: Type.Array(Type.String(), { description: 'Migrations not yet applied' }),
});
export type Readiness = Static<typeof ReadinessSchema>;
