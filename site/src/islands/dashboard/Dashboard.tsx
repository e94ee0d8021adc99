import { plural } from '@calma/api/contract';
import { Suspense, useEffect, useState } from 'react';
import { translatorFor } from '../../i18n/format.ts';
import {
  DASHBOARD_SCREENS,
  type DashboardScreen,
  matchScreen,
  mayOpen,
  type Role,
  type ScreenMatch,
} from '../../lib/dashboard.ts';
import { useLive } from '../../lib/live.ts';
import { useApiCache, useApiMutation, useApiQuery, withQueries } from '../../lib/query.ts';
import { WordsProvider } from '../words.tsx';
import { SCREEN_COMPONENTS } from './screens.ts';
import { ShellProvider } from './shell.tsx';
import type { DashboardUser } from './types.ts';

interface Props {
  locale: string;
  strings: Record<string, string>;
  me: DashboardUser;
  path: string;
  signInPath: string;
}

/** The dashboard: one page, its own router; it talks only to the API, through one query cache for all its screens. */
export default withQueries(Dashboard);

function Dashboard({ locale, strings, me, path: initial, signInPath }: Props) {
  const t = translatorFor(strings);
  const [path, setPath] = useState(initial);
  // Screens load on demand; rendering them only in the browser keeps React's streaming scripts
  // (inline, so refused by our CSP) out of the server-rendered page.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const match = matchScreen(path) as ScreenMatch;

  useEffect(() => {
    const onPop = () => {
      const next = matchScreen(window.location.pathname);
      if (next && mayOpen(next.screen, me.role)) setPath(window.location.pathname);
      else window.location.reload();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [me.role]);

  const navigate = (to: string) => {
    const next = matchScreen(to.split('?')[0] ?? to);
    if (!next || !mayOpen(next.screen, me.role)) {
      window.location.assign(to);
      return;
    }
    window.history.pushState(null, '', to);
    setPath(to.split('?')[0] ?? to);
    window.scrollTo(0, 0);
  };
  const follow = (to: string) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  const signOutCall = useApiMutation((everywhere: boolean) => ({
    path: everywhere ? '/api/v1/auth/sign-out-everywhere' : '/api/v1/auth/sign-out',
    method: 'POST',
  }));
  // Signed out or not (a lost network), the page moves on to sign-in.
  const signOut = (everywhere: boolean) =>
    signOutCall.mutate(everywhere, { onSettled: () => window.location.assign(signInPath) });

  const waiting = useWaitingCount(me.role === 'therapist');
  const [menuOpen, setMenuOpen] = useState(false);
  const links = DASHBOARD_SCREENS.filter((s) => s.nav && mayOpen(s, me.role));
  const Screen = SCREEN_COMPONENTS[match.screen.pattern];
  const current = (pattern: string) =>
    pattern === match.screen.pattern || (pattern !== '/dashboard' && path.startsWith(`${pattern}/`));
  const here = links.find((s) => current(s.pattern));
  const groups = navGroups(me.role, links);
  const link = (s: DashboardScreen) => (
    <li key={s.pattern}>
      <a
        href={s.pattern}
        onClick={(event) => {
          setMenuOpen(false);
          follow(s.pattern)(event);
        }}
        aria-current={current(s.pattern) ? 'page' : undefined}
      >
        {t(s.nav ?? '')}
        {/* The count is read out as words; the badge shows it. No aria-label: a name that is
            not the visible text fails WCAG 2.5.3 (label in name). */}
        {s.pattern === WAITING_ROOM && waiting > 0 && (
          <>
            <span className="visually-hidden">
              {`, ${t(`dashboard.nav.waiting.${plural(locale, waiting)}`, { count: waiting })}`}
            </span>
            <span className="badge waiting-badge" aria-hidden="true">
              {waiting}
            </span>
          </>
        )}
      </a>
    </li>
  );
  return (
    <div className="dashboard">
      <nav aria-label={t('dashboard.nav.label')} className="dashboard-nav">
        {/* On phones the navigation folds away under one button that names where you are. */}
        <button
          type="button"
          className="dashboard-nav-toggle"
          aria-expanded={menuOpen}
          aria-controls="dashboard-nav-panel"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span>{t('dashboard.nav.menu')}</span>
          {here && <span className="dashboard-nav-here">{t(here.nav ?? '')}</span>}
        </button>
        <div id="dashboard-nav-panel" className={menuOpen ? 'dashboard-nav-panel open' : 'dashboard-nav-panel'}>
          {groups.map((group) =>
            group.id === 'top' ? (
              <ul key={group.id}>{group.screens.map(link)}</ul>
            ) : (
              <div key={group.id} className="dashboard-nav-group">
                <p id={`nav-group-${group.id}`} className="dashboard-nav-group-name">
                  {t(`dashboard.navGroup.${group.id}`)}
                </p>
                <ul aria-labelledby={`nav-group-${group.id}`}>{group.screens.map(link)}</ul>
              </div>
            ),
          )}
          <button type="button" className="button dashboard-sign-out" onClick={() => signOut(false)}>
            {t('dashboard.signOut')}
          </button>
        </div>
      </nav>
      <div className="dashboard-screen">
        <Suspense fallback={<p aria-live="polite">{t('dashboard.loading')}</p>}>
          {!mounted && <p aria-live="polite">{t('dashboard.loading')}</p>}
          {mounted && Screen && (
            <WordsProvider t={t} locale={locale}>
              <ShellProvider me={me} navigate={navigate} signOut={signOut}>
                <Screen key={path} params={match.params} />
              </ShellProvider>
            </WordsProvider>
          )}
        </Suspense>
      </div>
    </div>
  );
}

const WAITING_ROOM = '/dashboard/waiting-room';

/**
 * The navigation's groups for each role, by screen pattern, in order. A screen with a navigation
 * entry that no group names still shows, under "Profile & settings", so none is ever lost.
 */
const NAV_GROUPS: Record<Role, [string, string[]][]> = {
  therapist: [
    ['top', ['/dashboard']],
    [
      'practice',
      [
        '/dashboard/sessions',
        '/dashboard/calendar',
        '/dashboard/waiting-room',
        '/dashboard/settings/calendar',
        '/dashboard/settings/services',
        '/dashboard/settings/program',
      ],
    ],
    ['clients', ['/dashboard/my-clients', '/dashboard/messages', '/dashboard/my-favourites']],
    [
      'money',
      [
        '/dashboard/billing',
        '/dashboard/settings/receipts',
        '/dashboard/settings/subscription',
        '/dashboard/settings/referrals',
      ],
    ],
    [
      'profile',
      [
        '/dashboard/profile/edit/general-info',
        '/dashboard/settings/social-widgets',
        '/dashboard/settings/account',
        '/dashboard/settings/security',
      ],
    ],
    ['help', ['/dashboard/mental-health-hub']],
  ],
  client: [
    ['top', ['/dashboard']],
    [
      'care',
      ['/dashboard/my-appointments', '/dashboard/messages', '/dashboard/my-favourites', '/dashboard/my-self-tests'],
    ],
    ['money', ['/dashboard/my-invoices']],
    ['profile', ['/dashboard/settings/account', '/dashboard/settings/security']],
  ],
  admin: [
    ['top', ['/dashboard']],
    [
      'admin',
      [
        '/dashboard/admin/verifications',
        '/dashboard/admin/form-submissions',
        '/dashboard/admin/plans',
        '/dashboard/admin/program',
      ],
    ],
    ['help', ['/dashboard/mental-health-hub']],
    ['profile', ['/dashboard/settings/account', '/dashboard/settings/security']],
  ],
};

/** The role's navigation entries in their groups; empty groups are left out. */
function navGroups(role: Role, links: readonly DashboardScreen[]) {
  const placed = new Set(NAV_GROUPS[role].flatMap(([, patterns]) => patterns));
  return NAV_GROUPS[role]
    .map(([id, patterns]) => ({
      id,
      screens: [
        ...patterns.flatMap((p) => links.filter((s) => s.pattern === p)),
        ...(id === 'profile' ? links.filter((s) => !placed.has(s.pattern)) : []),
      ],
    }))
    .filter((group) => group.screens.length > 0);
}
const WAITING_COUNT = '/api/v1/waiting-room/count';
/** The waiting count is asked again this often, besides on live events: entries also lapse quietly. */
const WAITING_COUNT_MS = 30_000;

/** How many people wait in the therapist's room, for the navigation on every screen; 0 for others. */
function useWaitingCount(therapist: boolean): number {
  const count = useApiQuery<{ waiting: number }>(therapist && WAITING_COUNT, { refetchInterval: WAITING_COUNT_MS });
  const cache = useApiCache();
  useLive(therapist ? {} : undefined, (event) => {
    if (event.type === 'waiting-room' || event.type === 'resync') void cache.invalidate(WAITING_COUNT);
  });
  return count.data?.waiting ?? 0;
}
