import { Choice, StepHeading, type StepProps } from './step-parts.tsx';

/** Online or in person, for a service that offers both. */
export default function ModalityStep({ booking, words, heading }: StepProps) {
  return (
    <fieldset className="question">
      <legend>
        <StepHeading heading={heading}>{words.t('booking.modality.title')}</StepHeading>
      </legend>
      <div className="options options-column">
        {(['online', 'in_person'] as const).map((m) => (
          <Choice
            key={m}
            name="booking-modality"
            value={m}
            checked={booking.state.modality === m}
            onPick={() => booking.chooseModality(m)}
            label={words.place(m)}
          />
        ))}
      </div>
    </fieldset>
  );
}
