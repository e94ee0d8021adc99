import { describe, expect, it } from 'vitest';
import {
  definitionProblems,
  INTAKE_LIMITS,
  INTAKE_QUESTION_KINDS,
  type IntakeDefinition,
  intakeQuestions,
  missingRequired,
} from '../contract/intake.ts';
import { DEFAULT_LOCALE, LOCALES } from '../contract/locales.ts';
import type { IntakeTemplate } from './template-shape.ts';
import { INTAKE_TEMPLATE_KEYS, INTAKE_TEMPLATES } from './templates.ts';

const cases = INTAKE_TEMPLATE_KEYS.flatMap((key) => LOCALES.map((locale) => [key, locale] as const));
const translations = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Everything but the words: what answers are keyed by and checked against. */
const structure = (definition: IntakeDefinition) =>
  definition.sections.map((section) => ({
    id: section.id,
    questions: section.questions.map((q) => ({
      id: q.id,
      kind: q.kind,
      required: q.required,
      options: 'options' in q ? q.options.map((o) => o.id) : undefined,
      followUp: q.kind === 'yes_no' ? (q.followUp?.required ?? 'none') : undefined,
      scale: q.kind === 'scale' ? [q.min, q.max] : undefined,
    })),
  }));

/** Every text a reader sees, by where it is, with the limit the API holds it to. */
interface Text {
  where: string;
  text: string;
  max: number;
  /** Shown on one line (titles, labels, options), where a line break has no place. */
  line: boolean;
}
function texts({ title, definition }: IntakeTemplate): Text[] {
  const found: Text[] = [{ where: 'title', text: title, max: INTAKE_LIMITS.title, line: true }];
  for (const section of definition.sections) {
    found.push({ where: `${section.id}.title`, text: section.title, max: INTAKE_LIMITS.title, line: true });
    if (section.description !== undefined) {
      found.push({
        where: `${section.id}.description`,
        text: section.description,
        max: INTAKE_LIMITS.help,
        line: false,
      });
    }
    for (const q of section.questions) {
      const label = (where: string, text: string) => found.push({ where, text, max: INTAKE_LIMITS.label, line: true });
      label(q.id, q.label);
      if (q.help !== undefined)
        found.push({ where: `${q.id}.help`, text: q.help, max: INTAKE_LIMITS.help, line: false });
      if (q.kind === 'single_choice' || q.kind === 'multiple_choice') {
        for (const o of q.options) label(`${q.id}.${o.id}`, o.label);
      }
      if (q.kind === 'yes_no' && q.followUp) label(`${q.id}.followUp`, q.followUp.label);
      if (q.kind === 'scale') {
        label(`${q.id}.minLabel`, q.minLabel ?? '');
        label(`${q.id}.maxLabel`, q.maxLabel ?? '');
      }
    }
  }
  return found;
}

// Words a native speaker writes exactly as English does, reviewed one by one.
const sameAsEnglish: Record<string, string[]> = {
  'couples nl': ['contact.title'],
  'child nl': ['school.title'],
};

describe('intake templates', () => {
  it.each(cases)('%s in %s is a questionnaire a therapist can save unchanged', (key, locale) => {
    const { definition } = INTAKE_TEMPLATES[key][locale];
    expect(definitionProblems(definition)).toEqual([]);
    expect(definition.sections.length).toBeLessThanOrEqual(INTAKE_LIMITS.sections);
    for (const section of definition.sections) expect(section.id).toMatch(/^[a-z][a-z_]{0,63}$/);
    for (const q of intakeQuestions(definition)) {
      expect(q.id).toMatch(/^[a-z][a-z_]{0,63}$/);
      if ('options' in q) {
        expect(q.options.length).toBeLessThanOrEqual(INTAKE_LIMITS.options);
        for (const o of q.options) expect(o.id).toMatch(/^[a-z][a-z_]{0,63}$/);
      }
    }
  });

  it.each(cases)('%s in %s has every text written out, trimmed and within the limits', (key, locale) => {
    for (const { where, text, max, line } of texts(INTAKE_TEMPLATES[key][locale])) {
      expect(text.trim(), where).not.toBe('');
      expect(text, where).toBe(text.trim());
      expect(text.length, where).toBeLessThanOrEqual(max);
      if (line) expect(text, where).not.toMatch(/[\n\r\u2028\u2029]/);
    }
  });

  it('asks adults with every kind of question', () => {
    const kinds = new Set(intakeQuestions(INTAKE_TEMPLATES.adult.en.definition).map((q) => q.kind));
    expect([...kinds].sort()).toEqual([...INTAKE_QUESTION_KINDS].sort());
  });

  it.each(INTAKE_TEMPLATE_KEYS)(
    '%s has the same sections, questions, kinds, options and rules in every locale',
    (key) => {
      const english = structure(INTAKE_TEMPLATES[key].en.definition);
      for (const locale of translations) {
        expect(structure(INTAKE_TEMPLATES[key][locale].definition), locale).toEqual(english);
      }
    },
  );

  it('requires only the essentials: the reason, safety and how to reach someone', () => {
    const required = (key: (typeof INTAKE_TEMPLATE_KEYS)[number]) =>
      missingRequired(INTAKE_TEMPLATES[key].en.definition, {});
    expect(required('adult')).toEqual([
      'reason',
      'self_harm_thoughts',
      'emergency_contact_name',
      'emergency_contact_phone',
    ]);
    expect(required('couples')).toEqual(['your_name', 'partner_name', 'reason', 'violence']);
    expect(required('child')).toEqual([
      'child_name',
      'child_date_of_birth',
      'your_name',
      'relationship',
      'parental_responsibility',
      'other_consent',
      'reason',
      'safety',
      'parent_phone',
    ]);
    // A "yes" to medication needs to say which.
    for (const key of ['adult', 'child'] as const) {
      const answers = { medication: { yes: true } };
      expect(missingRequired(INTAKE_TEMPLATES[key].en.definition, answers)).toContain('medication');
    }
  });

  it.each(INTAKE_TEMPLATE_KEYS)(
    '%s tells whoever is at risk now to call the emergency number, in every locale',
    (key) => {
      const safety = { adult: 'self_harm_thoughts', couples: 'violence', child: 'safety' }[key];
      for (const locale of LOCALES) {
        const question = intakeQuestions(INTAKE_TEMPLATES[key][locale].definition).find((q) => q.id === safety);
        expect(question?.help, locale).toContain('112');
        expect(question?.help, locale).toContain('Calma');
      }
    },
  );

  describe.each(translations)('in %s', (locale) => {
    it.each(INTAKE_TEMPLATE_KEYS)('%s asks at least nine in ten of its questions in its own words', (key) => {
      const english = intakeQuestions(INTAKE_TEMPLATES[key].en.definition);
      const own = intakeQuestions(INTAKE_TEMPLATES[key][locale].definition);
      const translated = own.filter((q, i) => q.label !== english[i]?.label);
      expect(translated.length / own.length).toBeGreaterThanOrEqual(0.9);
    });

    it.each(INTAKE_TEMPLATE_KEYS)('%s copies no English text but the reviewed cognates', (key) => {
      const english = new Map(texts(INTAKE_TEMPLATES[key].en).map(({ where, text }) => [where, text]));
      const copied = texts(INTAKE_TEMPLATES[key][locale])
        .filter(({ where, text }) => english.get(where) === text && /\p{L}{4,}/u.test(text.replace(/Calma/g, '')))
        .map(({ where }) => where);
      expect(copied).toEqual(sameAsEnglish[`${key} ${locale}`] ?? []);
    });
  });
});
