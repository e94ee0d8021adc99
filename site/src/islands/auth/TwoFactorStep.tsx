import type { Me } from '@calma/api/contract';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { useApiMutation } from '../../lib/query.ts';
import { signInProblem } from '../../lib/sign-in.ts';
import { FormProblem, SubmitButton, submitLabels } from '../forms/fields.tsx';
import { useWords } from '../words.tsx';
import SecondFactorField, { looksRight, type SecondFactorMode, secondFactorProof } from './SecondFactorField.tsx';

interface Props {
  /** The person is signed in. */
  onSignedIn: (me: Me) => void;
  /** The half-done sign-in expired or the person wants to start over. */
  onRestart: (problem?: string) => void;
}

/** The second step of signing in: a code from the app, or a recovery code. */
export default function TwoFactorStep({ onSignedIn, onRestart }: Props) {
  const { t } = useWords();
  const [mode, setMode] = useState<SecondFactorMode>('code');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState('');
  const proof = useApiMutation<Me, ReturnType<typeof secondFactorProof>>((body) => ({
    path: '/api/v1/auth/sign-in/two-factor',
    body,
  }));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    if (!looksRight(mode, value))
      return setProblem(t(mode === 'code' ? 'auth.signIn.twoFactor.fieldCode' : 'auth.signIn.twoFactor.fieldRecovery'));
    proof.mutate(secondFactorProof(mode, value), {
      onSuccess: onSignedIn,
      onError: (refused) =>
        refused.code === 'TWO_FACTOR_EXPIRED'
          ? onRestart(t('auth.signIn.twoFactor.expired'))
          : setProblem(signInProblem(t, refused, 'auth.signIn.twoFactor.invalid')),
    });
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
        keys="auth.signIn.twoFactor"
      />
      <FormProblem id="sign-in-problem" message={problem} />
      <div className="actions">
        <SubmitButton sending={proof.isPending} {...submitLabels(t, 'auth.signIn.twoFactor')} />
        <button type="button" className="button" onClick={() => onRestart()}>
          {t('auth.signIn.twoFactor.restart')}
        </button>
      </div>
    </form>
  );
}
