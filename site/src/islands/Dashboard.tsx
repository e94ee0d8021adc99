import { useEffect, useState } from 'react';
import { translatorFor } from '../i18n/format.ts';
import { type DashboardScreen, isDashboardScreen } from '../lib/dashboard.ts';

interface Me {
  email: string;
  displayName: string;
  role: 'client' | 'therapist' | 'admin';
  therapistUrl: string | null;
}
interface Session {
  id: string;
  userAgent: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

interface Props {
  locale: string;
  strings: Record<string, string>;
  me: Me;
  screen: DashboardScreen;
  signInPath: string;
}

/** The dashboard: one page, its own router; it talks only to the API. */
export default function Dashboard({ locale, strings, me, screen: initial, signInPath }: Props) {
  const t = translatorFor(strings);
  const [screen, setScreen] = useState<DashboardScreen>(initial);

  useEffect(() => {
    const onPop = () => {
      if (isDashboardScreen(window.location.pathname)) setScreen(window.location.pathname);
      else window.location.reload();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const go = (to: DashboardScreen) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.history.pushState(null, '', to);
    setScreen(to);
  };
  const signOut = async (everywhere: boolean) => {
    await fetch(everywhere ? '/api/v1/auth/sign-out-everywhere' : '/api/v1/auth/sign-out', { method: 'POST' }).catch(
      () => undefined,
    );
    window.location.assign(signInPath);
  };

  const links: [DashboardScreen, string][] = [
    ['/dashboard', t('dashboard.nav.overview')],
    ['/dashboard/settings/account', t('dashboard.nav.account')],
  ];
  return (
    <div className="dashboard">
      <nav aria-label={t('dashboard.nav.label')} className="dashboard-nav">
        <ul>
          {links.map(([to, label]) => (
            <li key={to}>
              <a href={to} onClick={go(to)} aria-current={screen === to ? 'page' : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
        <button type="button" className="button" onClick={() => void signOut(false)}>
          {t('dashboard.signOut')}
        </button>
      </nav>
      <div className="dashboard-screen">
        {screen === '/dashboard' ? (
          <Overview me={me} t={t} locale={locale} />
        ) : (
          <Account t={t} locale={locale} onSignOutEverywhere={() => void signOut(true)} />
        )}
      </div>
    </div>
  );
}

type T = (key: string, params?: Record<string, string | number>) => string;

function Overview({ me, t, locale }: { me: Me; t: T; locale: string }) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  return (
    <section>
      <h1>{t('dashboard.overview.title', { name: me.displayName || me.email })}</h1>
      <p>{t('dashboard.overview.lead', { email: me.email })}</p>
      {me.therapistUrl && (
        <p>
          <a href={`${prefix}${me.therapistUrl}`}>{t('dashboard.overview.profile')}</a>
        </p>
      )}
    </section>
  );
}

function Account({ t, locale, onSignOutEverywhere }: { t: T; locale: string; onSignOutEverywhere: () => void }) {
  const [sessions, setSessions] = useState<Session[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetch('/api/v1/auth/sessions', { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ sessions: Session[] }>) : Promise.reject()))
      .then((body) => setSessions(body.sessions))
      .catch(() => setFailed(true));
  }, []);
  const date = new Intl.DateTimeFormat(locale === 'pt' ? 'pt-PT' : locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section>
      <h1>{t('dashboard.account.title')}</h1>
      <p>{t('dashboard.account.lead')}</p>
      {failed && (
        <p className="notice notice-error" role="alert">
          {t('dashboard.account.error')}
        </p>
      )}
      {!sessions && !failed && <p aria-live="polite">{t('dashboard.account.loading')}</p>}
      {sessions && (
        <ul className="cards sessions">
          {sessions.map((s) => (
            <li key={s.id} className="card">
              <h2>
                {s.current ? t('dashboard.account.thisDevice') : s.userAgent || t('dashboard.account.unknownDevice')}
              </h2>
              {s.current && s.userAgent && <p>{s.userAgent}</p>}
              <p>{t('dashboard.account.since', { date: date.format(new Date(s.createdAt)) })}</p>
              <p>{t('dashboard.account.lastUsed', { date: date.format(new Date(s.lastUsedAt)) })}</p>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button-primary" onClick={onSignOutEverywhere}>
        {t('dashboard.account.signOutEverywhere')}
      </button>
    </section>
  );
}
