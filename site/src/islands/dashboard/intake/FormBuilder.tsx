import { INTAKE_LIMITS, type IntakeForm } from '@calma/api/contract';
import { type FormEvent, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { Translate } from '../../../i18n/format.ts';
import { type ApiError, useApiMutation } from '../../../lib/query.ts';
import { Problem } from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';
import { LanguageField } from '../parts/languages.tsx';
import { ServiceChoice } from '../parts/PracticeDocuments.tsx';
import { useShell } from '../shell.tsx';
import {
  type BuilderProblem,
  draftProblems,
  fieldIdOf,
  type Location,
  locationOfField,
  locationsOfDefinitionProblems,
  type Place,
  placeOf,
} from './builder-checks.ts';
import { builderReducer, type Draft, definitionOf, FORMS, newId, questionCount } from './builder-state.ts';
import { type EditorContext, TextField } from './QuestionEditor.tsx';
import SectionEditor from './SectionEditor.tsx';
import '../../intake/intake.css';

interface Props {
  initial: Draft;
  /** The saved questionnaire's id; undefined for a new one. */
  formId: string | undefined;
  services: { id: string; name: string }[];
  /** The words to show first ("saved", after a new questionnaire's first save moved here). */
  notice?: string | undefined;
}

/** Focuses an element once the change that moved or made it is on screen; a disabled one hands over to its pair. */
function useFocusLater() {
  const target = useRef<string | undefined>(undefined);
  useEffect(() => {
    const id = target.current;
    if (!id) return;
    target.current = undefined;
    const element = document.getElementById(id) as HTMLButtonElement | null;
    const pair = id.endsWith('-up') ? id.replace(/-up$/, '-down') : id.replace(/-down$/, '-up');
    (element && !element.disabled ? element : document.getElementById(pair))?.focus();
  });
  return useCallback((id: string) => {
    target.current = id;
  }, []);
}

/** What the API refused, placed where it can be: the field it names, the questions its rules name, or the form. */
function refusalsOf(error: ApiError, sent: Draft, t: Translate): { at: Location; words: string }[] {
  if (error.code === 'INTAKE_DEFINITION_INVALID') {
    const problems = (error.details as { problems?: string[] } | undefined)?.problems ?? [];
    return [
      { at: 'form', words: t('dashboard.intake.problem.invalid') },
      ...locationsOfDefinitionProblems(sent, problems).map((at) => ({
        at,
        words: t('dashboard.intake.problem.question'),
      })),
    ];
  }
  const placed = Object.keys(error.fields).flatMap((path) => {
    const at = locationOfField(sent, path);
    return at ? [{ at, words: t('dashboard.intake.problem.field') }] : [];
  });
  const whole =
    error.code === 'NETWORK'
      ? 'dashboard.intake.saveOffline'
      : placed.length > 0
        ? 'dashboard.intake.problem.invalid'
        : 'dashboard.intake.saveFailed';
  return [{ at: 'form', words: t(whole) }, ...placed];
}

/**
 * The questionnaire builder: title and language, sections of questions, the services that send it.
 * Nothing typed is lost on a refusal: the problems show beside their fields and in a list above.
 */
export default function FormBuilder({ initial, formId, services, notice }: Props) {
  const { t, locale } = useWords();
  const { navigate } = useShell();
  const [draft, dispatch] = useReducer(builderReducer, initial);
  const [baseline, setBaseline] = useState(initial);
  const [tried, setTried] = useState(false);
  const [refusals, setRefusals] = useState<{ at: Location; words: string }[]>([]);
  const [done, setDone] = useState(notice);
  const summary = useRef<HTMLDivElement>(null);
  const focusLater = useFocusLater();
  const problems: BuilderProblem[] = tried ? draftProblems(draft) : [];
  const shown = [
    ...problems.map((p) => ({ at: p.at, words: t(`dashboard.intake.problem.${p.key}`, p.params) })),
    ...refusals,
  ];
  const problemAt = (at: Location) => shown.find((p) => p.at === at)?.words;
  const ctx: EditorContext = { dispatch, problemAt, focusLater };
  const dirty = JSON.stringify(draft) !== JSON.stringify(baseline);

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const write = useApiMutation<IntakeForm, Draft>(
    (sent) => ({
      path: formId ? `${FORMS}/${formId}` : FORMS,
      method: formId ? 'PUT' : 'POST',
      body: { title: sent.title.trim(), locale: sent.locale, definition: definitionOf(sent) },
    }),
    { invalidates: [FORMS] },
  );
  const link = useApiMutation<IntakeForm, { id: string; serviceIds: string[] }>(
    ({ id, serviceIds }) => ({ path: `${FORMS}/${id}/services`, method: 'PUT', body: { serviceIds } }),
    { invalidates: [FORMS] },
  );
  const busy = write.isPending || link.isPending;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefusals([]);
    setDone(undefined);
    const sent = draft;
    if (draftProblems(sent).length > 0) {
      summary.current?.focus();
      return;
    }
    try {
      const saved = await write.mutateAsync(sent);
      const servicesChanged = [...sent.serviceIds].sort().join() !== [...saved.serviceIds].sort().join();
      if (servicesChanged) await link.mutateAsync({ id: saved.id, serviceIds: sent.serviceIds });
      setBaseline(sent);
      setTried(false);
      if (!formId) navigate(`/dashboard/settings/intake/${saved.id}?saved=1`);
      else setDone(t('dashboard.intake.saved', { title: saved.title }));
    } catch (error) {
      setRefusals(refusalsOf(error as ApiError, sent, t));
      summary.current?.focus();
    }
  };

  return (
    <form className="intake-builder" onSubmit={save} noValidate aria-label={t('dashboard.intake.builder')}>
      <div ref={summary} tabIndex={-1}>
        {shown.length > 0 && <ProblemList problems={shown.map((p) => ({ ...p, place: placeOf(draft, p.at) }))} />}
      </div>
      {done && (
        <p className="notice notice-success" role="status">
          {done}
        </p>
      )}
      <div className="card">
        <TextField
          ctx={ctx}
          at="title"
          label={t('dashboard.intake.formTitle')}
          value={draft.title}
          onChange={(value) => dispatch({ type: 'title', value })}
          max={INTAKE_LIMITS.title}
        />
        <LanguageField
          id="intake-locale"
          label={t('dashboard.intake.language')}
          viewer={locale}
          value={draft.locale}
          onValue={(value) => dispatch({ type: 'locale', value })}
        />
      </div>
      <Sections draft={draft} ctx={ctx} />
      <ServiceChoice
        className="card"
        idPrefix="intake-service-"
        legend={t('dashboard.intake.services')}
        hint={t('dashboard.intake.servicesHint')}
        none={t('dashboard.intake.noServices')}
        services={services}
        chosen={draft.serviceIds}
        onChange={(serviceIds) => dispatch({ type: 'services', serviceIds })}
      />
      <p className="actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('dashboard.intake.saving') : t('dashboard.intake.save')}
        </button>
        {dirty && <span className="hint"> {t('dashboard.intake.unsaved')}</span>}
      </p>
    </form>
  );
}

function Sections({ draft, ctx }: { draft: Draft; ctx: EditorContext }) {
  const { t } = useWords();
  const { dispatch } = ctx;
  const total = questionCount(draft);
  let before = 0;
  return (
    <>
      {draft.sections.map((section, i) => {
        const first = before;
        before += section.questions.length;
        return (
          <SectionEditor
            key={section.id}
            section={section}
            number={i + 1}
            count={draft.sections.length}
            before={first}
            total={total}
            lang={draft.locale}
            ctx={ctx}
          />
        );
      })}
      <p>
        <button
          type="button"
          id="intake-add-section"
          className="button"
          disabled={draft.sections.length >= INTAKE_LIMITS.sections}
          onClick={() => {
            const id = newId('s');
            dispatch({ type: 'addSection', id });
            ctx.focusLater(fieldIdOf(`section:${id}`));
          }}
        >
          {t('dashboard.intake.addSection')}
        </button>
      </p>
    </>
  );
}

const placeWords = (place: Place | undefined, t: Translate) =>
  !place
    ? undefined
    : place.kind === 'title'
      ? t('dashboard.intake.formTitle')
      : place.kind === 'section'
        ? t('dashboard.intake.sectionNumber', { number: place.section })
        : place.kind === 'question'
          ? t('dashboard.intake.questionNumber', { number: place.question })
          : t('dashboard.intake.place.option', { question: place.question, option: place.option });

/** Every problem in one list above the form, each a link to its field, named by where it is. */
function ProblemList({ problems }: { problems: { at: Location; words: string; place: Place | undefined }[] }) {
  const { t } = useWords();
  return (
    <Problem>
      <h2>{t('dashboard.intake.problems')}</h2>
      <ul>
        {problems.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same location can hold a problem and a refusal.
          <li key={`${p.at}-${i}`}>
            {p.at === 'form' ? (
              p.words
            ) : (
              <a
                href={`#${fieldIdOf(p.at)}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(fieldIdOf(p.at))?.focus();
                }}
              >
                {placeWords(p.place, t) ? `${placeWords(p.place, t)}: ${p.words}` : p.words}
              </a>
            )}
          </li>
        ))}
      </ul>
    </Problem>
  );
}
