import { type Static, type TSchema, Type } from 'typebox';
import { ERROR_CODES, type ErrorCode } from '../contract/error-codes.ts';
import { LOCALES } from '../contract/locales.ts';

export const ErrorSchema = Type.Object(
  {
    // An enum in the document, not a union in the validator: answers are serialised, not validated.
    code: Type.Unsafe<ErrorCode>({
      type: 'string',
      enum: [...ERROR_CODES],
      description: 'Stable identifier the site translates, e.g. VALIDATION_FAILED',
    }),
    message: Type.String({
      examples: ['body/email must match format "email"'],
      description: 'For developers; not shown to users',
    }),
    details: Type.Optional(Type.Unknown()),
  },
  { $id: 'Error', title: 'Error' },
);
export type ErrorBody = Static<typeof ErrorSchema>;

export const FieldErrorSchema = Type.Object({
  field: Type.String({ examples: ['body.email'], description: 'Where the value was, e.g. body.email' }),
  message: Type.String({ examples: ['must match format "email"'] }),
});
export type FieldError = Static<typeof FieldErrorSchema>;

export const LocaleSchema = Type.Enum(LOCALES, { examples: ['de'] });
/** The reader's locale, for answers with texts in several languages; without it, Accept-Language decides. */
export const LocaleQuerySchema = Type.Object({ locale: Type.Optional(LocaleSchema) });

/**
 * The schema with an example for the API reference, for schemas made by a helper that takes no
 * options. `examples` is an annotation: validation and serialisation ignore it, and the document's
 * test (api/test/openapi-examples.test.ts) holds the example to the schema.
 */
export const example = <T extends TSchema>(schema: T, value: Static<T>): T => ({ ...schema, examples: [value] });

/** A day that exists, YYYY-MM-DD: a real day in a plausible year (see validation.ts). */
export const CalendarDate = (description = 'A calendar date, YYYY-MM-DD') =>
  Type.String({ format: 'date', description });

// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: none belongs in a
// value shown on one line, and a line break in a name would start a new line in a plain-text email.
const ONE_LINE = '[^\\p{Cc}\\u2028\\u2029]';
// Empty or blank is refused by the pattern alone, so that it is one error rather than two; spaces
// first, then one visible character, then the rest, so that a long run of spaces is checked in
// linear time.
const ONE_LINE_NOT_BLANK = `^[\\p{Zs}\\uFEFF]*[^\\s\\p{Cc}]${ONE_LINE}*$`;

/**
 * One line of text: names, titles, labels. `blank: true` lets it be empty or only spaces (drafts
 * kept as typed).
 */
export const SingleLineText = ({
  blank = false,
  ...options
}: {
  blank?: boolean;
  maxLength: number;
  description?: string;
  examples?: string[];
}) =>
  Type.String({
    ...options,
    pattern: blank ? `^${ONE_LINE}*$` : ONE_LINE_NOT_BLANK,
  });
