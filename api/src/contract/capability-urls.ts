// Some addresses are capabilities: whoever holds `/invoice/{token}` or `/video/{token}` may open what
// it grants. Logs and error reports keep the path of a request but never such a segment.

/** A path segment of 48 or more URL-safe characters: a signed token, never a slug or an id. */
const CAPABILITY_SEGMENT = /\/[\w.~-]{48,}(?=[/?#]|$)/g;

/** The URL with every capability segment of its path replaced by `[removed]`. */
export const withoutCapabilities = (url: string) => url.replace(CAPABILITY_SEGMENT, '/[removed]');
