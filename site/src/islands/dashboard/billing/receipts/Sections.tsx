import { COUNTRY_CODES, LOCALES, PAYMENT_TERMS_MAX_DAYS } from '@calma/api/contract';
import { languageName } from '../../../forms/fields.tsx';
import { useWords } from '../../../words.tsx';
import { today } from '../format.ts';
import { Choice, countryName, Field, type Part } from './form-parts.tsx';
import IbanField from './IbanField.tsx';
import { upcomingNumber, VAT_EXAMPLE } from './receipts-state.ts';

// The receipts form's parts, in the order an invoice prints them: the practice as seller, its tax
// identifiers, the bank account, numbering, terms, and the document's language and footer.

/** The practice as the seller: legal name and address. */
export function Practice({ part }: { part: Part }) {
  const { t, locale } = useWords();
  return (
    <fieldset>
      <legend>{t('billing.receipts.practice')}</legend>
      <Field
        part={part}
        path="legalName"
        hint={t('billing.receipts.legalNameHint')}
        maxLength={200}
        autoComplete="organization"
      />
      <Field part={part} path="addressLine1" maxLength={200} autoComplete="address-line1" />
      <Field part={part} path="addressLine2" maxLength={200} autoComplete="address-line2" />
      <div className="field-row">
        <Field part={part} path="postalCode" maxLength={20} autoComplete="postal-code" />
        <Field part={part} path="city" maxLength={100} autoComplete="address-level2" />
      </div>
      <Choice
        part={part}
        path="countryCode"
        options={COUNTRY_CODES.map((code) => ({ value: code, label: countryName(locale, code) }))}
      />
    </fieldset>
  );
}

/** The tax number, VAT number and registration. */
export function Tax({ part }: { part: Part }) {
  const { form } = part;
  const { t } = useWords();
  return (
    <fieldset>
      <legend>{t('billing.receipts.tax')}</legend>
      <Field part={part} path="taxNumber" hint={t('billing.receipts.taxNumberHint')} maxLength={40} />
      <Field
        part={part}
        path="vatId"
        hint={t('billing.receipts.vatIdHint', { example: VAT_EXAMPLE[form.countryCode] ?? '' })}
        maxLength={20}
      />
      <Field part={part} path="registration" hint={t('billing.receipts.registrationHint')} maxLength={120} />
    </fieldset>
  );
}

/** The account clients pay into; the IBAN is checked as it is left. */
export function Bank({ part, onIbanCheck }: { part: Part; onIbanCheck: (valid: boolean) => void }) {
  const { form, errors, set } = part;
  const { t } = useWords();
  return (
    <fieldset>
      <legend>{t('billing.receipts.bank')}</legend>
      <p className="hint">{t('billing.receipts.bankHint')}</p>
      <Field part={part} path="accountHolder" maxLength={140} />
      <IbanField
        label={t('billing.receipts.iban')}
        hint={t('billing.receipts.ibanHint')}
        value={form.iban}
        onChange={set('iban')}
        error={errors.iban}
        onCheck={onIbanCheck}
      />
      <Field part={part} path="bic" hint={t('billing.receipts.bicHint')} maxLength={11} />
    </fieldset>
  );
}

/** The numbering of invoices, then of credit notes: its format and the next number. */
const NUMBERS = [
  { format: 'invoiceFormat', next: 'nextInvoiceNumber' },
  { format: 'creditNoteFormat', next: 'nextCreditNoteNumber' },
] as const;

/** The number formats of invoices and credit notes, each showing the number the next one gets. */
export function Numbering({ part }: { part: Part }) {
  const { form } = part;
  const { t } = useWords();
  const day = today();
  return (
    <fieldset>
      <legend>{t('billing.receipts.numbering')}</legend>
      <p className="hint">{t('billing.receipts.numberingHint')}</p>
      {NUMBERS.map(({ format, next }) => (
        <div key={format} className="field-row">
          <Field
            part={part}
            path={format}
            hint={t('billing.receipts.preview', { number: upcomingNumber(form[format], form[next], day) })}
            maxLength={40}
          />
          <Field part={part} path={next} inputMode="numeric" hint={t('billing.receipts.nextNumberHint')} />
        </div>
      ))}
    </fieldset>
  );
}

/** When an invoice falls due, and when its reminder goes. */
export function Terms({ part }: { part: Part }) {
  const { t } = useWords();
  return (
    <fieldset>
      <legend>{t('billing.receipts.terms')}</legend>
      <Field
        part={part}
        path="paymentTermsDays"
        inputMode="numeric"
        hint={t('billing.receipts.paymentTermsDaysHint', { max: PAYMENT_TERMS_MAX_DAYS })}
      />
      <Field
        part={part}
        path="reminderAfterDays"
        inputMode="numeric"
        hint={t('billing.receipts.reminderAfterDaysHint')}
      />
    </fieldset>
  );
}

/** The invoice's language (the client's, or a fixed one) and its footer. */
export function Document({ part }: { part: Part }) {
  const { t, locale } = useWords();
  return (
    <fieldset>
      <legend>{t('billing.receipts.document')}</legend>
      <Choice
        part={part}
        path="invoiceLocale"
        options={[
          { value: '', label: t('billing.receipts.invoiceLocale.client') },
          ...LOCALES.map((code) => ({ value: code, label: languageName(locale, code) })),
        ]}
      />
      <Field part={part} path="footer" multiline rows={3} maxLength={500} hint={t('billing.receipts.footerHint')} />
    </fieldset>
  );
}
