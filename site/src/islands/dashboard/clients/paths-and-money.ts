// Paths and amounts for the client-record screens.

export const clientPath = (id: string, tab?: string) =>
  `/dashboard/my-clients/${encodeURIComponent(id)}${tab ? `/${tab}` : ''}`;

/** An amount in minor units, as money in the viewer's language. */
export const money = (locale: string, minor: number, currency: string) =>
  new Intl.NumberFormat(locale === 'pt' ? 'pt-PT' : locale, { style: 'currency', currency }).format(minor / 100);
