/**
 * Characters that let JSON inside an inline `<script>` end the element or change how it parses:
 * `<` and `>` (a `</script>` or `<!--` in a name), `&`, and the line and paragraph separators that
 * old JavaScript parsers take for line breaks. JSON lets each be written as a \u escape instead.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const unicodeEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * JSON for an inline `<script>` such as JSON-LD (`<script type="application/ld+json" set:html=…>`):
 * the same data `JSON.stringify` gives, but nothing in it (a service or therapist name, say) can
 * close the script element and add markup to the page.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, unicodeEscape);
}
