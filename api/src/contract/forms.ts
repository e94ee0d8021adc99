// The public forms' choices and limits, shared by the API's validation and the site's fields.

export const FORM_KINDS = ['recommend_employer', 'partnership', 'press'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** What kind of partnership an organisation has in mind (the partnerships form's select). */
export const PARTNERSHIP_KINDS = [
  'employer',
  'university',
  'association',
  'community',
  'health_service',
  'other',
] as const;
export type PartnershipKind = (typeof PARTNERSHIP_KINDS)[number];

/** Longest accepted value per field, in characters. */
export const FORM_LIMITS = {
  name: 100,
  employerName: 120,
  organisation: 150,
  outlet: 150,
  email: 254,
  message: 5000,
} as const;

/**
 * Why the API refused a field, beyond its type and length: `required` (blank), `email` (not an
 * address), `link` (a web or email address in a name, which would let the form carry spam), `text`
 * (control characters), `date` (not a date from today on).
 */
export type FormFieldReason = 'required' | 'email' | 'link' | 'text' | 'date';
