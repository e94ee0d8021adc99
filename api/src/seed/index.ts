import { sql } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import { hashPassword } from '../auth/passwords.ts';
import { sealTotpSecret } from '../auth/two-factor.ts';
import { refreshEveryNextFreeSlot } from '../booking/next-free-slot.ts';
import type { Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import type { FileStore } from '../storage/index.ts';
import { seedDemoBilling } from './billing.ts';
import { seedIntake } from './intake.ts';
import { seedMeasures } from './measures.ts';
import { DEMO_PLAN, seededPlan } from './plans.ts';
import { seedProgram } from './program.ts';
import { seedReferrals } from './referrals.ts';
import { type GeneratedTherapist, generateTherapists } from './therapists.ts';

const MARKER = 'demo_data';
const BATCH = 250;
export const DEFAULT_DEMO_THERAPISTS = 2500;

/** Demo accounts: only in the seeded demo database, never in production. */
export const DEMO_PASSWORD = 'calma-demo';
export const DEMO_ACCOUNTS = [
  { email: 'client@demo.calma.test', role: 'client', displayName: 'Demo Client' },
  { email: 'therapist@demo.calma.test', role: 'therapist', displayName: 'Demo Therapist' },
  { email: 'admin@demo.calma.test', role: 'admin', displayName: 'Demo Admin' },
] as const;
/**
 * The authenticator secret (base32) of the demo accounts whose role must sign in with two steps by
 * default (REQUIRE_TWO_FACTOR): the therapist and the admin. Published in the README, like the
 * password, so the demo can be tried with any authenticator app or `oathtool --totp -b`.
 */
export const DEMO_TOTP_SECRET = '34KD4RKE2H3MHPKFJDHFEX2R7SZE3V54';
const DEMO_TWO_FACTOR_ROLES: readonly string[] = ['therapist', 'admin'];

/** Whether this database holds the seeded demo data (demo mode). */
export async function isDemoDatabase(db: Database): Promise<boolean> {
  const row = await db.selectFrom('appSetting').select('key').where('key', '=', MARKER).executeTakeFirst();
  return Boolean(row);
}

/**
 * Loads the demo data into an empty database. Only this module creates demo data; production code
 * paths never do. Avatars are written as SVG files to the public file store.
 */
export async function seedDemoData(
  db: Database,
  options: { store: FileStore; sealer: Sealer; therapists?: number },
): Promise<{ therapists: number }> {
  const generated = generateTherapists(options.therapists ?? DEFAULT_DEMO_THERAPISTS);
  // The demo therapist manages a listed profile in Kreuzberg, and also sees clients online, so the
  // online room can be tried (and its journeys tested) with the demo accounts; their practice bills
  // its clients (seed/billing.ts), so the billing screens have something to show.
  const profile = generated.find((g) => g.location?.district === 'kreuzberg') ?? generated[0];
  if (profile) offerOnline(profile);

  await db.transaction().execute(async (trx) => {
    // The search index is rebuilt and next free slots computed as a whole afterwards; no per-row
    // change notifications.
    await sql`SET LOCAL calma.bulk_load = 'on'`.execute(trx);
    for (let start = 0; start < generated.length; start += BATCH) {
      const batch = generated.slice(start, start + BATCH);
      const inserted = await trx
        .insertInto('therapist')
        .values(batch.map((g) => g.therapist))
        .returning(['id', 'slug'])
        .execute();
      const idOf = new Map(inserted.map((r) => [r.slug, r.id]));
      const rows = <T>(pick: (g: (typeof batch)[number], id: string) => T[]) =>
        batch.flatMap((g) => pick(g, idOf.get(g.therapist.slug) as string));

      await trx
        .insertInto('therapistText')
        .values(rows((g, id) => g.texts.map((t) => ({ therapistId: id, ...t }))))
        .execute();
      const places = rows((g, id) => (g.location ? [{ therapistId: id, ...g.location }] : []));
      if (places.length > 0) await trx.insertInto('therapistLocation').values(places).execute();
      await trx
        .insertInto('therapistLanguage')
        .values(rows((g, id) => g.languages.map((language, position) => ({ therapistId: id, language, position }))))
        .execute();
      await trx
        .insertInto('therapistCategory')
        .values(rows((g, id) => g.categories.map((category, position) => ({ therapistId: id, category, position }))))
        .execute();
      await trx
        .insertInto('therapistApproach')
        .values(rows((g, id) => g.approaches.map((approach, position) => ({ therapistId: id, approach, position }))))
        .execute();
      await trx
        .insertInto('therapistSpecialization')
        .values(
          rows((g, id) =>
            g.specializations.map((specialization, position) => ({ therapistId: id, specialization, position })),
          ),
        )
        .execute();
      await trx
        .insertInto('service')
        .values(rows((g, id) => g.services.map((service, position) => ({ therapistId: id, ...service, position }))))
        .execute();
      await trx
        .insertInto('availabilityRule')
        .values(rows((g, id) => g.availability.map((rule) => ({ therapistId: id, ...rule, locationId: null }))))
        .execute();
      // Seeded practices are billed by hand, as on an installation without Stripe.
      const paying = rows((g, id) => {
        const plan = g === profile ? DEMO_PLAN : seededPlan(g.therapist.slug);
        return plan === 'free' ? [] : [{ therapistId: id, plan, status: 'active' as const, source: 'admin' as const }];
      });
      if (paying.length > 0) await trx.insertInto('subscription').values(paying).execute();
    }
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const accounts = await trx
      .insertInto('userAccount')
      .values(DEMO_ACCOUNTS.map((a) => ({ ...a, passwordHash, emailVerifiedAt: new Date() })))
      .returning(['id', 'role'])
      .execute();
    // Sealed at rest, as a secret set up on the security page is.
    const secretSealed = sealTotpSecret(options.sealer, DEMO_TOTP_SECRET);
    await trx
      .insertInto('twoFactor')
      .values(
        accounts
          .filter((a) => DEMO_TWO_FACTOR_ROLES.includes(a.role))
          .map((a) => ({ userId: a.id, secretSealed, enabledAt: new Date() })),
      )
      .execute();
    const therapistAccount = accounts.find((a) => a.role === 'therapist');
    if (profile && therapistAccount) {
      await trx
        .updateTable('therapist')
        .set({ userId: therapistAccount.id })
        .where('slug', '=', profile.therapist.slug)
        .execute();
      const demo = await trx
        .selectFrom('therapist')
        .select(['id', 'firstName', 'lastName'])
        .where('slug', '=', profile.therapist.slug)
        .executeTakeFirstOrThrow();
      const service = await trx
        .selectFrom('service')
        .select(['id', 'name', 'translations', 'priceMinor', 'durationMinutes'])
        .where('therapistId', '=', demo.id)
        // A paid session: a free introductory call is not invoiced.
        .where('priceMinor', '>', 0)
        .orderBy('position')
        .executeTakeFirstOrThrow();
      await seedDemoBilling(trx, demo.id, {
        today: Temporal.Now.plainDateISO('Europe/Berlin').toString(),
        legalName: `Praxis für Psychotherapie ${demo.firstName} ${demo.lastName}`,
        email: 'therapist@demo.calma.test',
        service,
      });
      // After billing: program sessions take days the billing demo leaves free.
      await seedProgram(trx, { demoTherapistId: demo.id });
      await seedReferrals(trx, { demoTherapistId: demo.id });
      await seedMeasures(trx, options.sealer, demo.id);
      await seedIntake(trx, options.sealer, demo.id);
    }
    await trx
      .insertInto('appSetting')
      .values({
        key: MARKER,
        value: sql`jsonb_build_object('seededAt', now(), 'therapists', ${generated.length}::int)`,
      })
      .execute();
  });

  // The trigger that announces changes to next free slots was off as well: compute them all now,
  // before the search index is built from them.
  await refreshEveryNextFreeSlot(db);

  for (let start = 0; start < generated.length; start += 200) {
    await Promise.all(
      generated
        .slice(start, start + 200)
        .map((g) => options.store.put(g.therapist.photoPath, Buffer.from(g.avatarSvg))),
    );
  }
  return { therapists: generated.length };
}

/** Adds an online session to a therapist who sees clients only in person, bookable in their usual hours. */
export function offerOnline(profile: GeneratedTherapist): void {
  if (profile.services.some((service) => service.modality !== 'in_person')) return;
  const individual = profile.services.find((service) => service.durationMinutes === 50) ?? profile.services[0];
  if (!individual) return;
  profile.therapist.offersOnline = true;
  const online = (name: string) => `${name} (online)`;
  const translations = Object.fromEntries(
    Object.entries(individual.translations).map(([locale, text]) => [locale, { ...text, name: online(text.name) }]),
  );
  profile.services.push({ ...individual, name: online(individual.name), translations, modality: 'online' });
  profile.availability = profile.availability.map((rule) => ({ ...rule, modality: 'both' }));
}
