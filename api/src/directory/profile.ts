import type { Selectable } from 'kysely';
import { nextFreeSlots } from '../booking/next-free-slot.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contract/locales.ts';
import { serviceText } from '../contract/services.ts';
import type { Database } from '../db/database.ts';
import type { Role, TherapistTable } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { publicMedia } from '../media/index.ts';
import { profilePath } from '../search/documents.ts';
import {
  approaches,
  categories,
  coded,
  languages,
  locations,
  named,
  ONLINE,
  specializations,
} from '../taxonomy/index.ts';

/**
 * A therapist's ordered lists as they wrote them: taxonomy codes (languages, categories,
 * approaches, specializations) and the books they recommend.
 */
export async function profileLists(db: Database, therapistId: string) {
  const [languages, categories, approaches, specializations, books] = await Promise.all([
    db
      .selectFrom('therapistLanguage')
      .select('language')
      .where('therapistId', '=', therapistId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('therapistCategory')
      .select('category')
      .where('therapistId', '=', therapistId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('therapistApproach')
      .select('approach')
      .where('therapistId', '=', therapistId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('therapistSpecialization')
      .select('specialization')
      .where('therapistId', '=', therapistId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('therapistBook')
      .select(['title', 'author', 'isbn', 'note'])
      .where('therapistId', '=', therapistId)
      .orderBy('position')
      .execute(),
  ]);
  return {
    languages: languages.map((r) => r.language),
    categories: categories.map((r) => r.category),
    approaches: approaches.map((r) => r.approach),
    specializations: specializations.map((r) => r.specialization),
    books,
  };
}

/**
 * The public profile of a listed, verified therapist, in the reader's locale. Profile texts fall
 * back to another language the therapist wrote (English first), and say so. `publicUrl` gives the
 * address of a stored file (the public file store's).
 */
export async function publicProfile(db: Database, slug: string, locale: Locale, publicUrl: (key: string) => string) {
  const therapist = await db
    .selectFrom('therapist')
    .selectAll()
    .where('slug', '=', slug)
    .where('listed', '=', true)
    .where('verifiedAt', 'is not', null)
    .executeTakeFirst();
  if (!therapist) throw notFound('No listed profile has this address');
  return profileOf(db, therapist, locale, publicUrl);
}

/**
 * A profile as its page would show it, listed and verified or not, for its owner and for admins.
 * Anyone else gets the same 404 as for an address that does not exist, so a preview never tells
 * that an unlisted profile is there.
 */
export async function previewProfile(
  db: Database,
  slug: string,
  viewer: { userId: string; role: Role },
  locale: Locale,
  publicUrl: (key: string) => string,
) {
  const therapist = await db.selectFrom('therapist').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!therapist || (viewer.role !== 'admin' && therapist.userId !== viewer.userId)) {
    throw notFound('No profile of yours has this address');
  }
  return profileOf(db, therapist, locale, publicUrl);
}

async function profileOf(
  db: Database,
  therapist: Selectable<TherapistTable>,
  locale: Locale,
  publicUrl: (key: string) => string,
) {
  const id = therapist.id;

  const [texts, places, lists, services, nextFree] = await Promise.all([
    db.selectFrom('therapistText').selectAll().where('therapistId', '=', id).execute(),
    db.selectFrom('therapistLocation').selectAll().where('therapistId', '=', id).orderBy('position').execute(),
    profileLists(db, id),
    db
      .selectFrom('service')
      .selectAll()
      .where('therapistId', '=', id)
      .where('archivedAt', 'is', null)
      .orderBy('position')
      .execute(),
    nextFreeSlots(db, [id]),
  ]);

  const written = texts.filter((t) => t.about.trim() !== '');
  const preference = [locale, DEFAULT_LOCALE, ...LOCALES];
  const text = preference.map((l) => written.find((t) => t.locale === l)).find(Boolean);
  const inPerson = therapist.offersInPerson ? places : [];
  const modalities: ('online' | 'in_person')[] = [];
  if (therapist.offersOnline) modalities.push('online');
  if (inPerson.length > 0) modalities.push('in_person');

  const media = await publicMedia(db, id, publicUrl);

  return {
    slug: therapist.slug,
    url: profilePath(inPerson[0]?.city ?? ONLINE, therapist.slug),
    name: `${therapist.firstName} ${therapist.lastName}`,
    firstName: therapist.firstName,
    title: therapist.title,
    pronouns: therapist.pronouns,
    photo: therapist.photoPath ? publicUrl(therapist.photoPath) : null,
    verified: therapist.verifiedAt !== null,
    acceptingNewClients: therapist.acceptingNewClients,
    nextFreeSlot: nextFree.get(id) ?? null,
    country: coded(locations, therapist.country, locale),
    timeZone: therapist.timeZone,
    yearsExperience: therapist.yearsExperience,
    education: therapist.education,
    qualifications: therapist.qualifications,
    memberships: therapist.memberships,
    texts: text
      ? {
          locale: text.locale as Locale,
          translated: text.locale === locale,
          about: text.about,
          approach: text.approach,
          whoIWorkWith: text.clientFocus,
        }
      : null,
    writtenLocales: written.map((t) => t.locale as Locale),
    languages: lists.languages.map((code) => coded(languages, code, locale)),
    categories: lists.categories.map((code) => named(categories, code, locale)),
    approaches: lists.approaches.map((code) => named(approaches, code, locale)),
    specializations: lists.specializations.map((code) => named(specializations, code, locale)),
    modalities,
    locations: inPerson.map((p) => ({
      city: named(locations, p.city, locale),
      district: p.district ? named(locations, p.district, locale) : null,
      street: p.street,
      postalCode: p.postalCode,
      lat: p.lat,
      lon: p.lon,
    })),
    services: services.map((s) => ({
      id: s.id,
      ...serviceText(s, locale),
      durationMinutes: s.durationMinutes,
      modality: s.modality,
      price: therapist.showPrices ? { amountMinor: s.priceMinor, currency: s.currency } : null,
    })),
    books: lists.books,
    picture: media.photo,
    practicePhotos: media.practicePhotos,
    video: media.video,
  };
}

export type PublicProfile = Awaited<ReturnType<typeof publicProfile>>;
