import { type CollectionEntry, getCollection } from 'astro:content';
import type { Locale } from '@calma/api/contract';
import { intlLocale } from '../i18n/format.ts';

export type EmergencyCountry = CollectionEntry<'emergency'>;

/** The country a reader of this locale most likely lives in: shown first. */
const likelyCountry: Record<Locale, string> = {
  en: 'united-kingdom',
  de: 'germany',
  nl: 'netherlands',
  es: 'spain',
  pt: 'portugal',
};

export async function emergencyCountries(locale: Locale): Promise<EmergencyCountry[]> {
  const countries = await getCollection('emergency');
  const first = likelyCountry[locale];
  return countries.sort((a, b) => Number(b.id === first) - Number(a.id === first) || a.id.localeCompare(b.id));
}

export const formatDate = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
