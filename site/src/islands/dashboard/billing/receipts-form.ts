import {
  type BillingProfile,
  type BillingProfileInput,
  type Locale,
  NUMBER_FORMAT_PATTERN,
  numberFormat,
  PAYMENT_TERMS_MAX_DAYS,
  TAX_RATE_MAX_BP,
} from '@calma/api/contract';
import { ibanDisplay, ibanValid } from './iban.ts';

// The receipts settings as the form holds them (numbers as typed, so nothing typed is lost on an
// error), checked and turned into the API's body.

type Treatment = BillingProfileInput['defaultTaxTreatment'];

export interface ServiceTaxForm {
  serviceId: string;
  /** '' = the default treatment. */
  taxTreatment: '' | Treatment;
  /** As typed, in per cent; '' = the default rate. */
  rate: string;
}

export interface ReceiptsForm {
  legalName: string;
  addressLine1: string;
  addressLine2: string;
  postalCode: string;
  city: string;
  countryCode: BillingProfileInput['countryCode'];
  taxNumber: string;
  vatId: string;
  registration: string;
  accountHolder: string;
  iban: string;
  bic: string;
  invoiceFormat: string;
  nextInvoiceNumber: string;
  creditNoteFormat: string;
  nextCreditNoteNumber: string;
  paymentTermsDays: string;
  reminderAfterDays: string;
  defaultTaxTreatment: Treatment;
  defaultRate: string;
  invoiceLocale: '' | Locale;
  footer: string;
  serviceTax: ServiceTaxForm[];
}

/** Why a field was refused, by its path in the form; the screen words each reason. */
export type Reason = 'iban' | 'format' | 'sameFormat' | 'number' | 'paymentTerms' | 'reminder' | 'rate' | 'rateZero';

/** A VAT rate in basis points as a person types it in per cent ("19", "7,5"). */
export const rateInput = (bp: number, locale: string) =>
  numberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(bp / 100);

/** A rate typed in per cent ("19", "7.5", "7,5 %") in basis points; undefined when it is not one. */
export function parseRate(text: string): number | undefined {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!match) return undefined;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= TAX_RATE_MAX_BP ? bp : undefined;
}

/** The number a format gives the `counter`th document issued on `day` (YYYY-MM-DD), as the API builds it. */
export function previewNumber(format: string, counter: number, day: string): string {
  const [year = '', month = ''] = day.split('-');
  return format.replace(/\{(YYYY|YY|MM|N+)\}/g, (_token, name: string) => {
    if (name === 'YYYY') return year;
    if (name === 'YY') return year.slice(-2);
    if (name === 'MM') return month;
    return String(counter).padStart(name.length, '0');
  });
}

const FORMAT = new RegExp(NUMBER_FORMAT_PATTERN);

/** The saved settings as the form shows them. */
export function formOf(profile: BillingProfile, locale: string): ReceiptsForm {
  return {
    legalName: profile.legalName,
    addressLine1: profile.addressLine1,
    addressLine2: profile.addressLine2,
    postalCode: profile.postalCode,
    city: profile.city,
    countryCode: profile.countryCode,
    taxNumber: profile.taxNumber,
    vatId: profile.vatId,
    registration: profile.registration,
    accountHolder: profile.accountHolder,
    iban: ibanDisplay(profile.iban),
    bic: profile.bic,
    invoiceFormat: profile.invoiceFormat,
    nextInvoiceNumber: String(profile.nextInvoiceNumber),
    creditNoteFormat: profile.creditNoteFormat,
    nextCreditNoteNumber: String(profile.nextCreditNoteNumber),
    paymentTermsDays: String(profile.paymentTermsDays),
    reminderAfterDays: String(profile.reminderAfterDays),
    defaultTaxTreatment: profile.defaultTaxTreatment,
    defaultRate: rateInput(profile.defaultTaxRateBp, locale),
    invoiceLocale: profile.invoiceLocale ?? '',
    footer: profile.footer,
    serviceTax: profile.services.map((s) => ({
      serviceId: s.id,
      taxTreatment: s.taxTreatment ?? '',
      rate: s.taxRateBp === null ? '' : rateInput(s.taxRateBp, locale),
    })),
  };
}

const whole = (text: string, min: number, max: number): number | undefined => {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= min && value <= max ? value : undefined;
};

/**
 * The API's body from the form, or what is wrong with it by field path (`serviceTax.0.rate`).
 * The API checks everything again; this spares a round trip and says it next to the field.
 */
export function inputOf(
  form: ReceiptsForm,
  saved?: Pick<BillingProfile, 'nextInvoiceNumber' | 'nextCreditNoteNumber'>,
): { input?: BillingProfileInput; problems: Record<string, Reason> } {
  const problems: Record<string, Reason> = {};
  if (form.iban.trim() !== '' && !ibanValid(form.iban)) problems.iban = 'iban';
  for (const field of ['invoiceFormat', 'creditNoteFormat'] as const) {
    if (!FORMAT.test(form[field].trim())) problems[field] = 'format';
  }
  if (!problems.creditNoteFormat && form.invoiceFormat.trim() === form.creditNoteFormat.trim()) {
    problems.creditNoteFormat = 'sameFormat';
  }
  const nextInvoiceNumber = whole(form.nextInvoiceNumber, 1, 99_999_999);
  if (nextInvoiceNumber === undefined) problems.nextInvoiceNumber = 'number';
  const nextCreditNoteNumber = whole(form.nextCreditNoteNumber, 1, 99_999_999);
  if (nextCreditNoteNumber === undefined) problems.nextCreditNoteNumber = 'number';
  const paymentTermsDays = whole(form.paymentTermsDays, 0, PAYMENT_TERMS_MAX_DAYS);
  if (paymentTermsDays === undefined) problems.paymentTermsDays = 'paymentTerms';
  const reminderAfterDays = whole(form.reminderAfterDays, 1, 60);
  if (reminderAfterDays === undefined) problems.reminderAfterDays = 'reminder';
  const defaultTaxRateBp = parseRate(form.defaultRate);
  if (defaultTaxRateBp === undefined) problems.defaultRate = 'rate';
  else if (form.defaultTaxTreatment === 'taxable' && defaultTaxRateBp === 0) problems.defaultRate = 'rateZero';
  const serviceTax = form.serviceTax.map((s, i) => {
    const rate = s.taxTreatment === 'taxable' && s.rate.trim() !== '' ? parseRate(s.rate) : null;
    if (rate === undefined) problems[`serviceTax.${i}.rate`] = 'rate';
    else if (rate === 0) problems[`serviceTax.${i}.rate`] = 'rateZero';
    return {
      serviceId: s.serviceId,
      taxTreatment: s.taxTreatment === '' ? null : s.taxTreatment,
      taxRateBp: rate ?? null,
    };
  });
  if (Object.keys(problems).length > 0) return { problems };
  return {
    problems,
    input: {
      legalName: form.legalName.trim(),
      addressLine1: form.addressLine1.trim(),
      addressLine2: form.addressLine2.trim(),
      postalCode: form.postalCode.trim(),
      city: form.city.trim(),
      countryCode: form.countryCode,
      taxNumber: form.taxNumber.trim(),
      vatId: form.vatId.trim(),
      registration: form.registration.trim(),
      accountHolder: form.accountHolder.trim(),
      iban: form.iban.replace(/\s+/g, ''),
      bic: form.bic.trim(),
      invoiceFormat: form.invoiceFormat.trim(),
      creditNoteFormat: form.creditNoteFormat.trim(),
      // The counters go only when changed: an invoice issued since the form loaded moved them on.
      ...(nextInvoiceNumber !== saved?.nextInvoiceNumber && { nextInvoiceNumber: nextInvoiceNumber as number }),
      ...(nextCreditNoteNumber !== saved?.nextCreditNoteNumber && {
        nextCreditNoteNumber: nextCreditNoteNumber as number,
      }),
      paymentTermsDays: paymentTermsDays as number,
      reminderAfterDays: reminderAfterDays as number,
      defaultTaxTreatment: form.defaultTaxTreatment,
      defaultTaxRateBp: defaultTaxRateBp as number,
      invoiceLocale: form.invoiceLocale === '' ? null : form.invoiceLocale,
      footer: form.footer.trim(),
      serviceTax,
    },
  };
}

/**
 * The form's field path for a field the API refused (`serviceTax.0.taxRateBp` → `serviceTax.0.rate`),
 * so its message shows next to the field that holds it.
 */
export function formPath(apiPath: string): string {
  if (apiPath === 'defaultTaxRateBp') return 'defaultRate';
  const service = /^serviceTax\.(\d+)\.(taxRateBp|taxTreatment|serviceId)$/.exec(apiPath);
  if (service) return `serviceTax.${service[1]}.${service[2] === 'taxRateBp' ? 'rate' : 'taxTreatment'}`;
  return apiPath;
}
