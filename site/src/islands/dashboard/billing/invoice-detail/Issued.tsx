import type { Invoice } from '@calma/api/contract';
import { type MouseEvent, useRef, useState } from 'react';
import { saveFile } from '../../../../lib/download.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { useApiMutation } from '../../../../lib/query.ts';
import { FormProblem } from '../../../forms/fields.tsx';
import { useWords } from '../../../words.tsx';
import { invoiceApi, problemText } from '../invoice-parts.tsx';
import CreditDialog from './CreditDialog.tsx';
import { History, IssuedLines, PayLink, Payments } from './IssuedSections.tsx';
import { type Action, takesPayment } from './invoice-state.ts';
import PaymentForm from './PaymentForm.tsx';
import type { Act, InvoiceActions } from './use-invoice-actions.ts';

/** An issued invoice or credit note: its fixed lines, what happened to it, and what can still be done. */
export default function Issued({ invoice, actions: { busy, act } }: { invoice: Invoice; actions: InvoiceActions }) {
  const { t, locale } = useWords();
  const creditDialog = useRef<HTMLDialogElement>(null);
  const [paying, setPaying] = useState(false);
  const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
  const isInvoice = invoice.kind === 'invoice';
  const open = takesPayment(invoice);

  return (
    <>
      <IssuedLines invoice={invoice} money={money} />

      <h2>{t('dashboard.invoices.detail.actions')}</h2>
      <Actions
        invoice={invoice}
        busy={busy}
        act={act}
        paying={open ? paying : undefined}
        onPaying={setPaying}
        onCredit={() => creditDialog.current?.showModal()}
      />

      {open && paying && (
        <PaymentForm
          invoice={invoice}
          busy={busy}
          onRecord={async (payment, onRefused) => {
            const recorded = await act('payment', payment, t('dashboard.invoices.detail.paymentRecorded'), onRefused);
            if (recorded) setPaying(false);
          }}
        />
      )}

      {invoice.payUrl && isInvoice && <PayLink payUrl={invoice.payUrl} />}
      {isInvoice && <Payments invoice={invoice} money={money} />}
      <History invoice={invoice} />

      <CreditDialog
        dialogRef={creditDialog}
        amount={money(invoice.grossMinor)}
        busy={busy}
        onCredit={(reason) => act('credit', { reason }, t('dashboard.invoices.detail.credited'))}
      />
    </>
  );
}

/** The PDF, sending, and what the invoice's state still allows: a payment, a reminder, a credit note. */
function Actions({
  invoice,
  busy,
  act,
  paying,
  onPaying,
  onCredit,
}: {
  invoice: Invoice;
  busy: Action | undefined;
  act: Act;
  /** Whether the payment form is open; undefined when the invoice takes no payment. */
  paying: boolean | undefined;
  onPaying: (paying: boolean) => void;
  onCredit: () => void;
}) {
  const { t } = useWords();
  const [pdfProblem, setPdfProblem] = useState('');
  const pdf = `${invoiceApi(invoice.id)}/pdf`;
  const fileName = `${invoice.number ?? 'invoice'}.pdf`;
  // Asked for each time the link is used: a download, not data to keep.
  const pdfFile = useApiMutation<Blob>(() => ({ path: pdf, headers: { accept: 'application/pdf' } }));
  const isInvoice = invoice.kind === 'invoice';
  const name = { name: invoice.client.name };

  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain link would fail once the 15-minute sign-in lapsed; api() renews it first.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setPdfProblem('');
    pdfFile.mutate(undefined, {
      onSuccess: (file) => saveFile(file, fileName),
      onError: (problem) => setPdfProblem(problemText(t, problem)),
    });
  };

  return (
    <>
      <div className="invoice-actions">
        <a className="button" href={pdf} download={fileName} onClick={download}>
          {t('dashboard.invoices.detail.pdf')}
        </a>
        <button
          type="button"
          className="button"
          disabled={busy !== undefined}
          onClick={() => void act('send', {}, t('dashboard.invoices.detail.sent', name))}
        >
          {t(invoice.sentAt ? 'dashboard.invoices.detail.sendAgain' : 'dashboard.invoices.detail.send')}
        </button>
        {paying !== undefined && (
          <button type="button" className="button" aria-expanded={paying} onClick={() => onPaying(!paying)}>
            {t('dashboard.invoices.detail.recordPayment')}
          </button>
        )}
        {isInvoice && invoice.overdue && (
          <button
            type="button"
            className="button"
            disabled={busy !== undefined}
            onClick={() => void act('remind', {}, t('dashboard.invoices.detail.reminded', name))}
          >
            {t('dashboard.invoices.detail.remind')}
          </button>
        )}
        {isInvoice && invoice.status !== 'credited' && (
          <button type="button" className="button" disabled={busy !== undefined} onClick={onCredit}>
            {t('dashboard.invoices.detail.creditNote')}
          </button>
        )}
      </div>
      <FormProblem message={pdfProblem} />
    </>
  );
}
