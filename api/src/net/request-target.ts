// What every request's target (path and query) must be before anything reads it (decisions 003
// and 017).

/** Segments the WHATWG URL parser (browsers, Astro, most proxies) reads as `.` or `..`. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;
/**
 * A backslash, which the WHATWG URL parser reads as a slash; tabs and line breaks, which it drops;
 * an escaped slash or backslash, which a decoder turns into a separator.
 */
const SEPARATOR_IN_DISGUISE = /[\\\t\n\r]|%2f|%5c/i;

export const UNDECODABLE_PATH = 'The path has an escape that is not UTF-8 text';
export const AMBIGUOUS_PATH = 'The path has a dot segment, a backslash or an escaped slash';

/**
 * What makes a path read differently to different readers, if anything. Fastify's router takes a
 * path as sent, while the WHATWG URL parser that Astro uses removes dot segments, so
 * `/embed/%2e%2e/dashboard` would be served as the dashboard with the headers chosen for an embed.
 * No link of ours needs any of these, and browsers resolve dot segments before they send a request.
 * An escape that is not UTF-8 (`%ED%A0%80`, a lone surrogate's bytes) decodes to no text at all.
 */
export function pathProblem(path: string): string | undefined {
  try {
    decodeURIComponent(path);
  } catch {
    return UNDECODABLE_PATH;
  }
  if (SEPARATOR_IN_DISGUISE.test(path) || path.split('/').some((segment) => DOT_SEGMENT.test(segment))) {
    return AMBIGUOUS_PATH;
  }
  return undefined;
}

export const isPlainPath = (path: string) => pathProblem(path) === undefined;

/** A query string's name or value as text, or undefined when its escapes are not UTF-8. */
function decoded(text: string): string | undefined {
  try {
    // A `%` that starts no escape stands for itself, as in browsers' URLSearchParams.
    return decodeURIComponent(text.replaceAll('+', ' ').replace(/%(?![0-9a-f]{2})/gi, '%25'));
  } catch {
    return undefined;
  }
}

/**
 * The names of query parameters whose escapes are not UTF-8 (`%ED%A0%80`, a lone surrogate's
 * bytes, or `%FF`). Fastify's query parser would keep such a value as the raw escapes, and
 * browsers' as U+FFFD: either way not what was sent, so it is refused instead.
 */
export function undecodableQueryParameters(query: string): string[] {
  const names: string[] = [];
  for (const part of query.split('&')) {
    const at = part.indexOf('=');
    const name = at === -1 ? part : part.slice(0, at);
    if (decoded(part) === undefined) names.push(decoded(name) ?? name);
  }
  return names;
}
