// The search results page's location and facet filters, and the match cards' reasons and actions.
// English is the source: every other language defines exactly its keys (the type says so).
const en = {
  'search.filters.location': 'Location',
  'search.filters.locationAny': 'Anywhere, including online',
  'search.filters.countryAll': 'Anywhere in {country}',
  'search.filters.any': 'Any',
  'search.filters.option': '{name} ({count})',
  'search.filters.toggle': 'Filters',
  'search.filters.toggleCount': 'Filters ({count})',
  'search.filters.summary': 'Showing therapists for: {filters}',

  'matching.q.location.none': 'No preference / online',
  'matching.result.reason.nearby': 'Sees clients in {name}',
  'matching.result.reason.online': 'Offers online sessions',
  'matching.result.book': 'Book',
  'matching.result.bookLabel': 'Book a session with {name}',
};

type Strings = Record<keyof typeof en, string>;

const de: Strings = {
  'search.filters.location': 'Ort',
  'search.filters.locationAny': 'Überall, auch online',
  'search.filters.countryAll': '{country} (alle Orte)',
  'search.filters.any': 'Alle',
  'search.filters.option': '{name} ({count})',
  'search.filters.toggle': 'Filter',
  'search.filters.toggleCount': 'Filter ({count})',
  'search.filters.summary': 'Therapeut:innen für: {filters}',

  'matching.q.location.none': 'Kein bestimmter Ort / online',
  'matching.result.reason.nearby': 'Praxis in {name}',
  'matching.result.reason.online': 'Bietet Online-Sitzungen an',
  'matching.result.book': 'Termin buchen',
  'matching.result.bookLabel': 'Termin buchen bei {name}',
};

const nl: Strings = {
  'search.filters.location': 'Locatie',
  'search.filters.locationAny': 'Overal, ook online',
  'search.filters.countryAll': 'Overal in {country}',
  'search.filters.any': 'Alle',
  'search.filters.option': '{name} ({count})',
  'search.filters.toggle': 'Filters',
  'search.filters.toggleCount': 'Filters ({count})',
  'search.filters.summary': 'Therapeuten voor: {filters}',

  'matching.q.location.none': 'Geen voorkeur / online',
  'matching.result.reason.nearby': 'Praktijk in {name}',
  'matching.result.reason.online': 'Biedt online sessies aan',
  'matching.result.book': 'Afspraak maken',
  'matching.result.bookLabel': 'Afspraak maken met {name}',
};

const es: Strings = {
  'search.filters.location': 'Ubicación',
  'search.filters.locationAny': 'En cualquier lugar, también en línea',
  'search.filters.countryAll': '{country} (todo el país)',
  'search.filters.any': 'Cualquiera',
  'search.filters.option': '{name} ({count})',
  'search.filters.toggle': 'Filtros',
  'search.filters.toggleCount': 'Filtros ({count})',
  'search.filters.summary': 'Terapeutas para: {filters}',

  'matching.q.location.none': 'Sin preferencia / en línea',
  'matching.result.reason.nearby': 'Consulta en {name}',
  'matching.result.reason.online': 'Ofrece sesiones en línea',
  'matching.result.book': 'Reservar cita',
  'matching.result.bookLabel': 'Reservar cita con {name}',
};

const pt: Strings = {
  'search.filters.location': 'Localização',
  'search.filters.locationAny': 'Em qualquer lugar, incluindo online',
  'search.filters.countryAll': '{country} (todo o país)',
  'search.filters.any': 'Qualquer',
  'search.filters.option': '{name} ({count})',
  'search.filters.toggle': 'Filtros',
  'search.filters.toggleCount': 'Filtros ({count})',
  'search.filters.summary': 'Terapeutas para: {filters}',

  'matching.q.location.none': 'Sem preferência / online',
  'matching.result.reason.nearby': 'Consultório em {name}',
  'matching.result.reason.online': 'Disponibiliza sessões online',
  'matching.result.book': 'Marcar sessão',
  'matching.result.bookLabel': 'Marcar sessão com {name}',
};

export const search: { en: typeof en; de: Strings; nl: Strings; es: Strings; pt: Strings } = {
  en,
  de,
  nl,
  es,
  pt,
};
