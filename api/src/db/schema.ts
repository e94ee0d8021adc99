import type { Generated } from 'kysely';

// Table types, one interface per table, gathered into `DB`. Columns are camelCase here and
// snake_case in SQL (Kysely's CamelCasePlugin translates); see docs/decisions/002.

/** Operator and platform settings, one JSON value per key (e.g. the demo-data marker). */
export interface AppSettingTable {
  key: string;
  value: unknown;
  updatedAt: Generated<Date>;
}

export interface DB {
  appSetting: AppSettingTable;
}
