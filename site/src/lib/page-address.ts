import { type Locale, localeOfParam } from '../i18n/index.ts';

// What an on-demand page takes from its address. A malformed address is the 404 an unknown one
// gets, without asking the API.

/** An appointment's, a match's or a waitlist entry's public uid: 128 random bits in base64url. */
export const UID = /^[A-Za-z0-9_-]{22}$/;

/** A signed token in a path (an invoice's, a questionnaire's): what it says, a dot, its signature. */
export const SIGNED_TOKEN = /^[A-Za-z0-9_-]{10,200}\.[A-Za-z0-9_-]{10,200}$/;

/**
 * The page's locale (from its `[...locale]` parameter) and the identifier in its parameter `name`,
 * and whether both are well formed.
 */
export function pageAddress(
  params: Record<string, string | undefined>,
  name: string,
  pattern: RegExp,
): { locale: Locale; id: string; valid: boolean } {
  const param = params.locale;
  const locale = localeOfParam(param);
  const id = params[name] ?? '';
  return { locale, id, valid: (param === undefined || param === locale) && pattern.test(id) };
}

/** The key an emailed link carries (`?key=`), or null when it carries none or a malformed one. */
export function linkKey(url: URL): string | null {
  const key = url.searchParams.get('key');
  return key && /^[A-Za-z0-9_-]{1,64}$/.test(key) ? key : null;
}
