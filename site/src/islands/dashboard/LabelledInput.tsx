import type { InputHTMLAttributes } from 'react';

type Props = { id: string; label: string; onValue: (value: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange'
>;

/** A text-like input in the dashboard's field layout, its label above it; `onValue` gets what was typed. */
export default function LabelledInput({ id, label, onValue, ...input }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} onChange={(e) => onValue(e.currentTarget.value)} />
    </div>
  );
}
