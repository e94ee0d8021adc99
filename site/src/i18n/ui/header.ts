// The site header's own words: the phone-sized help link and menu, and the account menu it shows
// once it knows the visitor is signed in. English is the source: every other language defines
// exactly its keys (the type says so).
const en = {
  // The "need help now?" link's words where a phone leaves room for two or three words only.
  'header.helpNowShort': 'Help now',
  'header.menu': 'Menu',
  // The account menu's button, where "Sign in" was: short, the menu shows the name.
  'header.account': 'Account',
  'header.account.dashboard': 'Dashboard',
  'header.account.signOut': 'Sign out',
  'header.account.signingOut': 'Signing you out…',
  'header.account.signOutFailed': 'We could not sign you out just now. Please try again.',
};

type Strings = Record<keyof typeof en, string>;

const de: Strings = {
  'header.helpNowShort': 'Soforthilfe',
  'header.menu': 'Menü',
  'header.account': 'Konto',
  'header.account.dashboard': 'Übersicht',
  'header.account.signOut': 'Abmelden',
  'header.account.signingOut': 'Sie werden abgemeldet …',
  'header.account.signOutFailed': 'Die Abmeldung hat gerade nicht geklappt. Bitte versuchen Sie es noch einmal.',
};

const nl: Strings = {
  'header.helpNowShort': 'Direct hulp',
  'header.menu': 'Menu',
  'header.account': 'Mijn account',
  'header.account.dashboard': 'Overzicht',
  'header.account.signOut': 'Uitloggen',
  'header.account.signingOut': 'Je wordt uitgelogd…',
  'header.account.signOutFailed': 'Uitloggen lukte nu even niet. Probeer het nog een keer.',
};

const es: Strings = {
  'header.helpNowShort': 'Ayuda ahora',
  'header.menu': 'Menú',
  'header.account': 'Cuenta',
  'header.account.dashboard': 'Mi panel',
  'header.account.signOut': 'Cerrar sesión',
  'header.account.signingOut': 'Cerrando tu sesión…',
  'header.account.signOutFailed': 'No hemos podido cerrar tu sesión. Inténtalo de nuevo.',
};

const pt: Strings = {
  'header.helpNowShort': 'Ajuda já',
  'header.menu': 'Menu',
  'header.account': 'Conta',
  'header.account.dashboard': 'O meu painel',
  'header.account.signOut': 'Terminar sessão',
  'header.account.signingOut': 'A terminar a sua sessão…',
  'header.account.signOutFailed': 'Não foi possível terminar a sessão agora. Tente novamente.',
};

export const header: { en: typeof en; de: Strings; nl: Strings; es: Strings; pt: Strings } = {
  en,
  de,
  nl,
  es,
  pt,
};
