import { randomUUID } from 'node:crypto';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { type Selectable, sql } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/database.ts';
import type { BillingProfileTable, CountryCode, Currency, InvoiceSeries, TaxTreatment } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { type ReceivedFile, sniff } from '../media/upload.ts';
import type { BillingProfile, BillingProfileInput } from '../schemas/billing.ts';
import type { FieldError } from '../schemas/common.ts';
import type { FileStore } from '../storage/index.ts';
import { locations } from '../taxonomy/index.ts';
import { formatNumber, referenceLength } from './numbering.ts';
import { COUNTRY_BY_SLUG, HEALTHCARE_EXEMPTION_BASIS, missingSellerFields, STANDARD_VAT_RATE_BP } from './tax-rules.ts';

export type ProfileRow = Selectable<BillingProfileTable>;

/** What an invoice needs before it can be issued, beyond the law's seller fields. */
export type MissingField = 'legalName' | 'address' | 'taxNumberOrVatId' | 'vatId' | 'iban';

/** The country whose rules apply when the practice has not said: its directory country, else by currency. */
export function defaultCountry(countrySlug: string, currency: Currency): CountryCode {
  return COUNTRY_BY_SLUG[countrySlug] ?? (currency === 'GBP' ? 'GB' : 'DE');
}

async function therapistFacts(db: Database, therapistId: string) {
  const therapist = await db
    .selectFrom('therapist')
    .leftJoin('userAccount', 'userAccount.id', 'therapist.userId')
    .select([
      'therapist.firstName',
      'therapist.lastName',
      'therapist.country',
      'therapist.currency',
      'therapist.email',
      'userAccount.email as accountEmail',
    ])
    .where('therapist.id', '=', therapistId)
    .executeTakeFirstOrThrow();
  const place = await db
    .selectFrom('therapistLocation')
    .select(['street', 'postalCode', 'city'])
    .where('therapistId', '=', therapistId)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  return { ...therapist, place };
}

/**
 * The practice's receipts settings. Nothing is stored until the therapist saves them: until then
 * they are proposed from the directory profile (name, first practice address, country and its
 * standard VAT rate).
 */
export async function loadProfile(db: Database, therapistId: string): Promise<ProfileRow> {
  const row = await db
    .selectFrom('billingProfile')
    .selectAll()
    .where('therapistId', '=', therapistId)
    .executeTakeFirst();
  if (row) return row;
  const facts = await therapistFacts(db, therapistId);
  const countryCode = defaultCountry(facts.country, facts.currency);
  const name = `${facts.firstName} ${facts.lastName}`.trim();
  return {
    therapistId,
    legalName: name,
    addressLine1: facts.place?.street ?? '',
    addressLine2: '',
    postalCode: facts.place?.postalCode ?? '',
    city: facts.place ? (locations.get(facts.place.city)?.names.en ?? '') : '',
    countryCode,
    taxNumber: '',
    vatId: '',
    registration: '',
    logoPath: null,
    accountHolder: name,
    iban: '',
    bic: '',
    invoiceFormat: '{YYYY}-{NNNN}',
    creditNoteFormat: 'CN-{YYYY}-{NNNN}',
    paymentTermsDays: 14,
    defaultTaxTreatment: 'exempt',
    defaultTaxRateBp: STANDARD_VAT_RATE_BP[countryCode],
    footer: '',
    invoiceLocale: null,
    reminderAfterDays: 7,
    cardPayments: false,
    stripeAccountId: null,
    stripeAccountStatus: 'none',
    updatedAt: new Date(0),
  };
}

/** The seller's address as printed: street lines, then postal code and city. */
export function addressLines(profile: Pick<ProfileRow, 'addressLine1' | 'addressLine2' | 'postalCode' | 'city'>) {
  return [profile.addressLine1, profile.addressLine2, `${profile.postalCode} ${profile.city}`]
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** What is still needed before an invoice (with or without VAT) may be issued. */
export function missingFields(profile: ProfileRow, hasTaxableLines: boolean): MissingField[] {
  const complete = profile.addressLine1.trim() !== '' && profile.city.trim() !== '';
  const missing: MissingField[] = missingSellerFields(
    profile.countryCode,
    {
      legalName: profile.legalName,
      addressLines: complete ? addressLines(profile) : [],
      taxNumber: profile.taxNumber,
      vatId: profile.vatId,
    },
    hasTaxableLines,
  );
  // The invoice must say how to pay: by transfer, unless the client can pay by card instead.
  const cards = profile.cardPayments && profile.stripeAccountStatus === 'enabled';
  if (profile.iban === '' && !cards) missing.push('iban');
  return missing;
}

async function counters(db: Database, therapistId: string): Promise<Record<InvoiceSeries, number>> {
  const rows = await db
    .selectFrom('invoiceCounter')
    .select(['series', 'nextNumber'])
    .where('therapistId', '=', therapistId)
    .execute();
  const of = (series: InvoiceSeries) => rows.find((r) => r.series === series)?.nextNumber ?? 1;
  return { invoice: of('invoice'), credit_note: of('credit_note') };
}

/** The practice's services with their own tax treatment (null: the profile's default). */
export async function servicesOf(db: Database, therapistId: string) {
  return db
    .selectFrom('service')
    .select(['id', 'name', 'priceMinor', 'currency', 'taxTreatment', 'taxRateBp'])
    .where('therapistId', '=', therapistId)
    .where('archivedAt', 'is', null)
    .orderBy('position')
    .orderBy('createdAt')
    .execute();
}

/** A service's tax on an invoice: its own, else the profile's default. */
export function serviceTaxOf(
  profile: Pick<ProfileRow, 'defaultTaxTreatment' | 'defaultTaxRateBp'>,
  service: { taxTreatment: TaxTreatment | null; taxRateBp: number | null },
): { taxTreatment: TaxTreatment; taxRateBp: number } {
  const taxTreatment = service.taxTreatment ?? profile.defaultTaxTreatment;
  return { taxTreatment, taxRateBp: taxTreatment === 'exempt' ? 0 : (service.taxRateBp ?? profile.defaultTaxRateBp) };
}

/** The receipts settings screen: what is saved (or proposed), the counters, services and what is missing. */
export async function billingProfile(
  db: Database,
  therapistId: string,
  logoUrl: (key: string) => string | undefined,
): Promise<BillingProfile> {
  const [profile, next, services] = await Promise.all([
    loadProfile(db, therapistId),
    counters(db, therapistId),
    servicesOf(db, therapistId),
  ]);
  const hasTaxable =
    profile.defaultTaxTreatment === 'taxable' ||
    services.some((s) => serviceTaxOf(profile, s).taxTreatment === 'taxable');
  const missing = missingFields(profile, hasTaxable);
  return {
    legalName: profile.legalName,
    addressLine1: profile.addressLine1,
    addressLine2: profile.addressLine2,
    postalCode: profile.postalCode,
    city: profile.city,
    countryCode: profile.countryCode,
    taxNumber: profile.taxNumber,
    vatId: profile.vatId,
    registration: profile.registration,
    accountHolder: profile.accountHolder,
    iban: profile.iban,
    bic: profile.bic,
    invoiceFormat: profile.invoiceFormat,
    creditNoteFormat: profile.creditNoteFormat,
    nextInvoiceNumber: next.invoice,
    nextCreditNoteNumber: next.credit_note,
    paymentTermsDays: profile.paymentTermsDays,
    defaultTaxTreatment: profile.defaultTaxTreatment,
    defaultTaxRateBp: profile.defaultTaxRateBp,
    footer: profile.footer,
    invoiceLocale: profile.invoiceLocale as BillingProfile['invoiceLocale'],
    reminderAfterDays: profile.reminderAfterDays,
    serviceTax: services.map((s) => ({ serviceId: s.id, taxTreatment: s.taxTreatment, taxRateBp: s.taxRateBp })),
    logoUrl: profile.logoPath ? (logoUrl(profile.logoPath) ?? null) : null,
    standardRateBp: STANDARD_VAT_RATE_BP[profile.countryCode],
    exemptionBasis: HEALTHCARE_EXEMPTION_BASIS[profile.countryCode],
    services,
    complete: missing.length === 0,
    missing,
  };
}

/** VAT identification numbers as each country writes them (after spaces, dots and hyphens are dropped). */
export const VAT_ID: Record<CountryCode, RegExp> = {
  DE: /^DE\d{9}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PT: /^PT\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  GB: /^(GB|XI)(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};
export const VAT_EXAMPLE: Record<CountryCode, string> = {
  DE: 'DE123456789',
  NL: 'NL123456789B01',
  PT: 'PT123456789',
  ES: 'ESX1234567X',
  GB: 'GB123456789',
};

/** A VAT id, IBAN or BIC as it is stored: spaces, dots and hyphens dropped, in capitals. */
export const compact = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** The longest counter a number can have: the highest "next number" the settings accept. */
const LONGEST_COUNTER = 99_999_999;
/** An ISO 11649 reference carries at most 21 letters and digits, and is built from the number. */
const REFERENCE_MAX = 21;

/** Field problems of the settings, and the values to store (IBAN, BIC and VAT id in their compact form). */
export function profileProblems(input: BillingProfileInput): {
  problems: FieldError[];
  iban: string;
  bic: string;
  vatId: string;
} {
  const problems: FieldError[] = [];
  const problem = (field: string, message: string) => problems.push({ field: `body.${field}`, message });
  const iban = electronicFormatIBAN(input.iban.trim()) ?? '';
  if (iban !== '' && !isValidIBAN(iban)) problem('iban', 'is not a valid IBAN (its check digits do not match)');
  const bic = compact(input.bic);
  if (bic !== '' && !isValidBIC(bic)) problem('bic', 'must be a BIC of 8 or 11 letters and digits, e.g. DEUTDEFF');
  const vatId = compact(input.vatId);
  if (vatId !== '' && !VAT_ID[input.countryCode].test(vatId)) {
    problem('vatId', `is not a VAT number of this country, e.g. ${VAT_EXAMPLE[input.countryCode]}`);
  }
  if (input.invoiceFormat === input.creditNoteFormat) {
    problem('creditNoteFormat', 'must differ from the invoice number format, so no two documents share a number');
  }
  for (const field of ['invoiceFormat', 'creditNoteFormat'] as const) {
    if (referenceLength(formatNumber(input[field], LONGEST_COUNTER, '2099-12-31')) > REFERENCE_MAX) {
      problem(field, `leaves too little room: a number may have at most ${REFERENCE_MAX} letters and digits`);
    }
  }
  if (input.defaultTaxTreatment === 'taxable' && input.defaultTaxRateBp === 0) {
    problem('defaultTaxRateBp', 'must be above 0 when services are taxable by default');
  }
  return { problems, iban, bic, vatId };
}

const invalid = (problems: FieldError[]) =>
  new AppError('VALIDATION_FAILED', 400, 'The request has invalid or missing fields', problems);

/**
 * Saves the receipts settings. The next numbers may only be raised (a number once issued is never
 * given again); the counters are locked as the issuing step locks them.
 */
export async function saveProfile(db: Database, therapistId: string, input: BillingProfileInput): Promise<void> {
  const { problems, iban, bic, vatId } = profileProblems(input);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('invoiceCounter')
      .values([
        { therapistId, series: 'invoice' },
        { therapistId, series: 'credit_note' },
      ])
      .onConflict((oc) => oc.columns(['therapistId', 'series']).doNothing())
      .execute();
    const current = await trx
      .selectFrom('invoiceCounter')
      .select(['series', 'nextNumber'])
      .where('therapistId', '=', therapistId)
      .forUpdate()
      .execute();
    const wanted = { invoice: input.nextInvoiceNumber, credit_note: input.nextCreditNoteNumber };
    const field = { invoice: 'nextInvoiceNumber', credit_note: 'nextCreditNoteNumber' };
    for (const row of current) {
      const next = wanted[row.series];
      if (next !== undefined && next < row.nextNumber) {
        problems.push({ field: `body.${field[row.series]}`, message: `must be at least ${row.nextNumber}` });
      }
    }
    const owned = new Set(
      (await trx.selectFrom('service').select('id').where('therapistId', '=', therapistId).execute()).map((s) => s.id),
    );
    input.serviceTax.forEach((s, i) => {
      if (!owned.has(s.serviceId))
        problems.push({ field: `body.serviceTax.${i}.serviceId`, message: 'is not one of your services' });
    });
    if (problems.length > 0) throw invalid(problems);

    const values = {
      legalName: input.legalName.trim(),
      addressLine1: input.addressLine1.trim(),
      addressLine2: input.addressLine2.trim(),
      postalCode: input.postalCode.trim(),
      city: input.city.trim(),
      countryCode: input.countryCode,
      taxNumber: input.taxNumber.trim(),
      vatId,
      registration: input.registration.trim(),
      accountHolder: input.accountHolder.trim(),
      iban,
      bic,
      invoiceFormat: input.invoiceFormat,
      creditNoteFormat: input.creditNoteFormat,
      paymentTermsDays: input.paymentTermsDays,
      defaultTaxTreatment: input.defaultTaxTreatment,
      defaultTaxRateBp: input.defaultTaxRateBp,
      footer: input.footer.trim(),
      invoiceLocale: input.invoiceLocale,
      reminderAfterDays: input.reminderAfterDays,
      updatedAt: new Date(),
    };
    await trx
      .insertInto('billingProfile')
      .values({ therapistId, ...values })
      .onConflict((oc) => oc.column('therapistId').doUpdateSet(values))
      .execute();
    for (const series of ['invoice', 'credit_note'] as const) {
      // A counter left out stays as it is: a form loaded before an invoice was issued elsewhere must
      // not be refused for a number it did not mean to change.
      const next = wanted[series];
      if (next === undefined) continue;
      await trx
        .updateTable('invoiceCounter')
        .set({ nextNumber: next })
        .where('therapistId', '=', therapistId)
        .where('series', '=', series)
        .execute();
    }
    for (const s of input.serviceTax) {
      await trx
        .updateTable('service')
        .set({ taxTreatment: s.taxTreatment, taxRateBp: s.taxRateBp })
        .where('id', '=', s.serviceId)
        .where('therapistId', '=', therapistId)
        .execute();
    }
  });
}

/** Saves the proposed settings, for changes (a logo) that need a stored row. */
async function ensureProfile(db: Database, therapistId: string) {
  const { updatedAt: _, ...proposed } = await loadProfile(db, therapistId);
  await db
    .insertInto('billingProfile')
    .values(proposed)
    .onConflict((oc) => oc.column('therapistId').doNothing())
    .execute();
}

const LOGO_TYPES = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Printed at most 160 × 60 points; 3× that is sharp on paper. */
const LOGO_BOX = { width: 480, height: 180 };

/** A logo an issued invoice printed stays in the store: the invoice must look the same when opened again. */
async function deleteUnlessPrinted(db: Database, store: FileStore, key: string | null) {
  if (!key) return;
  const printed = await db
    .selectFrom('invoice')
    .select('id')
    .where(sql`seller->>'logoPath'`, '=', key)
    .limit(1)
    .executeTakeFirst();
  if (!printed) await store.delete(key);
}

/** Stores an uploaded logo as a PNG without metadata (the PDF embeds PNG or JPEG), replacing the old one. */
export async function storeLogo(db: Database, store: FileStore, therapistId: string, upload: ReceivedFile) {
  await sniff(upload.path, LOGO_TYPES);
  let png: Buffer;
  try {
    png = await sharp(upload.path, { limitInputPixels: 50_000_000 })
      .autoOrient()
      .resize(LOGO_BOX.width, LOGO_BOX.height, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new AppError('IMAGE_UNREADABLE', 400, 'The image could not be read; it may be damaged');
  }
  const key = `billing/${therapistId}/logo-${randomUUID()}.png`;
  await store.put(key, png);
  await ensureProfile(db, therapistId);
  const old = await db
    .selectFrom('billingProfile')
    .select('logoPath')
    .where('therapistId', '=', therapistId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('billingProfile')
    .set({ logoPath: key, updatedAt: new Date() })
    .where('therapistId', '=', therapistId)
    .execute();
  await deleteUnlessPrinted(db, store, old.logoPath);
}

/** Removes the logo; 404 when there is none. */
export async function removeLogo(db: Database, store: FileStore, therapistId: string) {
  const row = await db
    .selectFrom('billingProfile')
    .select('logoPath')
    .where('therapistId', '=', therapistId)
    .executeTakeFirst();
  if (!row?.logoPath) throw new AppError('NOT_FOUND', 404, 'There is no logo to remove');
  await db
    .updateTable('billingProfile')
    .set({ logoPath: null, updatedAt: new Date() })
    .where('therapistId', '=', therapistId)
    .execute();
  await deleteUnlessPrinted(db, store, row.logoPath);
}
