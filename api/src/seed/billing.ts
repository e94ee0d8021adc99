import { randomBytes } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { sellerSnapshot } from '../billing/invoices.ts';
import { lineAmounts, negated, totals } from '../billing/money.ts';
import { formatNumber } from '../billing/numbering.ts';
import { creditorReference } from '../billing/payment-reference.ts';
import { type ServiceTranslations, serviceText } from '../contract/services.ts';
import type { Database } from '../db/database.ts';
import type { InvoiceParty, InvoiceStatus, PaymentMethod } from '../db/schema.ts';

// The demo therapist's billing, so the billing screens can be tried at once: a complete receipts
// profile of a Kreuzberg practice, and a few months of weekly sessions with invoices in every state
// (paid, sent, overdue, partly paid, a draft, one credited by its credit note), numbered from the
// counter without gaps, and last month's sessions not yet invoiced. Demo data only (seed/index.ts).

const ZONE = 'Europe/Berlin';
const INVOICE_FORMAT = '{YYYY}-{NNNN}';
const CREDIT_NOTE_FORMAT = 'CN-{YYYY}-{NNNN}';
const TERMS_DAYS = 14;

export const DEMO_BILLING_PROFILE = {
  addressLine1: 'Oranienstraße 25',
  addressLine2: '',
  // 10999 is a Kreuzberg postcode, the district of the demo therapist's practice.
  postalCode: '10999',
  city: 'Berlin',
  countryCode: 'DE' as const,
  // A Berlin Steuernummer (tax office 29/…); a freelance psychotherapist has no VAT id.
  taxNumber: '29/123/45678',
  vatId: '',
  registration: 'Approbation: Landesamt für Gesundheit und Soziales Berlin',
  // The standard German test IBAN (checksum valid, no real account).
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  invoiceFormat: INVOICE_FORMAT,
  creditNoteFormat: CREDIT_NOTE_FORMAT,
  paymentTermsDays: TERMS_DAYS,
  defaultTaxTreatment: 'exempt' as const,
  defaultTaxRateBp: 1900,
};

const CLIENTS = [
  { name: 'Mara Jansen', address: 'Wiener Straße 12\n10999 Berlin', weekday: 1, hour: 9 },
  { name: 'Jonas Weber', address: 'Bergmannstraße 40\n10961 Berlin', weekday: 2, hour: 11 },
  { name: 'Lea Hoffmann', address: 'Skalitzer Straße 80\n10997 Berlin', weekday: 3, hour: 14 },
  { name: 'Emre Yılmaz', address: 'Gneisenaustraße 55\n10961 Berlin', weekday: 4, hour: 16 },
];

export interface DemoBillingInput {
  /** Today in the practice's zone, YYYY-MM-DD. */
  today: string;
  legalName: string;
  email: string;
  service: {
    id: string;
    name: string;
    translations?: ServiceTranslations;
    priceMinor: number;
    durationMinutes: number;
  };
}

interface PlannedSession {
  key: string;
  client: number;
  startsAt: string;
  day: string;
}

interface PlannedLine {
  sessionKey: string | null;
  description: string;
  serviceDate: string;
  quantity: number;
  unitMinor: number;
  taxTreatment: 'exempt';
  taxRateBp: number;
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

export interface PlannedInvoice {
  key: string;
  kind: 'invoice' | 'credit_note';
  correctsKey: string | null;
  client: number;
  number: string | null;
  status: InvoiceStatus;
  issueDate: string | null;
  dueDate: string | null;
  lines: PlannedLine[];
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
  paidMinor: number;
  payments: { amountMinor: number; method: PaymentMethod; receivedOn: string; reference: string }[];
  note: string;
}

export interface DemoBillingPlan {
  sessions: PlannedSession[];
  invoices: PlannedInvoice[];
  /** The counters' next numbers after the issued documents. */
  next: { invoice: number; creditNote: number };
}

/** Every day of `month` (YYYY-MM) that falls on `weekday` (1 = Monday). */
function weekdaysOf(month: Temporal.PlainYearMonth, weekday: number): Temporal.PlainDate[] {
  const first = month.toPlainDate({ day: 1 });
  const offset = (weekday - first.dayOfWeek + 7) % 7;
  const days: Temporal.PlainDate[] = [];
  for (let day = first.add({ days: offset }); day.month === first.month; day = day.add({ days: 7 })) days.push(day);
  return days;
}

/** What to insert, worked out from today alone: the same day gives the same plan. */
export function demoBillingPlan(input: DemoBillingInput): DemoBillingPlan {
  if (input.service.priceMinor <= 0) throw new RangeError('The demo invoices need a paid service');
  const today = Temporal.PlainDate.from(input.today);
  const month = (back: number) => today.toPlainYearMonth().subtract({ months: back });
  const sessions: PlannedSession[] = [];
  const sessionsOf = (client: number, back: number) =>
    weekdaysOf(month(back), CLIENTS[client]?.weekday ?? 1).map((day) => {
      const startsAt = day
        .toZonedDateTime({ timeZone: ZONE, plainTime: { hour: CLIENTS[client]?.hour ?? 9 } })
        .toInstant()
        .toString();
      const session = { key: `${client}:${day}`, client, startsAt, day: day.toString() };
      sessions.push(session);
      return session;
    });
  // Four months of weekly sessions for every client; last month's are not invoiced yet.
  const byMonth = CLIENTS.map((_, client) => [4, 3, 2, 1].map((back) => sessionsOf(client, back)));

  const lineOf = (session: PlannedSession): PlannedLine => ({
    sessionKey: session.key,
    // The demo invoices are German: their lines name the service as a German reader reads it.
    description: serviceText(input.service, 'de').name,
    serviceDate: session.day,
    quantity: 1,
    unitMinor: input.service.priceMinor,
    taxTreatment: 'exempt',
    taxRateBp: 0,
    ...lineAmounts({ quantity: 1, unitMinor: input.service.priceMinor, taxTreatment: 'exempt', taxRateBp: 0 }),
  });
  const dayIn = (back: number, day: number) => month(back).toPlainDate({ day }).toString();
  const due = (issueDate: string) => Temporal.PlainDate.from(issueDate).add({ days: TERMS_DAYS }).toString();

  // In the order they were issued, so their numbers rise with their dates.
  const drafts: Omit<PlannedInvoice, 'number' | 'netMinor' | 'taxMinor' | 'grossMinor' | 'paidMinor'>[] = [];
  const invoice = (
    key: string,
    client: number,
    back: number,
    issueDate: string | null,
    status: InvoiceStatus,
    payments: PlannedInvoice['payments'] = [],
  ) =>
    drafts.push({
      key,
      kind: 'invoice',
      correctsKey: null,
      client,
      status,
      issueDate,
      dueDate: issueDate && due(issueDate),
      lines: (byMonth[client]?.[4 - back] ?? []).map(lineOf),
      payments,
      note: '',
    });
  const price = input.service.priceMinor;
  const monthly = (client: number, back: number) => (byMonth[client]?.[4 - back]?.length ?? 0) * price;

  invoice('mara-1', 0, 4, dayIn(3, 3), 'paid', [
    { amountMinor: monthly(0, 4), method: 'bank_transfer', receivedOn: dayIn(3, 12), reference: '' },
  ]);
  invoice('jonas-1', 1, 4, dayIn(3, 3), 'credited');
  invoice('lea-1', 2, 3, dayIn(2, 3), 'sent');
  invoice('mara-2', 0, 3, dayIn(2, 3), 'paid', [
    { amountMinor: monthly(0, 3), method: 'bank_transfer', receivedOn: dayIn(2, 11), reference: '' },
  ]);
  invoice('emre-1', 3, 2, dayIn(1, 3), 'partially_paid', [
    { amountMinor: price, method: 'cash', receivedOn: today.subtract({ days: 1 }).toString(), reference: '' },
  ]);
  invoice('mara-3', 0, 2, today.subtract({ days: 5 }).toString(), 'sent');
  invoice('lea-2', 2, 2, null, 'draft');

  const planned: PlannedInvoice[] = [];
  let invoiceCounter = 1;
  let creditCounter = 1;
  const priced = (draft: (typeof drafts)[number], number: string | null): PlannedInvoice => ({
    ...draft,
    number,
    ...totals(draft.lines),
    paidMinor: draft.payments.reduce((sum, p) => sum + p.amountMinor, 0),
  });
  for (const draft of drafts) {
    const number = draft.issueDate ? formatNumber(INVOICE_FORMAT, invoiceCounter++, draft.issueDate) : null;
    planned.push(priced(draft, number));
  }
  // Jonas's first month was billed by mistake (he was on a sliding-scale arrangement): credited in full a week later.
  const credited = planned.find((p) => p.key === 'jonas-1');
  if (credited?.issueDate) {
    const issueDate = Temporal.PlainDate.from(credited.issueDate).add({ days: 7 }).toString();
    planned.push(
      priced(
        {
          key: 'jonas-1-credit',
          kind: 'credit_note',
          correctsKey: credited.key,
          client: credited.client,
          status: 'issued',
          issueDate,
          dueDate: null,
          lines: credited.lines.map((line) => ({ ...negated(line), sessionKey: null })),
          payments: [],
          note: 'Abrechnung nach vereinbartem Sozialtarif',
        },
        formatNumber(CREDIT_NOTE_FORMAT, creditCounter++, issueDate),
      ),
    );
  }
  return { sessions, invoices: planned, next: { invoice: invoiceCounter, creditNote: creditCounter } };
}

/** Inserts the demo therapist's receipts profile, clients, past sessions and invoices. */
export async function seedDemoBilling(trx: Database, therapistId: string, input: DemoBillingInput): Promise<void> {
  const plan = demoBillingPlan(input);
  const profile = {
    ...DEMO_BILLING_PROFILE,
    legalName: input.legalName,
    accountHolder: input.legalName,
    footer: `${input.legalName} · ${DEMO_BILLING_PROFILE.addressLine1} · ${DEMO_BILLING_PROFILE.postalCode} ${DEMO_BILLING_PROFILE.city}`,
  };
  const saved = await trx
    .insertInto('billingProfile')
    .values({ therapistId, ...profile })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('invoiceCounter')
    .values([
      { therapistId, series: 'invoice', nextNumber: plan.next.invoice },
      { therapistId, series: 'credit_note', nextNumber: plan.next.creditNote },
    ])
    .execute();

  const clients = await trx
    .insertInto('client')
    .values(
      CLIENTS.map((c) => ({
        therapistId,
        name: c.name,
        email: `${c.name.toLowerCase().split(' ')[0]}@demo-client.calma.test`,
        locale: 'de',
        billingAddress: c.address,
        consentTreatmentAt: new Date(),
        consentDataAt: new Date(),
      })),
    )
    .returning(['id', 'name', 'email', 'billingAddress'])
    .execute();
  const clientAt = (index: number) => {
    const client = clients[index];
    if (!client) throw new Error(`No demo client ${index}`);
    return client;
  };

  const appointments = await trx
    .insertInto('appointment')
    .values(
      plan.sessions.map((s) => ({
        uid: randomBytes(16).toString('base64url'),
        therapistId,
        serviceId: input.service.id,
        clientId: clientAt(s.client).id,
        status: 'completed' as const,
        startsAt: s.startsAt,
        endsAt: new Date(Date.parse(s.startsAt) + input.service.durationMinutes * 60_000),
        modality: 'in_person' as const,
        priceMinor: input.service.priceMinor,
        currency: 'EUR' as const,
        clientLocale: 'de',
      })),
    )
    .returning('id')
    .execute();
  const appointmentOf = new Map(plan.sessions.map((s, i) => [s.key, appointments[i]?.id as string]));

  const seller = sellerSnapshot(saved, input.email);
  const idOf = new Map<string, string>();
  for (const doc of plan.invoices) {
    const client = clientAt(doc.client);
    const buyer: InvoiceParty = {
      name: client.name,
      addressLines: client.billingAddress.split('\n'),
      email: client.email,
    };
    const days = doc.lines.map((l) => l.serviceDate).sort();
    const issuedAt = doc.issueDate ? new Date(`${doc.issueDate}T09:00:00Z`) : null;
    const row = await trx
      .insertInto('invoice')
      .values({
        therapistId,
        clientId: client.id,
        kind: doc.kind,
        correctsId: doc.correctsKey ? (idOf.get(doc.correctsKey) ?? null) : null,
        number: doc.number,
        status: doc.status,
        locale: 'de',
        currency: 'EUR',
        issueDate: doc.issueDate,
        dueDate: doc.dueDate,
        serviceFrom: doc.number ? (days[0] ?? null) : null,
        serviceTo: doc.number ? (days.at(-1) ?? null) : null,
        seller: doc.number ? JSON.stringify(seller) : null,
        buyer: doc.number ? JSON.stringify(buyer) : null,
        netMinor: doc.netMinor,
        taxMinor: doc.taxMinor,
        grossMinor: doc.grossMinor,
        paidMinor: doc.paidMinor,
        paymentReference: doc.number && doc.kind === 'invoice' ? creditorReference(doc.number) : null,
        note: doc.note,
        issuedAt,
        sentAt: doc.number && doc.kind === 'invoice' ? issuedAt : null,
        paidAt: doc.status === 'paid' ? new Date(`${doc.payments.at(-1)?.receivedOn}T12:00:00Z`) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    idOf.set(doc.key, row.id);
    await trx
      .insertInto('invoiceLine')
      .values(
        doc.lines.map(({ sessionKey, ...line }, position) => ({
          ...line,
          invoiceId: row.id,
          position,
          appointmentId: sessionKey ? (appointmentOf.get(sessionKey) ?? null) : null,
        })),
      )
      .execute();
    if (doc.payments.length > 0)
      await trx
        .insertInto('invoicePayment')
        .values(doc.payments.map((p) => ({ ...p, invoiceId: row.id, therapistId })))
        .execute();
  }
}
