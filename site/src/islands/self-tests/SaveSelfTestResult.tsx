import { useState } from 'react';
import { useApiMutation, useApiQuery } from '../../lib/query.ts';
import { loadAnswers } from '../../lib/self-test-storage.ts';
import { useWords } from '../words.tsx';

interface Props {
  slug: string;
  /** Sign-in, coming back to the results afterwards. */
  signInPath: string;
}

type Account = 'loading' | 'visitor' | 'client' | 'other';

/**
 * Keeping a result: only when a signed-in client asks, and only then do the answers leave the
 * browser. A visitor is told that signing in lets them save it; the answers wait in this browser's
 * storage meanwhile, so the result is still here when sign-in brings them back.
 */
export default function SaveSelfTestResult({ slug, signInPath }: Props) {
  const { t, locale } = useWords();
  const me = useApiQuery<{ role: string }>('/api/v1/auth/me');
  // The session ended, beyond renewal, while the page was open: the same way in as for a visitor.
  const [lapsed, setLapsed] = useState(false);
  const account: Account =
    lapsed || me.isError ? 'visitor' : !me.data ? 'loading' : me.data.role === 'client' ? 'client' : 'other';
  const saving = useApiMutation(() => {
    const { answers, functional } = loadAnswers(slug);
    return {
      path: `/api/v1/self-tests/results?locale=${encodeURIComponent(locale)}`,
      method: 'POST',
      body: { test: slug, answers, ...(functional === undefined ? {} : { functional }) },
    };
  });
  const status = saving.isPending
    ? 'saving'
    : saving.isSuccess
      ? 'saved'
      : saving.isError && !lapsed
        ? 'error'
        : 'idle';

  const save = () =>
    saving.mutate(undefined, {
      onError: (problem) => {
        if (problem.status === 401) setLapsed(true);
      },
    });

  if (account === 'loading') return null;
  return (
    <section className="card save-result" aria-labelledby="save-result-title">
      <h2 id="save-result-title">{t('selfTests.save.title')}</h2>
      {account === 'client' && status !== 'saved' && (
        <>
          <p>{t('selfTests.save.note')}</p>
          <button type="button" className="button button-primary" disabled={status === 'saving'} onClick={save}>
            {status === 'saving' ? t('selfTests.save.saving') : t('selfTests.save.button')}
          </button>
        </>
      )}
      {account === 'visitor' && (
        <>
          <p>{t('selfTests.save.visitor')}</p>
          <p>
            <a className="button" href={signInPath}>
              {t('selfTests.save.signIn')}
            </a>
          </p>
        </>
      )}
      {account === 'other' && <p>{t('selfTests.save.clientsOnly')}</p>}
      <div aria-live="polite">
        {status === 'saved' && (
          <p className="notice">
            {t('selfTests.save.saved')} <a href="/dashboard/my-self-tests">{t('selfTests.save.view')}</a>
          </p>
        )}
        {status === 'error' && (
          <p className="notice notice-error" role="alert">
            {t('selfTests.save.error')}
          </p>
        )}
      </div>
    </section>
  );
}
