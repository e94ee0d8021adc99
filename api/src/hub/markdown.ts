import { Marked, Renderer, type Token, type Tokens } from 'marked';

// Hub items are Markdown from the repository. One lexing gives both what the site shows (HTML with
// ids on the headings, so a section can be linked) and what the search and the PDF read (tokens and
// plain text). Raw HTML is shown as text: the hub's Markdown needs none, and this keeps the HTML the
// dashboard inserts down to what Markdown itself makes.

export interface RenderedMarkdown {
  html: string;
  /** The block tokens, for the PDF. */
  tokens: Token[];
  /** The body as plain words, for the search. */
  text: string;
}

/** A heading's id: its words in lower case without accents, joined by hyphens ("Warning signs" → "warning-signs"). */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The words of inline and block tokens, without markup. */
export function plainText(tokens: readonly Token[]): string {
  const parts: string[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'list':
        for (const item of (token as Tokens.List).items) parts.push(plainText(item.tokens));
        break;
      case 'table': {
        const table = token as Tokens.Table;
        for (const cell of table.header) parts.push(plainText(cell.tokens));
        for (const row of table.rows) for (const cell of row) parts.push(plainText(cell.tokens));
        break;
      }
      case 'br':
      case 'hr':
      case 'space':
        parts.push(' ');
        break;
      case 'html':
        parts.push(token.raw);
        break;
      default:
        if ('tokens' in token && token.tokens) parts.push(plainText(token.tokens));
        else if ('text' in token && typeof token.text === 'string') parts.push(decodeEntities(token.text));
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

// marked escapes text tokens' `text` (& → &amp;); plain text wants the characters back.
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );

/** Renders Markdown (GitHub flavour: tables, autolinks) to HTML; heading ids are unique within the document. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const used = new Map<string, number>();
  const uniqueId = (text: string) => {
    const base = headingSlug(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen}`;
  };
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      heading({ tokens, depth }) {
        return `<h${depth} id="${uniqueId(plainText(tokens))}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      html({ text }) {
        return escapeHtml(text);
      },
      // A checklist to read, not a form: the box is drawn, and the item's text says what it is.
      checkbox({ checked }) {
        return `<span class="task-box" aria-hidden="true">${checked ? '☑' : '☐'}</span> `;
      },
      // A wide table scrolls on its own on a narrow screen; focusable, so the keyboard can scroll it too.
      table(token) {
        return `<div class="table-scroll" tabindex="0">${Renderer.prototype.table.call(this, token)}</div>\n`;
      },
    },
  });
  const tokens = marked.lexer(markdown);
  const html = marked.parser(tokens);
  return { html, tokens, text: plainText(tokens) };
}
