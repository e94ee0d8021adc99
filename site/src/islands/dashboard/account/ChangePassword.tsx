import { type SyntheticEvent, useState } from 'react';
import { minutesFrom, passwordReasonKey, problemOf } from '../../../lib/auth-forms.ts';
import { apiFetch } from '../../../lib/session.ts';
import type { Translate } from '../types.ts';

type Field = 'currentPassword' | 'newPassword';

/** Change the password: the current one is asked again; other devices are signed out. */
export default function ChangePassword({ t }: { t: Translate }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    setDone(false);
    const found: Partial<Record<Field, string>> = {};
    if (current === '') found.currentPassword = t('dashboard.account.password.fieldCurrent');
    if ([...next].length < 10) found.newPassword = t('dashboard.account.password.tooShort');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const response = await apiFetch('/api/v1/auth/change-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ currentPassword: current, newPassword: next }),
      });
      if (response.ok) {
        setDone(true);
        setCurrent('');
        setNext('');
        return;
      }
      const answer = await problemOf(response);
      if (answer.code === 'WRONG_PASSWORD') setErrors({ currentPassword: t('dashboard.account.password.wrong') });
      else if (answer.code === 'WEAK_PASSWORD')
        setErrors({
          newPassword: t(passwordReasonKey('dashboard.account.password', answer.fields.newPassword ?? '')),
        });
      else if (answer.status === 429)
        setProblem(t('dashboard.account.password.locked', { minutes: minutesFrom(answer.retryAfter) }));
      else setProblem(t('dashboard.account.password.error'));
    } catch {
      setProblem(t('dashboard.account.password.error'));
    } finally {
      setSending(false);
    }
  };

  const described = (field: Field, hint?: string) =>
    [errors[field] ? `password-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <section className="account-section" aria-labelledby="password-title">
      <h2 id="password-title">{t('dashboard.account.password.title')}</h2>
      <form className="sign-in" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="password-currentPassword">{t('dashboard.account.password.current')}</label>
          <input
            id="password-currentPassword"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            aria-invalid={errors.currentPassword ? true : undefined}
            aria-describedby={described('currentPassword')}
          />
          {errors.currentPassword && (
            <p id="password-currentPassword-error" className="field-error">
              {errors.currentPassword}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="password-newPassword">{t('dashboard.account.password.new')}</label>
          <input
            id="password-newPassword"
            type="password"
            autoComplete="new-password"
            maxLength={256}
            value={next}
            onChange={(e) => setNext(e.currentTarget.value)}
            aria-invalid={errors.newPassword ? true : undefined}
            aria-describedby={described('newPassword', 'password-rule')}
          />
          <p id="password-rule" className="hint">
            {t('dashboard.account.password.rule')}
          </p>
          {errors.newPassword && (
            <p id="password-newPassword-error" className="field-error">
              {errors.newPassword}
            </p>
          )}
        </div>
        {problem && (
          <p className="notice notice-error" role="alert">
            {problem}
          </p>
        )}
        {done && <p role="status">{t('dashboard.account.password.done')}</p>}
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('dashboard.account.password.sending') : t('dashboard.account.password.submit')}
        </button>
      </form>
    </section>
  );
}
