import type { Me, PendingLink } from '@calma/api/contract';
import { type SyntheticEvent, useEffect, useState } from 'react';
import { translatorFor } from '../../i18n/format.ts';
import { localePath, safeNext } from '../../lib/sign-in.ts';
import SecondFactorField, { looksRight, type SecondFactorMode } from './SecondFactorField.tsx';

interface Props {
  strings: Record<string, string>;
  locale: string;
}

/**
 * Links a provider identity to the existing account with the same verified email, once the person
 * proves the account is theirs: its password, and a code when it has two-step sign-in.
 */
export default function LinkAccounts({ strings, locale }: Props) {
  const t = translatorFor(strings);
  const [pending, setPending] = useState<PendingLink | null | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [mode, setMode] = useState<SecondFactorMode>('code');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<{ text: string; field: 'password' | 'code' } | undefined>();
  const [sending, setSending] = useState(false);
  const signInPath = localePath(locale, '/auth/sign-in');

  useEffect(() => {
    fetch('/api/v1/auth/oidc/link', { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<PendingLink>) : null))
      .then(setPending)
      .catch(() => setPending(null));
  }, []);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(undefined);
    if (password === '') return setProblem({ text: t('auth.linkAccounts.fieldPassword'), field: 'password' });
    if (pending?.twoFactor && !looksRight(mode, code))
      return setProblem({ text: t('auth.linkAccounts.fieldCode'), field: 'code' });
    setSending(true);
    try {
      const proof = pending?.twoFactor ? (mode === 'code' ? { code: code.trim() } : { recoveryCode: code.trim() }) : {};
      const response = await fetch('/api/v1/auth/oidc/link', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ password, ...proof }),
      });
      const body = (await response.json()) as Me & { code?: string; details?: { retryAfter?: number } };
      if (response.ok) {
        window.location.assign(safeNext(new URLSearchParams(window.location.search).get('next')) ?? '/dashboard');
        return;
      }
      if (response.status === 404) setPending(null);
      else if (response.status === 429) {
        const minutes = Math.max(1, Math.ceil((body.details?.retryAfter ?? 60) / 60));
        setProblem({ text: t('auth.linkAccounts.locked', { minutes }), field: 'password' });
      } else if (body.code === 'INVALID_CREDENTIALS')
        setProblem({ text: t('auth.linkAccounts.invalid'), field: 'password' });
      else if (body.code === 'INVALID_TWO_FACTOR_CODE' || body.code === 'TWO_FACTOR_CODE_REQUIRED')
        setProblem({ text: t('auth.linkAccounts.codeInvalid'), field: 'code' });
      else setProblem({ text: t('auth.linkAccounts.error'), field: 'password' });
    } catch {
      setProblem({ text: t('auth.linkAccounts.error'), field: 'password' });
    } finally {
      setSending(false);
    }
  };

  if (pending === undefined) return <p aria-live="polite">{t('auth.linkAccounts.loading')}</p>;
  if (pending === null) {
    return (
      <div className="card">
        <p role="status">{t('auth.linkAccounts.expired')}</p>
        <a className="button button-primary" href={signInPath}>
          {t('auth.linkAccounts.signIn')}
        </a>
      </div>
    );
  }
  const problemFor = (field: 'password' | 'code') => (problem?.field === field ? 'link-problem' : undefined);
  return (
    <form className="card sign-in" onSubmit={submit} noValidate>
      <p>{t('auth.linkAccounts.lead', { provider: pending.provider, email: pending.email })}</p>
      <p>{t('auth.linkAccounts.why')}</p>
      <div className="field">
        <label htmlFor="link-password">{t('auth.linkAccounts.password')}</label>
        <input
          id="link-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          aria-invalid={problemFor('password') ? true : undefined}
          aria-describedby={problemFor('password')}
        />
      </div>
      {pending.twoFactor && (
        <SecondFactorField
          id="link-second-factor"
          mode={mode}
          onModeChange={setMode}
          value={code}
          onChange={setCode}
          problemId={problemFor('code')}
          labels={{
            code: t('auth.linkAccounts.code'),
            recoveryCode: t('auth.linkAccounts.recoveryCode'),
            useRecovery: t('auth.linkAccounts.useRecovery'),
            useApp: t('auth.linkAccounts.useApp'),
          }}
        />
      )}
      {problem && (
        <p id="link-problem" className="notice notice-error" role="alert">
          {problem.text}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? t('auth.linkAccounts.sending') : t('auth.linkAccounts.submit')}
        </button>
        <a className="button" href={signInPath}>
          {t('auth.linkAccounts.cancel')}
        </a>
      </div>
    </form>
  );
}
