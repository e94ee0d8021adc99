import { type SyntheticEvent, useEffect, useState } from 'react';
import { translatorFor } from '../../i18n/format.ts';
import { apiFetch } from '../../lib/session.ts';
import { continuation, providerErrorKey, type SignInMessage, safeNext } from '../../lib/sign-in.ts';
import ProviderSignIn from './ProviderSignIn.tsx';
import TwoFactorStep from './TwoFactorStep.tsx';

interface Props {
  strings: Record<string, string>;
  locale: string;
}

interface Me {
  email: string;
  /** This sign-in cancelled a pending deletion of the account: say so before going anywhere. */
  deletionCancelled?: boolean;
}

/** Where to go after signing in: a path on this site only, never another origin. */
function next(): string | undefined {
  return safeNext(new URLSearchParams(window.location.search).get('next'));
}

/** Sign in with email and password. On an error everything typed stays, and the message says why. */
export default function SignIn({ strings, locale }: Props) {
  const t = translatorFor(strings);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [signedOut, setSignedOut] = useState(false);
  // The password was right and the account asks for a code (also after a provider sign-in).
  const [twoFactor, setTwoFactor] = useState(false);

  const signedIn = (account: Me) => {
    const target = next();
    if (target) window.location.assign(target);
    else {
      setMe(account);
      setTwoFactor(false);
    }
  };
  const fromProvider = async ({ result, error }: SignInMessage) => {
    setProblem('');
    if (result === 'two-factor') setTwoFactor(true);
    else if (result === 'error') setProblem(t(providerErrorKey(error)));
    else if (result === 'link') window.location.assign(continuation(locale, 'link', next()));
    else {
      const response = await fetch('/api/v1/auth/me', { headers: { accept: 'application/json' } }).catch(() => null);
      if (response?.ok) signedIn((await response.json()) as Me);
      else setProblem(t('auth.signIn.error'));
    }
  };

  useEffect(() => {
    // What was typed, or filled in by a password manager, before the page became interactive: keep it
    // rather than let the first render empty the fields.
    const typed = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value ?? '';
    if (typed('sign-in-email')) setEmail(typed('sign-in-email'));
    if (typed('sign-in-password')) setPassword(typed('sign-in-password'));
  }, []);

  useEffect(() => {
    // A provider sign-in that ran without a popup comes back here with its outcome.
    const query = new URLSearchParams(window.location.search);
    if (query.get('step') === 'two-factor') setTwoFactor(true);
    const error = query.get('error');
    if (error) setProblem(translatorFor(strings)(providerErrorKey(error)));
  }, [strings]);

  useEffect(() => {
    // A returning person whose access token has run out is still signed in through the refresh
    // cookie: apiFetch renews the session, and they go on to `next` without typing their password.
    apiFetch('/api/v1/auth/me', { headers: { accept: 'application/json' } })
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
      const body = (await response.json()) as Me & {
        code?: string;
        details?: { retryAfter?: number };
        twoFactorRequired?: true;
      };
      if (response.ok && body.twoFactorRequired) {
        setPassword('');
        setTwoFactor(true);
      } else if (response.ok) {
        const target = next();
        if (target && !body.deletionCancelled) {
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
        {me.deletionCancelled && <p className="notice">{t('auth.signIn.deletionCancelled')}</p>}
        <button type="button" className="button" onClick={signOut}>
          {t('auth.signIn.signOut')}
        </button>
      </div>
    );
  }

  if (twoFactor) {
    return (
      <TwoFactorStep
        t={t}
        onSignedIn={signedIn}
        onRestart={(reason) => {
          setTwoFactor(false);
          setProblem(reason ?? '');
        }}
      />
    );
  }

  return (
    <>
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
      <ProviderSignIn t={t} locale={locale} onResult={(message) => void fromProvider(message)} />
    </>
  );
}
