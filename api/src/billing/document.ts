import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { FileStore } from '../storage/index.ts';
import { linesOf, type SellerSnapshot } from './invoices.ts';
import { type InvoiceDocument, type InvoiceLocale, invoiceFileName, renderInvoicePdf } from './pdf.ts';

/** The logo an invoice printed; a file gone from the store leaves the invoice without one rather than unreadable. */
async function logoOf(storage: FileStore, key: string | null | undefined): Promise<Uint8Array | null> {
  if (!key) return null;
  try {
    const { stream } = await storage.read(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return new Uint8Array(Buffer.concat(chunks));
  } catch {
    return null;
  }
}

/**
 * The PDF module's view of an issued invoice or credit note: everything from what was fixed at issue
 * (numbers, dates, parties, lines, totals), plus what has been paid since. Drafts have no document:
 * they have no number yet (409 INVOICE_NOT_ISSUED).
 */
export async function invoiceDocument(db: Database, storage: FileStore, invoiceId: string): Promise<InvoiceDocument> {
  const invoice = await db.selectFrom('invoice').selectAll().where('id', '=', invoiceId).executeTakeFirst();
  if (!invoice) throw new AppError('NOT_FOUND', 404, 'No such invoice');
  if (invoice.status === 'draft' || !invoice.number || !invoice.issueDate || !invoice.seller || !invoice.buyer) {
    throw new AppError('INVOICE_NOT_ISSUED', 409, 'A draft has no document yet; issue it first');
  }
  const [lines, corrected] = await Promise.all([
    linesOf(db, invoiceId),
    invoice.correctsId
      ? db.selectFrom('invoice').select('number').where('id', '=', invoice.correctsId).executeTakeFirst()
      : undefined,
  ]);
  const seller = invoice.seller as Partial<SellerSnapshot> & SellerSnapshot;
  const payment =
    invoice.kind === 'invoice' && seller.iban
      ? {
          accountHolder: seller.accountHolder ?? '',
          iban: seller.iban,
          bic: seller.bic ?? '',
          reference: invoice.paymentReference ?? '',
          termsDays: seller.paymentTermsDays ?? 0,
        }
      : null;
  return {
    kind: invoice.kind,
    locale: invoice.locale as InvoiceLocale,
    number: invoice.number,
    correctsNumber: corrected?.number ?? null,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    serviceFrom: invoice.serviceFrom ?? invoice.issueDate,
    serviceTo: invoice.serviceTo ?? invoice.issueDate,
    currency: invoice.currency,
    seller: {
      legalName: seller.name,
      addressLines: seller.addressLines,
      countryCode: seller.countryCode ?? '',
      taxNumber: seller.taxNumber ?? '',
      vatId: seller.vatId ?? '',
      registration: seller.registration ?? '',
      email: seller.email,
      logo: await logoOf(storage, seller.logoPath),
    },
    buyer: { name: invoice.buyer.name, addressLines: invoice.buyer.addressLines, email: invoice.buyer.email },
    lines,
    totals: { netMinor: invoice.netMinor, taxMinor: invoice.taxMinor, grossMinor: invoice.grossMinor },
    paidMinor: invoice.paidMinor,
    payment,
    footer: seller.footer ?? '',
    note: invoice.note,
  };
}

/**
 * The invoice as a PDF with its file name ("Rechnung-2026-0001.pdf"). No access check here: the
 * callers (the therapist's routes, the client's pay link) authorise first. `storage` is where the
 * logo is kept (the public file store).
 */
export async function invoicePdf(
  db: Database,
  storage: FileStore,
  invoiceId: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const doc = await invoiceDocument(db, storage, invoiceId);
  return { bytes: await renderInvoicePdf(doc), fileName: invoiceFileName(doc) };
}
