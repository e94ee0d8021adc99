// `npm run bench:billing` — two costs of billing, each beside a baseline measured the same way in
// the same run. Asserts nothing; prints figures.
// (a) Rendering a typical invoice PDF (a month of weekly sessions, four lines, German, with the
//     EPC payment QR code) with renderInvoicePdf, beside a one-line PDF from the same library with
//     the same embedded fonts: the baseline is pdfkit's fixed cost (document, font subsetting,
//     compression), so the ratio is what the invoice's layout, tables and QR code add to it.
// (b) The billing overview of a practice with five years of weekly sessions (46 clients, about
//     12 000 invoices with their lines and payments, credit notes, open and overdue invoices),
//     among ten other practices of the same size so that reading one practice's rows needs the
//     indexes, beside the same overview of a practice with 50 invoices. The plans of its
//     statements are printed, to show which indexes they use.

import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import PDFDocument from 'pdfkit';
import pg from 'pg';
import { billingOverview, todayIn } from '../api/src/billing/overview.ts';
import { type InvoiceDocument, renderInvoicePdf } from '../api/src/billing/pdf.ts';
import { repoRoot } from '../api/src/config.ts';
import { createDatabase, type Database } from '../api/src/db/database.ts';
import { startEmbeddedPostgres } from '../api/src/db/embedded.ts';
import { migrateToLatest } from '../api/src/db/migrator.ts';
import type { DB } from '../api/src/db/schema.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
};
async function timed(runs: number, work: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(20, runs); i++) await work(); // warm-up: JIT, caches, plans
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return summary(times);
}
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

// ---------------------------------------------------------------- (a) PDF

const sessions = ['2026-10-06', '2026-10-13', '2026-10-20', '2026-10-27'];
const invoice: InvoiceDocument = {
  kind: 'invoice',
  locale: 'de',
  number: '2026-0042',
  correctsNumber: null,
  issueDate: '2026-11-02',
  dueDate: '2026-11-16',
  serviceFrom: sessions[0] as string,
  serviceTo: sessions[3] as string,
  currency: 'EUR',
  seller: {
    legalName: 'Praxis für Psychotherapie Dr. Lena Körtig',
    addressLines: ['Oranienstraße 25', '10999 Berlin'],
    countryCode: 'DE',
    taxNumber: '29/123/45678',
    vatId: '',
    registration: 'Psychologische Psychotherapeutin, approbiert (Berlin)',
    email: 'praxis@example.test',
    logo: null,
  },
  buyer: { name: 'Mara Jansen', addressLines: ['Wiener Straße 12', '10999 Berlin'], email: 'mara@example.test' },
  lines: sessions.map((serviceDate) => ({
    description: 'Einzelsitzung Psychotherapie (50 Minuten)',
    serviceDate,
    quantity: 1,
    unitMinor: 10000,
    taxTreatment: 'exempt' as const,
    taxRateBp: 0,
    netMinor: 10000,
    taxMinor: 0,
    grossMinor: 10000,
  })),
  totals: { netMinor: 40000, taxMinor: 0, grossMinor: 40000 },
  paidMinor: 0,
  payment: {
    accountHolder: 'Dr. Lena Körtig',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    reference: 'RF712026 0042',
    termsDays: 14,
  },
  footer: 'Praxis für Psychotherapie · Oranienstraße 25 · 10999 Berlin',
  note: '',
};
const requireFromApi = createRequire(path.join(repoRoot, 'api', 'package.json'));
const regular = requireFromApi.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
/** One line of text on an A4 page, with the fonts the invoice embeds. */
const oneLinePdf = () =>
  new Promise<Uint8Array>((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font(regular).fontSize(10).text('Rechnung 2026-0042 · 400,00 €');
    doc.end();
  });

const invoiceBytes = (await renderInvoicePdf(invoice)).byteLength;
const pdf = await timed(200, () => renderInvoicePdf(invoice));
const onePage = await timed(200, oneLinePdf);
say(`(a) invoice PDF, 4 lines + EPC QR (${Math.round(invoiceBytes / 1024)} KiB), 200 runs: ${JSON.stringify(pdf)}`);
say(`    one-line PDF, same library and font, same run: ${JSON.stringify(onePage)}`);
say(`    → invoice/one-line p50 ratio ${round(pdf.p50 / onePage.p50)}, p95 ratio ${round(pdf.p95 / onePage.p95)}`);

// ---------------------------------------------------------------- (b) overview

const dataDir = path.join(repoRoot, '.data', `bench-billing-${process.pid}`);
const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort() });
const db = createDatabase(server.adminUrl, { maxConnections: 4 });
try {
  await migrateToLatest(db);

  /**
   * A practice with `clients` clients seen weekly for `weeks` weeks up to last week: one invoice per
   * session, issued the next day, due 14 days later; paid a week after issue except the last eight
   * weeks' (open, some overdue); every 97th credited by a credit note; last week's sessions not yet
   * invoiced. Everything in bulk with generate_series.
   */
  const practice = async (slug: string, clients: number, weeks: number) => {
    const { id } = await db
      .insertInto('therapist')
      .values({
        slug,
        firstName: 'Bench',
        lastName: 'Therapist',
        country: 'germany',
        timeZone: 'Europe/Berlin',
        currency: 'EUR',
        listed: true,
        verifiedAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      await sql`
        INSERT INTO service (therapist_id, name, locale, duration_minutes, price_minor, currency, modality)
        VALUES (${id}, 'Session', 'en', 50, 10000, 'EUR', 'online')`.execute(trx);
      await sql`
        INSERT INTO client (therapist_id, name, email)
        SELECT ${id}, 'Client ' || c, 'client' || c || '-' || ${slug} || '@example.test'
          FROM generate_series(1, ${clients}) c`.execute(trx);
      // Five days a week, up to ten sessions a day, an hour apart: no two overlap.
      await sql`
        INSERT INTO appointment (uid, therapist_id, service_id, client_id, status, starts_at, ends_at, modality,
                                 price_minor, currency)
        SELECT md5(random()::text || c.id || w), ${id}, s.id, c.id, 'completed', t, t + interval '50 minutes',
               'online', 10000, 'EUR'
          FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM client WHERE therapist_id = ${id}) c
         CROSS JOIN generate_series(1, ${weeks}) w
         CROSS JOIN (SELECT id FROM service WHERE therapist_id = ${id}) s
         CROSS JOIN LATERAL (SELECT date_trunc('week', now()) - w * interval '7 days'
                                    + (c.k % 5) * interval '1 day' + (8 + c.k / 5) * interval '1 hour' AS t) at`.execute(
        trx,
      );
      await sql`
        CREATE TEMP TABLE plan ON COMMIT DROP AS
        SELECT gen_random_uuid() AS invoice_id, a.id AS appointment_id, a.client_id,
               (a.starts_at AT TIME ZONE 'Europe/Berlin')::date + 1 AS issue_date,
               row_number() OVER (ORDER BY a.starts_at) AS n
          FROM appointment a
         WHERE a.therapist_id = ${id} AND a.starts_at < date_trunc('week', now()) - interval '7 days'`.execute(trx);
      await sql`
        INSERT INTO invoice (id, therapist_id, client_id, number, status, locale, currency, issue_date, due_date,
                             net_minor, tax_minor, gross_minor, paid_minor, issued_at)
        SELECT invoice_id, ${id}, client_id, 'B-' || lpad(n::text, 6, '0'),
               CASE WHEN n % 97 = 0 THEN 'credited'
                    WHEN issue_date >= current_date - 56 THEN 'sent' ELSE 'paid' END,
               'de', 'EUR', issue_date, issue_date + 14, 10000, 0, 10000,
               CASE WHEN n % 97 <> 0 AND issue_date < current_date - 56 THEN 10000 ELSE 0 END,
               issue_date::timestamptz
          FROM plan`.execute(trx);
      await sql`
        INSERT INTO invoice_line (invoice_id, position, appointment_id, description, service_date, quantity,
                                  unit_minor, tax_treatment, tax_rate_bp, net_minor, tax_minor, gross_minor)
        SELECT invoice_id, 0, appointment_id, 'Session', issue_date - 1, 1, 10000, 'exempt', 0, 10000, 0, 10000
          FROM plan`.execute(trx);
      await sql`
        INSERT INTO invoice_payment (invoice_id, therapist_id, amount_minor, method, received_on)
        SELECT invoice_id, ${id}, 10000, 'bank_transfer', issue_date + 7
          FROM plan WHERE n % 97 <> 0 AND issue_date < current_date - 56`.execute(trx);
      await sql`
        WITH notes AS (
          INSERT INTO invoice (therapist_id, client_id, kind, corrects_id, number, status, locale, currency,
                               issue_date, net_minor, tax_minor, gross_minor, issued_at)
          SELECT ${id}, client_id, 'credit_note', invoice_id, 'CN-' || lpad(n::text, 6, '0'), 'issued', 'de', 'EUR',
                 issue_date + 3, -10000, 0, -10000, (issue_date + 3)::timestamptz
            FROM plan WHERE n % 97 = 0
          RETURNING id, issue_date)
        INSERT INTO invoice_line (invoice_id, position, description, service_date, quantity, unit_minor,
                                  tax_treatment, tax_rate_bp, net_minor, tax_minor, gross_minor)
        SELECT id, 0, 'Session', issue_date, 1, -10000, 'exempt', 0, -10000, 0, -10000 FROM notes`.execute(trx);
    });
    const counts = await sql<{ invoices: number; payments: number }>`
      SELECT (SELECT count(*)::int FROM invoice WHERE therapist_id = ${id}) AS invoices,
             (SELECT count(*)::int FROM invoice_payment WHERE therapist_id = ${id}) AS payments`.execute(db);
    return { id, ...counts.rows[0] };
  };

  const started = performance.now();
  const big = await practice('bench-five-years', 46, 261);
  for (let k = 0; k < 10; k++) await practice(`bench-neighbour-${k}`, 46, 261);
  const small = await practice('bench-small', 5, 11);
  await sql`ANALYZE`.execute(db);
  say(
    `(b) data: ${JSON.stringify({ big, small })}, 10 neighbours alike; loaded in ${round((performance.now() - started) / 1000)} s`,
  );

  const today = todayIn('Europe/Berlin');
  const year = Number(today.slice(0, 4));
  const bigOverview = await timed(200, () => billingOverview(db, big.id, year, today));
  const smallOverview = await timed(200, () => billingOverview(db, small.id, year, today));
  say(`    overview, 5 years of weekly sessions, 200 runs: ${JSON.stringify(bigOverview)}`);
  say(`    overview, 50 invoices, same run: ${JSON.stringify(smallOverview)}`);
  say(
    `    → big/small p50 ratio ${round(bigOverview.p50 / smallOverview.p50)}, p95 ratio ${round(bigOverview.p95 / smallOverview.p95)}`,
  );
  const figures = await billingOverview(db, big.id, year, today);
  say(
    `    figures: ${JSON.stringify({ ...figures, months: figures.months.map((m) => `${m.month}: ${m.invoicedMinor}/${m.paidMinor}`) })}`,
  );

  // The statements as billingOverview sends them, captured from the query log, then explained.
  const captured: { sql: string; parameters: readonly unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: server.adminUrl, max: 2 });
  const logged: Database = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
    log: (event) => {
      if (event.level === 'query') captured.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  await billingOverview(logged, big.id, year, today);
  for (const statement of captured) {
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) ${statement.sql}`, [
      ...statement.parameters,
    ]);
    const plan = rows.map((row) => row['QUERY PLAN'] as string);
    const indexes = [
      ...new Set(plan.flatMap((line) => [...line.matchAll(/(?:using|Index Scan on) (\w+)/g)].map((m) => m[1]))),
    ];
    const scans = plan.filter((line) => /Seq Scan/.test(line)).map((line) => line.trim());
    say(
      `    plan of "${statement.sql.trim().split('\n')[0]?.slice(0, 60)}…": ${indexes.join(', ') || 'no index'}; ${scans.length ? scans.join('; ') : 'no sequential scan'}; ${plan.at(-1)?.trim()}`,
    );
  }
  await logged.destroy();
} finally {
  await db.destroy();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
