import { localizePath, type PendingLink } from '@calma/api/contract';
import { type SyntheticEvent, useState } from 'react';
import { minutesFrom } from '../../lib/auth-forms.ts';
import { useApiMutation, useApiQuery, withQueries } from '../../lib/query.ts';
import { safeNext } from '../../lib/sign-in.ts';
import { SubmitButton, submitLabels } from '../forms/fields.tsx';
import { useWords, withWords } from '../words.tsx';
import { useAccountProof } from './AccountProof.tsx';
import OutcomeCard from './OutcomeCard.tsx';
import { looksRight } from './SecondFactorField.tsx';

const LINK = '/api/v1/auth/oidc/link';

interface Props {
  strings: Record<string, string>;
  locale: string;
}

/**
 * Links a provider identity to the existing account with the same verified email, once the person
 * proves the account is theirs: its password, and a code when it has two-step sign-in.
 */
export default withQueries(withWords(LinkAccounts));

function LinkAccounts({ locale }: Props) {
  const { t } = useWords();
  // The link waiting to be confirmed; without one (it expired, or was never started) there is nothing to link.
  const link = useApiQuery<PendingLink>(LINK);
  const [expired, setExpired] = useState(false);
  const pending: PendingLink | null | undefined = expired ? null : link.isPending ? undefined : (link.data ?? null);
  const { password, mode, code, setProblem, fields, body } = useAccountProof({
    keys: 'auth.linkAccounts',
    form: 'link',
    codeId: 'link-second-factor',
    withPassword: true,
    withCode: pending?.twoFactor ?? false,
  });
  const confirm = useApiMutation((proof: typeof body) => ({ path: LINK, body: proof }));
  const signInPath = localizePath(locale, '/auth/sign-in');

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(undefined);
    if (password === '') return setProblem({ text: t('auth.linkAccounts.fieldPassword'), field: 'password' });
    if (pending?.twoFactor && !looksRight(mode, code))
      return setProblem({ text: t('auth.linkAccounts.fieldCode'), field: 'code' });
    confirm.mutate(body, {
      onSuccess: () =>
        window.location.assign(safeNext(new URLSearchParams(window.location.search).get('next')) ?? '/dashboard'),
      onError: ({ code: refusal, retryAfter, status }) => {
        if (status === 404) setExpired(true);
        else if (status === 429)
          setProblem({ text: t('auth.linkAccounts.locked', { minutes: minutesFrom(retryAfter) }), field: 'password' });
        else if (refusal === 'INVALID_CREDENTIALS')
          setProblem({ text: t('auth.linkAccounts.invalid'), field: 'password' });
        else if (refusal === 'INVALID_TWO_FACTOR_CODE' || refusal === 'TWO_FACTOR_CODE_REQUIRED')
          setProblem({ text: t('auth.linkAccounts.codeInvalid'), field: 'code' });
        else setProblem({ text: t('auth.linkAccounts.error'), field: 'password' });
      },
    });
  };

  if (pending === undefined) return <p aria-live="polite">{t('auth.linkAccounts.loading')}</p>;
  if (pending === null) {
    return (
      <OutcomeCard
        text={t('auth.linkAccounts.expired')}
        next={{ href: signInPath, label: t('auth.linkAccounts.signIn') }}
      />
    );
  }
  return (
    <form className="card sign-in" onSubmit={submit} noValidate>
      <p>{t('auth.linkAccounts.lead', { provider: pending.provider, email: pending.email })}</p>
      <p>{t('auth.linkAccounts.why')}</p>
      {fields}
      <div className="actions">
        <SubmitButton sending={confirm.isPending} {...submitLabels(t, 'auth.linkAccounts')} />
        <a className="button" href={signInPath}>
          {t('auth.linkAccounts.cancel')}
        </a>
      </div>
    </form>
  );
}
