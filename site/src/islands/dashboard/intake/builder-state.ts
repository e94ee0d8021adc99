import {
  INTAKE_LIMITS,
  type IntakeDefinition,
  type IntakeQuestion,
  type IntakeQuestionKind,
  type Locale,
} from '@calma/api/contract';

// A questionnaire as the therapist edits it, and every way it changes: one pure reducer, so the
// builder's sections only say what the therapist did. A question holds what every kind needs
// (options, follow-up, scale), so trying another kind and coming back loses nothing typed; the
// definition the API stores is made from it on saving. New ids come with the action (generated in
// the browser), which keeps the reducer pure.

/** The therapist's questionnaires in the API. */
export const FORMS = '/api/v1/intake-forms';
/** The templates Calma ships, in every language. */
export const TEMPLATE_KEYS = ['adult', 'couples', 'child'] as const;

export interface DraftOption {
  id: string;
  label: string;
}

export interface DraftQuestion {
  id: string;
  kind: IntakeQuestionKind;
  label: string;
  help: string;
  required: boolean;
  options: DraftOption[];
  followUp: { enabled: boolean; label: string; required: boolean };
  /** As typed: numbers are read on saving and checked before. */
  scale: { min: string; max: string; minLabel: string; maxLabel: string };
}

export interface DraftSection {
  id: string;
  title: string;
  description: string;
  questions: DraftQuestion[];
}

export interface Draft {
  title: string;
  locale: Locale;
  sections: DraftSection[];
  /** The services whose bookings send it. */
  serviceIds: string[];
}

export const CHOICE_KINDS: readonly IntakeQuestionKind[] = ['single_choice', 'multiple_choice'];

/** A short random id, unique enough within one questionnaire, made where `crypto.randomUUID` is missing too (plain http). */
export function newId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `${prefix}_${Array.from(bytes, (b) => (b % 36).toString(36)).join('')}`;
}

export function draftQuestion(
  id: string,
  kind: IntakeQuestionKind = 'short_text',
  optionIds: string[] = [],
): DraftQuestion {
  return {
    id,
    kind,
    label: '',
    help: '',
    required: false,
    options: CHOICE_KINDS.includes(kind) ? optionIds.map((o) => ({ id: o, label: '' })) : [],
    followUp: { enabled: false, label: '', required: false },
    scale: { min: '0', max: '10', minLabel: '', maxLabel: '' },
  };
}

function fromQuestion(question: IntakeQuestion): DraftQuestion {
  const draft = { ...draftQuestion(question.id, question.kind), label: question.label, help: question.help ?? '' };
  draft.required = question.required;
  if (question.kind === 'single_choice' || question.kind === 'multiple_choice') {
    draft.options = question.options.map((o) => ({ ...o }));
  }
  if (question.kind === 'yes_no' && question.followUp) draft.followUp = { enabled: true, ...question.followUp };
  if (question.kind === 'scale') {
    draft.scale = {
      min: String(question.min),
      max: String(question.max),
      minLabel: question.minLabel ?? '',
      maxLabel: question.maxLabel ?? '',
    };
  }
  return draft;
}

/** A saved questionnaire (or a template) as the builder edits it. */
export function draftOf(form: {
  title: string;
  locale: Locale;
  definition: IntakeDefinition;
  serviceIds?: string[];
}): Draft {
  return {
    title: form.title,
    locale: form.locale,
    serviceIds: [...(form.serviceIds ?? [])],
    sections: form.definition.sections.map((s) => ({
      id: s.id,
      title: s.title,
      description: s.description ?? '',
      questions: s.questions.map(fromQuestion),
    })),
  };
}

function toQuestion(q: DraftQuestion): IntakeQuestion {
  const base = {
    id: q.id,
    label: q.label.trim(),
    required: q.required,
    ...(q.help.trim() ? { help: q.help.trim() } : {}),
  };
  switch (q.kind) {
    case 'single_choice':
    case 'multiple_choice':
      return { ...base, kind: q.kind, options: q.options.map((o) => ({ id: o.id, label: o.label.trim() })) };
    case 'yes_no':
      return {
        ...base,
        kind: q.kind,
        ...(q.followUp.enabled ? { followUp: { label: q.followUp.label.trim(), required: q.followUp.required } } : {}),
      };
    case 'scale':
      return {
        ...base,
        kind: q.kind,
        min: Number(q.scale.min),
        max: Number(q.scale.max),
        ...(q.scale.minLabel.trim() ? { minLabel: q.scale.minLabel.trim() } : {}),
        ...(q.scale.maxLabel.trim() ? { maxLabel: q.scale.maxLabel.trim() } : {}),
      };
    default:
      return { ...base, kind: q.kind };
  }
}

/** The definition the API stores: each question in its kind's shape, empty optional texts left out. */
export function definitionOf(draft: Draft): IntakeDefinition {
  return {
    sections: draft.sections.map((s) => ({
      id: s.id,
      title: s.title.trim(),
      ...(s.description.trim() ? { description: s.description.trim() } : {}),
      questions: s.questions.map(toQuestion),
    })),
  };
}

/** One question as the client will see it, for the builder's preview. */
export const previewOf = toQuestion;

export type BuilderAction =
  | { type: 'title'; value: string }
  | { type: 'locale'; value: Locale }
  | { type: 'services'; serviceIds: string[] }
  | { type: 'addSection'; id: string }
  | { type: 'section'; sectionId: string; patch: Partial<Pick<DraftSection, 'title' | 'description'>> }
  | { type: 'moveSection'; sectionId: string; by: -1 | 1 }
  | { type: 'removeSection'; sectionId: string }
  | { type: 'addQuestion'; sectionId: string; id: string }
  | { type: 'question'; questionId: string; patch: Partial<Pick<DraftQuestion, 'label' | 'help' | 'required'>> }
  /** `optionIds`: two new ids, used when a choice has fewer than two options. */
  | { type: 'kind'; questionId: string; kind: IntakeQuestionKind; optionIds: [string, string] }
  | { type: 'followUp'; questionId: string; patch: Partial<DraftQuestion['followUp']> }
  | { type: 'scale'; questionId: string; patch: Partial<DraftQuestion['scale']> }
  | { type: 'moveQuestion'; questionId: string; by: -1 | 1 }
  | { type: 'removeQuestion'; questionId: string }
  | { type: 'addOption'; questionId: string; id: string }
  | { type: 'option'; questionId: string; optionId: string; label: string }
  | { type: 'moveOption'; questionId: string; optionId: string; by: -1 | 1 }
  | { type: 'removeOption'; questionId: string; optionId: string };

/** `list` with the item at `index` moved `by` places, or unchanged at either end. */
function move<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

function mapQuestion(draft: Draft, questionId: string, change: (q: DraftQuestion) => DraftQuestion): Draft {
  return {
    ...draft,
    sections: draft.sections.map((s) =>
      s.questions.some((q) => q.id === questionId)
        ? { ...s, questions: s.questions.map((q) => (q.id === questionId ? change(q) : q)) }
        : s,
    ),
  };
}

/** A question moved one place; past its section's first or last place, it moves into the section before or after. */
function moveQuestion(draft: Draft, questionId: string, by: -1 | 1): Draft {
  const s = draft.sections.findIndex((section) => section.questions.some((q) => q.id === questionId));
  const section = draft.sections[s];
  if (!section) return draft;
  const index = section.questions.findIndex((q) => q.id === questionId);
  const question = section.questions[index];
  const moved = move(section.questions, index, by);
  if (moved !== section.questions) {
    return { ...draft, sections: draft.sections.map((each, i) => (i === s ? { ...each, questions: moved } : each)) };
  }
  const neighbour = draft.sections[s + by];
  if (!neighbour || !question) return draft;
  const sections = draft.sections.map((each, i) => {
    if (i === s) return { ...each, questions: each.questions.filter((q) => q.id !== questionId) };
    if (i === s + by)
      return { ...each, questions: by < 0 ? [...each.questions, question] : [question, ...each.questions] };
    return each;
  });
  return { ...draft, sections };
}

function changeKind(q: DraftQuestion, kind: IntakeQuestionKind, optionIds: [string, string]): DraftQuestion {
  const options =
    CHOICE_KINDS.includes(kind) && q.options.length < 2
      ? [...q.options, ...optionIds.slice(q.options.length).map((id) => ({ id, label: '' }))]
      : q.options;
  return { ...q, kind, options };
}

export function builderReducer(draft: Draft, action: BuilderAction): Draft {
  switch (action.type) {
    case 'title':
      return { ...draft, title: action.value };
    case 'locale':
      return { ...draft, locale: action.value };
    case 'services':
      return { ...draft, serviceIds: action.serviceIds };
    case 'addSection':
      if (draft.sections.length >= INTAKE_LIMITS.sections) return draft;
      return { ...draft, sections: [...draft.sections, { id: action.id, title: '', description: '', questions: [] }] };
    case 'section':
      return {
        ...draft,
        sections: draft.sections.map((s) => (s.id === action.sectionId ? { ...s, ...action.patch } : s)),
      };
    case 'moveSection': {
      const index = draft.sections.findIndex((s) => s.id === action.sectionId);
      return { ...draft, sections: move(draft.sections, index, action.by) };
    }
    case 'removeSection':
      return { ...draft, sections: draft.sections.filter((s) => s.id !== action.sectionId) };
    case 'addQuestion':
      if (questionCount(draft) >= INTAKE_LIMITS.questions) return draft;
      return {
        ...draft,
        sections: draft.sections.map((s) =>
          s.id === action.sectionId ? { ...s, questions: [...s.questions, draftQuestion(action.id)] } : s,
        ),
      };
    case 'question':
      return mapQuestion(draft, action.questionId, (q) => ({ ...q, ...action.patch }));
    case 'kind':
      return mapQuestion(draft, action.questionId, (q) => changeKind(q, action.kind, action.optionIds));
    case 'followUp':
      return mapQuestion(draft, action.questionId, (q) => ({ ...q, followUp: { ...q.followUp, ...action.patch } }));
    case 'scale':
      return mapQuestion(draft, action.questionId, (q) => ({ ...q, scale: { ...q.scale, ...action.patch } }));
    case 'moveQuestion':
      return moveQuestion(draft, action.questionId, action.by);
    case 'removeQuestion':
      return {
        ...draft,
        sections: draft.sections.map((s) => ({
          ...s,
          questions: s.questions.filter((q) => q.id !== action.questionId),
        })),
      };
    case 'addOption':
      return mapQuestion(draft, action.questionId, (q) =>
        q.options.length >= INTAKE_LIMITS.options ? q : { ...q, options: [...q.options, { id: action.id, label: '' }] },
      );
    case 'option':
      return mapQuestion(draft, action.questionId, (q) => ({
        ...q,
        options: q.options.map((o) => (o.id === action.optionId ? { ...o, label: action.label } : o)),
      }));
    case 'moveOption':
      return mapQuestion(draft, action.questionId, (q) => ({
        ...q,
        options: move(
          q.options,
          q.options.findIndex((o) => o.id === action.optionId),
          action.by,
        ),
      }));
    case 'removeOption':
      return mapQuestion(draft, action.questionId, (q) => ({
        ...q,
        options: q.options.filter((o) => o.id !== action.optionId),
      }));
  }
}

export const questionCount = (draft: Draft) => draft.sections.reduce((n, s) => n + s.questions.length, 0);
