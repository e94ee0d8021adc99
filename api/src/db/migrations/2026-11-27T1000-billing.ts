import { type Kysely, sql } from 'kysely';

// Billing (issue #14, decision 020). What every invoice carries lives in `billing_profile`; invoices
// are numbered from `invoice_counter`, whose row is locked in the issuing transaction so numbers are
// gapless per therapist and series. An issued invoice is never edited or deleted: its seller and
// buyer are snapshots, and only a credit note corrects it. Payments (by hand or from Stripe) and
// Stripe payouts mirror into the invoice's state; `payment_event` makes each webhook event count once.
// Money is integer minor units beside the currency.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE billing_profile (
      therapist_id uuid PRIMARY KEY REFERENCES therapist(id) ON DELETE CASCADE,
      legal_name text NOT NULL DEFAULT '',
      address_line1 text NOT NULL DEFAULT '',
      address_line2 text NOT NULL DEFAULT '',
      postal_code text NOT NULL DEFAULT '',
      city text NOT NULL DEFAULT '',
      country_code text NOT NULL CHECK (country_code IN ('DE', 'NL', 'PT', 'ES', 'GB')),
      tax_number text NOT NULL DEFAULT '',
      vat_id text NOT NULL DEFAULT '',
      registration text NOT NULL DEFAULT '',
      logo_path text,
      account_holder text NOT NULL DEFAULT '',
      iban text NOT NULL DEFAULT '',
      bic text NOT NULL DEFAULT '',
      invoice_format text NOT NULL DEFAULT '{YYYY}-{NNNN}',
      credit_note_format text NOT NULL DEFAULT 'CN-{YYYY}-{NNNN}',
      payment_terms_days integer NOT NULL DEFAULT 14 CHECK (payment_terms_days BETWEEN 0 AND 90),
      default_tax_treatment text NOT NULL DEFAULT 'exempt' CHECK (default_tax_treatment IN ('exempt', 'taxable')),
      default_tax_rate_bp integer NOT NULL CHECK (default_tax_rate_bp BETWEEN 0 AND 3000),
      footer text NOT NULL DEFAULT '',
      invoice_locale text CHECK (invoice_locale IN ('en', 'de', 'nl', 'es', 'pt')),
      reminder_after_days integer NOT NULL DEFAULT 7 CHECK (reminder_after_days BETWEEN 1 AND 60),
      card_payments boolean NOT NULL DEFAULT false,
      stripe_account_id text UNIQUE,
      stripe_account_status text NOT NULL DEFAULT 'none'
        CHECK (stripe_account_status IN ('none', 'pending', 'enabled', 'restricted')),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    ALTER TABLE service
      ADD COLUMN tax_treatment text CHECK (tax_treatment IN ('exempt', 'taxable')),
      ADD COLUMN tax_rate_bp integer CHECK (tax_rate_bp BETWEEN 0 AND 3000)`.execute(db);
  await sql`
    ALTER TABLE client
      ADD COLUMN invoice_locale text CHECK (invoice_locale IN ('en', 'de', 'nl', 'es', 'pt')),
      ADD COLUMN billing_address text NOT NULL DEFAULT ''`.execute(db);

  await sql`
    CREATE TABLE invoice_counter (
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      series text NOT NULL CHECK (series IN ('invoice', 'credit_note')),
      next_number integer NOT NULL DEFAULT 1 CHECK (next_number >= 1),
      PRIMARY KEY (therapist_id, series)
    )`.execute(db);

  // Issued invoices are kept for the retention period: a client with invoices cannot be deleted on
  // its own (NO ACTION), while deleting the whole practice takes its invoices with it.
  await sql`
    CREATE TABLE invoice (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      client_id uuid NOT NULL REFERENCES client(id),
      kind text NOT NULL DEFAULT 'invoice' CHECK (kind IN ('invoice', 'credit_note')),
      corrects_id uuid REFERENCES invoice(id),
      number text,
      status text NOT NULL DEFAULT 'draft'
        CHECK (status IN ('draft', 'issued', 'sent', 'partially_paid', 'paid', 'credited')),
      locale text NOT NULL CHECK (locale IN ('en', 'de', 'nl', 'es', 'pt')),
      currency text NOT NULL CHECK (currency IN ('EUR', 'GBP')),
      issue_date date,
      due_date date,
      service_from date,
      service_to date,
      seller jsonb,
      buyer jsonb,
      net_minor integer NOT NULL DEFAULT 0,
      tax_minor integer NOT NULL DEFAULT 0,
      gross_minor integer NOT NULL DEFAULT 0,
      paid_minor integer NOT NULL DEFAULT 0,
      payment_reference text,
      note text NOT NULL DEFAULT '',
      stripe_checkout_session_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      issued_at timestamptz,
      sent_at timestamptz,
      last_reminded_at timestamptz,
      paid_at timestamptz,
      UNIQUE (therapist_id, number),
      CHECK ((status = 'draft') = (number IS NULL)),
      CHECK ((kind = 'credit_note') = (corrects_id IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX invoice_therapist_issue_idx ON invoice (therapist_id, issue_date)`.execute(db);
  await sql`CREATE INDEX invoice_client_idx ON invoice (client_id)`.execute(db);
  // One credit note per invoice: it credits the whole amount.
  await sql`CREATE UNIQUE INDEX invoice_one_credit_note ON invoice (corrects_id) WHERE corrects_id IS NOT NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE invoice_line (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      invoice_id uuid NOT NULL REFERENCES invoice(id) ON DELETE CASCADE,
      position integer NOT NULL,
      appointment_id uuid REFERENCES appointment(id) ON DELETE SET NULL,
      description text NOT NULL,
      service_date date NOT NULL,
      quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
      unit_minor integer NOT NULL,
      tax_treatment text NOT NULL CHECK (tax_treatment IN ('exempt', 'taxable')),
      tax_rate_bp integer NOT NULL CHECK (tax_rate_bp BETWEEN 0 AND 3000),
      net_minor integer NOT NULL,
      tax_minor integer NOT NULL,
      gross_minor integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX invoice_line_invoice_idx ON invoice_line (invoice_id, position)`.execute(db);
  await sql`CREATE INDEX invoice_line_appointment_idx ON invoice_line (appointment_id) WHERE appointment_id IS NOT NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE payout (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      provider_payout_id text NOT NULL UNIQUE,
      amount_minor integer NOT NULL,
      currency text NOT NULL CHECK (currency IN ('EUR', 'GBP')),
      status text NOT NULL CHECK (status IN ('pending', 'in_transit', 'paid', 'failed', 'canceled')),
      arrival_date date,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX payout_therapist_idx ON payout (therapist_id, created_at)`.execute(db);

  await sql`
    CREATE TABLE invoice_payment (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      invoice_id uuid NOT NULL REFERENCES invoice(id) ON DELETE CASCADE,
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      amount_minor integer NOT NULL CHECK (amount_minor <> 0),
      method text NOT NULL CHECK (method IN ('bank_transfer', 'cash', 'card')),
      received_on date NOT NULL,
      reference text NOT NULL DEFAULT '',
      provider_payment_id text UNIQUE,
      provider_balance_transaction_id text,
      payout_id uuid REFERENCES payout(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX invoice_payment_invoice_idx ON invoice_payment (invoice_id)`.execute(db);
  await sql`CREATE INDEX invoice_payment_therapist_idx ON invoice_payment (therapist_id, received_on)`.execute(db);

  await sql`
    CREATE TABLE payment_event (
      id text PRIMARY KEY,
      type text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz
    )`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['payment_event', 'invoice_payment', 'payout', 'invoice_line', 'invoice', 'invoice_counter']) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
  await sql`ALTER TABLE client DROP COLUMN invoice_locale, DROP COLUMN billing_address`.execute(db);
  await sql`ALTER TABLE service DROP COLUMN tax_treatment, DROP COLUMN tax_rate_bp`.execute(db);
  await sql`DROP TABLE billing_profile`.execute(db);
}
