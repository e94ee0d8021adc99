import type { ChangeEvent } from 'react';
import { ibanDisplay, ibanValid } from '../iban.ts';
import { id } from './form-parts.tsx';

/**
 * The IBAN, shown in groups of four once the field is left and checked there too: a mistyped
 * digit is caught before saving, and said next to the field.
 */
export default function IbanField({
  label,
  hint,
  value,
  onChange,
  error,
  onCheck,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  onCheck: (valid: boolean) => void;
}) {
  const fid = id('iban');
  return (
    <div className="field">
      <label htmlFor={fid}>{label}</label>
      <p id={`${fid}-hint`} className="hint">
        {hint}
      </p>
      <input
        id={fid}
        value={value}
        maxLength={42}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={[`${fid}-hint`, error ? `${fid}-error` : ''].filter(Boolean).join(' ')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange(event.currentTarget.value);
          // A correction clears the message at once; a new one waits until the field is left.
          if (error && (event.currentTarget.value.trim() === '' || ibanValid(event.currentTarget.value))) onCheck(true);
        }}
        onBlur={(event) => {
          const typed = event.currentTarget.value;
          if (typed.trim() === '') return onCheck(true);
          onChange(ibanDisplay(typed));
          onCheck(ibanValid(typed));
        }}
      />
      {error && (
        <p id={`${fid}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
