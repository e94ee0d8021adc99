import type { InvoiceSummary } from '@calma/api/contract';
import type { ReactNode, RefObject } from 'react';
import type { Translate } from '../../../i18n/format.ts';
import type { ApiProblem } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/money.ts';
import { errorMessage } from '../../../lib/upload.ts';
import { useWords } from '../../words.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import DataTable from '../parts/DataTable.tsx';
import FactList, { type Fact } from '../parts/FactList.tsx';
import FormDialog from '../parts/FormDialog.tsx';
import { TwoFactorProblem } from '../parts/LoadProblem.tsx';
import { dateTimeFormat } from '../types.ts';
import type { Amounts } from './invoice-maths.ts';
import './invoices.css';

// What the invoice screens share: status, dates, confirmations, totals, problems in words, and the list.

export const INVOICES_PATH = '/dashboard/billing/invoices';
export const invoicePath = (id: string) => `${INVOICES_PATH}/${encodeURIComponent(id)}`;
/** The invoice's address in the API; its actions are posted below it (`/issue`, `/send`, …). */
export const invoiceApi = (id: string) => `/api/v1/billing/invoices/${encodeURIComponent(id)}`;

/** A calendar date (YYYY-MM-DD) in the reader's language; it names a day, not a moment, so no zone shifts it. */
export const dayText = (date: string | null, locale: string) =>
  date ? dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)) : '';

/** A moment (issued, sent, paid) in the reader's language and zone. */
export const momentText = (instant: string, locale: string) =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));

type Described = Pick<InvoiceSummary, 'kind' | 'number' | 'status' | 'overdue'>;

/** "Invoice 2026-0007", "Credit note CN-2026-0001", or "Draft invoice" before it has a number. */
export const invoiceName = (invoice: Pick<Described, 'kind' | 'number'>, t: Translate) =>
  invoice.number === null
    ? t('dashboard.invoices.draftName')
    : t(invoice.kind === 'credit_note' ? 'dashboard.invoices.creditNoteName' : 'dashboard.invoices.invoiceName', {
        number: invoice.number,
      });

/** The status in words; overdue is a word of its own with a sign, not only a colour. */
export function StatusBadge({ invoice }: { invoice: Described }) {
  const { t } = useWords();
  return (
    <span className="invoice-status">
      <span className={`badge invoice-badge invoice-badge-${invoice.status}`}>
        {t(`dashboard.invoices.status.${invoice.status}`)}
      </span>
      {invoice.overdue && (
        <span className="badge invoice-badge invoice-badge-overdue">
          <span aria-hidden="true">⚠ </span>
          {t('dashboard.invoices.status.overdue')}
        </span>
      )}
    </span>
  );
}

/** An API refusal in the therapist's words; codes without their own text get the generic one. */
export function problemText(t: Translate, problem: ApiProblem, params: Record<string, string | number> = {}): string {
  const details = (problem.details ?? {}) as { limit?: number };
  if (problem.status === 0) return t('dashboard.invoices.error.NETWORK');
  return errorMessage(t, 'dashboard.invoices', problem, { limit: details.limit ?? '', ...params });
}

/**
 * Why the invoices, or one of them (`notFound` when the API does not know it), could not load, with
 * the way to turn on two-step sign-in when that is why.
 */
export function InvoicesProblem({ problem, notFound = false }: { problem: ApiProblem; notFound?: boolean }) {
  const { t } = useWords();
  return (
    <TwoFactorProblem
      problem={problem}
      text={notFound ? t('dashboard.invoices.detail.notFound') : problemText(t, problem)}
      link={t('dashboard.invoices.twoFactorLink')}
    />
  );
}

/** A modal confirmation: a real dialog, so focus stays in it and Escape cancels; the owner opens it. */
export function ConfirmDialog({
  dialogRef,
  title,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy = false,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <FormDialog
      dialogRef={dialogRef}
      title={title}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      saveLabel={confirmLabel}
      cancelLabel={cancelLabel}
      saving={busy}
      opensItself={false}
      describe
    >
      {children}
    </FormDialog>
  );
}

/** Net, VAT and total, as a list of terms, and any `more` after them (what was paid and is owed). */
export function Totals({
  totals,
  currency,
  live = false,
  more = [],
}: {
  totals: Amounts;
  currency: string;
  /** Announce changes politely while the person edits the lines. */
  live?: boolean;
  more?: readonly Fact[];
}) {
  const { t, locale } = useWords();
  const money = (minor: number) => formatMoney(minor, currency, locale);
  return (
    <FactList
      className="invoice-totals"
      live={live}
      facts={[
        [t('dashboard.invoices.totals.net'), money(totals.netMinor)],
        [t('dashboard.invoices.totals.tax'), money(totals.taxMinor)],
        [t('dashboard.invoices.totals.gross'), <strong key="gross">{money(totals.grossMinor)}</strong>],
        ...more,
      ]}
    />
  );
}

/**
 * Invoices and credit notes as a table, each number linking to its page: the practice's list (with
 * the client column) and a client record's tab (without). A draft has no number; its row is named
 * by what tells it apart there, the client or the day it was made.
 */
export function InvoiceTable({
  items,
  withClient,
  caption,
}: {
  items: readonly InvoiceSummary[];
  withClient: boolean;
  caption?: string;
}) {
  const { t, locale } = useWords();
  return (
    <DataTable
      className="invoice-table"
      caption={caption}
      captionClassName="visually-hidden"
      rows={items}
      rowKey={(invoice) => invoice.id}
      columns={[
        {
          head: t('dashboard.invoices.column.number'),
          cell: (invoice) => (
            <>
              <DashboardLink to={invoicePath(invoice.id)}>
                {invoice.number ?? t('dashboard.invoices.draft')}
                {invoice.number === null && (
                  <span className="visually-hidden">
                    {`, ${withClient ? invoice.client.name : dayText(invoice.createdAt.slice(0, 10), locale)}`}
                  </span>
                )}
              </DashboardLink>
              {invoice.kind === 'credit_note' && (
                <>
                  <br />
                  <small>{t('dashboard.invoices.kind.credit_note')}</small>
                </>
              )}
            </>
          ),
        },
        withClient && { head: t('dashboard.invoices.column.client'), cell: (invoice) => invoice.client.name },
        {
          head: t('dashboard.invoices.column.issueDate'),
          cell: (invoice) => dayText(invoice.issueDate, locale) || '–',
        },
        { head: t('dashboard.invoices.column.dueDate'), cell: (invoice) => dayText(invoice.dueDate, locale) || '–' },
        {
          head: t('dashboard.invoices.column.total'),
          className: 'amount',
          cell: (invoice) => formatMoney(invoice.grossMinor, invoice.currency, locale),
        },
        {
          head: t('dashboard.invoices.column.balance'),
          className: 'amount',
          cell: (invoice) => formatMoney(invoice.balanceMinor, invoice.currency, locale),
        },
        { head: t('dashboard.invoices.column.status'), cell: (invoice) => <StatusBadge invoice={invoice} /> },
      ]}
    />
  );
}
