import { displayNames, type ProfileFieldError } from '@calma/api/contract';
import type { ReactNode, RefObject } from 'react';
import type { Translate } from '../../i18n/format.ts';
import { useWords } from '../words.tsx';
import { describedBy, type Errors, errorId, FieldFrame, FieldMessage, fieldId } from './field-frame.tsx';

// The form fields every island uses: the public forms, sign-in and the account forms, the profile
// wizard and editor. Every field is labelled, says what is wrong next to itself (aria-describedby)
// and has an id the error summary links to: `{form}-{path}`, the form being `profile` unless named.

export { CheckboxGroup, ChoiceFieldset, ListField, TermPicker } from './choice-fields.tsx';
export { CheckboxField, type Errors, fieldId } from './field-frame.tsx';
export type { Translate };

/** The API's field errors as messages in the reader's language; the first error of a field wins. */
export function localizeErrors(errors: readonly ProfileFieldError[], t: Translate): Errors {
  const out: Errors = {};
  for (const e of errors) out[e.field] ??= t(`dashboard.profile.error.${e.code}`, e.params ?? {});
  return out;
}

/** The names of languages, in the reader's language. */
export const languageName = (locale: string, of: string) => displayNames(locale, { type: 'language' }).of(of) ?? of;

/** A readable name for a profile error's field, for the summary at the top of a form. */
export function fieldLabel(path: string, t: Translate, locale: string): string {
  const has = (key: string) => t(key) !== key;
  const field = (name: string) => {
    const special: Record<string, string> = {
      modalities: 'dashboard.profile.modalities.legend',
      contactMethods: 'dashboard.profile.contact.legend',
      texts: 'dashboard.profile.texts.languages',
      locations: 'dashboard.profile.locations.legend',
      books: 'dashboard.profile.section.bookshelf',
      title: 'dashboard.profile.field.title',
    };
    const key = special[name] ?? `dashboard.profile.field.${name}`;
    return has(key) ? t(key) : name;
  };
  const [first = '', second, third] = path.split('.');
  const index = Number(second);
  if (first === 'locations' && third)
    return `${t('dashboard.profile.location.legend', { number: index + 1 })}: ${field(third)}`;
  if (first === 'books' && third) {
    return `${t('dashboard.profile.book.legend', { number: index + 1 })}: ${field(third === 'title' ? 'bookTitle' : third)}`;
  }
  if (first === 'texts' && second && third) return `${languageName(locale, second)}: ${field(third)}`;
  if (second !== undefined && Number.isInteger(index)) {
    return t('dashboard.profile.list.entry', { label: field(first), number: index + 1 });
  }
  return field(first);
}

/**
 * The list of what is wrong, linked to each field; shown (and focused) when sending is refused. A
 * profile form names its fields from their paths; a public form gives its id and its labels, and
 * its summary sits one level under the form's own heading.
 */
export function ErrorSummary({
  errors,
  summaryRef,
  form,
}: {
  errors: Errors;
  summaryRef: RefObject<HTMLDivElement | null>;
  form?: { id: string; labels: Record<string, string> };
}) {
  const { t, locale } = useWords();
  const entries = Object.entries(errors).filter(([, message]) => message);
  if (entries.length === 0) return null;
  const title = form ? <h3>{t('forms.common.errorSummary')}</h3> : <h2>{t('dashboard.profile.errors.title')}</h2>;
  return (
    <div className="notice notice-error error-summary" role="alert" tabIndex={-1} ref={summaryRef}>
      {title}
      <ul>
        {entries.map(([path, message]) => (
          <li key={path}>
            <a
              href={`#${fieldId(path, form?.id)}`}
              onClick={(event) => {
                const target = document.getElementById(fieldId(path, form?.id));
                if (!target) return;
                event.preventDefault();
                target.focus();
                target.scrollIntoView({ block: 'center' });
              }}
            >
              {form ? (form.labels[path] ?? path) : fieldLabel(path, t, locale)}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface TextProps {
  path: string;
  /** The id prefix (`register`); `profile` when not given. */
  form?: string | undefined;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  errors?: Errors | undefined;
  hint?: string | undefined;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'date' | undefined;
  name?: string | undefined;
  required?: boolean | undefined;
  autoComplete?: string | undefined;
  inputMode?: 'numeric' | 'decimal' | 'text' | undefined;
  maxLength?: number | undefined;
  min?: string | undefined;
  multiline?: boolean | undefined;
  rows?: number | undefined;
  lang?: string | undefined;
  /** A message elsewhere (a notice under the form) that explains what is wrong with this field. */
  problemId?: string | undefined;
  /** Marks the field invalid without an error of its own, e.g. while `problemId`'s message is about it. */
  invalid?: boolean | undefined;
  /** Announce the field's error as it appears, for forms with no other message that does. */
  announce?: boolean | undefined;
}

export function TextField({
  path,
  form,
  label,
  value,
  onChange,
  errors = {},
  hint,
  type = 'text',
  name,
  required,
  autoComplete,
  inputMode,
  maxLength,
  min,
  multiline,
  rows = 6,
  lang,
  problemId,
  invalid = Boolean(errors[path]),
  announce,
}: TextProps) {
  const id = fieldId(path, form);
  const common = {
    id,
    name,
    value,
    lang,
    required,
    maxLength,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(hint && `${id}-hint`, Boolean(errors[path]) && errorId(path, form), problemId),
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} message={<FieldMessage {...{ path, form, errors, announce }} />}>
      {multiline ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          min={min}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  path,
  form,
  label,
  value,
  onChange,
  options,
  placeholder,
  errors,
  hint,
  name,
  required,
}: {
  path: string;
  form?: string | undefined;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string; lang?: string | undefined }[];
  placeholder?: string | undefined;
  errors: Errors;
  hint?: string | undefined;
  name?: string | undefined;
  required?: boolean | undefined;
}) {
  const id = fieldId(path, form);
  const invalid = Boolean(errors[path]);
  return (
    <FieldFrame id={id} label={label} hint={hint} message={<FieldMessage path={path} form={form} errors={errors} />}>
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, invalid && errorId(path, form))}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A public form's field as its form declares it (`forms.{form}.{name}` labels it). */
export interface FieldSpec {
  name: string;
  kind: 'text' | 'email' | 'date' | 'textarea' | 'select';
  required?: boolean;
  autoComplete?: string;
  maxLength?: number;
  /** Whether `{prefix}.{name}.hint` exists: a line under the label. */
  hint?: boolean;
  /** A select's choices, after an empty option that says "please choose". */
  options?: { value: string; label: string; lang?: string }[];
  placeholderOption?: string;
  min?: string;
  rows?: number;
}

/** A public form's field from its spec; an optional field says so in words. */
export function Field({
  form,
  prefix,
  spec,
  value,
  errors,
  onChange,
}: {
  form: string;
  /** The UI string prefix of the form's labels (`forms.partnership`). */
  prefix: string;
  spec: FieldSpec;
  value: string;
  errors: Errors;
  onChange: (value: string) => void;
}) {
  const { t } = useWords();
  const label = (
    <>
      {t(`${prefix}.${spec.name}`)}
      {!spec.required && <span className="optional"> ({t('forms.common.optional')})</span>}
    </>
  );
  const common = {
    path: spec.name,
    form,
    name: spec.name,
    label,
    value,
    onChange,
    errors,
    required: spec.required,
    hint: spec.hint ? t(`${prefix}.${spec.name}.hint`) : undefined,
  };
  if (spec.kind === 'select')
    return <SelectField {...common} options={spec.options ?? []} placeholder={spec.placeholderOption ?? ''} />;
  return (
    <TextField
      {...common}
      multiline={spec.kind === 'textarea'}
      rows={spec.rows}
      type={spec.kind === 'textarea' ? undefined : spec.kind}
      autoComplete={spec.autoComplete}
      maxLength={spec.maxLength}
      min={spec.min}
    />
  );
}

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order) and bots fill in: the API answers a filled one like success and keeps nothing.
 */
export function Honeypot({
  form,
  value,
  onChange,
}: {
  form: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useWords();
  return (
    <div className="form-trap" aria-hidden="true">
      <label htmlFor={fieldId('website', form)}>{t('forms.common.honeypot')}</label>
      <input
        id={fieldId('website', form)}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}

/** What is wrong with the form as a whole (or with the field whose `problemId` names it), announced as it appears. */
export function FormProblem({ id, message }: { id?: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="notice notice-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** A submit button's words under `keys`: `{keys}.submit`, and `{keys}.sending` while it is sent. */
export const submitLabels = (t: Translate, keys: string) => ({
  label: t(`${keys}.submit`),
  sendingLabel: t(`${keys}.sending`),
});

/** The form's submit button, which says it is working while the form is sent. */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
  className = 'button button-primary',
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={sending}>
      {sending ? sendingLabel : label}
    </button>
  );
}
