import type { Translate } from '../../i18n/format.ts';
import type { Role } from '../../lib/dashboard.ts';

export interface DashboardUser {
  id: string;
  email: string;
  displayName: string;
  role: Role;
  therapistUrl: string | null;
  /** False until the email address is confirmed with the emailed link. */
  emailVerified?: boolean;
  /** Whether two-step sign-in is on; therapists are asked to turn it on before opening records. */
  twoFactorEnabled?: boolean;
}

/** What every screen receives from the dashboard shell. */
export interface ScreenProps {
  me: DashboardUser;
  t: Translate;
  locale: string;
  /** The pattern's parameters (`:id` → params.id). */
  params: Record<string, string>;
  /** Moves to another dashboard path without reloading the page. */
  navigate: (path: string) => void;
  /** Signs out here, or on every device. */
  signOut: (everywhere: boolean) => void;
}

// The dashboard's names for two helpers of the locale table (api/src/contract/locales.ts): date and
// time formatting in the viewer's locale, and a public page's path in it.
export { dateFormat as dateTimeFormat, localizePath as publicPath } from '@calma/api/contract';
