// The profile wizard's steps and the profile editor's sections, shared by the API and the site.

/** The wizard's steps in order. */
export const WIZARD_STEPS = [
  'general-info',
  'about-and-approach',
  'experience',
  'expertise-areas',
  'practice-info',
  'photos',
  'verification',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Steps whose form is kept as a draft and validated here; photos and verification keep their own data. */
export const FORM_STEPS = [
  'general-info',
  'about-and-approach',
  'experience',
  'expertise-areas',
  'practice-info',
] as const;
export type FormStep = (typeof FORM_STEPS)[number];

/** Sections of a submitted profile that are edited through /api/v1/profile/sections. */
export const PROFILE_SECTIONS = [
  'general-info',
  'about-and-approach',
  'experience',
  'expertise-areas',
  'bookshelf',
  'localised-profile',
  'directory-settings',
] as const;
export type ProfileSectionName = (typeof PROFILE_SECTIONS)[number];

export const VERIFICATION_STATUSES = [
  'draft',
  'submitted',
  'in_review',
  'verified',
  'changes_requested',
  'rejected',
] as const;

export const CONTACT_METHODS = ['messages', 'email', 'phone', 'website'] as const;
export type ContactMethodName = (typeof CONTACT_METHODS)[number];

/**
 * Why a profile field was refused; the site shows `dashboard.profile.error.<code>` with the
 * error's params ({max}, {min}).
 */
export const PROFILE_FIELD_ERRORS = [
  'required',
  'tooLong',
  'tooShort',
  'tooMany',
  'tooFew',
  'unknown',
  'invalidEmail',
  'invalidPhone',
  'invalidUrl',
  'notANumber',
  'outOfRange',
  'negative',
  'invalidIsbn',
  'cityNotInCountry',
  'districtRequired',
  'districtOnlyForBerlin',
  'timeZoneNotInCountry',
  'contactDetailMissing',
  'modalityRequired',
  'locationRequired',
  'textRequired',
  'aboutRequired',
  'duplicate',
  'containsLink',
] as const;
export type ProfileFieldErrorCode = (typeof PROFILE_FIELD_ERRORS)[number];

/** A refused field: `field` is a dotted path into the form (`locations.0.city`, `texts.de.about`). */
export interface ProfileFieldError {
  field: string;
  code: ProfileFieldErrorCode;
  message: string;
  params?: Record<string, number>;
}
