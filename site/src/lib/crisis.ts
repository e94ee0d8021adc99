import { getCollection } from 'astro:content';
import type { Locale } from '@calma/api/contract';
import { emergencyCountries } from './emergency.ts';

/** What a crisis block shows for one country: its emergency numbers and its crisis lines. */
export interface CrisisCountry {
  id: string;
  name: string;
  emergency: { number: string; tel: string }[];
  lines: { name: string; number: string; href: string; hours: string | undefined }[];
}

/** Every country's crisis lines, the reader's likely country first (small enough to ship to the browser). */
export async function crisisCountries(locale: Locale): Promise<CrisisCountry[]> {
  const names = new Map((await getCollection('locations')).map((l) => [l.data.slug, l.data.names[locale]]));
  return (await emergencyCountries(locale)).map((country) => ({
    id: country.id,
    name: names.get(country.id) ?? country.id,
    emergency: country.data.emergency.map(({ number, tel }) => ({ number, tel })),
    lines: country.data.services
      .filter((s) => s.kind === 'crisis')
      .flatMap((s) => [
        ...(s.phones ?? [])
          .slice(0, 1)
          .map((p) => ({ name: s.name, number: p.number, href: `tel:${p.tel}`, hours: s.hours?.[locale] })),
        ...(s.sms ?? []).map((x) => ({
          name: s.name,
          number: x.number,
          href: `sms:${x.sms}`,
          hours: s.hours?.[locale],
        })),
      ]),
  }));
}
