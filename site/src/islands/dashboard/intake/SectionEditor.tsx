import { INTAKE_LIMITS } from '@calma/api/contract';
import { useWords } from '../../words.tsx';
import { fieldIdOf } from './builder-checks.ts';
import { type DraftSection, newId } from './builder-state.ts';
import QuestionEditor, { type EditorContext, ItemActions, TextField } from './QuestionEditor.tsx';

interface Props {
  section: DraftSection;
  /** Its place, from 1, and how many there are. */
  number: number;
  count: number;
  /** The number of the questions before it, so each question's number runs through the questionnaire. */
  before: number;
  /** The number of questions in the whole questionnaire. */
  total: number;
  lang: string;
  ctx: EditorContext;
}

/** A section: its title and description, its questions in order, and its own place among the sections. */
export default function SectionEditor({ section, number, count, before, total, lang, ctx }: Props) {
  const { t } = useWords();
  const { dispatch } = ctx;
  const heading = `intake-section-heading-${section.id}`;
  const name = t('dashboard.intake.sectionNumber', { number });
  const set = (patch: Partial<Pick<DraftSection, 'title' | 'description'>>) =>
    dispatch({ type: 'section', sectionId: section.id, patch });
  return (
    <section className="card intake-builder-section" aria-labelledby={heading}>
      <h2 id={heading}>
        {name}
        {section.title.trim() && `: ${section.title}`}
      </h2>
      <TextField
        ctx={ctx}
        at={`section:${section.id}`}
        label={t('dashboard.intake.sectionTitle')}
        value={section.title}
        onChange={(title) => set({ title })}
        max={INTAKE_LIMITS.title}
      />
      <TextField
        ctx={ctx}
        at={`description:${section.id}`}
        label={t('dashboard.intake.sectionDescription')}
        hint={t('dashboard.intake.optional')}
        value={section.description}
        onChange={(description) => set({ description })}
        max={INTAKE_LIMITS.help}
        multiline
      />
      {section.questions.length === 0 ? (
        <p>{t('dashboard.intake.noQuestionsInSection')}</p>
      ) : (
        <ol className="intake-builder-questions">
          {section.questions.map((question, i) => (
            <QuestionEditor
              key={question.id}
              question={question}
              sectionId={section.id}
              number={before + i + 1}
              canUp={before + i > 0}
              canDown={before + i < total - 1}
              lang={lang}
              ctx={ctx}
            />
          ))}
        </ol>
      )}
      <p>
        <button
          type="button"
          id={`intake-add-question-${section.id}`}
          className="button"
          disabled={total >= INTAKE_LIMITS.questions}
          onClick={() => {
            const id = newId('q');
            dispatch({ type: 'addQuestion', sectionId: section.id, id });
            ctx.focusLater(fieldIdOf(`question:${id}`));
          }}
        >
          {t('dashboard.intake.addQuestion')}
          <span className="visually-hidden">: {name}</span>
        </button>
      </p>
      <ItemActions
        idBase={`intake-s-${section.id}`}
        what={name}
        canUp={number > 1}
        canDown={number < count}
        onMove={(by) => dispatch({ type: 'moveSection', sectionId: section.id, by })}
        onRemove={() => {
          const empty = section.questions.length === 0;
          if (
            !empty &&
            !window.confirm(t('dashboard.intake.removeSectionConfirm', { count: section.questions.length }))
          )
            return;
          dispatch({ type: 'removeSection', sectionId: section.id });
          ctx.focusLater('intake-add-section');
        }}
        ctx={ctx}
      />
    </section>
  );
}
