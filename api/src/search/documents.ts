import { sql } from 'kysely';
import { LOCALES } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import { approaches, categories, languages, locations, named, ONLINE, specializations } from '../taxonomy/index.ts';
import type { SearchDocument } from './types.ts';

/** The location slug that a profile's canonical URL uses: its first city, or online-therapy. */
export const profilePath = (locationSlug: string, slug: string) => `/find-a-therapist/${locationSlug}/${slug}`;

/**
 * Builds search documents for the given therapists (or, without ids, for a page of all of them
 * after `after`), skipping anyone who is not listed and verified. A handful of queries per batch,
 * never one per therapist. `publicUrl` gives the address of a stored file (the photo).
 */
export async function loadDocuments(
  db: Database,
  selection: { ids: string[] } | { after: string | null; limit: number },
  publicUrl: (key: string) => string,
): Promise<SearchDocument[]> {
  let query = db
    .selectFrom('therapist')
    .selectAll()
    .where('listed', '=', true)
    .where('verifiedAt', 'is not', null)
    .orderBy('id');
  if ('ids' in selection) {
    if (selection.ids.length === 0) return [];
    query = query.where('id', 'in', selection.ids);
  } else {
    if (selection.after) query = query.where('id', '>', selection.after);
    query = query.limit(selection.limit);
  }
  const therapists = await query.execute();
  if (therapists.length === 0) return [];
  const ids = therapists.map((t) => t.id);

  const [texts, places, langs, cats, apps, specs, prices, freeSlots] = await Promise.all([
    db.selectFrom('therapistText').selectAll().where('therapistId', 'in', ids).execute(),
    db.selectFrom('therapistLocation').selectAll().where('therapistId', 'in', ids).orderBy('position').execute(),
    db.selectFrom('therapistLanguage').selectAll().where('therapistId', 'in', ids).orderBy('position').execute(),
    db.selectFrom('therapistCategory').selectAll().where('therapistId', 'in', ids).orderBy('position').execute(),
    db.selectFrom('therapistApproach').selectAll().where('therapistId', 'in', ids).orderBy('position').execute(),
    db.selectFrom('therapistSpecialization').selectAll().where('therapistId', 'in', ids).orderBy('position').execute(),
    db
      .selectFrom('service')
      // "From" price of a paid session; a free introductory call is not what a session costs.
      .select(['therapistId', sql<number>`min(price_minor) FILTER (WHERE price_minor > 0)::int`.as('priceMinor')])
      .where('therapistId', 'in', ids)
      .where('archivedAt', 'is', null)
      .groupBy('therapistId')
      .execute(),
    db
      .selectFrom('nextFreeSlot')
      .select(['therapistId', 'modality', 'startsAt'])
      .where('therapistId', 'in', ids)
      .execute(),
  ]);
  const group = <T extends { therapistId: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(row.therapistId, [...(map.get(row.therapistId) ?? []), row]);
    return map;
  };
  const textsOf = group(texts);
  const placesOf = group(places);
  const langsOf = group(langs);
  const catsOf = group(cats);
  const appsOf = group(apps);
  const specsOf = group(specs);
  const priceOf = new Map(prices.map((p) => [p.therapistId, p.priceMinor]));
  const freeOf = new Map<string, NonNullable<SearchDocument['nextFreeAt']>>();
  for (const slot of freeSlots) {
    const free = freeOf.get(slot.therapistId) ?? {};
    free[slot.modality as 'any' | 'online' | 'in_person'] = Math.floor(slot.startsAt.getTime() / 1000);
    freeOf.set(slot.therapistId, free);
  }

  return therapists.map((t) => {
    const ownPlaces = t.offersInPerson ? (placesOf.get(t.id) ?? []) : [];
    const primary = ownPlaces[0];
    const l = (langsOf.get(t.id) ?? []).map((r) => r.language);
    const c = (catsOf.get(t.id) ?? []).map((r) => r.category);
    const a = (appsOf.get(t.id) ?? []).map((r) => r.approach);
    const s = (specsOf.get(t.id) ?? []).map((r) => r.specialization);
    const ownTexts = textsOf.get(t.id) ?? [];
    const name = `${t.firstName} ${t.lastName}`;
    const modalities: SearchDocument['modalities'] = [];
    if (t.offersOnline) modalities.push('online');
    if (ownPlaces.length > 0) modalities.push('in_person');

    const texts = Object.fromEntries(
      LOCALES.map((locale) => {
        const own = ownTexts.find((x) => x.locale === locale);
        // A profile not written in this locale is still found by its other texts.
        const body = (own ? [own] : ownTexts).map((x) => [x.about, x.approach, x.clientFocus].join(' ')).join(' ');
        const secondary = [
          ...ownPlaces.flatMap((p) => [
            named(locations, p.city, locale).name,
            p.district ? named(locations, p.district, locale).name : '',
          ]),
          ...l.map((x) => named(languages, x, locale).name),
          ...c.map((x) => named(categories, x, locale).name),
          ...a.map((x) => named(approaches, x, locale).name),
          ...s.map((x) => named(specializations, x, locale).name),
        ].join(' ');
        return [locale, { primary: `${name} ${t.title}`, secondary, body }];
      }),
    ) as SearchDocument['texts'];

    return {
      id: t.id,
      slug: t.slug,
      url: profilePath(primary?.city ?? ONLINE, t.slug),
      name,
      title: t.title,
      photo: t.photoPath ? publicUrl(t.photoPath) : null,
      country: t.country,
      city: primary?.city ?? null,
      district: primary?.district ?? null,
      cities: [...new Set(ownPlaces.map((p) => p.city))],
      districts: [...new Set(ownPlaces.flatMap((p) => (p.district ? [p.district] : [])))],
      languages: l,
      categories: c,
      approaches: a,
      specializations: s,
      modalities,
      gender: t.gender,
      priceMinor: t.showPrices ? (priceOf.get(t.id) ?? null) : null,
      currency: t.currency,
      acceptingNewClients: t.acceptingNewClients,
      geo: primary ? { lat: primary.lat, lon: primary.lon } : null,
      nextFreeAt: freeOf.get(t.id) ?? {},
      texts,
    };
  });
}
