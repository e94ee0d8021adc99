// What the site may import from the API: the types inferred from ../schemas and shared constants. Never
// server code (database, plugins), so nothing server-side ends up in a browser bundle.

export { NOTE_TEMPLATE_FIELDS, NOTE_TEMPLATES, type NoteField, type NoteTemplate } from '../clients/templates.ts';
export type { MatchAnswers } from '../matching/scoring.ts';
export type { SecurityEvents } from '../schemas/account-flows.ts';
export type {
  Agreement,
  AgreementList,
  ClientAgreements,
  ClientTasks,
  MyAgreements,
} from '../schemas/agreements.ts';
export type { Me } from '../schemas/auth.ts';
export type {
  BillingOverview,
  BillingProfile,
  BillingProfileInput,
  ClientInvoices,
  Invoice,
  InvoiceDraft,
  InvoiceLineInput,
  InvoiceList,
  InvoiceSummary,
  MyInvoices,
  NewInvoice,
  PayableInvoice,
  Payment,
  PaymentInput,
  PaymentSettings,
  Payout,
  PayoutList,
  Uninvoiced,
} from '../schemas/billing.ts';
export type {
  AppointmentView,
  BookableService,
  CreateBooking,
  MyAppointment,
  MyAppointments,
  Slot,
  SlotList,
  TherapistSession,
  TherapistSessions,
} from '../schemas/booking.ts';
export type {
  AvailabilityException,
  AvailabilitySettings,
  ExternalCalendar,
  WeeklyWindow,
} from '../schemas/calendar.ts';
export type {
  AccessAction,
  ClientAccessLog,
  ClientAppointments,
  ClientList,
  ClientOverview,
  ClientProfile,
  SessionNote,
  SessionNotes,
} from '../schemas/clients.ts';
export type { ErrorBody, FieldError } from '../schemas/common.ts';
export type { ClientDashboard, DashboardOverview, TherapistDashboard } from '../schemas/dashboard.ts';
export type { Favourites } from '../schemas/favourites.ts';
export type { FormSubmission, FormSubmissions, RecommendationLetter } from '../schemas/forms.ts';
export type { HubItem, HubItemSummary, HubList } from '../schemas/hub.ts';
export type {
  AnswersSaved,
  ClientIntake,
  IntakeForm,
  IntakeFormInput,
  IntakeFormList,
  IntakeSent,
  IntakeSubmitted,
  IntakeTemplates,
  TaskQuestionnaire,
} from '../schemas/intake.ts';
export type { Match, MyMatches } from '../schemas/matches.ts';
export type {
  AnsweredMeasure,
  ClientMeasures,
  MeasureAlerts,
  MeasureAssignment,
  MyMeasures,
  OpenMeasure,
} from '../schemas/measures.ts';
export type { MediaState, Picture, Video } from '../schemas/media.ts';
export type { Conversation, GuestThread, Message, Thread, ThreadList } from '../schemas/messages.ts';
export type { PendingLink, Providers } from '../schemas/oidc.ts';
export type {
  CallPeer,
  CallView,
  LiveOut,
  RoomView,
  SignalIn,
  SignalOut,
  WaitingEntryCreated,
  WaitingList,
  WaitingStatus,
} from '../schemas/online-sessions.ts';
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
} from '../schemas/profile.ts';
export type {
  Companies,
  Company,
  CompanyInput,
  Eligibility,
  ProgramSessions,
  ProgramSettings,
  ProgramSettingsInput,
  Statement,
} from '../schemas/program.ts';
export type { ReferralEntry, ReferralReward, Referrals } from '../schemas/referrals.ts';
export type { SavedSelfTest, SavedSelfTests } from '../schemas/self-tests.ts';
export type { Service, Services } from '../schemas/services.ts';
export type {
  AdminPlans,
  CallbackResult,
  Plan,
  Plans,
  PlatformInvoices,
  Subscription,
} from '../schemas/subscription.ts';
export type { NextFreeSlot, Profile, SearchQueryParams, SearchResult } from '../schemas/therapists.ts';
export type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '../schemas/two-factor.ts';
export type {
  Application,
  Applications,
  CountryProfessions,
  Missing as VerificationMissing,
  VerificationState,
} from '../schemas/verification.ts';
export type {
  JoinWaitlist,
  MyWaitlist,
  TherapistWaitlist,
  WaitlistEntry,
  Wishes as WaitlistWishes,
} from '../schemas/waitlist.ts';
export * from './billing.ts';
export * from './booking.ts';
export { withoutCapabilities } from './capability-urls.ts';
export { ERROR_CODES, type ErrorCode } from './error-codes.ts';
export * from './forms.ts';
export * from './hub.ts';
export * from './intake.ts';
export * from './locales.ts';
export * from './messages.ts';
export * from './online-sessions.ts';
export * from './profile.ts';
export * from './program.ts';
export * from './referrals.ts';
export * from './security-events.ts';
export * from './self-tests.ts';
export * from './services.ts';
export * from './subscription.ts';
export * from './widgets.ts';
