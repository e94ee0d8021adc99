import { displayNames, LOCALES, SERVICE_DESCRIPTION_MAX, SERVICE_NAME_MAX } from '@calma/api/contract';
import type { Translate } from '../../i18n/format.ts';
import { DURATION_LIMITS, type Field, type ServiceForm } from './service-form.ts';

// The service form's own fields, in two parts so that each reads on its own: what the service is and
// costs, then what it says and in which language (ServiceTranslations follows with the others).

interface Props {
  t: Translate;
  locale: string;
  uid: string;
  form: ServiceForm;
  errors: Partial<Record<Field, string>>;
  set: (field: keyof ServiceForm) => (value: string) => void;
}

/** Hint and error ids a field is described by, and its error under it. */
function messages(uid: string, errors: Props['errors']) {
  const described = (field: Field, hint: boolean) =>
    [hint ? `${uid}-${field}-hint` : '', errors[field] ? `${uid}-${field}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const errorText = (field: Field) =>
    errors[field] ? (
      <p className="field-problem" id={`${uid}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;
  return { described, errorText };
}

/** Name, length, price and currency, and where it takes place. */
export function ServiceBasics({ t, locale, uid, form, errors, set }: Props) {
  const { described, errorText } = messages(uid, errors);
  const currencyNames = displayNames(locale, { type: 'currency' });
  return (
    <>
      <div className="field">
        <label htmlFor={`${uid}-name`}>{t('dashboard.services.form.name')}</label>
        <p className="hint" id={`${uid}-name-hint`}>
          {t('dashboard.services.form.nameHint')}
        </p>
        <input
          id={`${uid}-name`}
          value={form.name}
          maxLength={SERVICE_NAME_MAX}
          required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described('name', true)}
          onChange={(event) => set('name')(event.target.value)}
        />
        {errorText('name')}
      </div>
      <div className="field">
        <label htmlFor={`${uid}-duration`}>{t('dashboard.services.form.duration')}</label>
        <p className="hint" id={`${uid}-durationMinutes-hint`}>
          {t('dashboard.services.form.durationHint', DURATION_LIMITS)}
        </p>
        <input
          id={`${uid}-duration`}
          type="number"
          inputMode="numeric"
          min={DURATION_LIMITS.min}
          max={DURATION_LIMITS.max}
          step={5}
          value={form.durationMinutes}
          required
          aria-invalid={errors.durationMinutes ? true : undefined}
          aria-describedby={described('durationMinutes', true)}
          onChange={(event) => set('durationMinutes')(event.target.value)}
        />
        {errorText('durationMinutes')}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${uid}-price`}>{t('dashboard.services.form.price')}</label>
          <p className="hint" id={`${uid}-price-hint`}>
            {t('dashboard.services.form.priceHint')}
          </p>
          <input
            id={`${uid}-price`}
            inputMode="decimal"
            value={form.price}
            required
            autoComplete="off"
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={described('price', true)}
            onChange={(event) => set('price')(event.target.value)}
          />
          {errorText('price')}
        </div>
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
export function ServiceWording({ t, locale, uid, form, set }: Omit<Props, 'errors'>) {
  const { described } = messages(uid, {});
  const languageNames = displayNames(locale, { type: 'language' });
  return (
    <>
      <div className="field">
        <label htmlFor={`${uid}-description`}>{t('dashboard.services.form.description')}</label>
        <p className="hint" id={`${uid}-description-hint`}>
          {t('dashboard.services.form.descriptionHint')}
        </p>
        <textarea
          id={`${uid}-description`}
          value={form.description}
          maxLength={SERVICE_DESCRIPTION_MAX}
          rows={4}
          aria-describedby={described('description', true)}
          onChange={(event) => set('description')(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${uid}-locale`}>{t('dashboard.services.form.language')}</label>
        <p className="hint" id={`${uid}-locale-hint`}>
          {t('dashboard.services.form.languageHint')}
        </p>
        <select
          id={`${uid}-locale`}
          value={form.locale}
          aria-describedby={`${uid}-locale-hint`}
          onChange={(event) => set('locale')(event.target.value)}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code}>
              {languageNames.of(code)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
