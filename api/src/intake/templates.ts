import type { Locale } from '../contract/locales.ts';
import type { IntakeTemplate } from './template-shape.ts';
import { ADULT_INTAKE } from './templates/adult.ts';
import { CHILD_INTAKE } from './templates/child.ts';
import { COUPLES_INTAKE } from './templates/couples.ts';

// Calma's starting questionnaires, which a therapist copies and edits (issue #30). Each is written as
// one shape with its words per locale (template-shape.ts), so a template's ids, kinds, options and
// required flags are the same in every language and only the words differ. They speak of "your
// therapist" so that they read correctly before the therapist changes anything, and say nothing about
// a country's law beyond what is true everywhere (that consent of those with parental
// responsibility often matters); an emergency number is the one fact they name.

export const INTAKE_TEMPLATE_KEYS = ['adult', 'couples', 'child'] as const;
export type IntakeTemplateKey = (typeof INTAKE_TEMPLATE_KEYS)[number];

export const INTAKE_TEMPLATES: Readonly<Record<IntakeTemplateKey, Readonly<Record<Locale, IntakeTemplate>>>> = {
  adult: ADULT_INTAKE,
  couples: COUPLES_INTAKE,
  child: CHILD_INTAKE,
};
