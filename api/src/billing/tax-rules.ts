/**
 * What the law of the seller's country asks of an invoice for psychotherapy: the standard VAT rate,
 * the provision that exempts healthcare, the sentence that says so on the invoice, and the content
 * an invoice must carry. Sources and reasoning: docs/decisions/020-invoices-legal-content.md.
 */
import { LOCALES, type Locale } from '../contract/locales.ts';
import { text } from '../i18n/index.ts';

export const SELLER_COUNTRIES = ['DE', 'NL', 'PT', 'ES', 'GB'] as const;
export type SellerCountry = (typeof SELLER_COUNTRIES)[number];

/** Invoices are written in every locale. */
export const INVOICE_LOCALES = LOCALES;
export type InvoiceLocale = Locale;

export function isSellerCountry(code: string): code is SellerCountry {
  return (SELLER_COUNTRIES as readonly string[]).includes(code);
}

/** therapist.country slugs of the directory → the country whose invoicing rules apply. */
export const COUNTRY_BY_SLUG: Readonly<Record<string, SellerCountry>> = {
  germany: 'DE',
  netherlands: 'NL',
  portugal: 'PT',
  spain: 'ES',
  'united-kingdom': 'GB',
};

/** Standard rates in basis points (1900 = 19 %), for services a therapist makes taxable (e.g. coaching). */
export const STANDARD_VAT_RATE_BP: Readonly<Record<SellerCountry, number>> = {
  DE: 1900,
  NL: 2100,
  PT: 2300,
  ES: 2100,
  GB: 2000,
};

/**
 * The provision exempting healthcare, written as it is cited at home: a German tax office reads
 * "§ 4 Nr. 14 Buchst. a UStG" whatever the invoice's language, so only the sentence around it is translated.
 */
export const HEALTHCARE_EXEMPTION_BASIS: Readonly<Record<SellerCountry, string>> = {
  DE: '§ 4 Nr. 14 Buchst. a UStG',
  NL: 'art. 11 lid 1 onderdeel g Wet OB 1968',
  ES: 'art. 20.Uno.3º Ley 37/1992',
  PT: 'art. 9.º n.º 1 do CIVA',
  GB: 'VAT Act 1994, Schedule 9, Group 7, Item 1',
};

/** The sentence an invoice with exempt lines must carry (DE § 14 Abs. 4 Nr. 8 UStG and its equivalents). */
export function exemptionSentence(country: SellerCountry, locale: InvoiceLocale): string {
  return text(locale, 'exemption.healthcare', { basis: HEALTHCARE_EXEMPTION_BASIS[country] });
}

/** Seller fields an invoice can be required to show; the issuing step checks them before a number is taken. */
export type SellerField = 'legalName' | 'address' | 'taxNumberOrVatId' | 'vatId';

export interface InvoiceRequirements {
  /** The provisions listing an invoice's mandatory content. */
  source: string;
  /** The mandatory content in short, for the decision record and the settings screen's help text. */
  content: readonly string[];
  /** Seller fields needed when every line is exempt. */
  sellerFieldsExempt: readonly SellerField[];
  /** Seller fields needed as soon as one line carries VAT. */
  sellerFieldsTaxable: readonly SellerField[];
  /**
   * False where a document from this system cannot be the legal invoice: Portugal accepts only
   * invoices from software certified by the tax authority (ATCUD, QR code, reporting to the AT) or from
   * the Portal das Finanças. There the PDF is a payment request and says so.
   */
  ownDocumentIsInvoice: boolean;
  /** How long issued invoices must be kept, in years, and the provision. */
  retentionYears: number;
  retentionSource: string;
}

export const INVOICE_REQUIREMENTS: Readonly<Record<SellerCountry, InvoiceRequirements>> = {
  DE: {
    source: '§ 14 Abs. 4 UStG; § 33 UStDV (small-amount invoices up to 250 €)',
    content: [
      'full name and address of the seller and the recipient',
      'tax number (Steuernummer) or VAT identification number (USt-IdNr.) of the seller',
      'date of issue',
      'a unique, sequential invoice number',
      'quantity and kind of the service',
      'date (or period) of the service',
      'net amount per tax rate or exemption',
      'tax rate and tax amount, or a note that an exemption applies',
    ],
    sellerFieldsExempt: ['legalName', 'address', 'taxNumberOrVatId'],
    sellerFieldsTaxable: ['legalName', 'address', 'taxNumberOrVatId'],
    ownDocumentIsInvoice: true,
    retentionYears: 8,
    retentionSource: '§ 147 Abs. 3 AO and § 14b Abs. 1 UStG as amended by the Viertes Bürokratieentlastungsgesetz',
  },
  NL: {
    source: 'art. 35a Wet OB 1968; art. 34 Wet OB 1968 (who must invoice)',
    content: [
      'date of issue',
      'a unique sequential number',
      "the seller's VAT identification number (btw-identificatienummer)",
      'full name and address of the seller and the recipient',
      'quantity and kind of the service',
      'date of the service',
      'taxable amount per rate, the rate and the VAT amount',
      'for an exempt supply, a reference to the exemption',
    ],
    sellerFieldsExempt: ['legalName', 'address'],
    sellerFieldsTaxable: ['legalName', 'address', 'vatId'],
    ownDocumentIsInvoice: true,
    retentionYears: 7,
    retentionSource: 'art. 52 lid 4 Algemene wet inzake rijksbelastingen',
  },
  ES: {
    source: 'Real Decreto 1619/2012 (Reglamento de facturación), art. 6',
    content: [
      'number and, where used, series; numbering correlative within a series',
      'date of issue',
      'full name or company name of the issuer and the recipient',
      "the issuer's NIF (and the recipient's where required)",
      'address of the issuer and the recipient',
      'description of the service, taxable base, rate and tax quota',
      'date of the service if different from the date of issue',
      'for an exempt operation, a reference to the provision of Ley 37/1992 or Directive 2006/112/EC',
    ],
    sellerFieldsExempt: ['legalName', 'address', 'taxNumberOrVatId'],
    sellerFieldsTaxable: ['legalName', 'address', 'taxNumberOrVatId'],
    ownDocumentIsInvoice: true,
    retentionYears: 6,
    retentionSource: 'art. 30 Código de Comercio (6 years); art. 66 and 70 Ley General Tributaria (4-year limitation)',
  },
  PT: {
    source: 'art. 36.º n.º 5 CIVA; Decreto-Lei n.º 28/2019, art. 7.º (ATCUD, QR code); Portaria n.º 195/2020',
    content: [
      'date and sequential number',
      'names and addresses of seller and buyer with their NIF',
      'quantity and usual name of the service',
      'price net of tax, rates and tax amount',
      'the reason VAT is not charged, where it is not',
      'date of the service',
      'ATCUD and QR code, issued through certified software or the Portal das Finanças',
    ],
    sellerFieldsExempt: ['legalName', 'address', 'taxNumberOrVatId'],
    sellerFieldsTaxable: ['legalName', 'address', 'taxNumberOrVatId'],
    ownDocumentIsInvoice: false,
    retentionYears: 10,
    retentionSource: 'art. 52.º CIVA',
  },
  GB: {
    source: 'Value Added Tax Regulations 1995, reg. 14 (VAT-registered sellers only); HMRC VAT Notice 700/21',
    content: [
      'a unique sequential number',
      'time of supply and date of issue',
      "seller's name, address and VAT registration number (when VAT-registered)",
      "customer's name and address",
      'description of the service',
      'for each rate: unit price, rate, and amount excluding VAT; total VAT',
      'sellers who are not VAT-registered charge no VAT and show no VAT number',
    ],
    sellerFieldsExempt: ['legalName', 'address'],
    sellerFieldsTaxable: ['legalName', 'address', 'vatId'],
    ownDocumentIsInvoice: true,
    retentionYears: 6,
    retentionSource: 'Value Added Tax Act 1994, Schedule 11, para. 6; HMRC VAT Notice 700/21',
  },
};

export interface SellerTaxIdentity {
  legalName: string;
  addressLines: readonly string[];
  taxNumber: string;
  vatId: string;
}

/** The seller fields missing for an invoice in this country; empty when it may be issued. */
export function missingSellerFields(
  country: SellerCountry,
  seller: SellerTaxIdentity,
  hasTaxableLines: boolean,
): SellerField[] {
  const rules = INVOICE_REQUIREMENTS[country];
  const required = hasTaxableLines ? rules.sellerFieldsTaxable : rules.sellerFieldsExempt;
  const present: Record<SellerField, boolean> = {
    legalName: seller.legalName.trim() !== '',
    address: seller.addressLines.some((line) => line.trim() !== ''),
    taxNumberOrVatId: seller.taxNumber.trim() !== '' || seller.vatId.trim() !== '',
    vatId: seller.vatId.trim() !== '',
  };
  return required.filter((field) => !present[field]);
}
