import type { ReactNode, Ref } from 'react';
import type { BookingModel } from './use-booking.ts';
import type { BookingWords } from './wording.tsx';

// The pieces every booking step is made of.

/** What every step is given: the booking, its wording, and the heading that takes focus when the step opens. */
export interface StepProps {
  booking: BookingModel;
  words: BookingWords;
  heading: Ref<HTMLHeadingElement>;
}

export function StepHeading({ heading, children }: { heading: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <h2 ref={heading} tabIndex={-1}>
      {children}
    </h2>
  );
}

/** One radio button with its label, among the options of a step. */
export function Choice({
  name,
  value,
  checked,
  onPick,
  label,
  disabled,
  describedBy,
}: {
  name: string;
  value: string;
  checked: boolean;
  onPick: () => void;
  label: ReactNode;
  disabled?: boolean | undefined;
  describedBy?: string | undefined;
}) {
  return (
    <div className="option">
      <input
        type="radio"
        id={`${name}-${value}`}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={onPick}
      />
      <label htmlFor={`${name}-${value}`}>{label}</label>
    </div>
  );
}
