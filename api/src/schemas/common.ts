import { type Static, Type } from 'typebox';

export const ErrorSchema = Type.Object(
  {
    code: Type.String({ description: 'Stable identifier the site translates, e.g. VALIDATION_FAILED' }),
    message: Type.String({ description: 'For developers; not shown to users' }),
    details: Type.Optional(Type.Unknown()),
  },
  { $id: 'Error', title: 'Error' },
);
export type ErrorBody = Static<typeof ErrorSchema>;

export const FieldErrorSchema = Type.Object({
  field: Type.String({ description: 'Where the value was, e.g. body.email' }),
  message: Type.String(),
});
export type FieldError = Static<typeof FieldErrorSchema>;

export const LocaleSchema = Type.Enum(['en', 'de', 'nl', 'es', 'pt']);
