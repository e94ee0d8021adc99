import { type SyntheticEvent, useState } from 'react';
import { translatorFor } from '../../i18n/format.ts';
import { looksLikeEmail } from '../../lib/auth-forms.ts';

interface Props {
  strings: Record<string, string>;
  locale: string;
  signInPath: string;
}

/** Asks for a reset link. The answer never says whether the address has an account. */
export default function ForgotPassword({ strings, locale, signInPath }: Props) {
  const t = translatorFor(strings);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState('');
  const [fieldProblem, setFieldProblem] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState('');

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    setFieldProblem(false);
    if (!looksLikeEmail(email)) {
      setFieldProblem(true);
      return setProblem(t('auth.forgot.fieldEmail'));
    }
    setSending(true);
    try {
      const response = await fetch('/api/v1/auth/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: email.trim(), locale }),
      });
      if (response.ok) setSentTo(email.trim());
      else if (response.status === 429) setProblem(t('auth.forgot.tooMany'));
      else if (response.status === 400) {
        setFieldProblem(true);
        setProblem(t('auth.forgot.fieldEmail'));
      } else setProblem(t('auth.forgot.error'));
    } catch {
      setProblem(t('auth.forgot.error'));
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <div className="card">
        <p role="status">{t('auth.forgot.done', { email: sentTo })}</p>
        <p className="hint">{t('auth.forgot.spam')}</p>
        <a href={signInPath}>{t('auth.forgot.back')}</a>
      </div>
    );
  }

  return (
    <form className="card sign-in" onSubmit={submit} noValidate>
      <p>{t('auth.forgot.lead')}</p>
      <div className="field">
        <label htmlFor="forgot-email">{t('auth.forgot.email')}</label>
        <input
          id="forgot-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          aria-invalid={fieldProblem || undefined}
          aria-describedby={problem ? 'forgot-problem' : undefined}
        />
      </div>
      {problem && (
        <p id="forgot-problem" className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? t('auth.forgot.sending') : t('auth.forgot.submit')}
      </button>
      <p>
        <a href={signInPath}>{t('auth.forgot.back')}</a>
      </p>
    </form>
  );
}
