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

/**
 * What a screen receives from the dashboard's router: its pattern's parameters. The words, the
 * signed-in person and the router come from context (useWords, useShell; decision 045).
 */
export interface ScreenProps {
  /** The pattern's parameters (`:id` → params.id). */
  params: Record<string, string>;
}

// The dashboard's names for two helpers of the locale table (api/src/contract/locales.ts): date and
// time formatting in the viewer's locale, and a public page's path in it.
export { dateFormat as dateTimeFormat, localizePath as publicPath } from '@calma/api/contract';
