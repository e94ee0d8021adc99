import type { ColumnType, Generated } from 'kysely';

// Table types, one interface per table, gathered into `DB`. Columns are camelCase here and
// snake_case in SQL (Kysely's CamelCasePlugin translates); see docs/decisions/002.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Operator and platform settings, one JSON value per key (e.g. the demo-data marker). */
export interface AppSettingTable {
  key: string;
  value: unknown;
  updatedAt: Generated<Date>;
}

export type Gender = 'female' | 'male' | 'non_binary';
export type Currency = 'EUR' | 'GBP';
export type Modality = 'online' | 'in_person' | 'both';

export interface TherapistTable {
  id: Generated<string>;
  slug: string;
  firstName: string;
  lastName: string;
  title: Defaulted<string>;
  pronouns: string | null;
  gender: Gender | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  photoPath: string | null;
  /** Location slug of the country the therapist is registered in. */
  country: string;
  timeZone: string;
  currency: Currency;
  offersOnline: Defaulted<boolean>;
  offersInPerson: Defaulted<boolean>;
  acceptingNewClients: Defaulted<boolean>;
  showPrices: Defaulted<boolean>;
  listed: Defaulted<boolean>;
  verifiedAt: Date | null;
  yearsExperience: number | null;
  education: Defaulted<string[]>;
  qualifications: Defaulted<string[]>;
  memberships: Defaulted<string[]>;
  /** The account that manages this profile. */
  userId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface TherapistTextTable {
  therapistId: string;
  locale: string;
  about: Defaulted<string>;
  approach: Defaulted<string>;
  /** "Who I work with". */
  clientFocus: Defaulted<string>;
}

export interface TherapistLocationTable {
  id: Generated<string>;
  therapistId: string;
  city: string;
  district: string | null;
  street: Defaulted<string>;
  postalCode: Defaulted<string>;
  lat: number;
  lon: number;
  position: Defaulted<number>;
}

export interface TherapistLanguageTable {
  therapistId: string;
  language: string;
  position: Defaulted<number>;
}
export interface TherapistCategoryTable {
  therapistId: string;
  category: string;
  position: Defaulted<number>;
}
export interface TherapistApproachTable {
  therapistId: string;
  approach: string;
  position: Defaulted<number>;
}
export interface TherapistSpecializationTable {
  therapistId: string;
  specialization: string;
  position: Defaulted<number>;
}

export interface ServiceTable {
  id: Generated<string>;
  therapistId: string;
  name: string;
  description: Defaulted<string>;
  durationMinutes: number;
  priceMinor: number;
  currency: Currency;
  modality: Modality;
  position: Defaulted<number>;
  archivedAt: Date | null;
  createdAt: Timestamp;
}

export interface AvailabilityRuleTable {
  id: Generated<string>;
  therapistId: string;
  weekday: number;
  startTime: string;
  endTime: string;
  modality: Modality;
  locationId: string | null;
}

export interface SearchDocumentTable {
  therapistId: string;
  slug: string;
  name: string;
  hit: unknown;
  facets: string[];
  places: string[];
  priceMinor: number | null;
  acceptingNewClients: boolean;
  lat: number | null;
  lon: number | null;
  indexedAt: Timestamp;
  tsvEn: unknown;
  tsvDe: unknown;
  tsvNl: unknown;
  tsvEs: unknown;
  tsvPt: unknown;
}

export interface MatchTable {
  id: Generated<string>;
  uid: string;
  locale: string;
  answers: unknown;
  results: unknown;
  createdAt: Timestamp;
}

export type Role = 'client' | 'therapist' | 'admin';

export interface UserAccountTable {
  id: Generated<string>;
  email: string;
  passwordHash: string | null;
  role: Role;
  displayName: Defaulted<string>;
  locale: Defaulted<string>;
  emailVerifiedAt: Date | null;
  createdAt: Timestamp;
}

export interface AuthSessionTable {
  id: Generated<string>;
  userId: string;
  userAgent: Defaulted<string>;
  createdAt: Timestamp;
  lastUsedAt: Timestamp;
  revokedAt: Date | null;
}

export interface RefreshTokenTable {
  tokenHash: string;
  sessionId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface SignInThrottleTable {
  emailHash: string;
  failures: Defaulted<number>;
  lockedUntil: Date | null;
  updatedAt: Timestamp;
}

export interface DB {
  appSetting: AppSettingTable;
  therapist: TherapistTable;
  therapistText: TherapistTextTable;
  therapistLocation: TherapistLocationTable;
  therapistLanguage: TherapistLanguageTable;
  therapistCategory: TherapistCategoryTable;
  therapistApproach: TherapistApproachTable;
  therapistSpecialization: TherapistSpecializationTable;
  service: ServiceTable;
  availabilityRule: AvailabilityRuleTable;
  searchDocument: SearchDocumentTable;
  match: MatchTable;
  userAccount: UserAccountTable;
  authSession: AuthSessionTable;
  refreshToken: RefreshTokenTable;
  signInThrottle: SignInThrottleTable;
}
