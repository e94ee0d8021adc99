import type { Selectable } from 'kysely';
import { LOCALES, type Locale } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import type { TherapistTable } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type {
  AboutForm,
  BookForm,
  ExperienceForm,
  ExpertiseForm,
  GeneralInfoForm,
  LocationForm,
  ProfileTextForm,
} from './forms.ts';
import type { Book, Experience, GeneralInfo, Place, ProfileTexts } from './validation.ts';

// Reads a profile's parts as forms and writes validated values back: the one place that knows how
// the profile is spread over its tables. Every write goes through the therapist row's updated_at,
// which announces the change to the search indexer (a trigger) and to the site build check.

export type Therapist = Selectable<TherapistTable>;

type LinkTable = 'therapistLanguage' | 'therapistCategory' | 'therapistApproach' | 'therapistSpecialization';
const LINKS = {
  languages: { table: 'therapistLanguage', column: 'language' },
  categories: { table: 'therapistCategory', column: 'category' },
  approaches: { table: 'therapistApproach', column: 'approach' },
  specializations: { table: 'therapistSpecialization', column: 'specialization' },
} as const satisfies Record<string, { table: LinkTable; column: string }>;
type LinkKind = keyof typeof LINKS;

/** The therapist profile an account manages, if it has one. */
export function profileOf(db: Database, userId: string): Promise<Therapist | undefined> {
  return db.selectFrom('therapist').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** Marks the profile changed: the search trigger and the site's "directory changed" check both read this. */
export async function touch(db: Database, therapistId: string): Promise<void> {
  await db.updateTable('therapist').set({ updatedAt: new Date() }).where('id', '=', therapistId).execute();
}

async function links(db: Database, therapistId: string, kind: LinkKind): Promise<string[]> {
  const { table, column } = LINKS[kind];
  const rows = await db
    .selectFrom(table)
    .select(column as 'language')
    .where('therapistId', '=', therapistId)
    .orderBy('position')
    .execute();
  return rows.map((r) => (r as Record<string, string>)[column] as string);
}

async function writeLinks(db: Database, therapistId: string, kind: LinkKind, values: string[]): Promise<void> {
  const { table, column } = LINKS[kind];
  await db.deleteFrom(table).where('therapistId', '=', therapistId).execute();
  if (values.length === 0) return;
  await db
    .insertInto(table)
    .values(values.map((value, position) => ({ therapistId, [column]: value, position })) as never)
    .execute();
}

export async function readGeneralInfo(db: Database, t: Therapist): Promise<GeneralInfoForm> {
  return {
    firstName: t.firstName,
    lastName: t.lastName,
    title: t.title,
    pronouns: t.pronouns ?? '',
    gender: t.gender ?? '',
    country: t.country,
    timeZone: t.timeZone,
    email: t.email ?? '',
    phone: t.phone ?? '',
    website: t.website ?? '',
    contactMethods: t.contactMethods,
    languages: await links(db, t.id, 'languages'),
  };
}

export async function writeGeneralInfo(db: Database, therapistId: string, value: GeneralInfo): Promise<void> {
  const { languages, ...columns } = value;
  await db
    .updateTable('therapist')
    .set({ ...columns, updatedAt: new Date() })
    .where('id', '=', therapistId)
    .execute();
  await writeLinks(db, therapistId, 'languages', languages);
}

export async function readTexts(db: Database, therapistId: string): Promise<AboutForm> {
  const rows = await db.selectFrom('therapistText').selectAll().where('therapistId', '=', therapistId).execute();
  const texts: Partial<Record<Locale, ProfileTextForm>> = {};
  for (const locale of LOCALES) {
    const row = rows.find((r) => r.locale === locale);
    if (row) texts[locale] = { about: row.about, approach: row.approach, whoIWorkWith: row.clientFocus };
  }
  return { texts };
}

/** Writes the given locales' texts; `locales` lists those to change (a locale not in `texts` is removed). */
export async function writeTexts(
  db: Database,
  therapistId: string,
  texts: ProfileTexts,
  locales: readonly Locale[],
): Promise<void> {
  if (locales.length > 0) {
    await db
      .deleteFrom('therapistText')
      .where('therapistId', '=', therapistId)
      .where('locale', 'in', [...locales])
      .execute();
  }
  const rows = locales.flatMap((locale) => {
    const t = texts[locale];
    return t ? [{ therapistId, locale, about: t.about, approach: t.approach, clientFocus: t.whoIWorkWith }] : [];
  });
  if (rows.length > 0) await db.insertInto('therapistText').values(rows).execute();
  await touch(db, therapistId);
}

export const readExperience = (t: Therapist): ExperienceForm => ({
  yearsExperience: t.yearsExperience === null ? '' : String(t.yearsExperience),
  education: t.education,
  qualifications: t.qualifications,
  memberships: t.memberships,
});

export async function writeExperience(db: Database, therapistId: string, value: Experience): Promise<void> {
  await db
    .updateTable('therapist')
    .set({ ...value, updatedAt: new Date() })
    .where('id', '=', therapistId)
    .execute();
}

export async function readExpertise(db: Database, therapistId: string): Promise<ExpertiseForm> {
  const [categories, approaches, specializations] = await Promise.all([
    links(db, therapistId, 'categories'),
    links(db, therapistId, 'approaches'),
    links(db, therapistId, 'specializations'),
  ]);
  return { categories, approaches, specializations };
}

export async function writeExpertise(db: Database, therapistId: string, value: ExpertiseForm): Promise<void> {
  await writeLinks(db, therapistId, 'categories', value.categories);
  await writeLinks(db, therapistId, 'approaches', value.approaches);
  await writeLinks(db, therapistId, 'specializations', value.specializations);
  await touch(db, therapistId);
}

export async function readPlaces(db: Database, therapistId: string): Promise<Required<LocationForm>[]> {
  const rows = await db
    .selectFrom('therapistLocation')
    .selectAll()
    .where('therapistId', '=', therapistId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    street: r.street,
    postalCode: r.postalCode,
    city: r.city,
    district: r.district ?? '',
  }));
}

/**
 * Makes the profile's places these, in this order: a place with an id is updated in place (so
 * what refers to it, like availability, stays), one without is added, any other is removed. An id
 * that is not one of this therapist's places answers 404.
 */
export async function writePlaces(db: Database, therapistId: string, places: Place[]): Promise<void> {
  await syncRows(db, 'therapistLocation', therapistId, places, (p, position) => ({
    street: p.street,
    postalCode: p.postalCode,
    city: p.city,
    district: p.district,
    lat: p.lat,
    lon: p.lon,
    position,
  }));
}

export async function readBooks(db: Database, therapistId: string): Promise<Required<BookForm>[]> {
  const rows = await db
    .selectFrom('therapistBook')
    .selectAll()
    .where('therapistId', '=', therapistId)
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, author: r.author, isbn: r.isbn ?? '', note: r.note }));
}

export async function writeBooks(db: Database, therapistId: string, books: Book[]): Promise<void> {
  await syncRows(db, 'therapistBook', therapistId, books, (b, position) => ({
    title: b.title,
    author: b.author,
    isbn: b.isbn,
    note: b.note,
    position,
  }));
}

async function syncRows<T extends { id?: string }>(
  db: Database,
  table: 'therapistLocation' | 'therapistBook',
  therapistId: string,
  items: T[],
  columns: (item: T, position: number) => Record<string, unknown>,
): Promise<void> {
  const existing = new Set(
    (await db.selectFrom(table).select('id').where('therapistId', '=', therapistId).execute()).map((r) => r.id),
  );
  // Someone else's entry (or one that is gone) is not this therapist's to change: 404, never a hint.
  if (items.some((item) => item.id !== undefined && !existing.has(item.id)))
    throw notFound('No such entry in your profile');
  const kept = items.flatMap((item) => (item.id ? [item.id] : []));
  const removed = [...existing].filter((id) => !kept.includes(id));
  if (removed.length > 0) await db.deleteFrom(table).where('id', 'in', removed).execute();
  for (const [position, item] of items.entries()) {
    const values = columns(item, position);
    if (item.id) {
      await db
        .updateTable(table)
        .set(values as never)
        .where('id', '=', item.id)
        .execute();
    } else {
      await db
        .insertInto(table)
        .values({ therapistId, ...values } as never)
        .execute();
    }
  }
  await touch(db, therapistId);
}
