import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/database.ts';
import type { AppointmentStatus, Currency, Gender } from '../../src/db/schema.ts';
import { locations } from '../../src/taxonomy/index.ts';

export interface TherapistSpec {
  firstName?: string;
  lastName?: string;
  title?: string;
  gender?: Gender;
  country?: string;
  /** A city slug, or `berlin/<district>`; omit for an online-only therapist. */
  place?: string;
  online?: boolean;
  languages?: string[];
  categories?: string[];
  approaches?: string[];
  specializations?: string[];
  priceMinor?: number;
  currency?: Currency;
  acceptingNewClients?: boolean;
  listed?: boolean;
  verified?: boolean;
  texts?: { locale: 'en' | 'de' | 'nl' | 'es' | 'pt'; about: string; approach?: string; clientFocus?: string }[];
  /**
   * The plan an administrator assigned (active, no end), so tests of paid features have them;
   * `free` or null for a practice without a subscription. Default `practice_plus`.
   */
  plan?: string | null;
}

/** Inserts one therapist with everything a profile needs; every call makes a new person. */
export async function createTherapist(db: Database, spec: TherapistSpec = {}) {
  const suffix = randomBytes(4).toString('hex');
  const firstName = spec.firstName ?? 'Alex';
  const lastName = spec.lastName ?? `Tester${suffix}`;
  const [city, district] = (spec.place ?? '').split('/');
  const cityLocation = city ? locations.get(city) : undefined;
  const districtLocation = district ? locations.get(district) : undefined;
  const country = spec.country ?? cityLocation?.country ?? 'germany';
  const currency = spec.currency ?? (country === 'united-kingdom' ? 'GBP' : 'EUR');

  const therapist = await db
    .insertInto('therapist')
    .values({
      slug: `${firstName}-${lastName}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      firstName,
      lastName,
      title: spec.title ?? 'Psychotherapist',
      gender: spec.gender ?? 'female',
      country,
      timeZone: 'Europe/Berlin',
      currency,
      offersOnline: spec.online ?? !cityLocation,
      offersInPerson: Boolean(cityLocation),
      acceptingNewClients: spec.acceptingNewClients ?? true,
      listed: spec.listed ?? true,
      verifiedAt: spec.verified === false ? null : new Date(),
      verificationStatus: spec.verified === false ? 'draft' : 'verified',
      yearsExperience: 8,
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  const id = therapist.id;

  if (cityLocation) {
    const point = districtLocation ?? cityLocation;
    await db
      .insertInto('therapistLocation')
      .values({
        therapistId: id,
        city: cityLocation.slug,
        district: districtLocation?.slug ?? null,
        lat: point.lat ?? 0,
        lon: point.lon ?? 0,
        street: 'Teststraße 1',
        postalCode: '10999',
      })
      .execute();
  }
  const links = async (
    table: 'therapistLanguage' | 'therapistCategory' | 'therapistApproach' | 'therapistSpecialization',
    column: string,
    values: string[],
  ) => {
    if (values.length > 0)
      await db
        .insertInto(table)
        .values(values.map((v, position) => ({ therapistId: id, [column]: v, position })) as never)
        .execute();
  };
  await links('therapistLanguage', 'language', spec.languages ?? ['english']);
  await links('therapistCategory', 'category', spec.categories ?? ['anxiety']);
  await links('therapistApproach', 'approach', spec.approaches ?? ['cbt']);
  await links('therapistSpecialization', 'specialization', spec.specializations ?? []);
  await db
    .insertInto('service')
    .values({
      therapistId: id,
      name: 'Individual session',
      locale: 'en',
      durationMinutes: 50,
      priceMinor: spec.priceMinor ?? 9000,
      currency,
      modality: cityLocation ? 'both' : 'online',
    })
    .execute();
  const texts = spec.texts ?? [{ locale: 'en' as const, about: `I am ${firstName} and I help people with anxiety.` }];
  await db
    .insertInto('therapistText')
    .values(texts.map((t) => ({ therapistId: id, ...t })))
    .execute();
  const plan = spec.plan === undefined ? 'practice_plus' : spec.plan;
  if (plan && plan !== 'free') await assignPlan(db, id, plan);
  return { id, slug: therapist.slug, name: `${firstName} ${lastName}` };
}

/** An administrator's assignment of `plan` (active; through `until` when given), replacing any subscription. */
export async function assignPlan(db: Database, therapistId: string, plan: string, until: string | null = null) {
  await db.deleteFrom('subscription').where('therapistId', '=', therapistId).execute();
  await db
    .insertInto('subscription')
    .values({ therapistId, plan, status: 'active', source: 'admin', billingInterval: null, assignedUntil: until })
    .execute();
}

export const TEST_PASSWORD = 'correct horse battery staple';

/** A user who can sign in with TEST_PASSWORD; every call makes a new one. */
export async function createUser(db: Database, spec: { role?: 'client' | 'therapist' | 'admin' } = {}) {
  const { hashPassword } = await import('../../src/auth/passwords.ts');
  const email = `user-${randomBytes(5).toString('hex')}@example.test`;
  const user = await db
    .insertInto('userAccount')
    .values({
      email,
      role: spec.role ?? 'client',
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailVerifiedAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: user.id, email };
}

/** A therapist's account whose new profile is a draft: not yet submitted, verified or listed. */
export async function createDraftPractice(db: Database) {
  const user = await createUser(db, { role: 'therapist' });
  const therapist = await createTherapist(db, { place: 'berlin/kreuzberg', verified: false });
  await db
    .updateTable('therapist')
    .set({ userId: user.id, verificationStatus: 'draft' })
    .where('id', '=', therapist.id)
    .execute();
  return { user, therapist };
}

/** The therapist's first service (createTherapist makes one). */
export async function firstService(db: Database, therapistId: string) {
  return db
    .selectFrom('service')
    .selectAll()
    .where('therapistId', '=', therapistId)
    .orderBy('position')
    .orderBy('createdAt')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/**
 * A 50-minute online appointment of the therapist's first service with a client, priced as the
 * service, starting at `startsAt`; answers its id and uid.
 */
export async function createAppointment(
  db: Database,
  spec: { therapistId: string; clientId: string; status: AppointmentStatus; startsAt: Date },
) {
  const service = await firstService(db, spec.therapistId);
  return db
    .insertInto('appointment')
    .values({
      uid: randomBytes(16).toString('base64url'),
      therapistId: spec.therapistId,
      serviceId: service.id,
      clientId: spec.clientId,
      status: spec.status,
      startsAt: spec.startsAt,
      endsAt: new Date(spec.startsAt.getTime() + 50 * 60_000),
      modality: 'online',
      priceMinor: service.priceMinor,
      currency: service.currency,
    })
    .returning(['id', 'uid'])
    .executeTakeFirstOrThrow();
}

/** Opens a therapist 08:00–20:00 their time every day, in person and online. */
export async function openEveryDay(db: Database, therapistId: string) {
  await db
    .insertInto('availabilityRule')
    .values(
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        therapistId,
        weekday,
        startTime: '08:00',
        endTime: '20:00',
        modality: 'both' as const,
      })),
    )
    .execute();
}
