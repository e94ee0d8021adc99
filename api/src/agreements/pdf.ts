import type { Token, Tokens } from 'marked';
import { dateFormat, intlTag, type Locale } from '../contract/locales.ts';
import { renderMarkdown } from '../hub/markdown.ts';
import { text } from '../i18n/index.ts';
import { openDocument } from '../pdf/document.ts';

// A signed agreement as a PDF both sides keep: the text exactly as signed, then the signature record
// (who, when, from where, which version, the SHA-256 of the text) in the signer's language.

const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 };
const WIDTH = 595.28 - MARGIN.left - MARGIN.right;
const INK = '#1a1a1a';
const MUTED = '#5f6368';

export interface SignedDocument {
  locale: Locale;
  title: string;
  body: string;
  version: number;
  practiceName: string;
  clientName: string;
  signedName: string;
  signedAt: Date;
  statement: string;
  ip: string;
  userAgent: string;
  textSha256: string;
}

const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );

function inline(tokens: readonly Token[] | undefined): string {
  let out = '';
  for (const token of tokens ?? []) {
    if (token.type === 'br') out += '\n';
    else if ('tokens' in token && token.tokens) out += inline(token.tokens);
    else if ('text' in token && typeof token.text === 'string') out += decode(token.text);
  }
  return out;
}

function block(pdf: PDFKit.PDFDocument, token: Token, indent = 0) {
  const options = { width: WIDTH - indent };
  switch (token.type) {
    case 'heading':
      pdf
        .moveDown(0.6)
        .font('bold')
        .fontSize(token.depth <= 2 ? 13 : 11.5)
        .fillColor(INK);
      pdf.text(inline(token.tokens), MARGIN.left + indent, undefined, options);
      pdf.moveDown(0.2);
      break;
    case 'paragraph':
      pdf
        .font('regular')
        .fontSize(10.5)
        .fillColor(INK)
        .text(inline(token.tokens), MARGIN.left + indent, undefined, options);
      pdf.moveDown(0.5);
      break;
    case 'list':
      (token as Tokens.List).items.forEach((item, index) => {
        const mark = (token as Tokens.List).ordered ? `${index + 1}.` : '•';
        pdf.font('regular').fontSize(10.5).fillColor(INK);
        pdf.text(
          `${mark} ${inline(item.tokens.flatMap((t) => ('tokens' in t && t.tokens ? t.tokens : [t])))}`,
          MARGIN.left + indent + 8,
          undefined,
          {
            width: WIDTH - indent - 8,
          },
        );
      });
      pdf.moveDown(0.5);
      break;
    case 'blockquote':
      for (const inner of (token as Tokens.Blockquote).tokens) block(pdf, inner, indent + 12);
      break;
    case 'space':
    case 'hr':
      pdf.moveDown(0.5);
      break;
    default:
      if ('text' in token && typeof token.text === 'string') {
        pdf
          .font('regular')
          .fontSize(10.5)
          .fillColor(INK)
          .text(decode(token.text), MARGIN.left + indent, undefined, options);
        pdf.moveDown(0.5);
      }
  }
}

/** The signed document with its signature record, as PDF bytes. */
export async function renderSignedPdf(doc: SignedDocument): Promise<Uint8Array> {
  const t = (key: Parameters<typeof text>[1], params?: Record<string, string | number>) =>
    text(doc.locale, key, params);
  const { pdf, bytes } = openDocument({
    margins: MARGIN,
    lang: intlTag(doc.locale),
    title: doc.title,
    author: doc.practiceName,
    subject: t('agreement.record.title'),
    createdOn: doc.signedAt.toISOString().slice(0, 10),
  });
  pdf.font('bold').fontSize(18).fillColor(INK).text(doc.title, MARGIN.left, MARGIN.top, { width: WIDTH });
  pdf.font('regular').fontSize(10).fillColor(MUTED);
  pdf.text(t('agreement.record.parties', { client: doc.clientName, therapist: doc.practiceName }), { width: WIDTH });
  pdf.moveDown(0.6);
  for (const token of renderMarkdown(doc.body).tokens) block(pdf, token);

  pdf.moveDown(1);
  pdf
    .font('bold')
    .fontSize(13)
    .fillColor(INK)
    .text(t('agreement.record.title'), MARGIN.left, undefined, { width: WIDTH });
  pdf.moveDown(0.3);
  const when = `${dateFormat(doc.locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(doc.signedAt)} (${doc.signedAt.toISOString()})`;
  const rows: [string, string][] = [
    [t('agreement.record.signedBy'), doc.signedName],
    [t('agreement.record.signedAt'), when],
    [t('agreement.record.ip'), doc.ip],
    [t('agreement.record.userAgent'), doc.userAgent || '—'],
    [t('agreement.record.document'), `${doc.title}, ${t('agreement.record.version', { version: doc.version })}`],
    [t('agreement.record.sha256'), doc.textSha256],
    [t('agreement.record.statement'), doc.statement],
  ];
  for (const [label, value] of rows) {
    pdf.font('bold').fontSize(9).fillColor(MUTED).text(label, MARGIN.left, undefined, { width: WIDTH });
    pdf
      .font('regular')
      .fontSize(label === t('agreement.record.sha256') ? 8.5 : 10)
      .fillColor(INK);
    pdf.text(value, MARGIN.left, undefined, { width: WIDTH });
    pdf.moveDown(0.3);
  }
  pdf.moveDown(0.5);
  pdf
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(t('agreement.record.note'), MARGIN.left, undefined, { width: WIDTH });
  pdf.end();
  return bytes;
}
