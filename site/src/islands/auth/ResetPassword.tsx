import { type SyntheticEvent, useEffect, useState } from 'react';
import { translatorFor } from '../../i18n/format.ts';
import { passwordReasonKey, problemOf, takeToken } from '../../lib/auth-forms.ts';

interface Props {
  strings: Record<string, string>;
  signInPath: string;
  forgotPath: string;
}

type LinkProblem = 'used' | 'expired' | 'invalid';

/** Chooses a new password with the emailed link; a refused password keeps the link usable. */
export default function ResetPassword({ strings, signInPath, forgotPath }: Props) {
  const t = translatorFor(strings);
  const [token, setToken] = useState<string | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [problem, setProblem] = useState('');
  const [linkProblem, setLinkProblem] = useState<LinkProblem | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const found = takeToken();
    setToken(found);
    if (!found) setLinkProblem('invalid');
  }, []);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    setFieldError('');
    if (password === '') return setFieldError(t('auth.reset.fieldPassword'));
    if ([...password].length < 10) return setFieldError(t('auth.password.tooShort'));
    setSending(true);
    try {
      const response = await fetch('/api/v1/auth/reset-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ token, password }),
      });
      if (response.ok) {
        setDone(true);
        setPassword('');
        return;
      }
      const answer = await problemOf(response);
      if (answer.code === 'WEAK_PASSWORD')
        setFieldError(t(passwordReasonKey('auth.password', answer.fields.password ?? '')));
      else if (answer.code === 'TOKEN_USED') setLinkProblem('used');
      else if (answer.code === 'TOKEN_EXPIRED') setLinkProblem('expired');
      else if (answer.code === 'TOKEN_INVALID' || answer.fields.token) setLinkProblem('invalid');
      else if (answer.status === 429) setProblem(t('auth.reset.tooMany'));
      else setProblem(t('auth.reset.error'));
    } catch {
      setProblem(t('auth.reset.error'));
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <div className="card">
        <p role="status">{t('auth.reset.done')}</p>
        <a className="button button-primary" href={signInPath}>
          {t('auth.reset.toSignIn')}
        </a>
      </div>
    );
  }
  if (linkProblem) {
    return (
      <div className="card">
        <p className="notice notice-error" role="alert">
          {t(`auth.reset.${linkProblem}`)}
        </p>
        <a className="button button-primary" href={forgotPath}>
          {t('auth.reset.newLink')}
        </a>
      </div>
    );
  }
  if (token === undefined) return null;

  return (
    <form className="card sign-in" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="reset-password">{t('auth.reset.password')}</label>
        <input
          id="reset-password"
          type="password"
          autoComplete="new-password"
          maxLength={256}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'reset-password-error reset-password-rule' : 'reset-password-rule'}
        />
        <p id="reset-password-rule" className="hint">
          {t('auth.password.rule')}
        </p>
        {fieldError && (
          <p id="reset-password-error" className="field-error" role="alert">
            {fieldError}
          </p>
        )}
      </div>
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? t('auth.reset.sending') : t('auth.reset.submit')}
      </button>
    </form>
  );
}
