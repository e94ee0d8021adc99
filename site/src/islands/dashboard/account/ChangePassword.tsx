import { type SyntheticEvent, useState } from 'react';
import { minutesFrom, passwordReasonKey, tooShort } from '../../../lib/auth-forms.ts';
import { useApiMutation } from '../../../lib/query.ts';
import PasswordField from '../../auth/PasswordField.tsx';
import { type Errors, FormProblem, SubmitButton, submitLabels } from '../../forms/fields.tsx';
import { useWords } from '../../words.tsx';
import AccountSection from './AccountSection.tsx';

/** Change the password: the current one is asked again; other devices are signed out. */
export default function ChangePassword() {
  const { t } = useWords();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState(false);
  const change = useApiMutation((body: { currentPassword: string; newPassword: string }) => ({
    path: '/api/v1/auth/change-password',
    body,
  }));

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    setDone(false);
    const found: Errors = {};
    if (current === '') found.currentPassword = t('dashboard.account.password.fieldCurrent');
    if (tooShort(next)) found.newPassword = t('dashboard.account.password.tooShort');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setDone(true);
          setCurrent('');
          setNext('');
        },
        onError: ({ code, fields, retryAfter, status }) => {
          if (code === 'WRONG_PASSWORD') setErrors({ currentPassword: t('dashboard.account.password.wrong') });
          else if (code === 'WEAK_PASSWORD')
            setErrors({ newPassword: t(passwordReasonKey('dashboard.account.password', fields.newPassword ?? '')) });
          else if (status === 429)
            setProblem(t('dashboard.account.password.locked', { minutes: minutesFrom(retryAfter) }));
          else setProblem(t('dashboard.account.password.error'));
        },
      },
    );
  };

  return (
    <AccountSection id="password-title" title={t('dashboard.account.password.title')}>
      <form className="sign-in" onSubmit={submit} noValidate>
        <PasswordField
          form="password"
          path="currentPassword"
          label={t('dashboard.account.password.current')}
          value={current}
          onChange={setCurrent}
          errors={errors}
        />
        <PasswordField
          form="password"
          path="newPassword"
          label={t('dashboard.account.password.new')}
          rule={t('dashboard.account.password.rule')}
          value={next}
          onChange={setNext}
          errors={errors}
        />
        <FormProblem message={problem} />
        {done && <p role="status">{t('dashboard.account.password.done')}</p>}
        <SubmitButton
          className="button"
          sending={change.isPending}
          {...submitLabels(t, 'dashboard.account.password')}
        />
      </form>
    </AccountSection>
  );
}
