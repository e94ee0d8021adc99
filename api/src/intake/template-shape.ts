import type { IntakeDefinition, IntakeQuestion } from '../contract/intake.ts';
import { LOCALES, type Locale } from '../contract/locales.ts';

// A starting questionnaire is written as one shape (ids, kinds, required flags, options, scales) and
// its words once per locale. Answers are keyed by id, so whichever language a therapist copies, the
// same question means the same thing; and a locale cannot drop, add or re-kind a question, because
// the words it must supply are derived from the shape and the compiler asks for every one.

export type ShapeQuestion = { id: string; required: boolean } & (
  | { kind: 'short_text' | 'long_text' | 'date' }
  | { kind: 'single_choice' | 'multiple_choice'; options: readonly string[] }
  | { kind: 'yes_no'; followUp?: { required: boolean } }
  | { kind: 'scale'; min: number; max: number }
);

export interface ShapeSection {
  id: string;
  questions: readonly ShapeQuestion[];
}

export type TemplateShape = readonly ShapeSection[];

/** The words of one question: an option's label per option id, a follow-up's label, a scale's two ends. */
type QuestionWords<Q> = { label: string; help?: string } & (Q extends { options: readonly (infer O extends string)[] }
  ? { options: Record<O, string> }
  : unknown) &
  (Q extends { followUp: object } ? { followUp: string } : unknown) &
  (Q extends { kind: 'scale' } ? { minLabel: string; maxLabel: string } : unknown);

/** Everything a locale writes for a shape, keyed by the shape's ids. */
export interface TemplateWords<S extends TemplateShape> {
  title: string;
  sections: { [Section in S[number] as Section['id']]: { title: string; description?: string } };
  questions: { [Q in S[number]['questions'][number] as Q['id']]: QuestionWords<Q> };
}

export interface IntakeTemplate {
  title: string;
  definition: IntakeDefinition;
}

interface AnyQuestionWords {
  label: string;
  help?: string;
  options?: Record<string, string>;
  followUp?: string;
  minLabel?: string;
  maxLabel?: string;
}

// The types make every text present; this is for a shape edited without its words type-checked.
function present(text: string | undefined, where: string): string {
  if (text === undefined) throw new Error(`intake template: no text for ${where}`);
  return text;
}

function question(shape: ShapeQuestion, words: AnyQuestionWords | undefined): IntakeQuestion {
  const label = present(words?.label, shape.id);
  const base = { id: shape.id, label, ...(words?.help ? { help: words.help } : {}), required: shape.required };
  switch (shape.kind) {
    case 'short_text':
    case 'long_text':
    case 'date':
      return { ...base, kind: shape.kind };
    case 'single_choice':
    case 'multiple_choice':
      return {
        ...base,
        kind: shape.kind,
        options: shape.options.map((id) => ({ id, label: present(words?.options?.[id], `${shape.id}.${id}`) })),
      };
    case 'yes_no':
      return {
        ...base,
        kind: 'yes_no',
        ...(shape.followUp
          ? {
              followUp: { label: present(words?.followUp, `${shape.id} follow-up`), required: shape.followUp.required },
            }
          : {}),
      };
    case 'scale':
      return {
        ...base,
        kind: 'scale',
        min: shape.min,
        max: shape.max,
        minLabel: present(words?.minLabel, `${shape.id} minimum`),
        maxLabel: present(words?.maxLabel, `${shape.id} maximum`),
      };
  }
}

function build<S extends TemplateShape>(shape: S, words: TemplateWords<S>): IntakeTemplate {
  const sections = words.sections as Record<string, { title: string; description?: string }>;
  const questions = words.questions as Record<string, AnyQuestionWords>;
  return {
    title: words.title,
    definition: {
      sections: shape.map((section) => {
        const sectionWords = sections[section.id];
        return {
          id: section.id,
          title: present(sectionWords?.title, `section ${section.id}`),
          ...(sectionWords?.description ? { description: sectionWords.description } : {}),
          questions: section.questions.map((q) => question(q, questions[q.id])),
        };
      }),
    },
  };
}

/** One shape in every locale, each with its own words. */
export function localizedTemplate<const S extends TemplateShape>(
  shape: S,
  words: Record<Locale, NoInfer<TemplateWords<S>>>,
): Readonly<Record<Locale, IntakeTemplate>> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, build(shape, words[locale])])) as Record<
    Locale,
    IntakeTemplate
  >;
}
