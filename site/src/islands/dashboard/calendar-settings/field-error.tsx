import { errorId } from './calendar-settings-state.ts';

/** The API's field errors from the last save, by path (`weekly.0.start`). */
export type Errors = Record<string, string>;

/** The message under a field the last save refused, or nothing. */
export function FieldError({ errors, field, text }: { errors: Errors; field: string; text: string }) {
  if (!errors[field]) return null;
  return (
    <p className="field-error" id={errorId(field)}>
      {text}
    </p>
  );
}

/** The field's invalid state and the message that describes it, for its input. */
export const invalidProps = (errors: Errors, field: string) => ({
  'aria-invalid': Boolean(errors[field]) || undefined,
  'aria-describedby': errors[field] ? errorId(field) : undefined,
});
