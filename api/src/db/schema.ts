import type { ColumnType, Generated } from 'kysely';
import type { IntakeDefinition } from '../contract/intake.ts';
import type { Locale } from '../contract/locales.ts';
import type { ServiceTranslations } from '../contract/services.ts';

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
  /** Where the profile stands in verification; verifiedAt stays set while a verified profile is re-reviewed. */
  verificationStatus: Defaulted<VerificationStatus>;
  submittedAt: Date | null;
  /** How new clients may reach the therapist first. */
  contactMethods: Defaulted<ContactMethod[]>;
  /** Anyone may wait in the therapist's online room, not only clients with an appointment now. */
  roomOpen: Defaulted<boolean>;
}

export type VerificationStatus = 'draft' | 'submitted' | 'in_review' | 'verified' | 'changes_requested' | 'rejected';
export type ContactMethod = 'messages' | 'email' | 'phone' | 'website';

/** The profile wizard's draft per therapist account: each step's form as typed, even when invalid. */
export interface ProfileDraftTable {
  userId: string;
  steps: Defaulted<Record<string, unknown>>;
  completedSteps: Defaulted<string[]>;
  currentStep: Defaulted<string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A book the therapist recommends; the ISBN is stored without separators. */
export interface TherapistBookTable {
  id: Generated<string>;
  therapistId: string;
  title: string;
  author: Defaulted<string>;
  isbn: string | null;
  note: Defaulted<string>;
  position: Defaulted<number>;
  createdAt: Timestamp;
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
  /** How the service is taxed on invoices; null = the billing profile's default. */
  taxTreatment: ColumnType<TaxTreatment | null, TaxTreatment | null | undefined, TaxTreatment | null>;
  /** VAT in basis points (1900 = 19 %) when taxable; null = the billing profile's default rate. */
  taxRateBp: ColumnType<number | null, number | null | undefined, number | null>;
  /** The language name and description are written in (decision 041). */
  locale: Locale;
  /** Name and description in the other product locales; never one for `locale` itself. */
  translations: Defaulted<ServiceTranslations>;
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

/** Derived from search_document by its triggers, never written otherwise: a document's number and sort keys. */
export interface SearchSortKeyTable {
  therapistId: string;
  docNo: number;
  acceptingNewClients: boolean;
  priceMinor: number | null;
  /** earthdistance's `earth` (a cube), as PostgreSQL's text form. */
  earth: string | null;
}

/** Derived from search_document by its triggers: which documents of a block of 8192 numbers have a value. */
export interface SearchBitmapTable {
  facet: string;
  value: string;
  chunk: number;
  /** A bit string of 8192 bits, as '0'/'1' text. */
  bits: string;
}

export interface MatchTable {
  id: Generated<string>;
  uid: string;
  locale: string;
  answers: unknown;
  results: unknown;
  createdAt: Timestamp;
  /** The client it belongs to (made while signed in, or claimed at sign-in); null: whoever holds the uid. */
  userId: Defaulted<string | null>;
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
  /** Set when the owner asked to delete the account; erased after the grace period unless they sign in. */
  deletionRequestedAt: Date | null;
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

/** A therapist a client saved; the pair is the key, so saving twice changes nothing. */
export interface FavouriteTable {
  userId: string;
  therapistId: string;
  createdAt: Timestamp;
}

export interface BookingPolicyTable {
  therapistId: string;
  bufferBeforeMinutes: Defaulted<number>;
  bufferAfterMinutes: Defaulted<number>;
  minimumNoticeMinutes: Defaulted<number>;
  horizonDays: Defaulted<number>;
  maxSessionsPerDay: number | null;
  requiresConfirmation: Defaulted<boolean>;
  cancellationNoticeHours: Defaulted<number>;
  feedTokenHash: string | null;
  updatedAt: Timestamp;
}

export interface AvailabilityExceptionTable {
  id: Generated<string>;
  therapistId: string;
  /** Local date in the therapist's zone, YYYY-MM-DD. */
  date: ColumnType<string, string, string>;
  startTime: string | null;
  endTime: string | null;
  available: Defaulted<boolean>;
  note: Defaulted<string>;
}

export interface ClientTable {
  id: Generated<string>;
  therapistId: string;
  userId: string | null;
  name: string;
  email: string;
  phone: Defaulted<string>;
  locale: Defaulted<string>;
  timeZone: string | null;
  dateOfBirth: ColumnType<string | null, string | null | undefined, string | null>;
  emergencyContact: Defaulted<string>;
  consentTreatmentAt: Date | null;
  consentDataAt: Date | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The language of this client's invoices; null = their own locale. */
  invoiceLocale: ColumnType<string | null, string | null | undefined, string | null>;
  /** Postal address printed on invoices, one line per line. */
  billingAddress: Defaulted<string>;
}

export type AppointmentStatus =
  | 'pending_email'
  | 'requested'
  | 'confirmed'
  | 'declined'
  | 'cancelled'
  | 'completed'
  | 'no_show';

export interface AppointmentTable {
  id: Generated<string>;
  uid: string;
  therapistId: string;
  serviceId: string;
  /** Null while a guest has not confirmed their address: their details wait in pendingContact. */
  clientId: string | null;
  pendingContactId: Defaulted<string | null>;
  status: AppointmentStatus;
  startsAt: Timestamp;
  endsAt: Timestamp;
  modality: 'online' | 'in_person';
  locationId: string | null;
  priceMinor: number;
  currency: Currency;
  firstSession: Defaulted<boolean>;
  /** The client's message to the therapist, sealed (see crypto/sealed.ts). */
  messageSealed: string | null;
  clientLocale: Defaulted<string>;
  clientTimeZone: string | null;
  holdExpiresAt: Date | null;
  cancelledBy: 'client' | 'therapist' | null;
  reminderJobIds: Defaulted<string[]>;
  /** iCalendar SEQUENCE: raised by a trigger whenever the time, place or status changes. */
  calendarSequence: Defaulted<number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * A therapist's next free slot (decision 033): the earliest start a new client could book now over
 * their bookable services ('any'), or over those held one way; no row when there is none.
 */
export interface NextFreeSlotTable {
  therapistId: string;
  modality: 'any' | 'online' | 'in_person';
  startsAt: Date;
  serviceId: string;
  /** The ways the service can be held at that start. */
  modalities: ('online' | 'in_person')[];
}

/** Since when and until when a therapist's next free slots were right; see NextFreeSlotTable. */
export interface NextFreeSlotStateTable {
  therapistId: string;
  /** The last instant at which the stored answer holds by time passing alone; null: for ever. */
  validUntil: Date | null;
  computedAt: Timestamp;
}

/** A change that may move a therapist's next free slot, appended by a trigger, consumed by the refresher. */
export interface NextFreeSlotChangeTable {
  id: Generated<string>;
  therapistId: string;
}

export interface ExternalCalendarTable {
  id: Generated<string>;
  therapistId: string;
  url: string;
  lastFetchedAt: Date | null;
  lastError: string | null;
  createdAt: Timestamp;
}

export interface ExternalBusyTable {
  calendarId: string;
  therapistId: string;
  startsAt: Timestamp;
  endsAt: Timestamp;
}

export interface SessionNoteTable {
  id: Generated<string>;
  therapistId: string;
  clientId: string;
  appointmentId: string | null;
  template: 'free' | 'soap' | 'dap';
  bodySealed: string;
  signedAt: Date | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ClientAccessLogTable {
  id: Generated<string>;
  userId: string | null;
  clientId: string;
  action: string;
  createdAt: Timestamp;
}

/** A TOTP secret, sealed; `enabledAt` is null while the set-up awaits its first code. */
export interface TwoFactorTable {
  userId: string;
  secretSealed: string;
  enabledAt: Date | null;
  lastUsedStep: number | null;
  createdAt: Timestamp;
}

export interface TwoFactorRecoveryCodeTable {
  id: Generated<string>;
  userId: string;
  codeHash: string;
  usedAt: Date | null;
  createdAt: Timestamp;
}

/** An OpenID Connect provider's account that signs in as one of ours. */
export interface OidcIdentityTable {
  issuer: string;
  subject: string;
  userId: string;
  email: string;
  createdAt: Timestamp;
}

export type MediaKind = 'photo' | 'practice_photo' | 'video' | 'video_poster' | 'video_captions';

/** One stored size of an image, a key in the public file store. */
export interface ImageVariant {
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  height: number;
  key: string;
}

/** A therapist's photo, practice photo, intro video, its poster or its captions. */
export interface TherapistMediaTable {
  id: Generated<string>;
  therapistId: string;
  kind: MediaKind;
  position: Defaulted<number>;
  alt: Defaulted<string>;
  /** The language of a captions file (a locale code). */
  language: string | null;
  width: number | null;
  height: number | null;
  variants: ColumnType<ImageVariant[], string | undefined, string>;
  fileKey: string | null;
  mimeType: string;
  bytes: number;
  durationSeconds: number | null;
  createdAt: Timestamp;
}

/** What a therapist says they are (country, profession, register entry), for review. */
export interface VerificationTable {
  therapistId: string;
  country: string | null;
  profession: string | null;
  registerNumber: Defaulted<string>;
  updatedAt: Timestamp;
}

export type VerificationDocumentKind = 'qualification' | 'identity';

/** A document proving a registration or identity, kept in the private file store. */
export interface VerificationDocumentTable {
  id: Generated<string>;
  therapistId: string;
  kind: VerificationDocumentKind;
  fileKey: string;
  fileName: string;
  mimeType: string;
  bytes: number;
  createdAt: Timestamp;
}

/** A reviewer's decision; the table is the audit trail, the newest row what the therapist sees. */
export interface VerificationDecisionTable {
  id: Generated<string>;
  therapistId: string;
  reviewerId: string | null;
  outcome: 'approved' | 'changes_requested' | 'rejected';
  reason: Defaulted<string>;
  createdAt: Timestamp;
}

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** A one-time link sent by email; only its SHA-256 hash is kept. */
export interface EmailTokenTable {
  tokenHash: string;
  userId: string;
  purpose: EmailTokenPurpose;
  /** Hash of the registering browser's cookie: a verification link opened there also signs in. */
  browserHash: string | null;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Timestamp;
}

/** A kind of email an address without an account asked to stop (the SHA-256 of the address). */
export interface EmailOptOutTable {
  emailSha256: string;
  kind: 'referral_invitation' | 'employer_letter';
  createdAt: Defaulted<Timestamp>;
}

/** Emails sent to one address for one purpose in the current window. */
export interface EmailSendThrottleTable {
  key: string;
  sent: Defaulted<number>;
  windowStartedAt: Timestamp;
}

/** The account's security history (see auth/audit.ts for the kinds); no raw IP address. */
export interface SecurityEventTable {
  id: Generated<string>;
  /** Null only for the anonymous record that an erased account existed. */
  userId: string | null;
  kind: string;
  ipHash: string | null;
  device: Defaulted<string>;
  createdAt: Timestamp;
}

/** A self-test result a client chose to keep: answers, score and band sealed (see self-tests/saved.ts). */
export interface SavedSelfTestTable {
  id: Generated<string>;
  userId: string;
  testSlug: string;
  resultSealed: string;
  createdAt: Timestamp;
}

/** One message sent through a public form; `fields` holds what that form asks (see forms/validation.ts). */
export interface FormSubmissionTable {
  id: Generated<string>;
  kind: FormKind;
  /** The language of the page it was sent from. */
  locale: string;
  /** Written as JSON text; read back as the object. */
  fields: ColumnType<Record<string, string>, string, string>;
  /** Keyed hash of the sender's address (see forms/submissions.ts); never the address itself. */
  ipHash: string | null;
  createdAt: Timestamp;
  handledAt: Date | null;
  /** When the email it caused (the letter to HR, or the team's notice) went out. */
  emailSentAt: Date | null;
}

export type FormKind = 'recommend_employer' | 'partnership' | 'press';

/** One message in the thread of a therapist and their client (the `client` row); the body is sealed. */
export interface MessageTable {
  id: Generated<string>;
  clientId: string;
  sender: MessageSender;
  bodySealed: string;
  createdAt: Timestamp;
  /** When the other side first opened it; null while unread. */
  readAt: Date | null;
}

/**
 * A guest's booking or widget message waiting for them to prove the address they typed; no client
 * record exists until they do (decision 014). Once confirmed, `clientId` is the record it became.
 */
export interface PendingContactTable {
  id: Generated<string>;
  therapistId: string;
  name: string;
  email: string;
  phone: Defaulted<string>;
  locale: Defaulted<string>;
  timeZone: string | null;
  /** The signed-in booker whose own (not yet verified) address this is: linked once it is proven. */
  userId: string | null;
  /** The widget message, sealed for the message it becomes (messagePurpose(messageId)). */
  messageId: string | null;
  messageSealed: string | null;
  clientId: string | null;
  confirmedAt: Date | null;
  createdAt: Timestamp;
}

/** An email to a client that a therapist's own action sent, for the per-therapist daily limit. */
export interface TherapistEmailTable {
  id: Generated<string>;
  therapistId: string;
  kind: string;
  createdAt: Timestamp;
}

export type MessageSender = 'client' | 'therapist';

/** A call: opened when a therapist admits someone, ended when the therapist ends it. */
export interface VideoRoomTable {
  id: Generated<string>;
  therapistId: string;
  appointmentId: string | null;
  /** The appointment's end, shown in the call. */
  scheduledEnd: Date | null;
  createdAt: Timestamp;
  endedAt: Date | null;
}

export type VideoRole = 'therapist' | 'client' | 'guest';

/** Someone who may join a room; `connectionId` is the tab they are in the call with, if any. */
export interface VideoParticipantTable {
  id: Generated<string>;
  roomId: string;
  role: VideoRole;
  name: string;
  userId: string | null;
  clientId: string | null;
  connectionId: string | null;
  joinedAt: Date | null;
  createdAt: Timestamp;
}

export type WaitingStatus = 'waiting' | 'admitted' | 'declined' | 'left' | 'replaced';

/** Someone in a therapist's waiting room; they hold the key to their own entry (its hash is kept). */
export interface WaitingEntryTable {
  id: Generated<string>;
  therapistId: string;
  appointmentId: string | null;
  clientId: string | null;
  userId: string | null;
  name: string;
  keyHash: string;
  status: Defaulted<WaitingStatus>;
  /** The therapist's last short message to them ("I'll be with you in 5 minutes"). */
  note: string | null;
  participantId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A fan-out payload too large for NOTIFY, read by every instance and pruned after a minute. */
export interface LiveEventTable {
  id: Generated<string>;
  payload: unknown;
  createdAt: Timestamp;
}

/** One key's fixed window of the shared per-address rate limits (api/src/net/rate-limit-store.ts). */
export interface RateLimitTable {
  key: string;
  count: number;
  resetsAt: Date;
}

export type TaxTreatment = 'exempt' | 'taxable';
export type CountryCode = 'DE' | 'NL' | 'PT' | 'ES' | 'GB';
export type StripeAccountStatus = 'none' | 'pending' | 'enabled' | 'restricted';

/** What every invoice of a practice carries, and how its clients pay (one row per therapist). */
export interface BillingProfileTable {
  therapistId: string;
  legalName: Defaulted<string>;
  addressLine1: Defaulted<string>;
  addressLine2: Defaulted<string>;
  postalCode: Defaulted<string>;
  city: Defaulted<string>;
  countryCode: CountryCode;
  taxNumber: Defaulted<string>;
  vatId: Defaulted<string>;
  /** Professional registration, e.g. "BIG 19012345678" or "HCPC PYL12345". */
  registration: Defaulted<string>;
  /** Storage key of the logo image, if any. */
  logoPath: string | null;
  accountHolder: Defaulted<string>;
  iban: Defaulted<string>;
  bic: Defaulted<string>;
  /** Tokens: {YYYY}, {YY}, {MM} and {N…} (the counter, zero-padded to as many digits as Ns). */
  invoiceFormat: Defaulted<string>;
  creditNoteFormat: Defaulted<string>;
  paymentTermsDays: Defaulted<number>;
  defaultTaxTreatment: Defaulted<TaxTreatment>;
  defaultTaxRateBp: number;
  footer: Defaulted<string>;
  /** One language for every invoice; null = each client's own. */
  invoiceLocale: string | null;
  reminderAfterDays: Defaulted<number>;
  cardPayments: Defaulted<boolean>;
  stripeAccountId: string | null;
  stripeAccountStatus: Defaulted<StripeAccountStatus>;
  updatedAt: Timestamp;
}

export type InvoiceSeries = 'invoice' | 'credit_note';

/** The next number of a practice's series; its row is locked while an invoice is issued. */
export interface InvoiceCounterTable {
  therapistId: string;
  series: InvoiceSeries;
  nextNumber: Defaulted<number>;
}

export type InvoiceStatus = 'draft' | 'issued' | 'sent' | 'partially_paid' | 'paid' | 'credited';

/** Seller or buyer as printed on an issued invoice. */
export interface InvoiceParty {
  name: string;
  addressLines: string[];
  email: string;
  countryCode?: string;
  taxNumber?: string;
  vatId?: string;
  registration?: string;
}

/** An invoice or credit note; fixed once issued except for its payment state. */
export interface InvoiceTable {
  id: Generated<string>;
  therapistId: string;
  clientId: string;
  kind: Defaulted<InvoiceSeries>;
  /** A credit note's invoice. */
  correctsId: string | null;
  number: string | null;
  status: Defaulted<InvoiceStatus>;
  locale: string;
  currency: Currency;
  issueDate: ColumnType<string | null, string | null | undefined, string | null>;
  dueDate: ColumnType<string | null, string | null | undefined, string | null>;
  serviceFrom: ColumnType<string | null, string | null | undefined, string | null>;
  serviceTo: ColumnType<string | null, string | null | undefined, string | null>;
  seller: ColumnType<InvoiceParty | null, string | null | undefined, string | null>;
  buyer: ColumnType<InvoiceParty | null, string | null | undefined, string | null>;
  netMinor: Defaulted<number>;
  taxMinor: Defaulted<number>;
  grossMinor: Defaulted<number>;
  paidMinor: Defaulted<number>;
  /** ISO 11649 creditor reference ("RF…") printed for bank transfers. */
  paymentReference: string | null;
  note: Defaulted<string>;
  stripeCheckoutSessionId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  issuedAt: Date | null;
  sentAt: Date | null;
  lastRemindedAt: Date | null;
  paidAt: Date | null;
}

export interface InvoiceLineTable {
  id: Generated<string>;
  invoiceId: string;
  position: number;
  appointmentId: string | null;
  description: string;
  serviceDate: ColumnType<string, string, string>;
  quantity: number;
  unitMinor: number;
  taxTreatment: TaxTreatment;
  taxRateBp: number;
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

export type PaymentMethod = 'bank_transfer' | 'cash' | 'card';

/** Money received for an invoice (negative: refunded), recorded by hand or from Stripe. */
export interface InvoicePaymentTable {
  id: Generated<string>;
  invoiceId: string;
  therapistId: string;
  amountMinor: number;
  method: PaymentMethod;
  receivedOn: ColumnType<string, string, string>;
  reference: Defaulted<string>;
  /** Stripe payment intent or refund id; unique, so a replayed event cannot record it twice. */
  providerPaymentId: string | null;
  providerBalanceTransactionId: string | null;
  payoutId: string | null;
  createdAt: Timestamp;
}

export type PayoutStatus = 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled';

/** A transfer from the therapist's Stripe balance to their bank account. */
export interface PayoutTable {
  id: Generated<string>;
  therapistId: string;
  providerPayoutId: string;
  amountMinor: number;
  currency: Currency;
  status: PayoutStatus;
  arrivalDate: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A payment provider's webhook event, recorded so each is processed once. */
export interface PaymentEventTable {
  id: string;
  type: string;
  receivedAt: Timestamp;
  processedAt: Date | null;
}

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete';
export type BillingInterval = 'month' | 'year';

/** The plan a practice is on (no row: the free plan); see decision 022. */
export interface SubscriptionTable {
  therapistId: string;
  /** A plan id of content/plans/plans.json. */
  plan: string;
  billingInterval: BillingInterval | null;
  status: SubscriptionStatus;
  /** `stripe`: paid through Stripe Billing; `admin`: assigned by an administrator (billed by hand). */
  source: 'stripe' | 'admin';
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: Defaulted<boolean>;
  /** A downgrade that takes effect at the end of the current period. */
  scheduledPlan: string | null;
  scheduledInterval: BillingInterval | null;
  /** While a payment has failed, the plan is kept until then; after it, the practice falls back to free. */
  graceUntil: Date | null;
  assignedBy: string | null;
  /** An administrator's assignment ends after this day (null: until changed). */
  assignedUntil: ColumnType<string | null, string | null | undefined, string | null>;
  /** The practice's VAT id for reverse charge within the EU (businesses). */
  vatId: Defaulted<string>;
  /** The free trial is given once per practice. */
  trialUsed: Defaulted<boolean>;
  paymentFailedAt: Date | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A therapist's referral code (decision 023); made on first use. */
export interface ReferralCodeTable {
  therapistId: string;
  /** Eight characters of A–Z and 0–9. */
  code: string;
  createdAt: Timestamp;
}

/** An emailed invitation to a colleague; one per address and referrer (a resend updates `sentAt`). */
export interface ReferralInvitationTable {
  id: Generated<string>;
  referrerId: string;
  /** Lower-cased. */
  email: string;
  locale: string;
  sentAt: Timestamp;
}

/** A therapist who registered through a colleague's code: one referrer per therapist (first touch). */
export interface ReferralTable {
  id: Generated<string>;
  referrerId: string;
  referredId: string;
  invitationId: string | null;
  registeredAt: Timestamp;
  /** When the referred therapist was verified: the referral then earns its reward. */
  verifiedAt: Date | null;
  /** When both practices' rewards were applied. */
  rewardedAt: Date | null;
}

/**
 * A therapist account that registered through a colleague's code before it had a practice; the
 * profile wizard turns it into a `referral` when it makes the practice.
 */
export interface ReferralSignupTable {
  userId: string;
  referrerId: string;
  invitationId: string | null;
  registeredAt: Timestamp;
}

export type ReferralRewardKind = 'plan_month' | 'stripe_credit';

/** A reward given to one practice for one referral (never twice: unique per referral and practice). */
export interface ReferralRewardTable {
  id: Generated<string>;
  referralId: string;
  therapistId: string;
  /** `plan_month`: a month of the plan assigned (or an assignment extended); `stripe_credit`: a month's price credited to the Stripe customer. */
  kind: ReferralRewardKind;
  plan: string;
  /** For `plan_month`: the last day of the free month. */
  until: ColumnType<string | null, string | null | undefined, string | null>;
  amountMinor: number | null;
  currency: Currency | null;
  stripeBalanceTransactionId: string | null;
  createdAt: Timestamp;
}

export type ProgramPeriod = 'month' | 'quarter' | 'year';

/** A company in the employer program (created by administrators). */
export interface ProgramCompanyTable {
  id: Generated<string>;
  name: string;
  /** Upper-cased; employees type it when booking. */
  accessCode: string | null;
  /** Lower-cased, without "@": employees with an address at this domain qualify. */
  emailDomain: string | null;
  sessionsPerEmployee: number;
  /** The budget renews each calendar month, quarter or year. */
  period: ProgramPeriod;
  startsOn: ColumnType<string, string, string>;
  endsOn: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the company pays Calma per session held (the monthly statement). */
  priceMinor: number;
  currency: Currency;
  billingEmail: string;
  active: Defaulted<boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A therapist's participation in the employer program. */
export interface TherapistProgramTable {
  therapistId: string;
  enabled: Defaulted<boolean>;
  /** What Calma pays the therapist per program session. */
  rateMinor: number;
  currency: Currency;
  serviceIds: Defaulted<string[]>;
  /** Language codes of the taxonomy the therapist offers program clients. */
  languages: Defaulted<string[]>;
  /** How many different program clients the therapist takes. */
  maxClients: number;
  updatedAt: Timestamp;
}

/** An appointment booked through the employer program. */
export interface ProgramSessionTable {
  appointmentId: string;
  companyId: string;
  therapistId: string;
  /** sha256 of the employee's lower-cased email address: counts their budget without naming them. */
  employeeKey: string;
  rateMinor: number;
  currency: Currency;
  createdAt: Timestamp;
}

export type AgreementKind = 'treatment' | 'privacy' | 'online_consent' | 'cancellation' | 'other';

/** A document a therapist asks clients to sign; its text lives in its versions. */
export interface AgreementTable {
  id: Generated<string>;
  therapistId: string;
  kind: AgreementKind;
  archivedAt: Date | null;
  createdAt: Timestamp;
}

/** One text of an agreement, never changed once written (the database refuses an update). */
export interface AgreementVersionTable {
  id: Generated<string>;
  agreementId: string;
  version: number;
  locale: string;
  title: string;
  /** Markdown. */
  body: string;
  /** SHA-256 (hex) of the text a client signs: see agreements/text.ts. */
  textSha256: string;
  createdAt: Timestamp;
}

export interface ServiceAgreementTable {
  serviceId: string;
  agreementId: string;
}

/** A simple electronic signature of one version by one client, with its evidence. */
export interface AgreementSignatureTable {
  id: Generated<string>;
  versionId: string;
  clientId: string;
  signedName: string;
  statement: string;
  textSha256: string;
  ip: string;
  userAgent: Defaulted<string>;
  signedAt: Timestamp;
}

/** A capability link to a client's tasks before their first session; only its hash is kept. */
export interface ClientTaskLinkTable {
  id: Generated<string>;
  clientId: string;
  tokenHash: string;
  expiresAt: Date;
  revokedAt: Date | null;
  createdAt: Timestamp;
}

/** A questionnaire a therapist sends before a first session (decision 040); `definition` is an IntakeDefinition. */
export interface IntakeFormTable {
  id: Generated<string>;
  therapistId: string;
  title: string;
  locale: string;
  definition: ColumnType<IntakeDefinition, string, string>;
  archivedAt: Date | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ServiceIntakeFormTable {
  serviceId: string;
  intakeFormId: string;
}

export type IntakeResponseStatus = 'open' | 'submitted';
/**
 * One client's answers to one questionnaire: the questionnaire as it was when sent, and the answers
 * sealed (intake/answers.ts), null until the first save.
 */
export interface IntakeResponseTable {
  id: Generated<string>;
  clientId: string;
  intakeFormId: string;
  title: string;
  locale: string;
  definition: ColumnType<IntakeDefinition, string, string>;
  answersSealed: string | null;
  status: Defaulted<IntakeResponseStatus>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  submittedAt: Date | null;
}

/** A self-test instrument a therapist assigned to a client (decision 036). */
export interface MeasureAssignmentTable {
  id: Generated<string>;
  therapistId: string;
  clientId: string;
  testSlug: string;
  schedule: 'once' | 'before_session' | 'every_weeks';
  intervalWeeks: number | null;
  createdAt: Timestamp;
  stoppedAt: Date | null;
  stopReason: 'therapist' | 'relationship_ended' | 'done' | null;
}

/** One questionnaire sent for an assignment; answers, score and band sealed once answered. */
export interface MeasureRequestTable {
  id: Generated<string>;
  assignmentId: string;
  clientId: string;
  appointmentId: string | null;
  sentAt: Timestamp;
  expiresAt: Date;
  revokedAt: Date | null;
  answeredAt: Date | null;
  resultSealed: string | null;
  riskAt: Date | null;
  riskSeenAt: Date | null;
}

/** A therapist's waitlist (decision 037): open, paused (no offers) or closed (no offers, nobody new). */
export type WaitlistStatus = 'open' | 'paused' | 'closed';
export interface WaitlistSettingsTable {
  therapistId: string;
  status: Defaulted<WaitlistStatus>;
  /** Offered even while slots are free, not only when none fits a client's wishes. */
  alwaysOpen: Defaulted<boolean>;
  holdMinutes: Defaulted<number>;
  updatedAt: Timestamp;
}

export type WaitlistEntryStatus = 'pending_email' | 'waiting' | 'booked' | 'left' | 'removed' | 'lapsed';
export type TimeOfDay = 'morning' | 'afternoon' | 'evening';
/** A person waiting for one service of a therapist, with their wishes. */
export interface WaitlistEntryTable {
  id: Generated<string>;
  uid: string;
  therapistId: string;
  serviceId: string;
  userId: string | null;
  name: string;
  email: string;
  locale: Defaulted<string>;
  timeZone: string | null;
  /** ISO weekdays, 1 = Monday. */
  weekdays: number[];
  timesOfDay: TimeOfDay[];
  modalities: ('online' | 'in_person')[];
  status: WaitlistEntryStatus;
  missedOffers: Defaulted<number>;
  createdAt: Timestamp;
  /** Its place in line: when the address was proven. */
  confirmedAt: Date | null;
  endedAt: Date | null;
}

export type WaitlistOfferStatus = 'offered' | 'accepted' | 'declined' | 'expired' | 'withdrawn';
/** One slot held for one entry until `holdExpiresAt`; the slot engine counts a live one as busy. */
export interface WaitlistOfferTable {
  id: Generated<string>;
  entryId: string;
  therapistId: string;
  serviceId: string;
  startsAt: Date;
  endsAt: Date;
  modality: 'online' | 'in_person';
  holdExpiresAt: Date;
  status: Defaulted<WaitlistOfferStatus>;
  byHand: Defaulted<boolean>;
  appointmentId: string | null;
  createdAt: Timestamp;
  answeredAt: Date | null;
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
  searchSortKey: SearchSortKeyTable;
  searchBitmap: SearchBitmapTable;
  match: MatchTable;
  userAccount: UserAccountTable;
  authSession: AuthSessionTable;
  refreshToken: RefreshTokenTable;
  signInThrottle: SignInThrottleTable;
  favourite: FavouriteTable;
  profileDraft: ProfileDraftTable;
  therapistBook: TherapistBookTable;
  bookingPolicy: BookingPolicyTable;
  availabilityException: AvailabilityExceptionTable;
  client: ClientTable;
  appointment: AppointmentTable;
  externalCalendar: ExternalCalendarTable;
  externalBusy: ExternalBusyTable;
  nextFreeSlot: NextFreeSlotTable;
  nextFreeSlotState: NextFreeSlotStateTable;
  nextFreeSlotChange: NextFreeSlotChangeTable;
  sessionNote: SessionNoteTable;
  clientAccessLog: ClientAccessLogTable;
  twoFactor: TwoFactorTable;
  twoFactorRecoveryCode: TwoFactorRecoveryCodeTable;
  oidcIdentity: OidcIdentityTable;
  therapistMedia: TherapistMediaTable;
  verification: VerificationTable;
  verificationDocument: VerificationDocumentTable;
  verificationDecision: VerificationDecisionTable;
  emailToken: EmailTokenTable;
  emailOptOut: EmailOptOutTable;
  emailSendThrottle: EmailSendThrottleTable;
  securityEvent: SecurityEventTable;
  savedSelfTest: SavedSelfTestTable;
  formSubmission: FormSubmissionTable;
  message: MessageTable;
  pendingContact: PendingContactTable;
  therapistEmail: TherapistEmailTable;
  videoRoom: VideoRoomTable;
  videoParticipant: VideoParticipantTable;
  waitingEntry: WaitingEntryTable;
  liveEvent: LiveEventTable;
  rateLimit: RateLimitTable;
  billingProfile: BillingProfileTable;
  invoiceCounter: InvoiceCounterTable;
  invoice: InvoiceTable;
  invoiceLine: InvoiceLineTable;
  invoicePayment: InvoicePaymentTable;
  payout: PayoutTable;
  paymentEvent: PaymentEventTable;
  subscription: SubscriptionTable;
  referralCode: ReferralCodeTable;
  referralInvitation: ReferralInvitationTable;
  referral: ReferralTable;
  referralSignup: ReferralSignupTable;
  referralReward: ReferralRewardTable;
  programCompany: ProgramCompanyTable;
  therapistProgram: TherapistProgramTable;
  programSession: ProgramSessionTable;
  measureAssignment: MeasureAssignmentTable;
  measureRequest: MeasureRequestTable;
  waitlistSettings: WaitlistSettingsTable;
  waitlistEntry: WaitlistEntryTable;
  waitlistOffer: WaitlistOfferTable;
  agreement: AgreementTable;
  agreementVersion: AgreementVersionTable;
  serviceAgreement: ServiceAgreementTable;
  agreementSignature: AgreementSignatureTable;
  clientTaskLink: ClientTaskLinkTable;
  intakeForm: IntakeFormTable;
  serviceIntakeForm: ServiceIntakeFormTable;
  intakeResponse: IntakeResponseTable;
}
