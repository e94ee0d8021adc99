import type { ProfileFieldError } from '@calma/api/contract';
import { type ReactNode, useId, useState } from 'react';

// Form fields shared by the profile wizard and the profile editor. Every field is labelled, says
// what is wrong next to itself (aria-describedby) and has an id the error summary links to.

export type Translate = (key: string, params?: Record<string, string | number>) => string;
/** Field errors by dotted path (`locations.0.city`), already in the reader's language. */
export type Errors = Record<string, string>;

export const fieldId = (path: string) => `profile-${path.replace(/[^a-zA-Z0-9]+/g, '-')}`;
const errorId = (path: string) => `${fieldId(path)}-error`;

/** The API's field errors as messages in the reader's language; the first error of a field wins. */
export function localizeErrors(errors: readonly ProfileFieldError[], t: Translate): Errors {
  const out: Errors = {};
  for (const e of errors) out[e.field] ??= t(`dashboard.profile.error.${e.code}`, e.params ?? {});
  return out;
}

/** The names of languages, in the reader's language. */
export const languageName = (locale: string, of: string) =>
  new Intl.DisplayNames([locale === 'pt' ? 'pt-PT' : locale], { type: 'language' }).of(of) ?? of;

/** A readable name for an error's field, for the summary at the top of a form. */
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

/** The list of what is wrong, linked to each field; shown (and focused) when saving is refused. */
export function ErrorSummary({
  errors,
  t,
  locale,
  summaryRef,
}: {
  errors: Errors;
  t: Translate;
  locale: string;
  summaryRef: React.RefObject<HTMLDivElement | null>;
}) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div className="notice notice-error error-summary" role="alert" tabIndex={-1} ref={summaryRef}>
      <h2>{t('dashboard.profile.errors.title')}</h2>
      <ul>
        {entries.map(([path, message]) => (
          <li key={path}>
            <a
              href={`#${fieldId(path)}`}
              onClick={(event) => {
                const target = document.getElementById(fieldId(path));
                if (!target) return;
                event.preventDefault();
                target.focus();
                target.scrollIntoView({ block: 'center' });
              }}
            >
              {fieldLabel(path, t, locale)}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FieldMessage({ path, errors }: { path: string; errors: Errors }) {
  const message = errors[path];
  return message ? (
    <p id={errorId(path)} className="field-error">
      {message}
    </p>
  ) : null;
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

interface TextProps {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: Errors;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
  multiline?: boolean;
  lang?: string;
}

export function TextField({
  path,
  label,
  value,
  onChange,
  errors,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  multiline,
  lang,
}: TextProps) {
  const id = fieldId(path);
  const invalid = Boolean(errors[path]);
  const common = {
    id,
    value,
    lang,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(hint && `${id}-hint`, invalid && errorId(path)),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
      <FieldMessage path={path} errors={errors} />
    </div>
  );
}

export function SelectField({
  path,
  label,
  value,
  onChange,
  options,
  placeholder,
  errors,
}: {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder?: string;
  errors: Errors;
}) {
  const id = fieldId(path);
  const invalid = Boolean(errors[path]);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId(path) : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessage path={path} errors={errors} />
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

/** A fieldset of checkboxes whose error (a whole-list rule) is announced with the group. */
export function CheckboxGroup({
  path,
  legend,
  options,
  values,
  onChange,
  errors,
  children,
}: {
  path: string;
  legend: string;
  options: { value: string; label: string }[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  errors: Errors;
  children?: ReactNode;
}) {
  const invalid = Boolean(errors[path]);
  const toggle = (value: string, on: boolean) => onChange(on ? [...values, value] : values.filter((v) => v !== value));
  return (
    <fieldset className="profile-fieldset" aria-describedby={invalid ? errorId(path) : undefined}>
      <legend>{legend}</legend>
      <FieldMessage path={path} errors={errors} />
      {options.map((o, i) => (
        <CheckboxField
          key={o.value}
          id={i === 0 ? fieldId(path) : `${fieldId(path)}-${o.value}`}
          label={o.label}
          checked={values.includes(o.value)}
          onChange={(on) => toggle(o.value, on)}
        />
      ))}
      {children}
    </fieldset>
  );
}

/**
 * A long taxonomy list as checkboxes with a search box above it: typing narrows the list, chosen
 * terms stay chosen while hidden, and the count says how many are chosen.
 */
export function TermPicker({
  path,
  legend,
  options,
  values,
  onChange,
  errors,
  t,
}: {
  path: string;
  legend: string;
  options: { slug: string; name: string }[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  errors: Errors;
  t: Translate;
}) {
  const [query, setQuery] = useState('');
  const uid = useId();
  const filterId = fieldId(path);
  const countId = `${filterId}-count`;
  const normalize = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const visible = query.trim() ? options.filter((o) => normalize(o.name).includes(normalize(query.trim()))) : options;
  const invalid = Boolean(errors[path]);
  const toggle = (slug: string, on: boolean) => onChange(on ? [...values, slug] : values.filter((v) => v !== slug));
  return (
    <fieldset className="profile-fieldset term-picker" aria-describedby={invalid ? errorId(path) : undefined}>
      <legend>{legend}</legend>
      <FieldMessage path={path} errors={errors} />
      <div className="field">
        <label htmlFor={filterId}>{t('dashboard.profile.picker.filter')}</label>
        <input
          id={filterId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          aria-describedby={countId}
          aria-invalid={invalid || undefined}
        />
      </div>
      <p id={countId} className="hint" aria-live="polite">
        {t('dashboard.profile.picker.selected', { count: values.length })}
        {values.length > 0 && `: ${values.map((v) => options.find((o) => o.slug === v)?.name ?? v).join(', ')}`}
      </p>
      <ul className="term-list">
        {visible.map((o) => (
          <li key={o.slug}>
            <CheckboxField
              id={`${uid}-${o.slug}`}
              label={o.name}
              checked={values.includes(o.slug)}
              onChange={(on) => toggle(o.slug, on)}
            />
          </li>
        ))}
      </ul>
      {visible.length === 0 && <p className="hint">{t('dashboard.profile.picker.noMatch', { query })}</p>}
    </fieldset>
  );
}

/** A list of short texts (degrees, memberships), one input each, with add and remove. */
export function ListField({
  path,
  label,
  values,
  onChange,
  errors,
  t,
}: {
  path: string;
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  errors: Errors;
  t: Translate;
}) {
  const rows = values.length === 0 ? [''] : values;
  const set = (index: number, value: string) => onChange(rows.map((v, i) => (i === index ? value : v)));
  const invalid = Boolean(errors[path]);
  return (
    <fieldset className="profile-fieldset" aria-describedby={invalid ? errorId(path) : undefined}>
      <legend>{label}</legend>
      <FieldMessage path={path} errors={errors} />
      {rows.map((value, index) => {
        const itemPath = `${path}.${index}`;
        const id = index === 0 && !errors[itemPath] ? fieldId(path) : fieldId(itemPath);
        const itemInvalid = Boolean(errors[itemPath]);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are plain texts edited in place; their position is their identity.
          <div className="list-row" key={index}>
            <label htmlFor={id} className="visually-hidden">
              {t('dashboard.profile.list.entry', { label, number: index + 1 })}
            </label>
            <input
              id={id}
              value={value}
              onChange={(e) => set(index, e.currentTarget.value)}
              aria-invalid={itemInvalid || undefined}
              aria-describedby={itemInvalid ? errorId(itemPath) : undefined}
            />
            {rows.length > 1 && (
              <button type="button" className="button" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
                {t('dashboard.profile.list.remove', { number: index + 1 })}
              </button>
            )}
            <FieldMessage path={itemPath} errors={errors} />
          </div>
        );
      })}
      <button type="button" className="button" onClick={() => onChange([...rows, ''])}>
        {t('dashboard.profile.list.add')}
      </button>
    </fieldset>
  );
}
