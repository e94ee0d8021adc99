import type { RefObject } from 'react';
import type { Translate } from '../../lib/forms.ts';

// The parts every public form shares. Each field is labelled, marks itself optional in words,
// says what is wrong next to itself (aria-describedby) and has an id the error summary links to.

export type Errors = Partial<Record<string, string>>;

export interface FieldSpec {
  name: string;
  kind: 'text' | 'email' | 'date' | 'textarea' | 'select';
  required?: boolean;
  autoComplete?: string;
  maxLength?: number;
  /** Whether `{prefix}.{name}.hint` exists: a line under the label. */
  hint?: boolean;
  /** A select's choices; the first, empty option says "please choose". */
  options?: { value: string; label: string; lang?: string }[];
  placeholderOption?: string;
  min?: string;
  rows?: number;
}

export const fieldId = (form: string, name: string) => `${form}-${name}`;

interface FieldProps {
  form: string;
  /** The UI string prefix of the form's labels (`forms.partnership`). */
  prefix: string;
  spec: FieldSpec;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  t: Translate;
}

export function Field({ form, prefix, spec, value, error, onChange, t }: FieldProps) {
  const id = fieldId(form, spec.name);
  const describedBy = [spec.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: spec.name,
    value,
    required: spec.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {t(`${prefix}.${spec.name}`)}
        {!spec.required && <span className="optional"> ({t('forms.common.optional')})</span>}
      </label>
      {spec.hint && (
        <p id={`${id}-hint`} className="hint">
          {t(`${prefix}.${spec.name}.hint`)}
        </p>
      )}
      {spec.kind === 'textarea' ? (
        <textarea
          {...common}
          rows={spec.rows ?? 6}
          maxLength={spec.maxLength}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      ) : spec.kind === 'select' ? (
        <select {...common} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{spec.placeholderOption}</option>
          {spec.options?.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={spec.kind}
          autoComplete={spec.autoComplete}
          maxLength={spec.maxLength}
          min={spec.min}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** What is wrong, each item a link to its field; shown and focused when the API refuses the form. */
export function ErrorSummary({
  form,
  errors,
  labels,
  summaryRef,
  t,
}: {
  form: string;
  errors: Errors;
  labels: Record<string, string>;
  summaryRef: RefObject<HTMLDivElement | null>;
  t: Translate;
}) {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (entries.length === 0) return null;
  return (
    <div className="notice notice-error error-summary" role="alert" tabIndex={-1} ref={summaryRef}>
      <h3>{t('forms.common.errorSummary')}</h3>
      <ul>
        {entries.map(([name, message]) => (
          <li key={name}>
            <a
              href={`#${fieldId(form, name)}`}
              onClick={(event) => {
                const target = document.getElementById(fieldId(form, name));
                if (!target) return;
                event.preventDefault();
                target.focus();
              }}
            >
              {labels[name] ?? name}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
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
  t,
}: {
  form: string;
  value: string;
  onChange: (value: string) => void;
  t: Translate;
}) {
  return (
    <div className="form-trap" aria-hidden="true">
      <label htmlFor={fieldId(form, 'website')}>{t('forms.common.honeypot')}</label>
      <input
        id={fieldId(form, 'website')}
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
