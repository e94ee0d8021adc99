import { type SyntheticEvent, useState } from 'react';
import { minutesFrom } from '../../../lib/auth-forms.ts';
import { useApiMutation } from '../../../lib/query.ts';
import PasswordField from '../../auth/PasswordField.tsx';
import { FormProblem, SubmitButton, submitLabels } from '../../forms/fields.tsx';
import { useWords } from '../../words.tsx';
import { useShell } from '../shell.tsx';
import { dateTimeFormat, publicPath } from '../types.ts';
import AccountSection from './AccountSection.tsx';

/** Days between asking and erasure (the API's grace period). */
const GRACE_DAYS = 14;
/** Where records must be kept for how long: Germany, the Netherlands, Spain, then everywhere else. */
const RETENTION = ['de', 'nl', 'es', 'other'] as const;

/**
 * Asking to delete the account, confirmed with the password. Before the form: what is erased, and
 * what a therapist must legally keep (records) and for how long in each country.
 */
export default function DeleteAccount() {
  const { t, locale } = useWords();
  const { me } = useShell();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [problem, setProblem] = useState('');
  const deletion = useApiMutation<{ erasureAt: string }, string>((confirmed) => ({
    path: '/api/v1/account/deletion',
    body: { password: confirmed },
  }));
  const erasureAt = deletion.data?.erasureAt;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    setFieldError('');
    if (password === '') return setFieldError(t('dashboard.account.delete.fieldPassword'));
    deletion.mutate(password, {
      onError: ({ code, retryAfter, status }) => {
        if (code === 'WRONG_PASSWORD') setFieldError(t('dashboard.account.delete.wrong'));
        else if (code === 'NO_PASSWORD') setProblem(t('dashboard.account.delete.noPassword'));
        else if (status === 429) setProblem(t('dashboard.account.delete.locked', { minutes: minutesFrom(retryAfter) }));
        else setProblem(t('dashboard.account.delete.error'));
      },
    });
  };

  if (erasureAt) {
    const date = dateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(erasureAt));
    return (
      <AccountSection id="delete-title" title={t('dashboard.account.delete.title')}>
        <p role="status">{t('dashboard.account.delete.done', { date })}</p>
        <a className="button" href={publicPath(locale, '/')}>
          {t('dashboard.account.delete.home')}
        </a>
      </AccountSection>
    );
  }

  return (
    <AccountSection id="delete-title" title={t('dashboard.account.delete.title')} className="danger-zone">
      <p>{t('dashboard.account.delete.lead', { days: GRACE_DAYS })}</p>
      <p>{t(me.role === 'therapist' ? 'dashboard.account.delete.therapist' : 'dashboard.account.delete.client')}</p>
      <h3>{t('dashboard.account.delete.retention.title')}</h3>
      <ul>
        {RETENTION.map((where) => (
          <li key={where}>{t(`dashboard.account.delete.retention.${where}`)}</li>
        ))}
      </ul>
      <p className="hint">{t('dashboard.account.delete.retention.note')}</p>
      <form className="sign-in" onSubmit={submit} noValidate>
        <PasswordField
          form="delete"
          path="password"
          label={t('dashboard.account.delete.password')}
          value={password}
          onChange={setPassword}
          errors={{ password: fieldError }}
          announce
        />
        <FormProblem message={problem} />
        <SubmitButton
          className="button button-danger"
          sending={deletion.isPending}
          {...submitLabels(t, 'dashboard.account.delete')}
        />
      </form>
    </AccountSection>
  );
}
