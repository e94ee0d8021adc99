import type { Invoice } from '@calma/api/contract';
import { useApiCache, useApiQuery } from '../../../lib/query.ts';
import QueryState from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';
import type { ScreenProps } from '../types.ts';
import { BillingHeading } from './BillingNav.tsx';
import DraftEditor from './invoice-detail/DraftEditor.tsx';
import Facts from './invoice-detail/Facts.tsx';
import Issued from './invoice-detail/Issued.tsx';
import Notices from './invoice-detail/Notices.tsx';
import { useInvoiceActions } from './invoice-detail/use-invoice-actions.ts';
import { InvoicesProblem, invoiceApi, invoiceName, StatusBadge } from './invoice-parts.tsx';

/** One invoice or credit note: a draft is edited, deleted or issued; an issued one is sent, paid, reminded or credited. */
export default function InvoiceDetail({ params }: ScreenProps) {
  const { t } = useWords();
  const id = params.id ?? '';
  const path = invoiceApi(id);
  const query = useApiQuery<Invoice>(path);
  const cache = useApiCache();
  const invoice = query.data;
  const heading = invoice ? invoiceName(invoice, t) : t('dashboard.invoices.detail.title');
  return (
    <section aria-labelledby="invoice-heading">
      <BillingHeading id="invoice-heading" current="invoices" record>
        {heading}
      </BillingHeading>
      <QueryState
        query={query}
        loading="dashboard.loading"
        error={(problem) => <InvoicesProblem problem={problem} notFound={[400, 404].includes(problem.status)} />}
      />
      {invoice && (
        <InvoiceView
          key={invoice.id}
          invoice={invoice}
          reload={() => cache.invalidate(path)}
          replace={(body) => cache.set(path, body)}
        />
      )}
    </section>
  );
}

interface ViewProps {
  invoice: Invoice;
  /** Reads the invoice again. */
  reload: () => Promise<unknown>;
  /** Shows the invoice as an action answered it, without reading it again. */
  replace: (invoice: Invoice) => void;
}

function InvoiceView({ invoice, reload, replace }: ViewProps) {
  const actions = useInvoiceActions(invoice, { reload, replace });
  return (
    <>
      <p>
        <StatusBadge invoice={invoice} />
      </p>
      <Notices done={actions.done} problem={actions.problem} />
      <Facts invoice={invoice} />
      {invoice.status === 'draft' ? (
        <DraftEditor invoice={invoice} actions={actions} replace={replace} />
      ) : (
        <Issued invoice={invoice} actions={actions} />
      )}
    </>
  );
}
