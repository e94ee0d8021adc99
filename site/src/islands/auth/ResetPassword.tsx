import { type SyntheticEvent, useEffect, useState } from 'react';
import { passwordReasonKey, takeToken, tooShort } from '../../lib/auth-forms.ts';
import { useApiMutation, withQueries } from '../../lib/query.ts';
import { FormProblem, SubmitButton, submitLabels } from '../forms/fields.tsx';
import { useWords, withWords } from '../words.tsx';
import OutcomeCard from './OutcomeCard.tsx';
import PasswordField from './PasswordField.tsx';

interface Props {
  strings: Record<string, string>;
  signInPath: string;
  forgotPath: string;
}

type LinkProblem = 'used' | 'expired' | 'invalid';

/** Chooses a new password with the emailed link; a refused password keeps the link usable. */
export default withQueries(withWords(ResetPassword));

function ResetPassword({ signInPath, forgotPath }: Props) {
  const { t } = useWords();
  const [token, setToken] = useState<string | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [problem, setProblem] = useState('');
  const [linkProblem, setLinkProblem] = useState<LinkProblem | undefined>(undefined);
  const reset = useApiMutation((body: { token: string | undefined; password: string }) => ({
    path: '/api/v1/auth/reset-password',
    body,
  }));
  const [done, setDone] = useState(false);

  useEffect(() => {
    const found = takeToken();
    setToken(found);
    if (!found) setLinkProblem('invalid');
  }, []);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    setFieldError('');
    if (password === '') return setFieldError(t('auth.reset.fieldPassword'));
    if (tooShort(password)) return setFieldError(t('auth.password.tooShort'));
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          setDone(true);
          setPassword('');
        },
        onError: ({ code, fields, status }) => {
          if (code === 'WEAK_PASSWORD') setFieldError(t(passwordReasonKey('auth.password', fields.password ?? '')));
          else if (code === 'TOKEN_USED') setLinkProblem('used');
          else if (code === 'TOKEN_EXPIRED') setLinkProblem('expired');
          else if (code === 'TOKEN_INVALID' || fields.token) setLinkProblem('invalid');
          else if (status === 429) setProblem(t('auth.reset.tooMany'));
          else setProblem(t('auth.reset.error'));
        },
      },
    );
  };

  if (done) {
    return <OutcomeCard text={t('auth.reset.done')} next={{ href: signInPath, label: t('auth.reset.toSignIn') }} />;
  }
  if (linkProblem) {
    return (
      <OutcomeCard
        problem
        text={t(`auth.reset.${linkProblem}`)}
        next={{ href: forgotPath, label: t('auth.reset.newLink') }}
      />
    );
  }
  if (token === undefined) return null;

  return (
    <form className="card sign-in" onSubmit={submit} noValidate>
      <PasswordField
        form="reset"
        label={t('auth.reset.password')}
        rule={t('auth.password.rule')}
        value={password}
        onChange={setPassword}
        errors={{ password: fieldError }}
        announce
      />
      <FormProblem message={problem} />
      <SubmitButton sending={reset.isPending} {...submitLabels(t, 'auth.reset')} />
    </form>
  );
}
