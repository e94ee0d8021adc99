/**
 * ISO 11649 structured creditor reference ("RF" + two check digits + up to 21 letters and digits).
 * Banks across SEPA carry it unchanged and check it, so a payment can be matched to its invoice
 * without reading free text. The check is ISO 7064 MOD 97-10, the same as in an IBAN.
 */

const MAX_BODY_LENGTH = 21;

/** Letters count as 10..35, digits as themselves; the remainder is taken piecewise to stay in safe integers. */
function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const char of alphanumeric) {
    const value = Number.parseInt(char, 36);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/** Builds the reference from an invoice number, dropping separators: "2026-0001" → "RF3120260001". */
export function creditorReference(invoiceNumber: string): string {
  const body = invoiceNumber.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (body.length === 0 || body.length > MAX_BODY_LENGTH) {
    throw new RangeError(
      `A creditor reference needs 1 to ${MAX_BODY_LENGTH} letters or digits; "${invoiceNumber}" has ${body.length}.`,
    );
  }
  const check = 98 - mod97(`${body}RF00`);
  return `RF${String(check).padStart(2, '0')}${body}`;
}

/** Accepts the printed form (groups of four, any case) as well as the electronic one. */
export function isValidCreditorReference(reference: string): boolean {
  const compact = reference.replace(/\s+/g, '').toUpperCase();
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(compact)) return false;
  return mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
}

/** The printed form ISO 11649 recommends: groups of four characters. */
export function formatReference(reference: string): string {
  const compact = reference.replace(/\s+/g, '').toUpperCase();
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}
