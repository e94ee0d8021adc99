// The waiting room strings in every language, kept together (the room's page, the dashboard's waiting room and Join buttons).
// English is the source: every other language defines exactly its keys (the type says so).
const en = {} as const;

type Strings = Record<keyof typeof en, string>;

export const waitingRoom: { en: typeof en; de: Strings; nl: Strings; es: Strings; pt: Strings } = {
  en,
  de: {},
  nl: {},
  es: {},
  pt: {},
};
