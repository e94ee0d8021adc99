import {
  dateFormat,
  type IntakeAnswerProblem,
  type IntakeAnswers,
  type IntakeDefinition,
  intakeQuestions,
} from '@calma/api/contract';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import type { Translate } from '../../i18n/format.ts';
import { type ApiError, useApiMutation } from '../../lib/query.ts';
import { Problem } from '../QueryState.tsx';
import AnswersView from './AnswersView.tsx';
import { localProblem, type ShownStatus, shownStatus, stillRequired } from './answer-state.ts';
import QuestionField from './QuestionField.tsx';
import { forgetLocal, useAutosave } from './use-autosave.ts';
import './intake.css';
import { useWords } from '../words.tsx';

/** What the page shows of one questionnaire sent to the client. */
export interface Fillable {
  id: string;
  title: string;
  locale: string;
  status: 'open' | 'submitted';
  definition: IntakeDefinition;
  answers: IntakeAnswers;
  updatedAt: string;
  submittedAt: string | null;
}

interface Props {
  questionnaire: Fillable;
  token: string;
  /** Who sent it, for "ask … to reopen it". */
  practiceName: string;
  /** Something changed that the page's tasks show: read them again. */
  onChanged: () => void;
}

/** A questionnaire the client fills in, or, once submitted, reads. */
export default function Questionnaire(props: Props) {
  return props.questionnaire.status === 'submitted' ? <Submitted {...props} /> : <Open {...props} />;
}

function Submitted({ questionnaire, practiceName }: Props) {
  const { t, locale } = useWords();
  const id = useId();
  const date = questionnaire.submittedAt
    ? dateFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(questionnaire.submittedAt))
    : '';
  return (
    <article className="card intake" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} lang={questionnaire.locale}>
        {questionnaire.title}
      </h2>
      <p className="notice notice-success">{t('beforeSession.intake.submittedOn', { date })}</p>
      <p>{t('beforeSession.intake.readOnly', { therapist: practiceName })}</p>
      <AnswersView definition={questionnaire.definition} answers={questionnaire.answers} />
    </article>
  );
}

const focusQuestion = (domId: string) => {
  const control = document.getElementById(`${domId}-input`);
  control?.focus();
  control?.scrollIntoView({ block: 'center' });
};

function Open({ questionnaire, token, onChanged }: Props) {
  const { t, locale } = useWords();
  const baseId = useId();
  const { definition } = questionnaire;
  const { state, change, flush } = useAutosave({ token, locale, response: questionnaire, onClosed: onChanged });
  const questions = useMemo(() => intakeQuestions(definition), [definition]);
  const domIds = useMemo(() => new Map(questions.map((q, i) => [q.id, `${baseId}-q${i}`])), [questions, baseId]);
  const domId = (questionId: string) => domIds.get(questionId) ?? baseId;
  const [tried, setTried] = useState(false);
  const [wantSubmit, setWantSubmit] = useState(false);
  const missing = stillRequired(definition, state);
  const problems = new Map<string, IntakeAnswerProblem>();
  for (const question of questions) {
    const problem = localProblem(question, state.answers[question.id]) ?? state.refused[question.id];
    if (problem) problems.set(question.id, problem);
  }
  const status = shownStatus(state, definition);

  const submit = useApiMutation<{ submittedAt: string }>(
    () => ({
      path: `/api/v1/before-your-session/${token}/questionnaires/${encodeURIComponent(questionnaire.id)}/submit?locale=${locale}`,
      method: 'POST',
    }),
    {
      onSuccess: () => {
        forgetLocal(questionnaire.id);
        onChanged();
      },
      onError: (error) => {
        if (error.status === 409 || error.status === 410) onChanged();
        const first = (error.details as { missing?: string[] } | undefined)?.missing?.[0];
        if (error.status === 422 && first) focusQuestion(domId(first));
      },
    },
  );

  // Submitting waits for the last answers to be saved; a save that fails stops it, with its reason shown.
  useEffect(() => {
    if (!wantSubmit || state.inFlight) return;
    if (Object.keys(state.pending).length === 0) submit.mutate();
    if (Object.keys(state.pending).length === 0 || status !== 'saving') setWantSubmit(false);
  }, [wantSubmit, state.inFlight, state.pending, status, submit.mutate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const [firstProblem] = problems.keys();
    const firstMissing = missing[0];
    if (firstProblem) return focusQuestion(domId(firstProblem));
    if (firstMissing) return focusQuestion(domId(firstMissing));
    flush();
    setWantSubmit(true);
  };

  return (
    <article className="card intake" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} lang={questionnaire.locale}>
        {questionnaire.title}
      </h2>
      <p className="hint">{t('beforeSession.intake.asYouGo')}</p>
      {state.restored && <p className="notice">{t('beforeSession.intake.restored')}</p>}
      <form onSubmit={onSubmit} onBlur={flush} noValidate aria-labelledby={`${baseId}-title`}>
        {definition.sections.map((section, s) => (
          <section key={section.id} className="intake-section" aria-labelledby={`${baseId}-s${s}`}>
            <h3 id={`${baseId}-s${s}`} lang={questionnaire.locale}>
              {section.title}
            </h3>
            {section.description && <p lang={questionnaire.locale}>{section.description}</p>}
            {section.questions.map((question) => (
              <QuestionField
                key={question.id}
                question={question}
                value={state.answers[question.id]}
                onChange={(value) => change(question.id, value)}
                domId={domId(question.id)}
                problem={problems.get(question.id)}
                lang={questionnaire.locale === locale ? undefined : questionnaire.locale}
              />
            ))}
          </section>
        ))}
        <StillRequired
          missing={missing}
          labels={new Map(questions.map((q) => [q.id, q.label]))}
          domId={domId}
          emphasise={tried}
          baseId={baseId}
        />
        <SaveStatus status={status} retry={flush} />
        {tried && problems.size > 0 && <Problem>{t('beforeSession.intake.fixFirst')}</Problem>}
        {submit.error && <Problem>{submitProblem(submit.error, t)}</Problem>}
        <button
          type="submit"
          className="button button-primary"
          disabled={submit.isPending || wantSubmit || status === 'closed' || status === 'expired'}
        >
          {submit.isPending || wantSubmit
            ? t('beforeSession.intake.submitting')
            : t('beforeSession.intake.submit', { title: questionnaire.title })}
        </button>
      </form>
    </article>
  );
}

function StillRequired({
  missing,
  labels,
  domId,
  emphasise,
  baseId,
}: {
  missing: string[];
  labels: Map<string, string>;
  domId: (questionId: string) => string;
  emphasise: boolean;
  baseId: string;
}) {
  const { t } = useWords();
  if (missing.length === 0) return <p className="notice notice-success">{t('beforeSession.intake.allAnswered')}</p>;
  return (
    <div className={emphasise ? 'notice notice-error intake-still-required' : 'notice intake-still-required'}>
      <h3 id={`${baseId}-missing`}>{t('beforeSession.intake.stillRequired', { count: missing.length })}</h3>
      <ul>
        {missing.map((questionId) => (
          <li key={questionId}>
            <a
              href={`#${domId(questionId)}`}
              onClick={(event) => {
                event.preventDefault();
                focusQuestion(domId(questionId));
              }}
            >
              {labels.get(questionId)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const STATUS_WORDS: Partial<Record<ShownStatus, string>> = {
  saving: 'beforeSession.intake.saving',
  saved: 'beforeSession.intake.saved',
  retrying: 'beforeSession.intake.retrying',
  refused: 'beforeSession.intake.refused',
  unsaved: 'beforeSession.intake.unsaved',
  closed: 'beforeSession.intake.closed',
  expired: 'beforeSession.expired',
};

/** How saving stands, said politely: assistive technology reads it when it changes, without interrupting. */
function SaveStatus({ status, retry }: { status: ShownStatus; retry: () => void }) {
  const { t } = useWords();
  const words = STATUS_WORDS[status];
  return (
    <div className={`intake-status intake-status-${status}`}>
      <p role="status">{words ? t(words) : ''}</p>
      {status === 'retrying' && (
        <button type="button" className="button button-small" onClick={retry}>
          {t('beforeSession.intake.retryNow')}
        </button>
      )}
    </div>
  );
}

const submitProblem = (error: ApiError, t: Translate) =>
  error.status === 422
    ? t('beforeSession.intake.incomplete')
    : error.status === 409
      ? t('beforeSession.intake.closed')
      : error.code === 'LINK_EXPIRED'
        ? t('beforeSession.expired')
        : error.code === 'NETWORK'
          ? t('beforeSession.intake.submitOffline')
          : t('beforeSession.intake.submitFailed');
