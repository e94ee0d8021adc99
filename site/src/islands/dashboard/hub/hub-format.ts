import { displayNames, localizePath } from '@calma/api/contract';
import type { Translate } from '../../../i18n/format.ts';
import { dateTimeFormat } from '../types.ts';

export const HUB_PATH = '/dashboard/mental-health-hub';
export const itemPath = (slug: string) => `${HUB_PATH}/${encodeURIComponent(slug)}`;

/** The emergency resources page of each country a crisis protocol is for (its path segment). */
const EMERGENCY_PAGES: Record<string, string> = {
  DE: 'germany',
  NL: 'netherlands',
  ES: 'spain',
  PT: 'portugal',
  GB: 'united-kingdom',
};

/** The public page with a country's checked crisis lines, in the reader's language; undefined for another country. */
export function emergencyPath(country: string, locale: string): string | undefined {
  const page = EMERGENCY_PAGES[country];
  if (!page) return undefined;
  return localizePath(locale, `/emergency-resources/${page}`);
}

/** "Germany", "Deutschland": a country code's name in the reader's language. */
export const countryName = (country: string, locale: string) =>
  displayNames(locale, { type: 'region' }).of(country) ?? country;

/** "Reviewed 26 November 2026" in the reader's language; the day is a calendar day, so no time zone moves it. */
export const reviewedText = (t: Translate, locale: string, day: string) =>
  t('dashboard.hub.reviewed', {
    date: dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
  });
