import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

// What every PDF Calma makes shares (invoices, hub worksheets): A4, DejaVu Sans as `regular` and
// `bold`, a fixed creation date so the same input renders to the same bytes, and the bytes collected
// once the caller ends the document.

const requireFromHere = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** DejaVu Sans covers every Latin letter of the five languages plus € and £; read once per process. */
function loadFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(requireFromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(requireFromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

export interface DocumentOptions {
  margins: { top: number; bottom: number; left: number; right: number };
  /** The document's language as a BCP 47 tag (en-GB, de-DE…). */
  lang: string;
  title: string;
  author: string;
  subject?: string;
  /** A calendar day (YYYY-MM-DD): the creation date written into the file. */
  createdOn: string;
}

/** A new A4 document with the fonts registered, and its bytes once `pdf.end()` has been called. */
export function openDocument(options: DocumentOptions): { pdf: PDFKit.PDFDocument; bytes: Promise<Uint8Array> } {
  const { regular, bold } = loadFonts();
  const pdf = new PDFDocument({
    size: 'A4',
    margins: options.margins,
    bufferPages: true,
    // No default font: pdfkit would otherwise load and embed Helvetica, which lacks most of our letters.
    font: '',
    lang: options.lang,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: options.title,
      Author: options.author,
      ...(options.subject ? { Subject: options.subject } : {}),
      Creator: 'Calma',
      Producer: 'Calma',
      CreationDate: new Date(`${options.createdOn}T00:00:00Z`),
    },
  });
  pdf.registerFont('regular', regular);
  pdf.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    pdf.on('error', reject);
  });
  return { pdf, bytes };
}
