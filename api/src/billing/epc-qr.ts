/**
 * The EPC QR code ("GiroCode", EPC069-12 v2.1): a SEPA credit transfer a banking app fills in when it
 * scans the invoice, so the client types neither IBAN nor reference. Only for euro amounts.
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import QRCode from 'qrcode';
import { isValidCreditorReference } from './payment-reference.ts';

export interface EpcPayment {
  /** The beneficiary as the bank knows them; at most 70 characters. */
  name: string;
  iban: string;
  /** Optional inside the EEA since version 002 of the format. */
  bic: string;
  amountMinor: number;
  /** An ISO 11649 creditor reference (structured) … */
  reference?: string;
  /** … or free text for the remittance, never both. */
  remittance?: string;
}

export class EpcPaymentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EpcPaymentError';
  }
}

const MIN_AMOUNT_MINOR = 1;
/** The standard's limit for the whole payload, so the code stays within QR version 13 and scans from paper. */
const MAX_PAYLOAD_BYTES = 331;
const MAX_AMOUNT_MINOR = 99_999_999_999;

/** The payload, lines joined by LF; trailing empty fields are left out as the standard allows. */
export function epcPayload(payment: EpcPayment): string {
  const name = payment.name.trim();
  if (name === '' || name.length > 70) throw new EpcPaymentError('The beneficiary name needs 1 to 70 characters.');
  const iban = electronicFormatIBAN(payment.iban);
  if (!iban || !isValidIBAN(iban)) throw new EpcPaymentError('The IBAN is not valid.');
  const bic = payment.bic.replace(/\s+/g, '').toUpperCase();
  if (bic !== '' && !isValidBIC(bic)) throw new EpcPaymentError('The BIC is not valid.');
  if (!Number.isInteger(payment.amountMinor) || payment.amountMinor < MIN_AMOUNT_MINOR) {
    throw new EpcPaymentError('The amount must be at least 0.01.');
  }
  if (payment.amountMinor > MAX_AMOUNT_MINOR) throw new EpcPaymentError('The amount must be at most 999999999.99.');

  const reference = payment.reference?.replace(/\s+/g, '').toUpperCase() ?? '';
  const remittance = payment.remittance?.trim() ?? '';
  if (reference !== '' && remittance !== '') {
    throw new EpcPaymentError('A transfer carries a structured reference or a remittance text, not both.');
  }
  if (reference !== '' && !isValidCreditorReference(reference)) {
    throw new EpcPaymentError('The structured reference is not a valid ISO 11649 creditor reference.');
  }
  if (remittance.length > 140) throw new EpcPaymentError('The remittance text is limited to 140 characters.');

  const euros = Math.trunc(payment.amountMinor / 100);
  const cents = String(payment.amountMinor % 100).padStart(2, '0');
  const fields = [
    'BCD',
    '002',
    '1', // character set: UTF-8
    'SCT',
    bic,
    name,
    iban,
    `EUR${euros}.${cents}`,
    '', // purpose code: none
    reference,
    remittance,
  ];
  while (fields.at(-1) === '') fields.pop();
  const payload = fields.join('\n');
  if (Buffer.byteLength(payload, 'utf8') > MAX_PAYLOAD_BYTES) {
    throw new EpcPaymentError(`The payment data exceeds the ${MAX_PAYLOAD_BYTES} bytes an EPC QR code may hold.`);
  }
  return payload;
}

/** The QR code as PNG bytes; error correction M as the standard requires. */
export async function epcQrPng(payment: EpcPayment, widthPx = 300): Promise<Buffer> {
  return QRCode.toBuffer(epcPayload(payment), { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: widthPx });
}
