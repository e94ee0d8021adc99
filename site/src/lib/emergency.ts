import { type CollectionEntry, getCollection } from 'astro:content';
import { dateFormat, type Locale } from '@calma/api/contract';

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
  dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
