import type { SavedSelfTest, SavedSelfTests } from '@calma/api/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { translatorFor } from '../../i18n/format.ts';
import type { CrisisCountry } from '../../lib/crisis.ts';
import { useApiCache, useApiMutation, useApiQuery } from '../../lib/query.ts';
import CrisisResources from '../emergency/CrisisResources.tsx';
import QueryState from '../QueryState.tsx';
import { useWords, WordsProvider } from '../words.tsx';
import { dateTimeFormat, publicPath } from './types.ts';

/** The pre-rendered crisis block data (pages/[...locale]/self-tests/crisis-resources.json.ts). */
interface Crisis {
  countries: CrisisCountry[];
  emergencyPath: string;
  strings: Record<string, string>;
}

/**
 * The self-test results a client saved: which test, when, the score and what the band means, with
 * Delete. When any of them answered PHQ-9 item 9 above 0, the crisis lines come first, as they did
 * on the result page.
 */
export default function MySelfTests() {
  const { t, locale } = useWords();
  const path = `/api/v1/self-tests/results?locale=${locale}`;
  const saved = useApiQuery<SavedSelfTests>(path);
  const cache = useApiCache();
  const [message, setMessage] = useState({ text: '', error: false });
  const heading = useRef<HTMLHeadingElement>(null);
  const date = dateTimeFormat(locale, { dateStyle: 'long' });
  const needsCrisis = saved.data?.results.some((r) => r.safety) ?? false;

  // A static file the site builds, not the API. Without it the result still links to the emergency page (below).
  const crisisPath = publicPath(locale, '/self-tests/crisis-resources.json');
  const { data: crisis } = useQuery({
    queryKey: [crisisPath],
    queryFn: async () => {
      const response = await fetch(crisisPath, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`crisis resources: ${response.status}`);
      return (await response.json()) as Crisis;
    },
    enabled: needsCrisis,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const deletion = useApiMutation((result: SavedSelfTest) => ({
    path: `/api/v1/self-tests/results/${result.id}`,
    method: 'DELETE',
  }));
  const removed = (result: SavedSelfTest, when: string) => {
    cache.set<SavedSelfTests>(
      path,
      (shown) => shown && { ...shown, results: shown.results.filter((r) => r.id !== result.id) },
    );
    setMessage({ text: t('dashboard.selfTests.deleted', { test: result.name, date: when }), error: false });
    // The button that had focus is gone; the heading is the steady place to continue from.
    heading.current?.focus();
  };
  const remove = (result: SavedSelfTest) => {
    const when = date.format(new Date(result.savedAt));
    if (!window.confirm(t('dashboard.selfTests.deleteConfirm', { test: result.name, date: when }))) return;
    setMessage({ text: '', error: false });
    deletion.mutate(result, {
      onSuccess: () => removed(result, when),
      // Already gone (deleted in another tab) is deleted all the same.
      onError: (problem) =>
        problem.status === 404
          ? removed(result, when)
          : setMessage({ text: t('dashboard.selfTests.deleteError'), error: true }),
    });
  };

  return (
    <section aria-labelledby="self-tests-heading">
      <h1 id="self-tests-heading" ref={heading} tabIndex={-1}>
        {t('dashboard.selfTests.title')}
      </h1>
      <p>{t('dashboard.selfTests.lead')}</p>
      <p
        aria-live="polite"
        className={message.error ? 'notice notice-error' : message.text ? 'notice' : 'visually-hidden'}
      >
        {message.text}
      </p>
      {needsCrisis && crisis && (
        // The crisis block's words come with its data, not with the dashboard's.
        <WordsProvider t={translatorFor(crisis.strings)} locale={locale}>
          <CrisisResources countries={crisis.countries} emergencyPath={crisis.emergencyPath} />
        </WordsProvider>
      )}
      <QueryState query={saved} loading="dashboard.selfTests.loading" error="dashboard.selfTests.error">
        {({ results }) =>
          results.length === 0 ? (
            <p>
              {t('dashboard.selfTests.empty')}{' '}
              <a href={publicPath(locale, '/self-tests')}>{t('dashboard.selfTests.take')}</a>
            </p>
          ) : (
            <ul className="listing">
              {results.map((result) => {
                const when = date.format(new Date(result.savedAt));
                return (
                  <li key={result.id} className="card">
                    <h2>{result.name}</h2>
                    <p>{t('dashboard.selfTests.savedOn', { date: when })}</p>
                    <p>
                      {t(
                        result.scoring === 'asrs-part-a'
                          ? 'dashboard.selfTests.asrsScore'
                          : 'dashboard.selfTests.score',
                        {
                          score: result.score,
                          max: result.max,
                        },
                      )}
                    </p>
                    <p>
                      <strong data-band={result.band.key}>{result.band.title}</strong>
                    </p>
                    {result.safety && !crisis && (
                      <p>
                        <a href={publicPath(locale, '/emergency-resources')}>{t('dashboard.selfTests.crisisLink')}</a>
                      </p>
                    )}
                    <div className="button-row">
                      <a className="button" href={publicPath(locale, `/self-tests/${result.test}`)}>
                        {t('dashboard.selfTests.again')}
                        <span className="visually-hidden"> {result.name}</span>
                      </a>
                      <button
                        type="button"
                        className="button"
                        aria-label={t('dashboard.selfTests.deleteLabel', { test: result.name, date: when })}
                        onClick={() => remove(result)}
                      >
                        {t('dashboard.selfTests.delete')}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
      <p className="hint">{t('dashboard.selfTests.notDiagnosis')}</p>
    </section>
  );
}
