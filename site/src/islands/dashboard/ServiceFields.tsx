import { displayNames, LOCALES, SERVICE_DESCRIPTION_MAX, SERVICE_NAME_MAX } from '@calma/api/contract';
import type { ReactNode } from 'react';
import { describedBy, FieldFrame } from '../forms/field-frame.tsx';
import { useWords } from '../words.tsx';
import { languageName } from './parts/languages.tsx';
import { DURATION_LIMITS, type Field, type ServiceForm } from './service-form.ts';

// The service form's own fields, in two parts so that each reads on its own: what the service is and
// costs, then what it says and in which language (ServiceTranslations follows with the others).

/** What each part of the service form is given. */
export interface FormPart {
  uid: string;
  form: ServiceForm;
  errors: Partial<Record<Field, string>>;
}

type Props = FormPart & { set: (field: keyof ServiceForm) => (value: string) => void };

/** What a field's control carries: its id, and whether it is wrong and what describes it. */
interface Described {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A field with a hint: the control (`children`) gets its id and is described by the hint and its error, shown under it. */
function HintedField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string | undefined;
  children: (control: Described) => ReactNode;
}) {
  const message = error && (
    <p className="field-problem" id={`${id}-error`}>
      {error}
    </p>
  );
  return (
    <FieldFrame id={id} label={label} hint={hint} message={message}>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(`${id}-hint`, error && `${id}-error`),
      })}
    </FieldFrame>
  );
}

/** Name, length, price and currency, and where it takes place. */
export function ServiceBasics({ uid, form, errors, set }: Props) {
  const { t, locale } = useWords();
  const currencyNames = displayNames(locale, { type: 'currency' });
  return (
    <>
      <HintedField
        id={`${uid}-name`}
        label={t('dashboard.services.form.name')}
        hint={t('dashboard.services.form.nameHint')}
        error={errors.name}
      >
        {(control) => (
          <input
            {...control}
            value={form.name}
            maxLength={SERVICE_NAME_MAX}
            required
            onChange={(event) => set('name')(event.target.value)}
          />
        )}
      </HintedField>
      <HintedField
        id={`${uid}-duration`}
        label={t('dashboard.services.form.duration')}
        hint={t('dashboard.services.form.durationHint', DURATION_LIMITS)}
        error={errors.durationMinutes}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={DURATION_LIMITS.min}
            max={DURATION_LIMITS.max}
            step={5}
            value={form.durationMinutes}
            required
            onChange={(event) => set('durationMinutes')(event.target.value)}
          />
        )}
      </HintedField>
      <div className="field-row">
        <HintedField
          id={`${uid}-price`}
          label={t('dashboard.services.form.price')}
          hint={t('dashboard.services.form.priceHint')}
          error={errors.price}
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              value={form.price}
              required
              autoComplete="off"
              onChange={(event) => set('price')(event.target.value)}
            />
          )}
        </HintedField>
        <div className="field">
          <label htmlFor={`${uid}-currency`}>{t('dashboard.services.form.currency')}</label>
          <select
            id={`${uid}-currency`}
            value={form.currency}
            onChange={(event) => set('currency')(event.target.value)}
          >
            {(['EUR', 'GBP'] as const).map((code) => (
              <option key={code} value={code}>
                {currencyNames.of(code)} ({code})
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="field">
        <legend>{t('dashboard.services.form.modality')}</legend>
        {(['online', 'in_person', 'both'] as const).map((m) => (
          <div key={m} className="checkbox-field">
            <input
              type="radio"
              id={`${uid}-modality-${m}`}
              name={`${uid}-modality`}
              value={m}
              checked={form.modality === m}
              onChange={() => set('modality')(m)}
            />
            <label htmlFor={`${uid}-modality-${m}`}>{t(`dashboard.services.modality.${m}`)}</label>
          </div>
        ))}
      </fieldset>
    </>
  );
}

/** The description, and the language name and description are written in. */
export function ServiceWording({ uid, form, set }: Omit<Props, 'errors'>) {
  const { t, locale } = useWords();
  return (
    <>
      <HintedField
        id={`${uid}-description`}
        label={t('dashboard.services.form.description')}
        hint={t('dashboard.services.form.descriptionHint')}
      >
        {(control) => (
          <textarea
            {...control}
            value={form.description}
            maxLength={SERVICE_DESCRIPTION_MAX}
            rows={4}
            onChange={(event) => set('description')(event.target.value)}
          />
        )}
      </HintedField>
      <HintedField
        id={`${uid}-locale`}
        label={t('dashboard.services.form.language')}
        hint={t('dashboard.services.form.languageHint')}
      >
        {(control) => (
          <select {...control} value={form.locale} onChange={(event) => set('locale')(event.target.value)}>
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {languageName(locale, code)}
              </option>
            ))}
          </select>
        )}
      </HintedField>
    </>
  );
}
