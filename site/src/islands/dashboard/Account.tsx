import { useApiQuery } from '../../lib/query.ts';
import QueryState from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import ChangePassword from './account/ChangePassword.tsx';
import DeleteAccount from './account/DeleteAccount.tsx';
import EmailVerification from './account/EmailVerification.tsx';
import SecurityActivity from './account/SecurityActivity.tsx';
import YourData from './account/YourData.tsx';
import { useShell } from './shell.tsx';
import { dateTimeFormat } from './types.ts';

interface Session {
  id: string;
  userAgent: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

export default function Account() {
  const { t, locale } = useWords();
  const { signOut } = useShell();
  const sessions = useApiQuery<{ sessions: Session[] }>('/api/v1/auth/sessions');
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section>
      <h1>{t('dashboard.account.title')}</h1>
      <EmailVerification />
      <p>{t('dashboard.account.lead')}</p>
      <QueryState query={sessions} loading="dashboard.account.loading" error="dashboard.account.error">
        {({ sessions }) => (
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
      </QueryState>
      <button type="button" className="button button-primary" onClick={() => signOut(true)}>
        {t('dashboard.account.signOutEverywhere')}
      </button>
      <ChangePassword />
      <SecurityActivity />
      <YourData />
      <DeleteAccount />
    </section>
  );
}
