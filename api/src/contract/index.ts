// What the site may import from the API: schemas, inferred types and shared constants. Never
// server code (database, plugins), so nothing server-side ends up in a browser bundle.

export { NOTE_TEMPLATE_FIELDS, NOTE_TEMPLATES, type NoteField, type NoteTemplate } from '../clients/templates.ts';
export type { MatchAnswers } from '../matching/scoring.ts';
export type { SecurityEvents } from '../routes/auth/account-flows-schemas.ts';
export type { Me } from '../routes/auth/schemas.ts';
export type {
  AccessAction,
  ClientAccessLog,
  ClientAppointments,
  ClientList,
  ClientOverview,
  ClientProfile,
  SessionNote,
  SessionNotes,
} from '../routes/clients/schemas.ts';
export type { Favourites } from '../routes/favourites/schemas.ts';
export type { FormSubmission, FormSubmissions, RecommendationLetter } from '../routes/forms/schemas.ts';
export type { Match, MyMatches } from '../routes/matches/schemas.ts';
export type { MediaState, Picture, Video } from '../routes/media/schemas.ts';
export type { PendingLink, Providers } from '../routes/oidc/schemas.ts';
export type {
  AboutFormBody,
  BookshelfFormBody,
  DirectorySettingsBody,
  ExperienceFormBody,
  ExpertiseFormBody,
  GeneralInfoFormBody,
  LocalisedProfileBody,
  PracticeFormBody,
  ProfileOptions,
  ProfileOverview,
} from '../routes/profile/schemas.ts';
export type { SavedSelfTest, SavedSelfTests } from '../routes/self-tests/schemas.ts';
export type { Service, Services } from '../routes/services/schemas.ts';
export type { Profile, SearchQueryParams, SearchResult } from '../routes/therapists/schemas.ts';
export type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '../routes/two-factor/schemas.ts';
export type {
  Application,
  Applications,
  CountryProfessions,
  Missing as VerificationMissing,
  VerificationState,
} from '../routes/verification/schemas.ts';
export type { ErrorBody, FieldError } from '../schemas/common.ts';
export * from './booking.ts';
export * from './forms.ts';
export * from './locales.ts';
export * from './messages.ts';
export * from './profile.ts';
export * from './self-tests.ts';
export * from './services.ts';
