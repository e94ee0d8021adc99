import type { Me } from '@calma/api/contract';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import type { Translate } from '../dashboard/types.ts';
import SecondFactorField, { looksRight, type SecondFactorMode } from './SecondFactorField.tsx';

interface Props {
  t: Translate;
  /** The person is signed in. */
  onSignedIn: (me: Me) => void;
  /** The half-done sign-in expired or the person wants to start over. */
  onRestart: (problem?: string) => void;
}

/** The second step of signing in: a code from the app, or a recovery code. */
export default function TwoFactorStep({ t, onSignedIn, onRestart }: Props) {
  const [mode, setMode] = useState<SecondFactorMode>('code');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    if (!looksRight(mode, value))
      return setProblem(t(mode === 'code' ? 'auth.signIn.twoFactor.fieldCode' : 'auth.signIn.twoFactor.fieldRecovery'));
    setSending(true);
    try {
      const response = await fetch('/api/v1/auth/sign-in/two-factor', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(mode === 'code' ? { code: value.trim() } : { recoveryCode: value.trim() }),
      });
      const body = (await response.json()) as Me & { code?: string; details?: { retryAfter?: number } };
      if (response.ok) return onSignedIn(body);
      if (body.code === 'TWO_FACTOR_EXPIRED') return onRestart(t('auth.signIn.twoFactor.expired'));
      if (response.status === 429)
        setProblem(t('auth.signIn.locked', { minutes: Math.max(1, Math.ceil((body.details?.retryAfter ?? 60) / 60)) }));
      else if (response.status === 401) setProblem(t('auth.signIn.twoFactor.invalid'));
      else setProblem(t('auth.signIn.error'));
    } catch {
      setProblem(t('auth.signIn.error'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="card sign-in" onSubmit={submit} noValidate>
      <h2 ref={heading} tabIndex={-1}>
        {t('auth.signIn.twoFactor.title')}
      </h2>
      <p>{t(mode === 'code' ? 'auth.signIn.twoFactor.lead' : 'auth.signIn.twoFactor.recoveryLead')}</p>
      <SecondFactorField
        id="sign-in-second-factor"
        mode={mode}
        onModeChange={setMode}
        value={value}
        onChange={setValue}
        problemId={problem ? 'sign-in-problem' : undefined}
        labels={{
          code: t('auth.signIn.twoFactor.code'),
          recoveryCode: t('auth.signIn.twoFactor.recoveryCode'),
          useRecovery: t('auth.signIn.twoFactor.useRecovery'),
          useApp: t('auth.signIn.twoFactor.useApp'),
        }}
      />
      {problem && (
        <p id="sign-in-problem" className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? t('auth.signIn.twoFactor.sending') : t('auth.signIn.twoFactor.submit')}
        </button>
        <button type="button" className="button" onClick={() => onRestart()}>
          {t('auth.signIn.twoFactor.restart')}
        </button>
      </div>
    </form>
  );
}
