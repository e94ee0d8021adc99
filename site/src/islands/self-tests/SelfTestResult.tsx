import { type Instrument, scoreSelfTest } from '@calma/api/contract';
import { useEffect, useState } from 'react';
import type { CrisisCountry } from '../../lib/crisis.ts';
import { withQueries } from '../../lib/query.ts';
import { clearAnswers, loadAnswers } from '../../lib/self-test-storage.ts';
import CrisisResources from '../emergency/CrisisResources.tsx';
import { useWords, withWords } from '../words.tsx';
import SaveSelfTestResult from './SaveSelfTestResult.tsx';

interface Props {
  instrument: Instrument;
  bands: Record<string, { title: string; meaning: string }>;
  strings: Record<string, string>;
  testPath: string;
  emergencyPath: string;
  matchingPath: string;
  therapistsPath: string;
  categoryName: string;
  crisis: CrisisCountry[];
  locale: string;
  /** Sign-in, coming back to this page afterwards. */
  signInPath: string;
}

/** The result, worked out in the browser from the answers kept there; no answers → back to the test. */
export default withQueries(withWords(SelfTestResult));

function SelfTestResult(props: Props) {
  const { instrument, bands, testPath, emergencyPath, matchingPath, therapistsPath, categoryName, crisis } = props;
  const { signInPath } = props;
  const { t } = useWords();
  const [result, setResult] = useState<ReturnType<typeof scoreSelfTest> | undefined>(undefined);

  useEffect(() => {
    const scored = scoreSelfTest(instrument, loadAnswers(instrument.slug).answers);
    if (!scored.complete) window.location.replace(testPath);
    else setResult(scored);
  }, [instrument, testPath]);

  if (!result?.band) return <p aria-live="polite" />;
  const band = bands[result.band.key];
  // The number inside the translated sentence is the element tests and assistive tech can find.
  const template = t(instrument.scoring === 'asrs-part-a' ? 'selfTests.result.asrsScore' : 'selfTests.result.score', {
    max: result.max,
    score: '{score}',
  });
  const [before = '', after = ''] = template.split('{score}');
  const sentence = (
    <>
      {before}
      <strong data-testid="score">{result.score}</strong>
      {after}
    </>
  );
  return (
    <div className="self-test-result">
      {result.safety && <CrisisResources countries={crisis} emergencyPath={emergencyPath} />}
      <section className="card result-card" aria-labelledby="result-band">
        <p className="result-score">{sentence}</p>
        <h2 id="result-band" data-band={result.band.key}>
          {band?.title}
        </h2>
        <p>{band?.meaning}</p>
      </section>
      {result.band.level >= 2 && !result.safety && (
        <p className="notice">
          {t('selfTests.result.gentle')} <a href={emergencyPath}>{t('selfTests.result.emergencyLink')}</a>
        </p>
      )}
      <SaveSelfTestResult slug={instrument.slug} signInPath={signInPath} />
      <section aria-labelledby="next-steps">
        <h2 id="next-steps">{t('selfTests.result.next')}</h2>
        <ul className="next-steps">
          <li>
            <a href={matchingPath}>{t('selfTests.result.matching')}</a>
          </li>
          <li>
            <a href={therapistsPath}>{t('selfTests.result.therapists', { category: categoryName })}</a>
          </li>
          <li>
            <a
              href={testPath}
              onClick={() => {
                clearAnswers(instrument.slug);
              }}
            >
              {t('selfTests.result.again')}
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}
