import { type SyntheticEvent, useState } from 'react';
import { translatorFor } from '../../i18n/format.ts';
import { api } from '../../lib/api-client.ts';
import { looksLikeEmail } from '../../lib/auth-forms.ts';
import { FormProblem, SubmitButton, submitLabels, TextField } from '../forms/fields.tsx';

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
    const refuseAddress = () => {
      setFieldProblem(true);
      setProblem(t('auth.forgot.fieldEmail'));
    };
    setProblem('');
    setFieldProblem(false);
    if (!looksLikeEmail(email)) return refuseAddress();
    setSending(true);
    const answer = await api('/api/v1/auth/forgot-password', { body: { email: email.trim(), locale } });
    setSending(false);
    if (answer.ok) setSentTo(email.trim());
    else if (answer.status === 429) setProblem(t('auth.forgot.tooMany'));
    else if (answer.status === 400) refuseAddress();
    else setProblem(t('auth.forgot.error'));
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
      <SubmitButton sending={sending} {...submitLabels(t, 'auth.forgot')} />
      <p>
        <a href={signInPath}>{t('auth.forgot.back')}</a>
      </p>
    </form>
  );
}
