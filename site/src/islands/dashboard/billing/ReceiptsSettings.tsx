import type { BillingProfile } from '@calma/api/contract';
import { COUNTRY_CODES, displayNames, LOCALES, PAYMENT_TERMS_MAX_DAYS } from '@calma/api/contract';
import { type ChangeEvent, type SyntheticEvent, useRef, useState } from 'react';
import '../../../styles/billing.css';
import { type ApiError, useApiCache, useApiMutation, useApiQuery } from '../../../lib/query.ts';
import { errorMessage, uploadFile } from '../../../lib/upload.ts';
import { fieldId, languageName, SelectField, TextField, type TextProps } from '../../forms/fields.tsx';
import QueryState from '../../QueryState.tsx';
import type { ScreenProps } from '../types.ts';
import { today } from './format.ts';
import { ibanDisplay, ibanValid } from './iban.ts';
import LoadProblem from './LoadProblem.tsx';
import {
  formOf,
  formPath,
  inputOf,
  previewNumber,
  type Reason,
  type ReceiptsForm,
  rateInput,
} from './receipts-form.ts';

const FORM = 'receipts';
const PROFILE = '/api/v1/billing/profile';
const LOGO = '/api/v1/billing/profile/logo';
const id = (path: string) => fieldId(path, FORM);

/** Where each missing item of `missing` is filled in. */
const MISSING_FIELD: Record<string, string> = {
  legalName: 'legalName',
  address: 'addressLine1',
  taxNumberOrVatId: 'taxNumber',
  vatId: 'vatId',
  iban: 'iban',
};
/** A VAT number of each country, for the message when one is refused (identifiers, not words). */
const VAT_EXAMPLE: Record<string, string> = {
  DE: 'DE123456789',
  NL: 'NL123456789B01',
  PT: 'PT123456789',
  ES: 'ESX1234567X',
  GB: 'GB123456789',
};

/**
 * Everything an invoice carries about the practice: seller, tax, bank account, numbering, terms,
 * tax treatment, language, footer and logo. What is still missing before invoices can be issued
 * is listed first; what was typed stays in the form whatever the answer.
 */
export default function ReceiptsSettings({ t, locale, navigate }: ScreenProps) {
  const loaded = useApiQuery<BillingProfile>(PROFILE);
  const profile = loaded.data;
  const cache = useApiCache();
  // The form shows the settings as saved until the therapist changes something.
  const [edited, setForm] = useState<ReceiptsForm | undefined>();
  const form = edited ?? (profile && formOf(profile, locale));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>();
  const saving = useApiMutation<BillingProfile | undefined, object>((body) => ({ path: PROFILE, method: 'PUT', body }));
  const summary = useRef<HTMLDivElement>(null);

  const title = <h1 id="receipts-heading">{t('billing.receipts.title')}</h1>;
  if (!profile || !form) {
    return (
      <section aria-labelledby="receipts-heading">
        {title}
        <QueryState
          query={loaded}
          t={t}
          loading="billing.loading"
          error={(problem) => (
            <LoadProblem t={t} navigate={navigate} problem={problem} fallback="billing.receipts.loadError" />
          )}
        />
      </section>
    );
  }

  const set =
    <K extends keyof ReceiptsForm>(key: K) =>
    (value: ReceiptsForm[K]) =>
      setForm({ ...form, [key]: value });
  const setService = (index: number, change: Partial<ReceiptsForm['serviceTax'][number]>) =>
    setForm({ ...form, serviceTax: form.serviceTax.map((s, i) => (i === index ? { ...s, ...change } : s)) });

  const reasonText = (reason: Reason) => t(`billing.receipts.error.${reason}`, { max: PAYMENT_TERMS_MAX_DAYS });
  /** The API's refusal of a field, in words about that field. */
  const serverText = (path: string) => {
    if (path === 'iban') return reasonText('iban');
    if (path === 'defaultRate' || path.endsWith('.rate')) return reasonText('rateZero');
    if (path === 'vatId') return t('billing.receipts.error.vatId', { example: VAT_EXAMPLE[form.countryCode] ?? '' });
    if (path === 'bic') return t('billing.receipts.error.bic');
    if (path === 'invoiceFormat' || path === 'creditNoteFormat') return t('billing.receipts.error.formatServer');
    if (path === 'nextInvoiceNumber' || path === 'nextCreditNoteNumber') return t('billing.receipts.error.numberUsed');
    return t('billing.receipts.error.invalid');
  };

  const refuse = (found: Record<string, string>) => {
    setErrors(found);
    setMessage(undefined);
    // After the summary renders: it takes focus, so the person hears what to fix.
    requestAnimationFrame(() => summary.current?.focus());
  };

  const save = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { input, problems } = inputOf(form, profile);
    if (!input) {
      refuse(Object.fromEntries(Object.entries(problems).map(([path, reason]) => [path, reasonText(reason)])));
      return;
    }
    setMessage(undefined);
    saving.mutate(input, {
      onSuccess: (saved) => {
        setErrors({});
        // The answer is the saved settings, which the form then shows; should it be empty, they are
        // read again, and the form keeps what was typed (what was saved) meanwhile.
        if (saved && 'missing' in saved) {
          cache.set(PROFILE, saved);
          setForm(undefined);
        } else void cache.invalidate(PROFILE);
        setMessage({ text: t('billing.receipts.saved'), error: false });
      },
      onError: refused,
    });
  };

  const refused = (problem: ApiError) => {
    const fields = Object.keys(problem.fields);
    if (problem.status === 400 && fields.length > 0) {
      const found: Record<string, string> = {};
      // The problem lists each refused field under its whole path and its top-level name; the most
      // precise path wins.
      for (const path of fields.sort((a, b) => b.length - a.length)) {
        const target = formPath(path);
        if (fields.some((other) => other !== path && other.startsWith(`${path}.`))) continue;
        found[target] ??= serverText(target);
      }
      refuse(found);
      return;
    }
    setMessage({
      text:
        problem.code === 'TWO_FACTOR_REQUIRED' ? t('billing.twoFactor') : errorMessage(t, 'billing.receipts', problem),
      error: true,
    });
  };

  const countryName = (code: string) => displayNames(locale, { type: 'region' }).of(code) ?? code;
  const savedCountry = form.countryCode === profile.countryCode;
  const standardRate = rateInput(profile.standardRateBp, locale);
  const errorEntries = Object.entries(errors);
  const field = (path: keyof ReceiptsForm & string, extra: Partial<TextProps> = {}) => (
    <TextField
      path={path}
      form={FORM}
      label={t(`billing.receipts.${path}`)}
      value={String(form[path])}
      onChange={(value) => set(path)(value as never)}
      errors={errors}
      {...extra}
    />
  );
  const upcoming = (format: string, counter: string) => {
    const n = Number(counter);
    return Number.isInteger(n) && n >= 1 ? previewNumber(format, n, today()) : '';
  };

  return (
    <section aria-labelledby="receipts-heading" className="receipts">
      {title}
      <p>{t('billing.receipts.lead')}</p>

      {profile.missing.length > 0 ? (
        <section className="notice" aria-labelledby="receipts-missing-heading">
          <h2 id="receipts-missing-heading">{t('billing.receipts.missing.title')}</h2>
          <ul className="billing-missing">
            {profile.missing.map((item) => (
              <li key={item}>
                <a href={`#${id(MISSING_FIELD[item] ?? item)}`} onClick={focusField}>
                  {t(`billing.receipts.missing.${item}`) === `billing.receipts.missing.${item}`
                    ? item
                    : t(`billing.receipts.missing.${item}`)}
                </a>
              </li>
            ))}
          </ul>
          <p className="billing-missing">{t('billing.receipts.missing.after')}</p>
        </section>
      ) : (
        <p className="notice">{t('billing.receipts.complete')}</p>
      )}

      <form className="billing-form" onSubmit={save} noValidate>
        {errorEntries.length > 0 && (
          <div className="notice notice-error error-summary" role="alert" tabIndex={-1} ref={summary}>
            <h2>{t('billing.receipts.errorSummary')}</h2>
            <ul>
              {errorEntries.map(([path, text]) => (
                <li key={path}>
                  <a href={`#${id(path)}`} onClick={focusField}>
                    {`${summaryLabel(path, form, profile, t)}: ${text}`}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}

        <fieldset>
          <legend>{t('billing.receipts.practice')}</legend>
          {field('legalName', {
            hint: t('billing.receipts.legalNameHint'),
            maxLength: 200,
            autoComplete: 'organization',
          })}
          {field('addressLine1', { maxLength: 200, autoComplete: 'address-line1' })}
          {field('addressLine2', { maxLength: 200, autoComplete: 'address-line2' })}
          <div className="field-row">
            {field('postalCode', { maxLength: 20, autoComplete: 'postal-code' })}
            {field('city', { maxLength: 100, autoComplete: 'address-level2' })}
          </div>
          <SelectField
            path="countryCode"
            form={FORM}
            label={t('billing.receipts.countryCode')}
            hint={t('billing.receipts.countryCodeHint')}
            value={form.countryCode}
            onChange={(value) => set('countryCode')(value as ReceiptsForm['countryCode'])}
            options={COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) }))}
            errors={errors}
          />
        </fieldset>

        <fieldset>
          <legend>{t('billing.receipts.tax')}</legend>
          {field('taxNumber', { hint: t('billing.receipts.taxNumberHint'), maxLength: 40 })}
          {field('vatId', {
            hint: t('billing.receipts.vatIdHint', { example: VAT_EXAMPLE[form.countryCode] ?? '' }),
            maxLength: 20,
          })}
          {field('registration', { hint: t('billing.receipts.registrationHint'), maxLength: 120 })}
        </fieldset>

        <fieldset>
          <legend>{t('billing.receipts.bank')}</legend>
          <p className="hint">{t('billing.receipts.bankHint')}</p>
          {field('accountHolder', { maxLength: 140 })}
          <IbanField
            label={t('billing.receipts.iban')}
            hint={t('billing.receipts.ibanHint')}
            value={form.iban}
            onChange={set('iban')}
            error={errors.iban}
            onCheck={(valid) => {
              const { iban: _, ...rest } = errors;
              setErrors(valid ? rest : { ...rest, iban: reasonText('iban') });
            }}
          />
          {field('bic', { hint: t('billing.receipts.bicHint'), maxLength: 11 })}
        </fieldset>

        <fieldset>
          <legend>{t('billing.receipts.numbering')}</legend>
          <p className="hint">{t('billing.receipts.numberingHint')}</p>
          <div className="field-row">
            {field('invoiceFormat', {
              hint: t('billing.receipts.preview', { number: upcoming(form.invoiceFormat, form.nextInvoiceNumber) }),
              maxLength: 40,
            })}
            {field('nextInvoiceNumber', { inputMode: 'numeric', hint: t('billing.receipts.nextNumberHint') })}
          </div>
          <div className="field-row">
            {field('creditNoteFormat', {
              hint: t('billing.receipts.preview', {
                number: upcoming(form.creditNoteFormat, form.nextCreditNoteNumber),
              }),
              maxLength: 40,
            })}
            {field('nextCreditNoteNumber', { inputMode: 'numeric', hint: t('billing.receipts.nextNumberHint') })}
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('billing.receipts.terms')}</legend>
          {field('paymentTermsDays', {
            inputMode: 'numeric',
            hint: t('billing.receipts.paymentTermsDaysHint', { max: PAYMENT_TERMS_MAX_DAYS }),
          })}
          {field('reminderAfterDays', { inputMode: 'numeric', hint: t('billing.receipts.reminderAfterDaysHint') })}
        </fieldset>

        <fieldset>
          <legend>{t('billing.receipts.treatment')}</legend>
          <p className="hint">
            {savedCountry
              ? t('billing.receipts.exemptionBasis', { basis: profile.exemptionBasis })
              : t('billing.receipts.exemptionAfterSave', { country: countryName(form.countryCode) })}
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
          {field('defaultRate', {
            inputMode: 'decimal',
            hint: savedCountry
              ? t('billing.receipts.defaultRateHint', { rate: standardRate, country: countryName(profile.countryCode) })
              : t('billing.receipts.defaultRateHintPlain'),
          })}
          {form.serviceTax.length > 0 && (
            <fieldset className="billing-choice">
              <legend>{t('billing.receipts.perService')}</legend>
              <p className="hint">{t('billing.receipts.perServiceHint')}</p>
              {form.serviceTax.map((s, index) => {
                const name = profile.services.find((each) => each.id === s.serviceId)?.name ?? '';
                return (
                  <div key={s.serviceId} className="field-row">
                    <SelectField
                      path={`serviceTax.${index}.taxTreatment`}
                      form={FORM}
                      label={t('billing.receipts.serviceTreatment', { service: name })}
                      value={s.taxTreatment}
                      onChange={(value) =>
                        setService(index, { taxTreatment: value as ReceiptsForm['serviceTax'][number]['taxTreatment'] })
                      }
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
                    {s.taxTreatment === 'taxable' && (
                      <TextField
                        path={`serviceTax.${index}.rate`}
                        form={FORM}
                        label={t('billing.receipts.serviceRate', { service: name })}
                        hint={t('billing.receipts.serviceRateHint', { rate: form.defaultRate })}
                        inputMode="decimal"
                        value={s.rate}
                        onChange={(rate) => setService(index, { rate })}
                        errors={errors}
                      />
                    )}
                  </div>
                );
              })}
            </fieldset>
          )}
        </fieldset>

        <fieldset>
          <legend>{t('billing.receipts.document')}</legend>
          <SelectField
            path="invoiceLocale"
            form={FORM}
            label={t('billing.receipts.invoiceLocale')}
            hint={t('billing.receipts.invoiceLocaleHint')}
            value={form.invoiceLocale}
            onChange={(value) => set('invoiceLocale')(value as ReceiptsForm['invoiceLocale'])}
            options={[
              { value: '', label: t('billing.receipts.invoiceLocale.client') },
              ...LOCALES.map((code) => ({ value: code, label: languageName(locale, code) })),
            ]}
            errors={errors}
          />
          {field('footer', { multiline: true, rows: 3, maxLength: 500, hint: t('billing.receipts.footerHint') })}
        </fieldset>

        <button type="submit" className="button button-primary" disabled={saving.isPending}>
          {saving.isPending ? t('billing.receipts.saving') : t('billing.receipts.save')}
        </button>
        <div aria-live="polite">
          {message && <p className={message.error ? 'notice notice-error' : 'notice'}>{message.text}</p>}
        </div>
      </form>

      <Logo
        t={t}
        logoUrl={profile.logoUrl}
        onChange={(logoUrl) => cache.set<BillingProfile>(PROFILE, (shown) => shown && { ...shown, logoUrl })}
      />
    </section>
  );
}

/**
 * Moves to the field an in-page link names and puts the cursor in it (a fragment alone scrolls but
 * leaves focus where it was), without adding an entry to the history.
 */
function focusField(event: React.MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView({ block: 'center' });
}

/** A refused field's name for the summary at the top of the form. */
function summaryLabel(path: string, form: ReceiptsForm, profile: BillingProfile, t: ScreenProps['t']): string {
  const service = /^serviceTax\.(\d+)\.(rate|taxTreatment)$/.exec(path);
  if (service) {
    const name = profile.services.find((s) => s.id === form.serviceTax[Number(service[1])]?.serviceId)?.name ?? '';
    return t(service[2] === 'rate' ? 'billing.receipts.serviceRate' : 'billing.receipts.serviceTreatment', {
      service: name,
    });
  }
  return t(`billing.receipts.${path}`);
}

/**
 * The IBAN, shown in groups of four once the field is left and checked there too: a mistyped
 * digit is caught before saving, and said next to the field.
 */
function IbanField({
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

/** The logo printed at the top of each invoice: uploaded or removed at once, apart from the form. */
function Logo({
  t,
  logoUrl,
  onChange,
}: {
  t: ScreenProps['t'];
  logoUrl: string | null;
  onChange: (logoUrl: string | null) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | undefined>();
  const [progress, setProgress] = useState<number | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const cache = useApiCache();
  const removal = useApiMutation(() => ({ path: LOGO, method: 'DELETE' }));
  const busy = uploading || removal.isPending;

  // Uploads go through uploadFile (it reports progress, which fetch cannot); its answer has api()'s shape.
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setUploading(true);
    setStatus(undefined);
    const result = await uploadFile<unknown>(LOGO, file, { onProgress: setProgress });
    setProgress(undefined);
    if (input.current) input.current.value = '';
    if (result.ok) {
      // The new logo's address is in the answer when it has one; else the settings are read again.
      const body = result.body;
      if (body && typeof body === 'object' && 'logoUrl' in body) onChange((body as { logoUrl: string | null }).logoUrl);
      else void cache.invalidate(PROFILE);
      setStatus({ text: t('billing.receipts.logo.uploaded'), error: false });
    } else {
      setStatus({ text: errorMessage(t, 'billing.receipts.logo', result.problem), error: true });
    }
    setUploading(false);
  };

  const removed = () => {
    onChange(null);
    setStatus({ text: t('billing.receipts.logo.removed'), error: false });
  };
  const remove = () => {
    setStatus(undefined);
    removal.mutate(undefined, {
      onSuccess: removed,
      // Already gone is removed all the same.
      onError: (problem) =>
        problem.status === 404
          ? removed()
          : setStatus({ text: errorMessage(t, 'billing.receipts.logo', problem), error: true }),
    });
  };

  return (
    <section aria-labelledby="receipts-logo-heading" className="billing-logo">
      <h2 id="receipts-logo-heading">{t('billing.receipts.logo.title')}</h2>
      {logoUrl ? (
        <>
          <img src={logoUrl} alt={t('billing.receipts.logo.current')} />
          <button type="button" className="button" onClick={remove} disabled={busy}>
            {t('billing.receipts.logo.remove')}
          </button>
        </>
      ) : (
        <p>{t('billing.receipts.logo.none')}</p>
      )}
      <div className="field">
        <label htmlFor={id('logo')}>
          {logoUrl ? t('billing.receipts.logo.replace') : t('billing.receipts.logo.upload')}
        </label>
        <p className="hint" id={`${id('logo')}-hint`}>
          {t('billing.receipts.logo.hint')}
        </p>
        <input
          ref={input}
          id={id('logo')}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={`${id('logo')}-hint`}
          disabled={busy}
          onChange={(event) => void upload(event)}
        />
      </div>
      {progress !== undefined && <progress max={1} value={progress} aria-label={t('billing.receipts.logo.progress')} />}
      <div aria-live="polite">
        {status && <p className={status.error ? 'notice notice-error' : 'notice'}>{status.text}</p>}
      </div>
    </section>
  );
}
