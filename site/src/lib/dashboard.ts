/** The dashboard screens that exist. Any other /dashboard path answers 404, not an empty screen. */
export const DASHBOARD_SCREENS = ['/dashboard', '/dashboard/settings/account'] as const;
export type DashboardScreen = (typeof DASHBOARD_SCREENS)[number];

export const isDashboardScreen = (path: string): path is DashboardScreen =>
  (DASHBOARD_SCREENS as readonly string[]).includes(path);
