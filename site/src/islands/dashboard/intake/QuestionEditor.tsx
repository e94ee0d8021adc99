import { INTAKE_LIMITS, INTAKE_QUESTION_KINDS, type IntakeAnswer, type IntakeQuestionKind } from '@calma/api/contract';
import { useState } from 'react';
import QuestionField from '../../intake/QuestionField.tsx';
import { useWords } from '../../words.tsx';
import { fieldIdOf, type Location } from './builder-checks.ts';
import { type BuilderAction, CHOICE_KINDS, type DraftQuestion, newId, previewOf } from './builder-state.ts';

export interface EditorContext {
  dispatch: (action: BuilderAction) => void;
  /** The problem to show at a location, in the therapist's words. */
  problemAt: (at: Location) => string | undefined;
  /** Focuses the element with this id once the change is on screen (a moved item keeps the focus). */
  focusLater: (id: string) => void;
}

/** A problem's line under its field, and the attributes that tie it to the field. */
export function useProblem(ctx: EditorContext, at: Location) {
  const id = fieldIdOf(at);
  const problem = ctx.problemAt(at);
  return {
    id,
    attributes: {
      id,
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? `${id}-problem` : undefined,
    },
    line: problem && (
      <p id={`${id}-problem`} className="field-error">
        {problem}
      </p>
    ),
  };
}

/** A text field of the builder with its label and problem. */
export function TextField({
  ctx,
  at,
  label,
  value,
  onChange,
  max,
  multiline,
  hint,
}: {
  ctx: EditorContext;
  at: Location;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  multiline?: boolean;
  hint?: string;
}) {
  const { id, attributes, line } = useProblem(ctx, at);
  const props = {
    ...attributes,
    value,
    maxLength: max,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {hint && <span className="intake-required"> {hint}</span>}
      </label>
      {multiline ? <textarea rows={2} {...props} /> : <input {...props} />}
      {line}
    </div>
  );
}

/** "Move up", "Move down", "Remove" for one item, named for assistive technology by what they act on. */
export function ItemActions({
  idBase,
  what,
  canUp,
  canDown,
  onMove,
  onRemove,
  ctx,
}: {
  idBase: string;
  what: string;
  canUp: boolean;
  canDown: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  ctx: EditorContext;
}) {
  const { t } = useWords();
  const button = (by: -1 | 1, words: string) => (
    <button
      type="button"
      id={`${idBase}-${by < 0 ? 'up' : 'down'}`}
      className="button button-small"
      disabled={by < 0 ? !canUp : !canDown}
      onClick={() => {
        onMove(by);
        ctx.focusLater(`${idBase}-${by < 0 ? 'up' : 'down'}`);
      }}
    >
      {words}
      <span className="visually-hidden">: {what}</span>
    </button>
  );
  return (
    <p className="actions intake-item-actions">
      {button(-1, t('dashboard.intake.moveUp'))}
      {button(1, t('dashboard.intake.moveDown'))}
      <button type="button" className="button button-small" onClick={onRemove}>
        {t('dashboard.intake.remove')}
        <span className="visually-hidden">: {what}</span>
      </button>
    </p>
  );
}

interface Props {
  question: DraftQuestion;
  sectionId: string;
  /** Its place in the whole questionnaire, from 1. */
  number: number;
  canUp: boolean;
  canDown: boolean;
  /** The questionnaire's language, for the preview. */
  lang: string;
  ctx: EditorContext;
}

/** One question: its words, kind and whether it is required, what its kind needs, a preview, and its place. */
export default function QuestionEditor({ question: q, sectionId, number, canUp, canDown, lang, ctx }: Props) {
  const { t } = useWords();
  const { dispatch } = ctx;
  const name = t('dashboard.intake.questionNumber', { number });
  const set = (patch: Partial<Pick<DraftQuestion, 'label' | 'help' | 'required'>>) =>
    dispatch({ type: 'question', questionId: q.id, patch });
  return (
    <li className="intake-builder-question">
      <fieldset>
        <legend>{name}</legend>
        <TextField
          ctx={ctx}
          at={`question:${q.id}`}
          label={t('dashboard.intake.questionLabel')}
          value={q.label}
          onChange={(label) => set({ label })}
          max={INTAKE_LIMITS.label}
        />
        <div className="field">
          <label htmlFor={`intake-kind-${q.id}`}>{t('dashboard.intake.kind')}</label>
          <select
            id={`intake-kind-${q.id}`}
            value={q.kind}
            onChange={(e) =>
              dispatch({
                type: 'kind',
                questionId: q.id,
                kind: e.target.value as IntakeQuestionKind,
                optionIds: [newId('o'), newId('o')],
              })
            }
          >
            {INTAKE_QUESTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`dashboard.intake.kind.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          ctx={ctx}
          at={`help:${q.id}`}
          label={t('dashboard.intake.help')}
          hint={t('dashboard.intake.optional')}
          value={q.help}
          onChange={(help) => set({ help })}
          max={INTAKE_LIMITS.help}
        />
        <div className="field field-checkbox">
          <input
            id={`intake-required-${q.id}`}
            type="checkbox"
            checked={q.required}
            onChange={(e) => set({ required: e.target.checked })}
          />
          <label htmlFor={`intake-required-${q.id}`}>{t('dashboard.intake.required')}</label>
        </div>
        {CHOICE_KINDS.includes(q.kind) && <OptionsEditor question={q} ctx={ctx} />}
        {q.kind === 'yes_no' && <FollowUpEditor question={q} ctx={ctx} />}
        {q.kind === 'scale' && <ScaleEditor question={q} ctx={ctx} />}
        <Preview question={q} lang={lang} />
        <ItemActions
          idBase={`intake-q-${q.id}`}
          what={name}
          canUp={canUp}
          canDown={canDown}
          onMove={(by) => dispatch({ type: 'moveQuestion', questionId: q.id, by })}
          onRemove={() => {
            dispatch({ type: 'removeQuestion', questionId: q.id });
            ctx.focusLater(`intake-add-question-${sectionId}`);
          }}
          ctx={ctx}
        />
      </fieldset>
    </li>
  );
}

function OptionsEditor({ question: q, ctx }: { question: DraftQuestion; ctx: EditorContext }) {
  const { t } = useWords();
  const { dispatch } = ctx;
  const { id, line } = useProblem(ctx, `options:${q.id}`);
  return (
    <fieldset id={id} tabIndex={-1} className="intake-options" aria-describedby={line ? `${id}-problem` : undefined}>
      <legend>{t('dashboard.intake.options')}</legend>
      <ol>
        {q.options.map((option, i) => {
          const what = t('dashboard.intake.optionNumber', { number: i + 1 });
          return (
            <li key={option.id}>
              <TextField
                ctx={ctx}
                at={`option:${q.id}:${option.id}`}
                label={what}
                value={option.label}
                onChange={(label) => dispatch({ type: 'option', questionId: q.id, optionId: option.id, label })}
                max={INTAKE_LIMITS.label}
              />
              <ItemActions
                idBase={`intake-o-${q.id}-${option.id}`}
                what={what}
                canUp={i > 0}
                canDown={i < q.options.length - 1}
                onMove={(by) => dispatch({ type: 'moveOption', questionId: q.id, optionId: option.id, by })}
                onRemove={() => {
                  dispatch({ type: 'removeOption', questionId: q.id, optionId: option.id });
                  ctx.focusLater(`intake-add-option-${q.id}`);
                }}
                ctx={ctx}
              />
            </li>
          );
        })}
      </ol>
      {line}
      <button
        type="button"
        id={`intake-add-option-${q.id}`}
        className="button button-small"
        disabled={q.options.length >= INTAKE_LIMITS.options}
        onClick={() => {
          const optionId = newId('o');
          dispatch({ type: 'addOption', questionId: q.id, id: optionId });
          ctx.focusLater(fieldIdOf(`option:${q.id}:${optionId}`));
        }}
      >
        {t('dashboard.intake.addOption')}
      </button>
    </fieldset>
  );
}

function FollowUpEditor({ question: q, ctx }: { question: DraftQuestion; ctx: EditorContext }) {
  const { t } = useWords();
  const { dispatch } = ctx;
  const set = (patch: Partial<DraftQuestion['followUp']>) => dispatch({ type: 'followUp', questionId: q.id, patch });
  return (
    <div className="intake-follow-up">
      <div className="field field-checkbox">
        <input
          id={`intake-follow-${q.id}`}
          type="checkbox"
          checked={q.followUp.enabled}
          onChange={(e) => set({ enabled: e.target.checked })}
        />
        <label htmlFor={`intake-follow-${q.id}`}>{t('dashboard.intake.followUp')}</label>
      </div>
      {q.followUp.enabled && (
        <>
          <TextField
            ctx={ctx}
            at={`followUp:${q.id}`}
            label={t('dashboard.intake.followUpLabel')}
            value={q.followUp.label}
            onChange={(label) => set({ label })}
            max={INTAKE_LIMITS.label}
          />
          <div className="field field-checkbox">
            <input
              id={`intake-follow-required-${q.id}`}
              type="checkbox"
              checked={q.followUp.required}
              onChange={(e) => set({ required: e.target.checked })}
            />
            <label htmlFor={`intake-follow-required-${q.id}`}>{t('dashboard.intake.followUpRequired')}</label>
          </div>
        </>
      )}
    </div>
  );
}

function ScaleEditor({ question: q, ctx }: { question: DraftQuestion; ctx: EditorContext }) {
  const { t } = useWords();
  const { dispatch } = ctx;
  const { id, attributes, line } = useProblem(ctx, `scale:${q.id}`);
  const set = (patch: Partial<DraftQuestion['scale']>) => dispatch({ type: 'scale', questionId: q.id, patch });
  const number = (key: 'min' | 'max', label: string) => {
    // The lowest end carries the location's id, so the problem summary's link lands there.
    const fieldId = key === 'min' ? id : `${id}-max`;
    return (
      <div className="field">
        <label htmlFor={fieldId}>{label}</label>
        <input
          {...attributes}
          id={fieldId}
          type="number"
          inputMode="numeric"
          min={INTAKE_LIMITS.scaleMin}
          max={INTAKE_LIMITS.scaleMax}
          step={1}
          value={q.scale[key]}
          onChange={(e) => set({ [key]: e.target.value })}
        />
      </div>
    );
  };
  return (
    <div className="intake-scale-editor">
      <div className="intake-pair">
        {number('min', t('dashboard.intake.scaleMin'))}
        {number('max', t('dashboard.intake.scaleMax'))}
      </div>
      {line}
      <div className="intake-pair">
        {(
          [
            ['minLabel', 'scaleMinLabel'],
            ['maxLabel', 'scaleMaxLabel'],
          ] as const
        ).map(([key, name]) => (
          <TextField
            key={key}
            ctx={ctx}
            at={`${name}:${q.id}`}
            label={t(`dashboard.intake.${name}`)}
            hint={t('dashboard.intake.optional')}
            value={q.scale[key]}
            onChange={(value) => set({ [key]: value })}
            max={INTAKE_LIMITS.label}
          />
        ))}
      </div>
    </div>
  );
}

/** The question as the client will see it, to try out; what is chosen here is not kept. */
function Preview({ question, lang }: { question: DraftQuestion; lang: string }) {
  const { t } = useWords();
  const [value, setValue] = useState<IntakeAnswer | undefined>();
  return (
    <details className="intake-preview">
      <summary>{t('dashboard.intake.preview')}</summary>
      <QuestionField
        question={previewOf(question)}
        value={value}
        onChange={setValue}
        domId={`intake-preview-${question.id}`}
        lang={lang}
      />
    </details>
  );
}
