// Billing limits and choices that the API enforces and the site's forms state up front.

export const COUNTRY_CODES = ['DE', 'NL', 'PT', 'ES', 'GB'] as const;
export const TAX_TREATMENTS = ['exempt', 'taxable'] as const;
export const INVOICE_STATUSES = ['draft', 'issued', 'sent', 'partially_paid', 'paid', 'credited'] as const;
/** What the list can filter by: the stored states, and `overdue` (issued, unpaid and past its due date). */
export const INVOICE_FILTERS = [...INVOICE_STATUSES, 'overdue', 'open'] as const;
export const PAYMENT_METHODS = ['bank_transfer', 'cash', 'card'] as const;
export const PAYOUT_STATUSES = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const;

/** The highest price of one unit on a line, in minor units (100 000.00). */
export const INVOICE_MAX_UNIT_MINOR = 10_000_000;
export const INVOICE_MAX_QUANTITY = 100;
export const INVOICE_MAX_LINES = 100;
/** The highest total of one invoice, in minor units (10 000 000.00). */
export const INVOICE_MAX_GROSS_MINOR = 1_000_000_000;
/** VAT rates are basis points: 1900 is 19 %. */
export const TAX_RATE_MAX_BP = 3000;
export const PAYMENT_TERMS_MAX_DAYS = 90;
export const INVOICE_PAGE_SIZE = 25;
/**
 * An invoice number format: letters, digits and - / _ . with the tokens {YYYY}, {YY}, {MM} and
 * exactly one counter {N…} (as many Ns as digits, zero-padded), e.g. "{YYYY}-{NNNN}" → 2026-0001.
 */
export const NUMBER_FORMAT_PATTERN =
  '^(?:[A-Za-z0-9/_.-]|\\{(?:YYYY|YY|MM)\\})*\\{N{1,10}\\}(?:[A-Za-z0-9/_.-]|\\{(?:YYYY|YY|MM)\\})*$';
export const NUMBER_FORMAT_MAX_LENGTH = 40;
