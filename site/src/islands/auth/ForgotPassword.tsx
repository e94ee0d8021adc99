import { type SyntheticEvent, useState } from 'react';
import { looksLikeEmail } from '../../lib/auth-forms.ts';
import { useApiMutation, withQueries } from '../../lib/query.ts';
import { FormProblem, SubmitButton, submitLabels, TextField } from '../forms/fields.tsx';
import { useWords, withWords } from '../words.tsx';

interface Props {
  strings: Record<string, string>;
  locale: string;
  signInPath: string;
}

/** Asks for a reset link. The answer never says whether the address has an account. */
export default withQueries(withWords(ForgotPassword));

function ForgotPassword({ locale, signInPath }: Props) {
  const { t } = useWords();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState('');
  const [fieldProblem, setFieldProblem] = useState(false);
  const request = useApiMutation((address: string) => ({
    path: '/api/v1/auth/forgot-password',
    body: { email: address, locale },
  }));
  const [sentTo, setSentTo] = useState('');

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refuseAddress = () => {
      setFieldProblem(true);
      setProblem(t('auth.forgot.fieldEmail'));
    };
    setProblem('');
    setFieldProblem(false);
    if (!looksLikeEmail(email)) return refuseAddress();
    request.mutate(email.trim(), {
      onSuccess: (_, address) => setSentTo(address),
      onError: ({ status }) => {
        if (status === 429) setProblem(t('auth.forgot.tooMany'));
        else if (status === 400) refuseAddress();
        else setProblem(t('auth.forgot.error'));
      },
    });
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
      <TextField
        form="forgot"
        path="email"
        label={t('auth.forgot.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        invalid={fieldProblem}
        problemId={problem ? 'forgot-problem' : undefined}
      />
      <FormProblem id="forgot-problem" message={problem} />
      <SubmitButton sending={request.isPending} {...submitLabels(t, 'auth.forgot')} />
      <p>
        <a href={signInPath}>{t('auth.forgot.back')}</a>
      </p>
    </form>
  );
}
