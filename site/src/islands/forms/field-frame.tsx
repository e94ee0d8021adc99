import type { ReactNode } from 'react';

// The parts every form field is built from: its id (`{form}-{path}`, the form being `profile`
// unless named), the message under it, its frame of label, hint and control, and a checkbox.

/** Field errors by dotted path (`locations.0.city`), already in the reader's language. */
export type Errors = Record<string, string>;

export const fieldId = (path: string, form = 'profile') => `${form}-${path.replace(/[^a-zA-Z0-9]+/g, '-')}`;
export const errorId = (path: string, form?: string) => `${fieldId(path, form)}-error`;

/** What is wrong with the field at `path`, under it; announced as it appears when asked. */
export function FieldMessage({
  path,
  form,
  errors,
  announce,
}: {
  path: string;
  form?: string | undefined;
  errors: Errors;
  announce?: boolean | undefined;
}) {
  const message = errors[path];
  return message ? (
    <p id={errorId(path, form)} className="field-error" role={announce ? 'alert' : undefined}>
      {message}
    </p>
  ) : null;
}

export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** A field's label, hint (`{id}-hint`) and control, then what is wrong with it. */
export function FieldFrame({
  id,
  label,
  hint,
  message,
  children,
}: {
  id: string;
  label: ReactNode;
  hint: string | undefined;
  message: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {children}
      {message}
    </div>
  );
}

export function CheckboxField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="checkbox-field">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
