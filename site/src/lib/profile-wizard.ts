import type { Locale, Me, ProfileOverview } from '@calma/api/contract';
import { localeOfParam, localizePath, uiStrings } from '../i18n/index.ts';
import { apiGet } from './api.ts';

/** The wizard island's strings: the profile forms' (shared with the dashboard) and the wizard's own. */
export const profileWizardStrings = (locale: Locale) => uiStrings(locale, 'dashboard.profile.', 'profileWizard.');

/** The photo step's strings: the dashboard's uploader's, and "Try again". */
export const photosStepStrings = (locale: Locale) => uiStrings(locale, 'dashboard.media.', 'problem.');

/** The verification step's strings: the dashboard's verification form's, and "Try again". */
export const verificationStepStrings = (locale: Locale) => uiStrings(locale, 'dashboard.verification.', 'problem.');

export type WizardAccess =
  | { kind: 'not-found'; locale: Locale }
  | { kind: 'sign-in'; location: string }
  | { kind: 'forbidden'; locale: Locale }
  | { kind: 'ok'; locale: Locale; me: Me; overview: ProfileOverview };

/**
 * Who is asking for a wizard page: visitors are sent to sign in and back, other roles get the 403
 * page, a therapist gets where their profile and wizard stand.
 */
export async function wizardAccess(param: string | undefined, url: URL, locals: App.Locals): Promise<WizardAccess> {
  const locale: Locale = localeOfParam(param);
  if (param !== undefined && param !== locale) return { kind: 'not-found', locale };
  const me = await apiGet<Me>('/api/v1/auth/me', { locals, locale });
  if (!me.ok) {
    const next = encodeURIComponent(url.pathname + url.search);
    return { kind: 'sign-in', location: `${localizePath(locale, '/auth/sign-in')}?next=${next}` };
  }
  if (me.body.role !== 'therapist') return { kind: 'forbidden', locale };
  const overview = await apiGet<ProfileOverview>('/api/v1/profile', { locals, locale });
  if (!overview.ok) throw new Error(`GET /api/v1/profile answered ${overview.status}`);
  return { kind: 'ok', locale, me: me.body, overview: overview.body };
}
