// The billing strings in every language, kept together: the dashboard's billing area (overview,
// payouts, payment settings), the receipts settings and the two navigation entries.
// English is the source: every other language defines exactly its keys (the type says so).
const en = {
  'dashboard.nav.billing': 'Billing',
  'dashboard.nav.receipts': 'Invoice settings',
  'billing.nav.label': 'Billing sections',
  'billing.nav.overview': 'Overview',
  'billing.nav.invoices': 'Invoices',
  'billing.nav.payouts': 'Payouts',
  'billing.nav.settings': 'Settings',
} as const;

type Strings = Record<keyof typeof en, string>;

const de: Strings = {
  'dashboard.nav.billing': 'Abrechnung',
  'dashboard.nav.receipts': 'Rechnungseinstellungen',
  'billing.nav.label': 'Bereiche der Abrechnung',
  'billing.nav.overview': 'Übersicht',
  'billing.nav.invoices': 'Rechnungen',
  'billing.nav.payouts': 'Auszahlungen',
  'billing.nav.settings': 'Einstellungen',
};

const nl: Strings = {
  'dashboard.nav.billing': 'Facturatie',
  'dashboard.nav.receipts': 'Factuurinstellingen',
  'billing.nav.label': 'Onderdelen van de facturatie',
  'billing.nav.overview': 'Overzicht',
  'billing.nav.invoices': 'Facturen',
  'billing.nav.payouts': 'Uitbetalingen',
  'billing.nav.settings': 'Instellingen',
};

const es: Strings = {
  'dashboard.nav.billing': 'Facturación',
  'dashboard.nav.receipts': 'Datos de facturación',
  'billing.nav.label': 'Secciones de facturación',
  'billing.nav.overview': 'Resumen',
  'billing.nav.invoices': 'Facturas',
  'billing.nav.payouts': 'Liquidaciones',
  'billing.nav.settings': 'Ajustes',
};

const pt: Strings = {
  'dashboard.nav.billing': 'Faturação',
  'dashboard.nav.receipts': 'Dados de faturação',
  'billing.nav.label': 'Secções da faturação',
  'billing.nav.overview': 'Visão geral',
  'billing.nav.invoices': 'Faturas',
  'billing.nav.payouts': 'Transferências',
  'billing.nav.settings': 'Definições',
};

export const billing: { en: typeof en; de: Strings; nl: Strings; es: Strings; pt: Strings } = { en, de, nl, es, pt };
