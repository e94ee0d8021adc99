export type Role = 'client' | 'therapist' | 'admin';

export interface DashboardScreen {
  /** URL pattern; `:name` segments are parameters (`/dashboard/my-clients/:id`). */
  pattern: string;
  /** Who may open it; anyone else signed in sees the 403 page. */
  roles: readonly Role[];
  /** The UI string naming it in the dashboard navigation; screens without one are reached from others. */
  nav?: string;
  /**
   * The API path of the record the screen shows (`:name` filled from the URL). When the API answers
   * 404 (an unknown id, or another person's record), so does the page.
   */
  resource?: string;
}

const everyone: readonly Role[] = ['client', 'therapist', 'admin'];
// A client record's screens probe the access log: it answers 404 exactly as the record does, and
// reading it is not itself a read of the record, so the probe leaves no entry in it.
const CLIENT_RECORD = '/api/v1/clients/:id/access-log?limit=1';
// A conversation's screen asks either side who it is with, which opens no message (so nothing is logged).
const CONVERSATION = '/api/v1/conversations/:clientId';

/**
 * The dashboard screens that exist, in navigation order. Any other /dashboard path answers 404, not
 * an empty screen. Each pattern has its component in `islands/dashboard/screens.ts`.
 */
export const DASHBOARD_SCREENS: readonly DashboardScreen[] = [
  { pattern: '/dashboard', roles: everyone, nav: 'dashboard.nav.overview' },
  { pattern: '/dashboard/my-appointments', roles: ['client'], nav: 'dashboard.nav.myAppointments' },
  { pattern: '/dashboard/my-favourites', roles: ['client', 'therapist'], nav: 'dashboard.nav.favourites' },
  { pattern: '/dashboard/my-self-tests', roles: ['client'], nav: 'dashboard.nav.selfTests' },
  { pattern: '/dashboard/my-invoices', roles: ['client'], nav: 'dashboard.nav.myInvoices' },
  { pattern: '/dashboard/my-agreements', roles: ['client'], nav: 'dashboard.nav.myAgreements' },
  { pattern: '/dashboard/my-waitlist', roles: ['client'], nav: 'dashboard.nav.myWaitlist' },
  { pattern: '/dashboard/sessions', roles: ['therapist'], nav: 'dashboard.nav.sessions' },
  { pattern: '/dashboard/calendar', roles: ['therapist'], nav: 'dashboard.nav.calendar' },
  { pattern: '/dashboard/waiting-room', roles: ['therapist'], nav: 'dashboard.nav.waitingRoom' },
  { pattern: '/dashboard/waitlist', roles: ['therapist'], nav: 'dashboard.nav.waitlist' },
  { pattern: '/dashboard/my-clients', roles: ['therapist'], nav: 'dashboard.nav.clients' },
  { pattern: '/dashboard/my-clients/:id', roles: ['therapist'], resource: CLIENT_RECORD },
  { pattern: '/dashboard/my-clients/:id/overview', roles: ['therapist'], resource: CLIENT_RECORD },
  { pattern: '/dashboard/my-clients/:id/profile', roles: ['therapist'], resource: CLIENT_RECORD },
  { pattern: '/dashboard/my-clients/:id/notes', roles: ['therapist'], resource: CLIENT_RECORD },
  { pattern: '/dashboard/my-clients/:id/measures', roles: ['therapist'], resource: CLIENT_RECORD },
  { pattern: '/dashboard/my-clients/:id/agreements', roles: ['therapist'], resource: CLIENT_RECORD },
  { pattern: '/dashboard/my-clients/:id/intake', roles: ['therapist'], resource: CLIENT_RECORD },
  { pattern: '/dashboard/my-clients/:id/appointments', roles: ['therapist'], resource: CLIENT_RECORD },
  { pattern: '/dashboard/my-clients/:id/invoices', roles: ['therapist'], resource: CLIENT_RECORD },
  { pattern: '/dashboard/messages', roles: ['client', 'therapist'], nav: 'dashboard.nav.messages' },
  { pattern: '/dashboard/messages/:clientId', roles: ['client', 'therapist'], resource: CONVERSATION },
  { pattern: '/dashboard/billing', roles: ['therapist'], nav: 'dashboard.nav.billing' },
  { pattern: '/dashboard/billing/overview', roles: ['therapist'] },
  { pattern: '/dashboard/billing/invoices', roles: ['therapist'] },
  // Before `:id`, so that "new" is not taken for an invoice id.
  { pattern: '/dashboard/billing/invoices/new', roles: ['therapist'] },
  { pattern: '/dashboard/billing/invoices/:id', roles: ['therapist'], resource: '/api/v1/billing/invoices/:id' },
  { pattern: '/dashboard/billing/payouts', roles: ['therapist'] },
  { pattern: '/dashboard/billing/payouts/:id', roles: ['therapist'], resource: '/api/v1/billing/payouts/:id' },
  { pattern: '/dashboard/billing/settings', roles: ['therapist'] },
  { pattern: '/dashboard/settings/calendar', roles: ['therapist'], nav: 'dashboard.nav.calendarSettings' },
  { pattern: '/dashboard/settings/services', roles: ['therapist'], nav: 'dashboard.nav.services' },
  { pattern: '/dashboard/settings/services/new', roles: ['therapist'] },
  { pattern: '/dashboard/settings/services/:id', roles: ['therapist'], resource: '/api/v1/services/:id' },
  { pattern: '/dashboard/settings/agreements', roles: ['therapist'], nav: 'dashboard.nav.agreements' },
  { pattern: '/dashboard/settings/intake', roles: ['therapist'], nav: 'dashboard.nav.intake' },
  // Before `:id`, so that "new" is not taken for a questionnaire's id.
  { pattern: '/dashboard/settings/intake/new', roles: ['therapist'] },
  { pattern: '/dashboard/settings/intake/:id', roles: ['therapist'], resource: '/api/v1/intake-forms/:id' },
  { pattern: '/dashboard/settings/receipts', roles: ['therapist'], nav: 'dashboard.nav.receipts' },
  { pattern: '/dashboard/settings/subscription', roles: ['therapist'], nav: 'dashboard.nav.subscription' },
  { pattern: '/dashboard/settings/subscription/plans', roles: ['therapist'] },
  { pattern: '/dashboard/settings/subscription/callback', roles: ['therapist'] },
  { pattern: '/dashboard/settings/referrals', roles: ['therapist'], nav: 'dashboard.nav.referrals' },
  { pattern: '/dashboard/settings/program', roles: ['therapist'], nav: 'dashboard.nav.program' },
  { pattern: '/dashboard/mental-health-hub', roles: ['therapist', 'admin'], nav: 'dashboard.nav.hub' },
  {
    pattern: '/dashboard/mental-health-hub/:slug',
    roles: ['therapist', 'admin'],
    resource: '/api/v1/hub/:slug',
  },
  { pattern: '/dashboard/profile/edit/photos-and-videos', roles: ['therapist'] },
  { pattern: '/dashboard/profile/edit/services', roles: ['therapist'] },
  { pattern: '/dashboard/profile/edit/verification', roles: ['therapist'] },
  { pattern: '/dashboard/admin/verifications', roles: ['admin'], nav: 'dashboard.nav.verifications' },
  { pattern: '/dashboard/admin/form-submissions', roles: ['admin'], nav: 'dashboard.nav.formSubmissions' },
  { pattern: '/dashboard/admin/plans', roles: ['admin'], nav: 'dashboard.nav.adminPlans' },
  { pattern: '/dashboard/admin/program', roles: ['admin'], nav: 'dashboard.nav.adminProgram' },
  { pattern: '/dashboard/profile/edit', roles: ['therapist'] },
  { pattern: '/dashboard/verification', roles: ['therapist'] },
  { pattern: '/dashboard/profile/edit/general-info', roles: ['therapist'], nav: 'dashboard.nav.profile' },
  { pattern: '/dashboard/profile/edit/about-and-approach', roles: ['therapist'] },
  { pattern: '/dashboard/profile/edit/experience', roles: ['therapist'] },
  { pattern: '/dashboard/profile/edit/expertise-areas', roles: ['therapist'] },
  { pattern: '/dashboard/profile/edit/bookshelf', roles: ['therapist'] },
  { pattern: '/dashboard/profile/edit/localised-profile', roles: ['therapist'] },
  { pattern: '/dashboard/profile/edit/directory-settings', roles: ['therapist'] },
  { pattern: '/dashboard/settings', roles: everyone },
  { pattern: '/dashboard/settings/social-widgets', roles: ['therapist'], nav: 'dashboard.nav.widgets' },
  { pattern: '/dashboard/settings/account', roles: everyone, nav: 'dashboard.nav.account' },
  { pattern: '/dashboard/settings/security', roles: everyone, nav: 'dashboard.nav.security' },
];

export interface ScreenMatch {
  screen: DashboardScreen;
  params: Record<string, string>;
}

/** The screen a path shows, with its parameters; undefined when the path is not a screen. */
export function matchScreen(path: string): ScreenMatch | undefined {
  const segments = path.split('/');
  for (const screen of DASHBOARD_SCREENS) {
    const parts = screen.pattern.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) return part === segment;
      if (segment === '') return false;
      params[part.slice(1)] = decodeURIComponent(segment);
      return true;
    });
    if (matches) return { screen, params };
  }
  return undefined;
}

export const mayOpen = (screen: DashboardScreen, role: Role) => screen.roles.includes(role);

/** The profile's sections in the order a therapist fills them in, whichever module provides each screen. */
export const PROFILE_SECTION_ORDER = [
  'general-info',
  'about-and-approach',
  'experience',
  'expertise-areas',
  'photos-and-videos',
  'services',
  'bookshelf',
  'localised-profile',
  'directory-settings',
  'verification',
];
