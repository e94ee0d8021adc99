import { type BillingProfile, PAYMENT_TERMS_MAX_DAYS } from '@calma/api/contract';
import type { Translate } from '../../../../i18n/format.ts';
import { formPath, previewNumber, type Reason, type ReceiptsForm } from '../receipts-form.ts';

// What the receipts settings screen decides without React, worded with the screen's `t`: where each
// missing item is filled in, the API's refusals next to the fields that hold them, the names the
// error summary gives refused fields, and the number the next invoice would get.

/** Field paths of the form to the words shown at them. */
export type FieldErrors = Record<string, string>;

/** Where each item of the profile's `missing` is filled in. */
const MISSING_FIELD: Record<string, string> = {
  legalName: 'legalName',
  address: 'addressLine1',
  taxNumberOrVatId: 'taxNumber',
  vatId: 'vatId',
  iban: 'iban',
};

/** A VAT number of each country, for the message when one is refused (identifiers, not words). */
export const VAT_EXAMPLE: Record<string, string> = {
  DE: 'DE123456789',
  NL: 'NL123456789B01',
  PT: 'PT123456789',
  ES: 'ESX1234567X',
  GB: 'GB123456789',
};

/** The form field where a missing item is filled in. */
export const missingField = (item: string) => MISSING_FIELD[item] ?? item;

/** A missing item in words; its code when there are none for it (an item newer than the strings). */
export function missingText(t: Translate, item: string): string {
  const key = `billing.receipts.missing.${item}`;
  const text = t(key);
  return text === key ? item : text;
}

/** Why the form refused a field, in words. */
export const reasonText = (t: Translate, reason: Reason) =>
  t(`billing.receipts.error.${reason}`, { max: PAYMENT_TERMS_MAX_DAYS });

/** The API's refusal of a field, in words about that field. */
export function serverText(t: Translate, path: string, countryCode: string): string {
  if (path === 'iban') return reasonText(t, 'iban');
  if (path === 'defaultRate' || path.endsWith('.rate')) return reasonText(t, 'rateZero');
  if (path === 'vatId') return t('billing.receipts.error.vatId', { example: VAT_EXAMPLE[countryCode] ?? '' });
  if (path === 'bic') return t('billing.receipts.error.bic');
  if (path === 'invoiceFormat' || path === 'creditNoteFormat') return t('billing.receipts.error.formatServer');
  if (path === 'nextInvoiceNumber' || path === 'nextCreditNoteNumber') return t('billing.receipts.error.numberUsed');
  return t('billing.receipts.error.invalid');
}

/**
 * The API's refused fields at the form's fields. The problem lists each refused field under its
 * whole path and its top-level name; the most precise path wins.
 */
export function refusedFields(apiPaths: readonly string[], countryCode: string, t: Translate): FieldErrors {
  const found: FieldErrors = {};
  for (const path of [...apiPaths].sort((a, b) => b.length - a.length)) {
    if (apiPaths.some((other) => other !== path && other.startsWith(`${path}.`))) continue;
    const target = formPath(path);
    found[target] ??= serverText(t, target, countryCode);
  }
  return found;
}

/** A refused field's name for the summary at the top of the form. */
export function summaryLabel(
  path: string,
  form: Pick<ReceiptsForm, 'serviceTax'>,
  profile: { services: readonly Pick<BillingProfile['services'][number], 'id' | 'name'>[] },
  t: Translate,
): string {
  const service = /^serviceTax\.(\d+)\.(rate|taxTreatment)$/.exec(path);
  if (service) {
    const name = profile.services.find((s) => s.id === form.serviceTax[Number(service[1])]?.serviceId)?.name ?? '';
    return t(service[2] === 'rate' ? 'billing.receipts.serviceRate' : 'billing.receipts.serviceTreatment', {
      service: name,
    });
  }
  return t(`billing.receipts.${path}`);
}

/** The number the next document would get on `day`, or '' while the counter typed is not a whole number from 1. */
export function upcomingNumber(format: string, counter: string, day: string): string {
  const n = Number(counter);
  return Number.isInteger(n) && n >= 1 ? previewNumber(format, n, day) : '';
}
