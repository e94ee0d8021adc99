import { type SyntheticEvent, useState } from 'react';
import { minutesFrom, problemOf } from '../../../lib/auth-forms.ts';
import { apiFetch } from '../../../lib/session.ts';
import { type DashboardUser, dateTimeFormat, publicPath, type Translate } from '../types.ts';

/** Days between asking and erasure (the API's grace period). */
const GRACE_DAYS = 14;

/**
 * Asking to delete the account, confirmed with the password. Before the form: what is erased, and
 * what a therapist must legally keep (records) and for how long in each country.
 */
export default function DeleteAccount({ me, t, locale }: { me: DashboardUser; t: Translate; locale: string }) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const [erasureAt, setErasureAt] = useState<string | undefined>(undefined);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    setFieldError('');
    if (password === '') return setFieldError(t('dashboard.account.delete.fieldPassword'));
    setSending(true);
    try {
      const response = await apiFetch('/api/v1/account/deletion', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ password }),
      });
      if (response.ok) {
        setErasureAt(((await response.json()) as { erasureAt: string }).erasureAt);
        return;
      }
      const answer = await problemOf(response);
      if (answer.code === 'WRONG_PASSWORD') setFieldError(t('dashboard.account.delete.wrong'));
      else if (answer.code === 'NO_PASSWORD') setProblem(t('dashboard.account.delete.noPassword'));
      else if (answer.status === 429)
        setProblem(t('dashboard.account.delete.locked', { minutes: minutesFrom(answer.retryAfter) }));
      else setProblem(t('dashboard.account.delete.error'));
    } catch {
      setProblem(t('dashboard.account.delete.error'));
    } finally {
      setSending(false);
    }
  };

  if (erasureAt) {
    const date = dateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(erasureAt));
    return (
      <section className="account-section" aria-labelledby="delete-title">
        <h2 id="delete-title">{t('dashboard.account.delete.title')}</h2>
        <p role="status">{t('dashboard.account.delete.done', { date })}</p>
        <a className="button" href={publicPath(locale, '/')}>
          {t('dashboard.account.delete.home')}
        </a>
      </section>
    );
  }

  return (
    <section className="account-section danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">{t('dashboard.account.delete.title')}</h2>
      <p>{t('dashboard.account.delete.lead', { days: GRACE_DAYS })}</p>
      <p>{t(me.role === 'therapist' ? 'dashboard.account.delete.therapist' : 'dashboard.account.delete.client')}</p>
      <h3>{t('dashboard.account.delete.retention.title')}</h3>
      <ul>
        <li>{t('dashboard.account.delete.retention.de')}</li>
        <li>{t('dashboard.account.delete.retention.nl')}</li>
        <li>{t('dashboard.account.delete.retention.es')}</li>
        <li>{t('dashboard.account.delete.retention.other')}</li>
      </ul>
      <p className="hint">{t('dashboard.account.delete.retention.note')}</p>
      <form className="sign-in" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="delete-password">{t('dashboard.account.delete.password')}</label>
          <input
            id="delete-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'delete-password-error' : undefined}
          />
          {fieldError && (
            <p id="delete-password-error" className="field-error" role="alert">
              {fieldError}
            </p>
          )}
        </div>
        {problem && (
          <p className="notice notice-error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="button button-danger" disabled={sending}>
          {sending ? t('dashboard.account.delete.sending') : t('dashboard.account.delete.submit')}
        </button>
      </form>
    </section>
  );
}
