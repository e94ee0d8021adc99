// What can happen to an account's security: the API records these kinds and the site names each one.

/**
 * Stored as text (no database check), so adding a kind here is all the API needs; the site's type
 * check then asks for its name in every locale.
 */
export const SECURITY_EVENT_KINDS = [
  'sign_in',
  'sign_in_failed',
  'new_device',
  'password_changed',
  'password_reset',
  'email_verified',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_code_used',
  'recovery_codes_replaced',
  'provider_linked',
  'data_export',
  'account_deletion_requested',
  'account_deletion_cancelled',
  'account_deleted',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export const isSecurityEventKind = (kind: string): kind is SecurityEventKind =>
  (SECURITY_EVENT_KINDS as readonly string[]).includes(kind);
