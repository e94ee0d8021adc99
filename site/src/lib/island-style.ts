/** What Astro writes before a page's first island, wherever in the body that island is. */
export const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/**
 * The page with Astro's island style moved to the end of its head. HTML allows a `<style>` in the
 * body only as its parent's first child; Astro puts the style in the head of pre-rendered pages but
 * beside the first island of a page rendered on demand (withastro/astro#10308), which the Nu Html
 * Checker refuses. The text is unchanged, so the page's CSP hash for it still holds.
 */
export function islandStyleInHead(html: string): string {
  const head = html.indexOf('</head>');
  const at = html.indexOf(ISLAND_STYLE);
  if (head === -1 || at < head) return html;
  const body = html.slice(head, at) + html.slice(at + ISLAND_STYLE.length);
  return html.slice(0, head) + ISLAND_STYLE + body;
}
