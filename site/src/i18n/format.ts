// Filling UI strings, shared by pages and islands. Islands receive only the strings they need
// (a props subset), never the locale files, so this module imports nothing.

/** `template` with each `{name}` replaced from params; unknown placeholders stay visible. */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** `t(key, params)` over a set of strings an island was given. */
export const translatorFor =
  (strings: Record<string, string>) =>
  (key: string, params: Record<string, string | number> = {}) =>
    fill(strings[key] ?? key, params);

/** What islands call to turn a key into the reader's words. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

// Dates, numbers, plurals and language names come from the locale table (api/src/contract/locales.ts,
// decision 026), which islands import from '@calma/api/contract'.
