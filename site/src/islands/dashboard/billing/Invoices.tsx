import type { ClientList, InvoiceList } from '@calma/api/contract';
import { INVOICE_FILTERS } from '@calma/api/contract';
import { useEffect, useState } from 'react';
import { useApiQuery } from '../../../lib/query.ts';
import { SelectField, TextField } from '../../forms/fields.tsx';
import QueryState from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import Pager from '../parts/Pager.tsx';
import { BillingHeading } from './BillingNav.tsx';
import { INVOICES_PATH, InvoicesProblem, InvoiceTable } from './invoice-parts.tsx';

type Status = (typeof INVOICE_FILTERS)[number];
interface Filters {
  status: Status | '';
  clientId: string;
  from: string;
  to: string;
  page: number;
}

// The order a therapist thinks in: what needs attention first, then each stored state.
const STATUS_FILTERS: readonly Status[] = [
  'open',
  'overdue',
  'draft',
  'issued',
  'sent',
  'partially_paid',
  'paid',
  'credited',
];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in a query string; anything unknown is left out rather than sent to the API. */
function filtersFrom(search: string): Filters {
  const query = new URLSearchParams(search);
  const status = query.get('status') ?? '';
  const page = Number(query.get('page'));
  const day = (name: string) => {
    const value = query.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    status: (INVOICE_FILTERS as readonly string[]).includes(status) ? (status as Status) : '',
    clientId: /^[0-9a-f-]{36}$/i.test(query.get('clientId') ?? '') ? (query.get('clientId') as string) : '',
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function queryOf(filters: Filters): string {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.clientId) query.set('clientId', filters.clientId);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The therapist's invoices and credit notes, filtered by status, client and period; the address keeps the filters. */
export default function Invoices() {
  const { t } = useWords();
  const [filters, setFilters] = useState<Filters>(() => filtersFrom(window.location.search));
  const list = useApiQuery<InvoiceList>(`/api/v1/billing/invoices${queryOf(filters)}`);
  const clients = useApiQuery<ClientList>('/api/v1/clients').data?.clients ?? [];

  // Back and forward move between filter states of this same screen.
  useEffect(() => {
    const onPop = () => setFilters(filtersFrom(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const change = (next: Partial<Filters>) => {
    // A new filter starts at the first page; only paging keeps the filters and moves the page.
    const merged = { ...filters, page: 1, ...next };
    window.history.pushState(null, '', `${INVOICES_PATH}${queryOf(merged)}`);
    setFilters(merged);
  };

  const body = list.data;
  const pages = body ? Math.max(1, Math.ceil(body.total / body.pageSize)) : 1;
  const filtered = Boolean(filters.status || filters.clientId || filters.from || filters.to);
  // What every filter's field shares: the form, its label's words, and no errors (any choice is a filter).
  const filter = (path: 'status' | 'client' | 'from' | 'to') => ({
    form: 'invoices',
    path,
    label: t(`dashboard.invoices.filter.${path}`),
    errors: {},
  });
  // The first or the last day of the period; anything but a whole date is no limit.
  const day = (path: 'from' | 'to') => (
    <TextField
      {...filter(path)}
      type="date"
      value={filters[path]}
      onChange={(value) => change({ [path]: DAY.test(value) ? value : '' })}
    />
  );

  return (
    <section aria-labelledby="invoices-heading">
      <BillingHeading id="invoices-heading" current="invoices">
        {t('dashboard.invoices.title')}
      </BillingHeading>
      <p>
        <DashboardLink to={`${INVOICES_PATH}/new`} className="button button-primary">
          {t('dashboard.invoices.new')}
        </DashboardLink>
      </p>
      <search aria-label={t('dashboard.invoices.filters')}>
        <form className="invoice-filters" onSubmit={(e) => e.preventDefault()}>
          <SelectField
            {...filter('status')}
            value={filters.status}
            placeholder={t('dashboard.invoices.filter.allStatuses')}
            options={STATUS_FILTERS.map((s) => ({ value: s, label: t(`dashboard.invoices.filter.${s}`) }))}
            onChange={(status) => change({ status: status as Status | '' })}
          />
          <SelectField
            {...filter('client')}
            value={filters.clientId}
            placeholder={t('dashboard.invoices.filter.allClients')}
            options={clients.map((c) => ({ value: c.id, label: c.name }))}
            onChange={(clientId) => change({ clientId })}
          />
          {day('from')}
          {day('to')}
          {filtered && (
            <button
              type="button"
              className="button"
              onClick={() => change({ status: '', clientId: '', from: '', to: '' })}
            >
              {t('dashboard.invoices.filter.clear')}
            </button>
          )}
        </form>
      </search>

      <QueryState query={list} loading="dashboard.loading" error={(problem) => <InvoicesProblem problem={problem} />} />
      {body && (
        <p role="status">
          {t(body.total === 1 ? 'dashboard.invoices.count.one' : 'dashboard.invoices.count.other', {
            count: body.total,
          })}
        </p>
      )}
      {body && body.items.length === 0 && (
        <p>{t(filtered ? 'dashboard.invoices.emptyFiltered' : 'dashboard.invoices.empty')}</p>
      )}
      {body && body.items.length > 0 && (
        <InvoiceTable
          items={body.items}
          withClient={true}
          caption={t('dashboard.invoices.caption', { page: body.page, pages })}
        />
      )}
      {body && pages > 1 && (
        <Pager
          className="pagination"
          label={t('dashboard.invoices.pages')}
          page={body.page}
          pages={pages}
          previous={t('dashboard.invoices.previous')}
          next={t('dashboard.invoices.next')}
          onPage={(page) => change({ ...filters, page })}
        >
          {t('dashboard.invoices.page', { page: body.page, pages })}
        </Pager>
      )}
    </section>
  );
}
