import { createHash, randomBytes } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { MAX_PROGRAM_RATE_MINOR } from '../contract/program.ts';
import type { Database } from '../db/database.ts';
import { employeeKey } from '../program/period.ts';
import { languages as languageTerms } from '../taxonomy/index.ts';

// The employer program's demo data (decision 023): two companies (one reached with an access code
// or its domain, one by domain only), the demo therapist taking program clients with two program
// sessions of an employee (one held last week, one booked for next week; on weekdays and hours the
// billing demo leaves free, and never on an invoice), and about 30% of the seeded therapists taking
// part, so search and booking have program therapists. Demo data only (seed/index.ts).

const ZONE = 'Europe/Berlin';
const BATCH = 500;

export const DEMO_PROGRAM_COMPANIES = [
  {
    name: 'Nordlicht Logistik GmbH',
    accessCode: 'NORDLICHT-2026',
    emailDomain: 'nordlicht.example',
    sessionsPerEmployee: 6,
    period: 'year' as const,
    priceMinor: 9500,
    currency: 'EUR' as const,
    billingEmail: 'buchhaltung@nordlicht.example',
  },
  {
    name: 'Hafenblick Versicherung AG',
    accessCode: null,
    emailDomain: 'hafenblick.example',
    sessionsPerEmployee: 4,
    period: 'quarter' as const,
    priceMinor: 9000,
    currency: 'EUR' as const,
    billingEmail: 'finance@hafenblick.example',
  },
];

/** The Nordlicht employee who sees the demo therapist through the program. */
export const DEMO_PROGRAM_EMPLOYEE = { name: 'Jana Krüger', email: 'jana.krueger@nordlicht.example' };

/** Whether a seeded therapist takes part: about 30%, the same ones for the same slug. */
export const takesPart = (slug: string) => (createHash('sha256').update(slug).digest()[0] ?? 0) % 10 < 3;

/** Profile languages (taxonomy slugs) as the program's codes. */
const codesOf = (slugs: string[]) => slugs.flatMap((slug) => languageTerms.get(slug)?.code ?? []);

/** What Calma pays: 85% of the therapist's cheapest paid session, in whole units of 5. */
const rateFor = (priceMinor: number) =>
  Math.min(MAX_PROGRAM_RATE_MINOR, Math.max(500, Math.round((priceMinor * 0.85) / 500) * 500));

export async function seedProgram(
  trx: Database,
  { demoTherapistId, today = Temporal.Now.plainDateISO(ZONE).toString() }: { demoTherapistId: string; today?: string },
): Promise<void> {
  const day = Temporal.PlainDate.from(today);
  const companies = await trx
    .insertInto('programCompany')
    .values(DEMO_PROGRAM_COMPANIES.map((c) => ({ ...c, startsOn: `${day.year}-01-01`, endsOn: null })))
    .returning(['id', 'name'])
    .execute();
  const nordlicht = companies.find((c) => c.name === DEMO_PROGRAM_COMPANIES[0]?.name);
  if (!nordlicht) throw new Error('The demo company was not inserted');

  // Every listed therapist with a paid service and a language the taxonomy has a code for may take part.
  const therapists = await trx
    .selectFrom('therapist as t')
    .innerJoin('service as s', 's.therapistId', 't.id')
    .select((eb) => [
      't.id',
      't.slug',
      't.currency',
      eb.fn.agg<string[]>('array_agg', ['s.id']).as('serviceIds'),
      eb.fn.min('s.priceMinor').as('cheapest'),
      eb
        .selectFrom('therapistLanguage as l')
        .select((inner) => inner.fn.agg<string[]>('array_agg', ['l.language']).as('languages'))
        .whereRef('l.therapistId', '=', 't.id')
        .as('languages'),
    ])
    .where('s.priceMinor', '>', 0)
    .where('s.archivedAt', 'is', null)
    .where('t.listed', '=', true)
    .groupBy(['t.id', 't.slug', 't.currency'])
    .execute();
  const rows = therapists
    .filter((t) => t.id === demoTherapistId || takesPart(t.slug))
    .map((t, i) => ({
      therapistId: t.id,
      enabled: true,
      rateMinor: t.id === demoTherapistId ? 8000 : rateFor(Number(t.cheapest)),
      currency: t.currency,
      serviceIds: t.serviceIds,
      languages: codesOf(t.languages ?? []),
      maxClients: t.id === demoTherapistId ? 10 : 5 + (i % 11),
    }))
    .filter((row) => row.languages.length > 0);
  for (let start = 0; start < rows.length; start += BATCH) {
    await trx
      .insertInto('therapistProgram')
      .values(rows.slice(start, start + BATCH))
      .execute();
  }

  const demo = rows.find((r) => r.therapistId === demoTherapistId);
  if (!demo) return;
  // Online where the service allows it, else at the practice's first address.
  const offered = await trx
    .selectFrom('service')
    .select(['id', 'durationMinutes', 'currency', 'modality'])
    .where('id', 'in', demo.serviceIds)
    .orderBy('position')
    .execute();
  const service = offered.find((s) => s.modality !== 'in_person') ?? offered[0];
  if (!service) return;
  const location =
    service.modality === 'in_person'
      ? await trx
          .selectFrom('therapistLocation')
          .select('id')
          .where('therapistId', '=', demoTherapistId)
          .orderBy('position')
          .executeTakeFirst()
      : undefined;
  const client = await trx
    .insertInto('client')
    .values({
      therapistId: demoTherapistId,
      ...DEMO_PROGRAM_EMPLOYEE,
      locale: 'de',
      consentTreatmentAt: new Date(),
      consentDataAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Fridays at 10:00: the billing demo's weekly clients come Monday to Thursday.
  const lastFriday = day.subtract({ days: (day.dayOfWeek - 5 + 7) % 7 || 7 });
  const sessions = [
    { on: lastFriday, status: 'completed' as const },
    { on: lastFriday.add({ days: 14 }), status: 'confirmed' as const },
  ];
  for (const session of sessions) {
    const startsAt = new Date(
      session.on.toZonedDateTime({ timeZone: ZONE, plainTime: { hour: 10 } }).toInstant().epochMilliseconds,
    );
    const appointment = await trx
      .insertInto('appointment')
      .values({
        uid: randomBytes(16).toString('base64url'),
        therapistId: demoTherapistId,
        serviceId: service.id,
        clientId: client.id,
        status: session.status,
        startsAt,
        endsAt: new Date(startsAt.getTime() + service.durationMinutes * 60_000),
        modality: service.modality === 'in_person' ? 'in_person' : 'online',
        locationId: location?.id ?? null,
        // The employee pays nothing: Calma pays the therapist their program rate.
        priceMinor: 0,
        currency: service.currency,
        clientLocale: 'de',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('programSession')
      .values({
        appointmentId: appointment.id,
        companyId: nordlicht.id,
        therapistId: demoTherapistId,
        employeeKey: employeeKey(DEMO_PROGRAM_EMPLOYEE.email),
        rateMinor: demo.rateMinor,
        currency: demo.currency,
      })
      .execute();
  }
}
