import type { MyMeasures } from '@calma/api/contract';
import { useApiQuery } from '../../../lib/query.ts';
import { useWords } from '../../words.tsx';
import { dateTimeFormat } from '../types.ts';
import { INSTRUMENT_LABELS, TEST_NAMES, useInstrumentTexts } from './instrument-texts.ts';

/** The client's dashboard home: questionnaires their therapist sent that wait for answers. */
export default function MyQuestionnaires() {
  const { t, locale } = useWords();
  const tasks = useApiQuery<MyMeasures>('/api/v1/me/measures').data?.tasks ?? [];
  const texts = useInstrumentTexts(locale).data;
  if (tasks.length === 0) return null;
  const date = dateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <section className="card overview-card" aria-labelledby="overview-questionnaires">
      <h2 id="overview-questionnaires">{t('dashboard.myMeasures.title')}</h2>
      <ul>
        {tasks.map((task) => (
          <li key={task.path}>
            <p>
              {t('dashboard.myMeasures.item', {
                therapist: task.therapist,
                date: date.format(new Date(task.expiresAt)),
              })}
            </p>
            <a className="button button-primary" href={task.path}>
              {t('dashboard.myMeasures.answer', {
                test: texts?.tests[task.test]?.title ?? INSTRUMENT_LABELS[TEST_NAMES[task.test] ?? ''] ?? task.test,
              })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
