// Names people choose for themselves (a practice, an account, a client, a company) are shown by
// Calma in emails and on its own pages, where a name like "Claim your refund at example.com" would
// read as Calma's message and its link as one Calma vouches for. So a name may hold no web or email
// address and nothing that reads as one: where people type their name it is refused, and where Calma
// shows a name it withholds one that slipped through (decision 029).
//
// There is no list of top-level domains here on purpose: new ones appear every year and any two
// letters may become one, so a word, a dot and two letters count as a domain. Names keep their
// ordinary dots ("Dr. Anna Müller", "J. R. R. Tolkien", "M.Sc.") because a dot followed by a space
// or by fewer than two letters is no domain, and academic abbreviations written without spaces are
// known by their parts.

/**
 * Characters that read as a full stop: what IDNA itself takes for a dot (U+3002, U+FF0E, U+FF61),
 * leaders and look-alikes a reader's eye takes for one. NFKC already folds some (U+2024, U+FE52,
 * U+FF0E); they are listed anyway so the rule does not depend on that.
 */
const LOOKALIKE_DOTS =
  /[\u00B7\u0387\u0660\u06D4\u06F0\u0701\u0702\u1427\u16EB\u2022\u2024\u2027\u2219\u22C5\u2981\u2E30\u2E31\u2E33\u3002\u30FB\uA4F8\uFE52\uFF0E\uFF61\uFF65]/gu;
/** "example[.]com", "example(dot)com", "example [punkt] de": the ways people write a dot to dodge a filter. */
const WRITTEN_DOT = /\s*[[({<]\s*(?:\.|dot|punkt|punto|ponto|punt|point)\s*[\])}>]\s*/giu;
/** A space before a dot ("example .com", "example . com"); a space only after one is an abbreviation. */
const SPACED_DOT = /\s+\.\s*/gu;
/** Invisible characters (zero-width spaces and joiners, soft hyphens, direction marks) inside a word. */
const INVISIBLE = /\p{Cf}/gu;

const SCHEME = /:\/\/|(?:^|[^\p{L}\p{N}])(?:mailto|javascript):/iu;
const WWW = /(?:^|[^\p{L}\p{N}])www\d{0,3}\./iu;
const EMAIL = /[^\s@]@[^\s@]/u;
const IPV4 = /(?:^|[^\p{N}.])\p{N}{1,3}(?:\.\p{N}{1,3}){3}(?![\p{N}])/u;
const DOTTED = /[\p{L}\p{M}\p{N}_-]+(?:\.[\p{L}\p{M}\p{N}_-]+)+/gu;
/** A label that can end a host name: two letters or more (in any script), or an IDNA A-label. */
const TOP_LABEL = /^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/u;

/** Parts of degrees and titles written without spaces ("M.Sc.", "Dr.med.", "Dipl.Psych."). */
const TITLE_PARTS = new Set([
  'b',
  'ba',
  'bsc',
  'c',
  'd',
  'dent',
  'dipl',
  'dr',
  'ed',
  'h',
  'habil',
  'jur',
  'lic',
  'm',
  'ma',
  'mag',
  'med',
  'msc',
  'nat',
  'oec',
  'paed',
  'päd',
  'ph',
  'phil',
  'prof',
  'psych',
  'rer',
  'sc',
  'soc',
  'theol',
  'univ',
  'vet',
]);

/** The text as a reader (or a mail program's link finder) sees it: look-alikes folded, dots as dots. */
function readable(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(INVISIBLE, '')
      // The Catalan middle dot between two l's is a letter ("Gal·la"), not a dot.
      .replace(/l\u00B7l/giu, 'll')
      .replace(LOOKALIKE_DOTS, '.')
      .replace(WRITTEN_DOT, '.')
      .replace(SPACED_DOT, '.')
      .toLowerCase()
  );
}

function hasDomain(text: string): boolean {
  for (const [token] of text.matchAll(DOTTED)) {
    const labels = token.split('.');
    if (labels.some((label) => label === '')) continue;
    const top = labels[labels.length - 1] as string;
    if (!TOP_LABEL.test(top)) continue;
    if (labels.every((label) => TITLE_PARTS.has(label))) continue;
    return true;
  }
  return false;
}

/**
 * Whether the text holds a web or email address or something that reads as one: a scheme
 * (`https://`, `mailto:`), `www.`, an address with `@`, an IPv4 address, or a domain (`example.com`,
 * `müller.de`, `пример.рф`) — also when its dots are look-alikes (`example․com` with U+2024,
 * `例子。中国`), written out (`example[.]com`), spaced (`example .com`) or split by invisible characters.
 */
export function hasLinkLikeText(text: string): boolean {
  const seen = readable(text);
  return SCHEME.test(seen) || WWW.test(seen) || EMAIL.test(seen) || IPV4.test(seen) || hasDomain(seen);
}

/** A name fit to show: trimmed, or null when it is blank or holds anything that reads as a link. */
export function safeName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' || hasLinkLikeText(trimmed) ? null : trimmed;
}
