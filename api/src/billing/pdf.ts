/**
 * Renders an issued invoice or credit note as an A4 PDF. The document is built from a snapshot
 * (`InvoiceDocument`), so rendering the same invoice years later gives the same pages.
 * What it must show per country: ./tax-rules.ts and docs/decisions/020-invoices-legal-content.md.
 */
import { friendlyFormatIBAN } from 'ibantools';
import { dateFormat, intlTag, numberFormat } from '../contract/locales.ts';
import { fill, type Section, section, text } from '../i18n/index.ts';
import { openDocument } from '../pdf/document.ts';
import { type EpcPayment, EpcPaymentError, epcPayload, epcQrPng } from './epc-qr.ts';
import { formatReference } from './payment-reference.ts';
import {
  exemptionSentence,
  INVOICE_REQUIREMENTS,
  type InvoiceLocale,
  isSellerCountry,
  type SellerCountry,
} from './tax-rules.ts';

export type { InvoiceLocale } from './tax-rules.ts';

export interface InvoiceDocument {
  kind: 'invoice' | 'credit_note';
  locale: InvoiceLocale;
  number: string;
  /** Credit note: the number of the invoice it corrects. */
  correctsNumber: string | null;
  /** Dates as YYYY-MM-DD. */
  issueDate: string;
  dueDate: string | null;
  serviceFrom: string;
  serviceTo: string;
  currency: 'EUR' | 'GBP';
  seller: {
    legalName: string;
    addressLines: string[];
    countryCode: string;
    taxNumber: string;
    vatId: string;
    registration: string;
    email: string;
    /** PNG or JPEG. */
    logo: Uint8Array | null;
  };
  buyer: { name: string; addressLines: string[]; email: string };
  lines: {
    description: string;
    serviceDate: string;
    quantity: number;
    unitMinor: number;
    taxTreatment: 'exempt' | 'taxable';
    taxRateBp: number;
    netMinor: number;
    taxMinor: number;
    grossMinor: number;
  }[];
  totals: { netMinor: number; taxMinor: number; grossMinor: number };
  paidMinor: number;
  payment: { accountHolder: string; iban: string; bic: string; reference: string; termsDays: number } | null;
  footer: string;
  note: string;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 48, bottom: 40, left: 56, right: 56 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const RIGHT_EDGE = PAGE.width - MARGIN.right;
const INK = '#1a1a1a';
const MUTED = '#5f6368';
const RULE = '#c8c8c8';
const QR_SIZE = 96;

/** Table columns left to right; the description takes what the others leave. */
const COLUMN_WIDTHS = { date: 60, quantity: 44, unit: 70, vat: 60, amount: 76 };
const DESCRIPTION_WIDTH =
  CONTENT_WIDTH -
  COLUMN_WIDTHS.date -
  COLUMN_WIDTHS.quantity -
  COLUMN_WIDTHS.unit -
  COLUMN_WIDTHS.vat -
  COLUMN_WIDTHS.amount;
const CELL_GAP = 6;

type TitleKey = 'invoice' | 'creditNote' | 'paymentRequest' | 'paymentRequestCancellation';

/** In Portugal only certified software issues invoices, so there the same document is a payment request. */
function titleKey(doc: InvoiceDocument, country: SellerCountry): TitleKey {
  const isInvoice = INVOICE_REQUIREMENTS[country].ownDocumentIsInvoice;
  if (doc.kind === 'invoice') return isInvoice ? 'invoice' : 'paymentRequest';
  return isInvoice ? 'creditNote' : 'paymentRequestCancellation';
}

function sellerCountry(doc: InvoiceDocument): SellerCountry {
  const code = doc.seller.countryCode.toUpperCase();
  if (!isSellerCountry(code)) {
    throw new RangeError(`No invoicing rules for seller country "${doc.seller.countryCode}".`);
  }
  return code;
}

/** e.g. "Rechnung-2026-0001.pdf"; only ASCII, so it can go into a Content-Disposition header as is. */
export function invoiceFileName(doc: InvoiceDocument): string {
  const strings = section(doc.locale, 'document');
  const key = titleKey(doc, sellerCountry(doc));
  const word = strings[`file.${key}`];
  const number = doc.number.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${word}-${number}.pdf`;
}

interface Formatters {
  money: (minor: number) => string;
  date: (isoDate: string) => string;
  rate: (bp: number) => string;
  quantity: (n: number) => string;
}

function formatters(locale: InvoiceLocale, currency: 'EUR' | 'GBP'): Formatters {
  const money = numberFormat(locale, { style: 'currency', currency });
  const date = dateFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
  const rate = numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const quantity = numberFormat(locale, { maximumFractionDigits: 0 });
  return {
    money: (minor) => money.format(minor / 100),
    date: (isoDate) => date.format(new Date(`${isoDate}T00:00:00Z`)),
    rate: (bp) => rate.format(bp / 10_000),
    quantity: (n) => quantity.format(n),
  };
}

interface Context {
  pdf: PDFKit.PDFDocument;
  doc: InvoiceDocument;
  country: SellerCountry;
  t: Section<'document'>;
  f: Formatters;
  /**
   * A UK practice without a VAT number is below the registration threshold and charges no VAT at all;
   * citing the medical exemption would claim something only registered health professionals may.
   */
  chargesNoVat: boolean;
  /** Lowest y the body may reach on a page; the footer lives below it. */
  bodyBottom: number;
}

function setFont(pdf: PDFKit.PDFDocument, weight: 'regular' | 'bold', size: number, color = INK): void {
  pdf.font(weight).fontSize(size).fillColor(color);
}

function ensureSpace(ctx: Context, y: number, height: number): number {
  if (y + height <= ctx.bodyBottom) return y;
  ctx.pdf.addPage();
  return MARGIN.top;
}

function drawHeader(ctx: Context): number {
  const { pdf, doc, t } = ctx;
  let logoBottom = MARGIN.top;
  if (doc.seller.logo) {
    const logo = Buffer.from(doc.seller.logo.buffer, doc.seller.logo.byteOffset, doc.seller.logo.byteLength);
    pdf.image(logo, MARGIN.left, MARGIN.top, { fit: [160, 56] });
    logoBottom = MARGIN.top + 56;
  }

  const blockWidth = 270;
  const x = RIGHT_EDGE - blockWidth;
  let y = MARGIN.top;
  const write = (text: string, size: number, weight: 'regular' | 'bold' = 'regular', color = INK) => {
    setFont(pdf, weight, size, color);
    pdf.text(text, x, y, { width: blockWidth, align: 'right' });
    y = pdf.y;
  };
  write(doc.seller.legalName, 10, 'bold');
  for (const line of doc.seller.addressLines) write(line, 8.5);
  y += 3;
  if (doc.seller.email) write(`${t['seller.email']}: ${doc.seller.email}`, 7.5, 'regular', MUTED);
  if (doc.seller.taxNumber) write(`${t['seller.taxNumber']}: ${doc.seller.taxNumber}`, 7.5, 'regular', MUTED);
  if (doc.seller.vatId) write(`${t['seller.vatId']}: ${doc.seller.vatId}`, 7.5, 'regular', MUTED);
  if (doc.seller.registration) write(doc.seller.registration, 7.5, 'regular', MUTED);
  return Math.max(logoBottom, y);
}

function drawParties(ctx: Context, top: number): number {
  const { pdf, doc, t, f } = ctx;
  const buyerWidth = 250;
  setFont(pdf, 'bold', 10);
  pdf.text(doc.buyer.name, MARGIN.left, top, { width: buyerWidth });
  setFont(pdf, 'regular', 9);
  for (const line of doc.buyer.addressLines) pdf.text(line, MARGIN.left, pdf.y, { width: buyerWidth });
  // An address-less client still needs to be identifiable on the document.
  if (doc.buyer.addressLines.length === 0 && doc.buyer.email) {
    pdf.text(doc.buyer.email, MARGIN.left, pdf.y, { width: buyerWidth });
  }
  const buyerBottom = pdf.y;

  const isInvoice = INVOICE_REQUIREMENTS[ctx.country].ownDocumentIsInvoice;
  const rows: [string, string][] = [
    [t['meta.number'], doc.number],
    [t['meta.issueDate'], f.date(doc.issueDate)],
    doc.serviceFrom === doc.serviceTo
      ? [t['meta.serviceDate'], f.date(doc.serviceFrom)]
      : [t['meta.servicePeriod'], `${f.date(doc.serviceFrom)} – ${f.date(doc.serviceTo)}`],
  ];
  if (doc.kind === 'invoice' && doc.dueDate) rows.push([t['meta.dueDate'], f.date(doc.dueDate)]);
  const labelWidth = 110;
  const valueWidth = 120;
  const x = RIGHT_EDGE - labelWidth - valueWidth;
  let y = top;
  for (const [label, value] of rows) {
    setFont(pdf, 'regular', 8.5, MUTED);
    pdf.text(label, x, y, { width: labelWidth });
    setFont(pdf, 'regular', 8.5);
    pdf.text(value, x + labelWidth, y, { width: valueWidth, align: 'right' });
    y = pdf.y + 2;
  }
  if (doc.kind === 'credit_note' && doc.correctsNumber) {
    const key = isInvoice ? 'meta.correctsInvoice' : 'meta.cancelsRequest';
    setFont(pdf, 'bold', 8.5);
    pdf.text(fill(t[key], { number: doc.correctsNumber }), x, y, { width: labelWidth + valueWidth, align: 'right' });
    y = pdf.y;
  }
  return Math.max(buyerBottom, y);
}

function drawTitle(ctx: Context, top: number): number {
  const { pdf, t } = ctx;
  setFont(pdf, 'bold', 18);
  pdf.text(t[`title.${titleKey(ctx.doc, ctx.country)}`], MARGIN.left, top, { width: CONTENT_WIDTH });
  if (!INVOICE_REQUIREMENTS[ctx.country].ownDocumentIsInvoice) {
    setFont(pdf, 'bold', 9);
    pdf.text(t['notice.notAnInvoice'], MARGIN.left, pdf.y + 4, { width: CONTENT_WIDTH });
  }
  return pdf.y + 14;
}

interface Column {
  x: number;
  width: number;
  align: 'left' | 'right';
}

function tableColumns(): Record<'date' | 'description' | 'quantity' | 'unit' | 'vat' | 'amount', Column> {
  let x = MARGIN.left;
  const next = (width: number, align: 'left' | 'right'): Column => {
    const column = { x, width, align };
    x += width;
    return column;
  };
  return {
    date: next(COLUMN_WIDTHS.date, 'left'),
    description: next(DESCRIPTION_WIDTH, 'left'),
    quantity: next(COLUMN_WIDTHS.quantity, 'right'),
    unit: next(COLUMN_WIDTHS.unit, 'right'),
    vat: next(COLUMN_WIDTHS.vat, 'right'),
    amount: next(COLUMN_WIDTHS.amount, 'right'),
  };
}

function drawRule(pdf: PDFKit.PDFDocument, y: number, color = RULE): void {
  pdf.moveTo(MARGIN.left, y).lineTo(RIGHT_EDGE, y).lineWidth(0.6).strokeColor(color).stroke();
}

function cell(pdf: PDFKit.PDFDocument, column: Column, text: string, y: number): void {
  // The gap between columns sits on the side facing the neighbour the text would otherwise touch.
  const x = column.align === 'right' ? column.x + CELL_GAP : column.x;
  pdf.text(text, x, y, { width: column.width - CELL_GAP, align: column.align });
}

function drawTableHeader(ctx: Context, y: number): number {
  const { pdf, t } = ctx;
  const columns = tableColumns();
  setFont(pdf, 'bold', 8);
  cell(pdf, columns.date, t['table.date'], y);
  cell(pdf, columns.description, t['table.description'], y);
  cell(pdf, columns.quantity, t['table.quantity'], y);
  cell(pdf, columns.unit, t['table.unitPrice'], y);
  cell(pdf, columns.vat, t['table.vat'], y);
  cell(pdf, columns.amount, t['table.amount'], y);
  const bottom = y + 14;
  drawRule(pdf, bottom, INK);
  return bottom + 5;
}

function drawLines(ctx: Context, top: number): number {
  const { pdf, doc, t, f } = ctx;
  const columns = tableColumns();
  let y = drawTableHeader(ctx, ensureSpace(ctx, top, 60));
  for (const line of doc.lines) {
    setFont(pdf, 'regular', 8.5);
    const height = pdf.heightOfString(line.description, { width: columns.description.width - CELL_GAP }) + 6;
    if (y + height > ctx.bodyBottom) {
      pdf.addPage();
      y = drawTableHeader(ctx, MARGIN.top);
      setFont(pdf, 'regular', 8.5);
    }
    cell(pdf, columns.date, f.date(line.serviceDate), y);
    cell(pdf, columns.description, line.description, y);
    cell(pdf, columns.quantity, f.quantity(line.quantity), y);
    cell(pdf, columns.unit, f.money(line.unitMinor), y);
    const vat = line.taxTreatment === 'taxable' ? f.rate(line.taxRateBp) : ctx.chargesNoVat ? '–' : t['table.exempt'];
    cell(pdf, columns.vat, vat, y);
    cell(pdf, columns.amount, f.money(line.netMinor), y);
    y += height;
  }
  drawRule(pdf, y);
  return y + 8;
}

function drawTotals(ctx: Context, top: number): number {
  const { pdf, doc, t, f } = ctx;
  const vatByRate = new Map<number, number>();
  for (const line of doc.lines) {
    if (line.taxTreatment === 'taxable')
      vatByRate.set(line.taxRateBp, (vatByRate.get(line.taxRateBp) ?? 0) + line.taxMinor);
  }
  const rows: { label: string; value: string; bold?: boolean }[] = [
    { label: t['totals.net'], value: f.money(doc.totals.netMinor) },
  ];
  if (vatByRate.size === 0 && !ctx.chargesNoVat) rows.push({ label: t['totals.vatExempt'], value: f.money(0) });
  for (const [rateBp, taxMinor] of [...vatByRate].sort(([a], [b]) => b - a)) {
    rows.push({ label: fill(t['totals.vatAt'], { rate: f.rate(rateBp) }), value: f.money(taxMinor) });
  }
  rows.push({ label: t['totals.gross'], value: f.money(doc.totals.grossMinor), bold: true });
  if (doc.kind === 'invoice' && doc.paidMinor !== 0) {
    rows.push({ label: t['totals.paid'], value: f.money(doc.paidMinor) });
    rows.push({ label: t['totals.due'], value: f.money(doc.totals.grossMinor - doc.paidMinor), bold: true });
  }

  const labelWidth = 150;
  const valueWidth = 95;
  const x = RIGHT_EDGE - labelWidth - valueWidth;
  let y = ensureSpace(ctx, top, rows.length * 15 + 4);
  for (const row of rows) {
    if (row.bold) {
      pdf
        .moveTo(x, y - 2)
        .lineTo(RIGHT_EDGE, y - 2)
        .lineWidth(0.6)
        .strokeColor(INK)
        .stroke();
      y += 2;
    }
    setFont(pdf, row.bold ? 'bold' : 'regular', 9);
    pdf.text(row.label, x, y, { width: labelWidth });
    pdf.text(row.value, x + labelWidth, y, { width: valueWidth, align: 'right' });
    y = pdf.y + 3;
  }
  return y + 8;
}

function drawParagraph(
  ctx: Context,
  top: number,
  text: string,
  size = 8.5,
  weight: 'regular' | 'bold' = 'regular',
): number {
  const { pdf } = ctx;
  setFont(pdf, weight, size);
  const height = pdf.heightOfString(text, { width: CONTENT_WIDTH });
  const y = ensureSpace(ctx, top, height);
  setFont(pdf, weight, size);
  pdf.text(text, MARGIN.left, y, { width: CONTENT_WIDTH });
  return pdf.y + 8;
}

async function drawPayment(ctx: Context, top: number): Promise<number> {
  const { pdf, doc, t, f } = ctx;
  const payment = doc.payment;
  if (doc.kind !== 'invoice' || !payment) return top;
  const dueMinor = doc.totals.grossMinor - doc.paidMinor;
  if (dueMinor <= 0) return drawParagraph(ctx, top, t['payment.paidInFull'], 9, 'bold');

  const epc = invoiceEpcPayment(doc);
  const qr = epc ? await epcQrPng(epc) : null;
  const textWidth = qr ? CONTENT_WIDTH - QR_SIZE - 20 : CONTENT_WIDTH;
  const sentence =
    doc.dueDate && payment.termsDays > 0
      ? text(doc.locale, 'document.payment.byDate', {
          amount: f.money(dueMinor),
          count: payment.termsDays,
          date: f.date(doc.dueDate),
        })
      : fill(t['payment.onReceipt'], { amount: f.money(dueMinor) });
  const rows: [string, string][] = [
    [t['payment.accountHolder'], payment.accountHolder],
    [t['payment.iban'], friendlyFormatIBAN(payment.iban) ?? payment.iban],
  ];
  if (payment.bic) rows.push([t['payment.bic'], payment.bic]);
  if (payment.reference) rows.push([t['payment.reference'], formatReference(payment.reference)]);

  setFont(pdf, 'regular', 9);
  const textHeight = 16 + pdf.heightOfString(sentence, { width: textWidth }) + rows.length * 14 + 8;
  let y = ensureSpace(ctx, top, Math.max(textHeight, qr ? QR_SIZE + 24 : 0));
  const blockTop = y;

  setFont(pdf, 'bold', 10);
  pdf.text(t['payment.heading'], MARGIN.left, y, { width: textWidth });
  setFont(pdf, 'regular', 9);
  pdf.text(sentence, MARGIN.left, pdf.y + 3, { width: textWidth });
  y = pdf.y + 6;
  const labelWidth = 130;
  for (const [label, value] of rows) {
    setFont(pdf, 'regular', 9, MUTED);
    pdf.text(label, MARGIN.left, y, { width: labelWidth });
    setFont(pdf, 'bold', 9);
    pdf.text(value, MARGIN.left + labelWidth, y, { width: textWidth - labelWidth });
    y = pdf.y + 3;
  }

  if (qr) {
    const x = RIGHT_EDGE - QR_SIZE;
    pdf.image(qr, x, blockTop, { width: QR_SIZE, height: QR_SIZE });
    setFont(pdf, 'regular', 7, MUTED);
    pdf.text(t['payment.qrCaption'], x - 10, blockTop + QR_SIZE + 2, { width: QR_SIZE + 20, align: 'center' });
    y = Math.max(y, pdf.y);
  }
  return y + 10;
}

/**
 * What the EPC QR code on this invoice carries, or null when it has none: only euro invoices with an
 * amount still due from a practice in the SEPA area (never a UK one), and only bank details the
 * standard accepts. An issued invoice must stay printable, so details the QR format refuses (e.g. a
 * holder name over 70 characters) drop the code; the same details are printed in full beside it.
 */
export function invoiceEpcPayment(doc: InvoiceDocument): EpcPayment | null {
  const payment = doc.payment;
  const dueMinor = doc.totals.grossMinor - doc.paidMinor;
  if (doc.kind !== 'invoice' || !payment || doc.currency !== 'EUR' || dueMinor <= 0) return null;
  if (sellerCountry(doc) === 'GB') return null;
  const epc: EpcPayment = {
    name: payment.accountHolder || doc.seller.legalName,
    iban: payment.iban,
    bic: payment.bic,
    amountMinor: dueMinor,
    ...(payment.reference ? { reference: payment.reference } : { remittance: doc.number }),
  };
  try {
    epcPayload(epc);
    return epc;
  } catch (error) {
    if (error instanceof EpcPaymentError) return null;
    throw error;
  }
}

function footerHeight(pdf: PDFKit.PDFDocument, footer: string): number {
  if (!footer.trim()) return 0;
  setFont(pdf, 'regular', 7, MUTED);
  return pdf.heightOfString(footer, { width: CONTENT_WIDTH, align: 'center' });
}

/** Footer and "Page i of n" on every page, written after the body so the page count is known. */
function drawFooters(ctx: Context): void {
  const { pdf, doc, t } = ctx;
  const range = pdf.bufferedPageRange();
  const footerTop = ctx.bodyBottom + 10;
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    pdf.page.margins.bottom = 0;
    if (doc.footer.trim()) {
      setFont(pdf, 'regular', 7, MUTED);
      pdf.text(doc.footer, MARGIN.left, footerTop, { width: CONTENT_WIDTH, align: 'center' });
    }
    if (range.count > 1) {
      setFont(pdf, 'regular', 7.5, MUTED);
      pdf.text(
        fill(t['page.of'], { page: index - range.start + 1, pages: range.count }),
        MARGIN.left,
        PAGE.height - MARGIN.bottom + 8,
        { width: CONTENT_WIDTH, align: 'right' },
      );
    }
    pdf.page.margins.bottom = MARGIN.bottom;
  }
}

export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const country = sellerCountry(doc);
  const t = section(doc.locale, 'document');
  // From the issue date, so the same invoice always renders to the same bytes.
  const { pdf, bytes: finished } = openDocument({
    margins: MARGIN,
    lang: intlTag(doc.locale),
    title: doc.number,
    author: doc.seller.legalName,
    subject: t[`title.${titleKey(doc, country)}`],
    createdOn: doc.issueDate,
  });

  const reservedFooter = footerHeight(pdf, doc.footer);
  const ctx: Context = {
    pdf,
    doc,
    country,
    t,
    f: formatters(doc.locale, doc.currency),
    chargesNoVat: country === 'GB' && doc.seller.vatId.trim() === '',
    bodyBottom: PAGE.height - MARGIN.bottom - 18 - (reservedFooter > 0 ? reservedFooter + 10 : 0),
  };

  let y = drawHeader(ctx);
  y = drawParties(ctx, Math.max(y + 24, 150));
  y = drawTitle(ctx, y + 22);
  y = drawLines(ctx, y);
  y = drawTotals(ctx, y);
  if (doc.lines.some((line) => line.taxTreatment === 'exempt')) {
    const statement = ctx.chargesNoVat ? t['notice.notVatRegistered'] : exemptionSentence(country, doc.locale);
    y = drawParagraph(ctx, y, statement, 8.5, 'bold');
  }
  if (doc.note.trim()) y = drawParagraph(ctx, y, doc.note);
  await drawPayment(ctx, y + 6);
  drawFooters(ctx);
  pdf.end();
  return finished;
}
