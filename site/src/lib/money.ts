import { numberFormat } from '@calma/api/contract';

/** A price as typed ("80", "80.5", "80,50") in minor units (8050); undefined when it is not one. */
export function parsePrice(text: string): number | undefined {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Minor units as a person types the price back in their locale ("80", "80,50"), without grouping. */
export function priceInput(minor: number, locale: string): string {
  return numberFormat(locale, {
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(minor / 100);
}

/** An amount in minor units with its currency, as the reader writes money ("65,00 €", "£65.00"). */
export const formatMoney = (minor: number, currency: string, locale: string) =>
  numberFormat(locale, { style: 'currency', currency }).format(minor / 100);
