import { type SyntheticEvent, useEffect, useState } from 'react';
import { translatorFor } from '../i18n/format.ts';

interface Props {
  strings: Record<string, string>;
}

interface Me {
  email: string;
}

/** Where to go after signing in: a path on this site only, never another origin. */
function next(): string | undefined {
  const value = new URLSearchParams(window.location.search).get('next') ?? '';
  return /^\/(?!\/)[\w\-/]*$/.test(value) ? value : undefined;
}

/** Sign in with email and password. On an error everything typed stays, and the message says why. */
export default function SignIn({ strings }: Props) {
  const t = translatorFor(strings);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    fetch('/api/v1/auth/me', { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<Me>) : null))
      .then((signedIn) => {
        const target = next();
        if (signedIn && target) window.location.replace(target);
        else setMe(signedIn);
      })
      .catch(() => setMe(null));
  }, []);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setProblem(t('auth.signIn.fieldEmail'));
    if (password === '') return setProblem(t('auth.signIn.fieldPassword'));
    setSending(true);
    try {
      const response = await fetch('/api/v1/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: email.trim(), password }),
      });
      const body = (await response.json()) as Me & { code?: string; details?: { retryAfter?: number } };
      if (response.ok) {
        const target = next();
        if (target) {
          window.location.assign(target);
          return;
        }
        setMe(body);
        setPassword('');
      } else if (response.status === 429) {
        setProblem(t('auth.signIn.locked', { minutes: Math.max(1, Math.ceil((body.details?.retryAfter ?? 60) / 60)) }));
      } else if (response.status === 401) setProblem(t('auth.signIn.invalid'));
      else setProblem(t('auth.signIn.error'));
    } catch {
      setProblem(t('auth.signIn.error'));
    } finally {
      setSending(false);
    }
  };

  const signOut = async () => {
    await fetch('/api/v1/auth/sign-out', { method: 'POST' }).catch(() => undefined);
    setMe(null);
    setSignedOut(true);
  };

  if (me) {
    return (
      <div className="card">
        <p role="status">{t('auth.signIn.done', { email: me.email })}</p>
        <button type="button" className="button" onClick={signOut}>
          {t('auth.signIn.signOut')}
        </button>
      </div>
    );
  }

  return (
    <form className="card sign-in" onSubmit={submit} noValidate>
      {signedOut && <p role="status">{t('auth.signIn.signedOut')}</p>}
      <div className="field">
        <label htmlFor="sign-in-email">{t('auth.signIn.email')}</label>
        <input
          id="sign-in-email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          aria-invalid={problem !== '' || undefined}
          aria-describedby={problem ? 'sign-in-problem' : undefined}
        />
      </div>
      <div className="field">
        <label htmlFor="sign-in-password">{t('auth.signIn.password')}</label>
        <input
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          aria-invalid={problem !== '' || undefined}
          aria-describedby={problem ? 'sign-in-problem' : undefined}
        />
      </div>
      {problem && (
        <p id="sign-in-problem" className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={sending}>
        {sending ? t('auth.signIn.sending') : t('auth.signIn.submit')}
      </button>
    </form>
  );
}
