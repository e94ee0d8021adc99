import type { AnsweredMeasure, Answers } from '@calma/api/contract';
import { useEffect, useRef, useState } from 'react';
import { useApiMutation, withQueries } from '../../lib/query.ts';
import CrisisResources from '../emergency/CrisisResources.tsx';
import SelfTest, { type SelfTestProps } from '../self-tests/SelfTest.tsx';
import { useWords, withWords } from '../words.tsx';

type Props = Pick<SelfTestProps, 'locale' | 'instrument' | 'texts' | 'strings' | 'emergencyPath' | 'crisis'> & {
  token: string;
  therapist: string;
};

/**
 * A questionnaire a therapist sent, answered on the self-test's own form (crisis lines at once on a
 * risk answer), then sent once through its link. Afterwards: thanks, and the crisis lines again
 * when a risk answer was given, since the form they appeared in is gone.
 */
function AnswerQuestionnaire({ locale, token, therapist, instrument, texts, strings, emergencyPath, crisis }: Props) {
  const { t } = useWords();
  const sending = useApiMutation<AnsweredMeasure, { answers: Answers; functional: number | undefined }>(
    ({ answers, functional }) => ({
      path: `/api/v1/measures/answer/${encodeURIComponent(token)}`,
      method: 'POST',
      body: { answers, ...(functional === undefined ? {} : { functional }) },
    }),
  );
  const [sent, setSent] = useState<AnsweredMeasure | undefined>(undefined);
  const thanks = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div className="questionnaire-sent">
        {sent.safety && <CrisisResources countries={crisis} emergencyPath={emergencyPath} />}
        <h2 ref={thanks} tabIndex={-1}>
          {t('measures.answer.thanksTitle')}
        </h2>
        <p>{t('measures.answer.thanks', { therapist })}</p>
      </div>
    );
  }
  const problem = sending.error;
  const closed = problem?.status === 410 || problem?.status === 404;
  return (
    <>
      <SelfTest
        locale={locale}
        instrument={instrument}
        texts={texts}
        strings={strings}
        resultsPath=""
        emergencyPath={emergencyPath}
        crisis={crisis}
        submitLabel={sending.isPending ? t('measures.answer.sending') : t('measures.answer.submit')}
        onComplete={(answers, functional) => {
          if (sending.isPending) return;
          sending.mutate({ answers, functional }, { onSuccess: setSent });
        }}
      />
      <div aria-live="polite">
        {problem && (
          <p className="notice notice-error" role="alert">
            {closed
              ? t(
                  problem.code === 'MEASURE_ANSWERED'
                    ? 'measures.link.answered'
                    : problem.code === 'MEASURE_EXPIRED'
                      ? 'measures.link.expired'
                      : 'measures.link.revoked',
                )
              : t('measures.answer.error')}
          </p>
        )}
      </div>
    </>
  );
}

export default withQueries(withWords(AnswerQuestionnaire));
