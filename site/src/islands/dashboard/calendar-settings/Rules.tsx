import { CheckboxField } from '../../forms/field-frame.tsx';
import { useWords } from '../../words.tsx';
import { type Draft, type Policy, policyNumber } from './calendar-settings-state.ts';
import { type Errors, FieldError, invalidProps } from './field-error.tsx';

/** Each rule that is a number, with the range the API takes. */
const NUMBERS: [keyof Policy, number, number][] = [
  ['bufferBeforeMinutes', 0, 240],
  ['bufferAfterMinutes', 0, 240],
  ['minimumNoticeMinutes', 0, 43_200],
  ['horizonDays', 1, 365],
  ['maxSessionsPerDay', 1, 24],
  ['cancellationNoticeHours', 0, 168],
];

/** The booking rules: buffers, notice, how far ahead, a daily limit, cancellation, and confirmation. */
export default function Rules({
  policy,
  errors,
  onChange,
}: {
  policy: Draft['policy'];
  errors: Errors;
  onChange: <K extends keyof Policy>(key: K, value: Policy[K]) => void;
}) {
  const { t } = useWords();
  return (
    <fieldset>
      <legend>{t('dashboard.calendarSettings.rules')}</legend>
      {NUMBERS.map(([key, min, max]) => (
        <div key={key} className="field">
          <label htmlFor={`policy-${key}`}>{t(`dashboard.calendarSettings.policy.${key}`)}</label>
          <input
            id={`policy-${key}`}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            value={policy[key] === null ? '' : String(policy[key])}
            {...invalidProps(errors, `policy.${key}`)}
            onChange={(e) => onChange(key, policyNumber(key, e.currentTarget.value))}
          />
          <FieldError
            errors={errors}
            field={`policy.${key}`}
            text={t('dashboard.calendarSettings.errors.range', { min, max })}
          />
        </div>
      ))}
      <CheckboxField
        id="policy-requiresConfirmation"
        label={t('dashboard.calendarSettings.policy.requiresConfirmation')}
        checked={policy.requiresConfirmation}
        onChange={(checked) => onChange('requiresConfirmation', checked)}
      />
    </fieldset>
  );
}
