import { type BillingProfile, displayNames } from '@calma/api/contract';
import type { MouseEvent } from 'react';
import { fieldId, SelectField, TextField, type TextProps } from '../../../forms/fields.tsx';
import { useWords } from '../../../words.tsx';
import type { ReceiptsForm } from '../receipts-form.ts';
import type { FieldErrors } from './receipts-state.ts';

// What every part of the receipts form shares: the form's id, the form as typed with its errors,
// and a text field bound to one of its values.

export const FORM = 'receipts';
export const PROFILE = '/api/v1/billing/profile';
export const id = (path: string) => fieldId(path, FORM);

/** A country's name in the viewer's language. */
export const countryName = (locale: string, code: string) => displayNames(locale, { type: 'region' }).of(code) ?? code;

/** One part of the form: the form as typed, the settings as saved, and how a value changes. */
export interface Part {
  form: ReceiptsForm;
  profile: BillingProfile;
  errors: FieldErrors;
  set: <K extends keyof ReceiptsForm>(key: K) => (value: ReceiptsForm[K]) => void;
}

/** What a field for one of the form's values is given: its name and label, its value and errors, and how it changes. */
function useBinding(part: Part, path: keyof ReceiptsForm & string) {
  const { t } = useWords();
  return {
    path,
    form: FORM,
    label: t(`billing.receipts.${path}`),
    value: String(part.form[path]),
    errors: part.errors,
    onChange: (value: string) => part.set(path)(value as never),
  };
}

/** A text field for one of the form's values, labelled with its name. */
export function Field({
  part,
  path,
  ...extra
}: { part: Part; path: keyof ReceiptsForm & string } & Partial<Omit<TextProps, 'path'>>) {
  return <TextField {...useBinding(part, path)} {...extra} />;
}

/** A choice among `options` for one of the form's values, labelled with its name and its hint. */
export function Choice({
  part,
  path,
  options,
}: {
  part: Part;
  path: 'countryCode' | 'invoiceLocale';
  options: { value: string; label: string }[];
}) {
  const { t } = useWords();
  return <SelectField {...useBinding(part, path)} hint={t(`billing.receipts.${path}Hint`)} options={options} />;
}

/**
 * Moves to the field an in-page link names and puts the cursor in it (a fragment alone scrolls but
 * leaves focus where it was), without adding an entry to the history.
 */
export function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: 'center' });
}
