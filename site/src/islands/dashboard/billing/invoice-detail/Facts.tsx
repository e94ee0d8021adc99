import type { Invoice } from '@calma/api/contract';
import { languageName } from '../../../forms/fields.tsx';
import { useWords } from '../../../words.tsx';
import { clientPath } from '../../clients/paths-and-money.ts';
import { DashboardLink } from '../../clients/RecordLayout.tsx';
import { dayText, invoiceName, invoicePath } from '../invoice-parts.tsx';

interface Props {
  invoice: Invoice;
}

/** Who, when, in which language and with which reference; and the invoice's correction, either way. */
export default function Facts({ invoice }: Props) {
  const { t, locale } = useWords();
  return (
    <>
      <dl className="record-facts">
        <dt>{t('dashboard.invoices.column.client')}</dt>
        <dd>
          <DashboardLink to={clientPath(invoice.client.id, 'invoices')}>{invoice.client.name}</DashboardLink>
        </dd>
        <dt>{t('dashboard.invoices.column.issueDate')}</dt>
        <dd>{dayText(invoice.issueDate, locale) || t('dashboard.invoices.detail.notIssued')}</dd>
        {invoice.dueDate && (
          <>
            <dt>{t('dashboard.invoices.column.dueDate')}</dt>
            <dd>{dayText(invoice.dueDate, locale)}</dd>
          </>
        )}
        {invoice.serviceFrom && invoice.serviceTo && (
          <>
            <dt>{t('dashboard.invoices.detail.servicePeriod')}</dt>
            <dd>
              {invoice.serviceFrom === invoice.serviceTo
                ? dayText(invoice.serviceFrom, locale)
                : `${dayText(invoice.serviceFrom, locale)} – ${dayText(invoice.serviceTo, locale)}`}
            </dd>
          </>
        )}
        <dt>{t('dashboard.invoices.locale')}</dt>
        <dd>{languageName(locale, invoice.locale)}</dd>
        {invoice.paymentReference && (
          <>
            <dt>{t('dashboard.invoices.detail.reference')}</dt>
            <dd>
              <code>{invoice.paymentReference}</code>
            </dd>
          </>
        )}
        {invoice.correction && (
          <>
            <dt>
              {t(
                invoice.kind === 'invoice'
                  ? 'dashboard.invoices.detail.correctedBy'
                  : 'dashboard.invoices.detail.corrects',
              )}
            </dt>
            <dd>
              <DashboardLink to={invoicePath(invoice.correction.id)}>
                {invoiceName(invoice.correction, t)}
              </DashboardLink>
            </dd>
          </>
        )}
      </dl>
      {(invoice.seller || invoice.buyer) && (
        <dl className="record-facts invoice-parties">
          <Party label={t('dashboard.invoices.detail.seller')} who={invoice.seller} />
          <Party label={t('dashboard.invoices.detail.buyer')} who={invoice.buyer} />
        </dl>
      )}
    </>
  );
}

/** The seller or the buyer as the invoice names them: name, address lines and email. */
function Party({ label, who }: { label: string; who: Invoice['seller'] }) {
  if (!who) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <address>
          {[who.name, ...who.addressLines].map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: address lines are fixed text in a fixed order.
            <span key={i}>
              {line}
              <br />
            </span>
          ))}
          {who.email}
        </address>
      </dd>
    </div>
  );
}
