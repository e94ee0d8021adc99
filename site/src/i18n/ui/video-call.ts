// The video call strings in every language, kept together (the call's page).
// English is the source: every other language defines exactly its keys (the type says so).
const en = {} as const;

type Strings = Record<keyof typeof en, string>;

export const videoCall: { en: typeof en; de: Strings; nl: Strings; es: Strings; pt: Strings } = {
  en,
  de: {},
  nl: {},
  es: {},
  pt: {},
};
