import type { Token, Tokens } from 'marked';
import { dateFormat, intlTag, type Locale } from '../contract/locales.ts';
import { text } from '../i18n/index.ts';
import { openDocument } from '../pdf/document.ts';
import type { HubEntry } from './content.ts';

// A hub worksheet as an A4 PDF a therapist prints or sends to a client: the title, then the body's
// headings, paragraphs, lists and tables in plain type, with writing lines where the Markdown has a
// run of underscores ("Answer: ________") and room to write in empty table cells. Nothing but text
// and lines, so it prints well in black and white.

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BOTTOM = PAGE.height - MARGIN.bottom;
const INK = '#1a1a1a';
const MUTED = '#5f6368';
const RULE = '#9aa0a6';
const BODY_SIZE = 10.5;
/** The height of a line to write on by hand. */
const WRITING_LINE = 24;
const FILL_IN = /_{4,}/;

/** The footer line: "Calma · reviewed 26 November 2026", in the item's language. */
export function footerText(locale: Locale, reviewed: string): string {
  const date = dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${reviewed}T00:00:00Z`));
  return `Calma · ${text(locale, 'hub.reviewed', { date })}`;
}

/** The text of inline tokens as a reader sees it; soft and hard line breaks stay line breaks. */
function inlineText(tokens: readonly Token[] | undefined): string {
  let text = '';
  for (const token of tokens ?? []) {
    if (token.type === 'br') text += '\n';
    else if ('tokens' in token && token.tokens) text += inlineText(token.tokens);
    else if ('text' in token && typeof token.text === 'string') text += decode(token.text);
  }
  return text;
}

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );

class Writer {
  readonly pdf: PDFKit.PDFDocument;

  constructor(pdf: PDFKit.PDFDocument) {
    this.pdf = pdf;
  }

  font(weight: 'regular' | 'bold', size: number, color = INK) {
    this.pdf.font(weight).fontSize(size).fillColor(color);
  }

  /** Starts a new page when `height` does not fit on this one. */
  room(height: number) {
    if (this.pdf.y + height > BOTTOM) this.pdf.addPage();
  }

  gap(points: number) {
    this.pdf.y += points;
  }

  /** A line to write on, across the width from `left`. */
  writingLine(left: number) {
    this.room(WRITING_LINE);
    const y = this.pdf.y + WRITING_LINE - 6;
    this.pdf
      .moveTo(left, y)
      .lineTo(MARGIN.left + CONTENT_WIDTH, y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    this.pdf.y += WRITING_LINE;
  }

  /** Lines of text; a line with runs of underscores is filled in by hand. */
  lines(text: string, indent = 0, weight: 'regular' | 'bold' = 'regular') {
    for (const line of text.split('\n')) {
      if (FILL_IN.test(line)) this.fillIn(line, indent);
      else if (line.trim()) this.text(line.trim(), MARGIN.left + indent, CONTENT_WIDTH - indent, weight);
    }
  }

  /**
   * "Name: ____ Phone: ____": each label with its blank gets an equal share of the width, the blank
   * drawn as a line on the label's baseline. A label too long for its share goes on a line of its
   * own, with the whole width to write on under it.
   */
  fillIn(line: string, indent: number) {
    const left = MARGIN.left + indent;
    const width = CONTENT_WIDTH - indent;
    const labels = [...line.matchAll(/([^_]*?)_{4,}/g)].map((match) => (match[1] ?? '').trim());
    const after = line.replace(/^.*_{4,}/, '').trim();
    const share = width / labels.length;
    this.font('regular', BODY_SIZE);
    const widths = labels.map((label) => (label ? this.pdf.widthOfString(label) + 6 : 0));
    if (widths.some((w) => w > share * 0.6)) {
      const label = line.replace(/_{4,}/g, ' ').replace(/\s+/g, ' ').trim();
      if (label) this.text(label, left, width);
      this.writingLine(left);
      return;
    }
    this.room(WRITING_LINE);
    const top = this.pdf.y;
    const baseline = top + WRITING_LINE - 6;
    labels.forEach((label, i) => {
      const x = left + i * share;
      if (label) this.pdf.text(label, x, baseline - BODY_SIZE, { lineBreak: false });
      const end = x + share - (i < labels.length - 1 ? 12 : after ? this.pdf.widthOfString(after) + 4 : 0);
      this.pdf
        .moveTo(x + (widths[i] ?? 0), baseline)
        .lineTo(end, baseline)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke();
    });
    if (after)
      this.pdf.text(after, left + width - this.pdf.widthOfString(after), baseline - BODY_SIZE, { lineBreak: false });
    this.pdf.y = top + WRITING_LINE;
  }

  text(text: string, left: number, width: number, weight: 'regular' | 'bold' = 'regular', size = BODY_SIZE) {
    this.font(weight, size);
    this.room(this.pdf.heightOfString(text, { width }));
    this.pdf.text(text, left, this.pdf.y, { width, lineGap: 2 });
  }

  block(token: Token, indent = 0) {
    switch (token.type) {
      case 'heading': {
        const { depth, tokens } = token as Tokens.Heading;
        const size = depth <= 2 ? 13.5 : 11.5;
        this.gap(depth <= 2 ? 12 : 8);
        // Keep a heading with the first lines under it.
        this.room(size * 1.4 + BODY_SIZE * 3);
        this.text(inlineText(tokens), MARGIN.left + indent, CONTENT_WIDTH - indent, 'bold', size);
        this.gap(4);
        break;
      }
      case 'paragraph':
      case 'text':
        this.lines(inlineText('tokens' in token && token.tokens ? token.tokens : [token]), indent);
        this.gap(6);
        break;
      case 'list':
        this.list(token as Tokens.List, indent);
        this.gap(4);
        break;
      case 'table':
        this.table(token as Tokens.Table, indent);
        this.gap(8);
        break;
      case 'blockquote':
        for (const inner of (token as Tokens.Blockquote).tokens) this.block(inner, indent + 14);
        break;
      case 'code':
        this.lines((token as Tokens.Code).text, indent + 8);
        this.gap(6);
        break;
      case 'hr':
        this.room(12);
        this.pdf
          .moveTo(MARGIN.left + indent, this.pdf.y + 4)
          .lineTo(MARGIN.left + CONTENT_WIDTH, this.pdf.y + 4)
          .lineWidth(0.5)
          .strokeColor(RULE)
          .stroke();
        this.gap(12);
        break;
      case 'html':
        this.lines(token.raw.trim(), indent);
        break;
      default:
        // space and anything else with no text of its own
        break;
    }
  }

  list(list: Tokens.List, indent: number) {
    const start = typeof list.start === 'number' ? list.start : 1;
    const markerWidth = list.ordered ? 18 : 12;
    list.items.forEach((item, index) => {
      const marker = item.task ? (item.checked ? '☑' : '☐') : list.ordered ? `${start + index}.` : '•';
      const left = MARGIN.left + indent;
      this.font('regular', BODY_SIZE);
      this.room(BODY_SIZE * 1.6);
      const top = this.pdf.y;
      this.pdf.text(marker, left, top, { width: markerWidth, lineBreak: false });
      this.pdf.y = top;
      for (const inner of item.tokens) {
        if (inner.type === 'list') this.list(inner as Tokens.List, indent + markerWidth);
        // "1. ______" is a list item holding a thematic break in Markdown: a line to write on.
        else if (inner.type === 'hr') this.writingLine(left + markerWidth);
        else if (inner.type === 'text' || inner.type === 'paragraph') {
          this.lines(inlineText('tokens' in inner && inner.tokens ? inner.tokens : [inner]), indent + markerWidth);
        } else this.block(inner, indent + markerWidth);
      }
      this.gap(3);
    });
  }

  table(table: Tokens.Table, indent: number) {
    const left = MARGIN.left + indent;
    const width = CONTENT_WIDTH - indent;
    const columns = table.header.length;
    const cellWidth = width / columns;
    const padding = 4;
    const row = (cells: Tokens.TableCell[], weight: 'regular' | 'bold') => {
      const texts = cells.map((cell) => inlineText(cell.tokens).replace(/_{4,}/g, '').trim());
      this.font(weight, 9.5);
      // Wide tables have narrow cells: give a row to fill in by hand room for two lines.
      const empty = texts.every((text) => text === '');
      const height = Math.max(
        empty && columns > 4 ? 2 * WRITING_LINE : WRITING_LINE,
        ...texts.map((text) => this.pdf.heightOfString(text, { width: cellWidth - 2 * padding }) + 2 * padding),
      );
      this.room(height);
      const top = this.pdf.y;
      texts.forEach((text, i) => {
        this.pdf.text(text, left + i * cellWidth + padding, top + padding, { width: cellWidth - 2 * padding });
      });
      this.pdf.rect(left, top, width, height).lineWidth(0.5).strokeColor(RULE).stroke();
      for (let i = 1; i < columns; i++) {
        this.pdf
          .moveTo(left + i * cellWidth, top)
          .lineTo(left + i * cellWidth, top + height)
          .stroke();
      }
      this.pdf.y = top + height;
    };
    row(table.header, 'bold');
    for (const cells of table.rows) row(cells, 'regular');
  }
}

/** The item as a PDF: title, body and on every page "Calma · reviewed …" (and the page count). */
export async function renderHubPdf(entry: HubEntry): Promise<Uint8Array> {
  // From the review date, so the same item always renders to the same bytes.
  const { pdf, bytes: finished } = openDocument({
    margins: MARGIN,
    lang: intlTag(entry.locale),
    title: entry.title,
    author: 'Calma',
    createdOn: entry.reviewed,
  });

  const writer = new Writer(pdf);
  writer.text(entry.title, MARGIN.left, CONTENT_WIDTH, 'bold', 18);
  writer.gap(10);
  for (const token of entry.tokens) writer.block(token);

  const footer = footerText(entry.locale, entry.reviewed);
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    pdf.page.margins.bottom = 0;
    writer.font('regular', 8, MUTED);
    const pages = range.count > 1 ? `   ${index - range.start + 1}/${range.count}` : '';
    pdf.text(`${footer}${pages}`, MARGIN.left, PAGE.height - MARGIN.bottom + 24, {
      width: CONTENT_WIDTH,
      align: 'center',
    });
    pdf.page.margins.bottom = MARGIN.bottom;
  }
  pdf.end();
  return finished;
}
