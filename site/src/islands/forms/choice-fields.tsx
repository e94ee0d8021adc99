import { type ReactNode, useId, useState } from 'react';
import { useWords } from '../words.tsx';
import { CheckboxField, type Errors, errorId, FieldMessage, fieldId } from './field-frame.tsx';

// The profile's fields that choose several things: a group of checkboxes, a long taxonomy list with
// a search box, and a list of short texts. Each is a fieldset whose error, about the whole group,
// comes first and describes it.

/** A group of checkboxes: what is chosen, and its error under `path`. */
interface Choices {
  path: string;
  legend: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  errors: Errors;
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
  options: { value: string; label: string }[];
  children?: ReactNode;
} & Choices) {
  return (
    <ChoiceFieldset path={path} legend={legend} errors={errors}>
      {options.map((o, i) => (
        <CheckboxField
          key={o.value}
          id={i === 0 ? fieldId(path) : `${fieldId(path)}-${o.value}`}
          label={o.label}
          checked={values.includes(o.value)}
          onChange={(on) => onChange(toggled(values, o.value, on))}
        />
      ))}
      {children}
    </ChoiceFieldset>
  );
}

const toggled = (values: readonly string[], value: string, on: boolean) =>
  on ? [...values, value] : values.filter((v) => v !== value);

/** A profile fieldset whose error, about the whole group, comes first and describes it. */
export function ChoiceFieldset({
  path,
  legend,
  errors,
  className = 'profile-fieldset',
  children,
}: {
  path: string;
  legend: string;
  errors: Errors;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className} aria-describedby={errors[path] ? errorId(path) : undefined}>
      <legend>{legend}</legend>
      <FieldMessage path={path} errors={errors} />
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
}: {
  options: { slug: string; name: string }[];
} & Choices) {
  const { t } = useWords();
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
  return (
    <ChoiceFieldset path={path} legend={legend} errors={errors} className="profile-fieldset term-picker">
      <div className="field">
        <label htmlFor={filterId}>{t('dashboard.profile.picker.filter')}</label>
        <input
          id={filterId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          aria-describedby={countId}
          aria-invalid={Boolean(errors[path]) || undefined}
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
              onChange={(on) => onChange(toggled(values, o.slug, on))}
            />
          </li>
        ))}
      </ul>
      {visible.length === 0 && <p className="hint">{t('dashboard.profile.picker.noMatch', { query })}</p>}
    </ChoiceFieldset>
  );
}

/** A list of short texts (degrees, memberships), one input each, with add and remove. */
export function ListField({
  path,
  label,
  values,
  onChange,
  errors,
}: {
  path: string;
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  errors: Errors;
}) {
  const { t } = useWords();
  const rows = values.length === 0 ? [''] : values;
  const set = (index: number, value: string) => onChange(rows.map((v, i) => (i === index ? value : v)));
  return (
    <ChoiceFieldset path={path} legend={label} errors={errors}>
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
    </ChoiceFieldset>
  );
}
