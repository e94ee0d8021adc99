import { useEffect, useState } from 'react';
import type { Translate } from '../../i18n/format.ts';
import { api } from '../../lib/api-client.ts';
import { loadAnswers } from '../../lib/self-test-storage.ts';

interface Props {
  slug: string;
  locale: string;
  /** Sign-in, coming back to the results afterwards. */
  signInPath: string;
  t: Translate;
}

type Account = 'loading' | 'visitor' | 'client' | 'other';

/**
 * Keeping a result: only when a signed-in client asks, and only then do the answers leave the
 * browser. A visitor is told that signing in lets them save it; the answers wait in this browser's
 * storage meanwhile, so the result is still here when sign-in brings them back.
 */
export default function SaveSelfTestResult({ slug, locale, signInPath, t }: Props) {
  const [account, setAccount] = useState<Account>('loading');
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');

  useEffect(() => {
    api<{ role: string }>('/api/v1/auth/me').then((me) =>
      setAccount(!me.ok ? 'visitor' : me.body.role === 'client' ? 'client' : 'other'),
    );
  }, []);

  const save = async () => {
    setStatus('saving');
    const { answers, functional } = loadAnswers(slug);
    const result = await api(`/api/v1/self-tests/results?locale=${encodeURIComponent(locale)}`, {
      method: 'POST',
      body: { test: slug, answers, ...(functional === undefined ? {} : { functional }) },
    });
    if (result.status === 201) setStatus('saved');
    else if (result.status === 401) {
      // The session ended, beyond renewal, while the page was open: the same way in as for a visitor.
      setAccount('visitor');
      setStatus('idle');
    } else setStatus('error');
  };

  if (account === 'loading') return null;
  return (
    <section className="card save-result" aria-labelledby="save-result-title">
      <h2 id="save-result-title">{t('selfTests.save.title')}</h2>
      {account === 'client' && status !== 'saved' && (
        <>
          <p>{t('selfTests.save.note')}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={status === 'saving'}
            onClick={() => void save()}
          >
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
