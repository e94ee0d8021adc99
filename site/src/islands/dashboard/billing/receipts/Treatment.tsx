import { inCountry } from '../../../../i18n/places.ts';
import { SelectField, TextField } from '../../../forms/fields.tsx';
import { useWords } from '../../../words.tsx';
import { type ReceiptsForm, rateInput, type ServiceTaxForm } from '../receipts-form.ts';
import { countryName, Field, FORM, id, type Part } from './form-parts.tsx';

/**
 * How sessions are taxed: the basis for exemption in the saved country, the default treatment and
 * rate, and each service's own when it differs.
 */
export default function Treatment({
  part,
  setService,
}: {
  part: Part;
  setService: (index: number, change: Partial<ServiceTaxForm>) => void;
}) {
  const { form, profile, set } = part;
  const { t, locale } = useWords();
  const savedCountry = form.countryCode === profile.countryCode;
  const standardRate = rateInput(profile.standardRateBp, locale);
  return (
    <fieldset>
      <legend>{t('billing.receipts.treatment')}</legend>
      <p className="hint">
        {savedCountry
          ? t('billing.receipts.exemptionBasis', { basis: profile.exemptionBasis })
          : t('billing.receipts.exemptionAfterSave', {
              inCountry: inCountry(locale, form.countryCode, countryName(locale, form.countryCode)),
            })}
      </p>
      <fieldset className="billing-choice">
        <legend>{t('billing.receipts.defaultTaxTreatment')}</legend>
        {(['exempt', 'taxable'] as const).map((treatment) => (
          <div key={treatment} className="checkbox-field">
            <input
              type="radio"
              id={id(`defaultTaxTreatment-${treatment}`)}
              name="defaultTaxTreatment"
              value={treatment}
              checked={form.defaultTaxTreatment === treatment}
              onChange={() => set('defaultTaxTreatment')(treatment)}
            />
            <label htmlFor={id(`defaultTaxTreatment-${treatment}`)}>
              {t(`billing.receipts.treatment.${treatment}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <Field
        part={part}
        path="defaultRate"
        inputMode="decimal"
        hint={
          savedCountry
            ? t('billing.receipts.defaultRateHint', {
                rate: standardRate,
                inCountry: inCountry(locale, profile.countryCode, countryName(locale, profile.countryCode)),
              })
            : t('billing.receipts.defaultRateHintPlain')
        }
      />
      {form.serviceTax.length > 0 && (
        <fieldset className="billing-choice">
          <legend>{t('billing.receipts.perService')}</legend>
          <p className="hint">{t('billing.receipts.perServiceHint')}</p>
          {form.serviceTax.map((service, index) => (
            <ServiceTax
              key={service.serviceId}
              part={part}
              service={service}
              index={index}
              onChange={(change) => setService(index, change)}
            />
          ))}
        </fieldset>
      )}
    </fieldset>
  );
}

/** One service's treatment (the default unless chosen) and, when taxed, its rate. */
function ServiceTax({
  part,
  service,
  index,
  onChange,
}: {
  part: Part;
  service: ServiceTaxForm;
  index: number;
  onChange: (change: Partial<ServiceTaxForm>) => void;
}) {
  const { form, profile, errors } = part;
  const { t } = useWords();
  const name = profile.services.find((each) => each.id === service.serviceId)?.name ?? '';
  return (
    <div className="field-row">
      <SelectField
        path={`serviceTax.${index}.taxTreatment`}
        form={FORM}
        label={t('billing.receipts.serviceTreatment', { service: name })}
        value={service.taxTreatment}
        onChange={(value) => onChange({ taxTreatment: value as ReceiptsForm['serviceTax'][number]['taxTreatment'] })}
        options={[
          {
            value: '',
            label: t('billing.receipts.serviceDefault', {
              treatment: t(`billing.receipts.treatment.${form.defaultTaxTreatment}`),
            }),
          },
          { value: 'exempt', label: t('billing.receipts.treatment.exempt') },
          { value: 'taxable', label: t('billing.receipts.treatment.taxable') },
        ]}
        errors={errors}
      />
      {service.taxTreatment === 'taxable' && (
        <TextField
          path={`serviceTax.${index}.rate`}
          form={FORM}
          label={t('billing.receipts.serviceRate', { service: name })}
          hint={t('billing.receipts.serviceRateHint', { rate: form.defaultRate })}
          inputMode="decimal"
          value={service.rate}
          onChange={(rate) => onChange({ rate })}
          errors={errors}
        />
      )}
    </div>
  );
}
