import type {
  BillingProfile,
  ClientList,
  Invoice,
  Locale,
  NewInvoice as NewInvoiceBody,
  Services,
  Uninvoiced,
} from '@calma/api/contract';
import { INVOICE_MAX_GROSS_MINOR, INVOICE_MAX_LINES, LOCALES } from '@calma/api/contract';
import { type SyntheticEvent, useRef, useState } from 'react';
import { formatMoney } from '../../../lib/money.ts';
import { useApiCache, useApiMutation, useApiQuery } from '../../../lib/query.ts';
import { CheckboxField, ErrorSummary, FormProblem, fieldId, SelectField } from '../../forms/fields.tsx';
import QueryState, { Problem } from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';
import { useShell } from '../shell.tsx';
import { dateTimeFormat } from '../types.ts';
import { BillingHeading } from './BillingNav.tsx';
import { blankLine, DraftTerms, LinesEditor, limitParams, lineLabels, readLines } from './invoice-lines.tsx';
import { formatAmountInput, invoiceTotals, type LineDraft, type LineTerms } from './invoice-maths.ts';
import { INVOICES_PATH, invoicePath, problemText } from './invoice-parts.tsx';

const FORM = 'new-invoice';
const UUID = /^[0-9a-f-]{36}$/i;

type Session = Uninvoiced['items'][number];

/**
 * A new draft invoice for one client: their completed sessions not yet invoiced (ticked, at their
 * prices) and lines typed by hand, with live totals computed as the API will; saved as a draft.
 */
export default function NewInvoice() {
  const { t, locale } = useWords();
  const { navigate } = useShell();
  const clientList = useApiQuery<ClientList>('/api/v1/clients');
  const clients = clientList.data?.clients;
  const [clientId, setClientId] = useState(() => {
    const id = new URLSearchParams(window.location.search).get('clientId') ?? '';
    return UUID.test(id) ? id : '';
  });
  const uninvoiced = `/api/v1/billing/uninvoiced?clientId=${encodeURIComponent(clientId)}`;
  const waiting = useApiQuery<Uninvoiced>(clientId && uninvoiced);
  const sessions: Session[] | undefined = waiting.data?.items;
  // Every session waiting for an invoice is on it unless the therapist unticks it.
  const [ticked, setChosen] = useState<string[] | undefined>();
  const chosen = ticked ?? sessions?.map((s) => s.appointmentId) ?? [];
  const [lines, setLines] = useState<LineDraft[]>([]);
  const [invoiceLocale, setInvoiceLocale] = useState<Locale | ''>('');
  const [note, setNote] = useState('');
  const currency = useApiQuery<Services>('/api/v1/services').data?.currency;
  // The practice's usual VAT treatment for lines typed by hand; without it, lines start exempt.
  const profile = useApiQuery<BillingProfile>('/api/v1/billing/profile').data;
  const defaults = profile
    ? { treatment: profile.defaultTaxTreatment, rate: formatAmountInput(profile.defaultTaxRateBp, locale) }
    : { treatment: 'exempt' as const, rate: '' };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const saving = useApiMutation<Invoice, NewInvoiceBody>((body) => ({
    path: '/api/v1/billing/invoices',
    method: 'POST',
    body,
  }));
  const cache = useApiCache();
  const summary = useRef<HTMLDivElement>(null);

  const chooseClient = (id: string) => {
    setClientId(id);
    setChosen(undefined);
    setErrors({});
    setMessage('');
    window.history.replaceState(null, '', `${INVOICES_PATH}/new${id ? `?clientId=${encodeURIComponent(id)}` : ''}`);
  };

  const chosenSessions = (sessions ?? []).filter((s) => chosen.includes(s.appointmentId));
  const shownCurrency = currency ?? sessions?.[0]?.currency ?? 'EUR';
  const read = readLines(lines, locale, t, limitParams(locale, shownCurrency));
  const terms: LineTerms[] = [
    ...chosenSessions.map((s) => ({
      quantity: 1,
      unitMinor: s.priceMinor,
      taxTreatment: s.taxTreatment,
      taxRateBp: s.taxRateBp,
    })),
    ...read.lines,
  ];
  const totals = invoiceTotals(terms);
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const clientName = clients?.find((c) => c.id === clientId)?.name;

  const labels: Record<string, string> = {
    clientId: t('dashboard.invoices.new.client'),
    items: t('dashboard.invoices.new.items'),
    note: t('dashboard.invoices.note'),
    locale: t('dashboard.invoices.locale'),
    ...lineLabels(t, lines.length, shownCurrency),
  };

  const refuse = (found: Record<string, string>) => {
    setErrors(found);
    setMessage('');
    window.setTimeout(() => summary.current?.focus(), 0);
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = { ...read.errors };
    if (!clientId) found.clientId = t('dashboard.invoices.new.error.client');
    if (clientId && chosenSessions.length + lines.length === 0) found.items = t('dashboard.invoices.new.error.empty');
    if (chosenSessions.length + lines.length > INVOICE_MAX_LINES)
      found.items = t('dashboard.invoices.error.tooManyLines', { max: INVOICE_MAX_LINES });
    if (totals.grossMinor > INVOICE_MAX_GROSS_MINOR)
      found.items = t('dashboard.invoices.error.INVOICE_TOO_LARGE', limitParams(locale, shownCurrency));
    if (Object.keys(found).length > 0) return refuse(found);

    setErrors({});
    setMessage('');
    const body: NewInvoiceBody = {
      clientId,
      appointmentIds: chosenSessions.map((s) => s.appointmentId),
      lines: read.lines,
      note: note.trim(),
      ...(invoiceLocale ? { locale: invoiceLocale } : {}),
    };
    saving.mutate(body, {
      onSuccess: (invoice) => navigate(invoicePath(invoice.id)),
      onError: (problem) => {
        const fromApi = Object.fromEntries(
          Object.keys(problem.fields)
            .filter((path) => labels[path])
            .map((path) => [path, t('dashboard.invoices.line.error.invalid')]),
        );
        if (problem.code === 'VALIDATION_FAILED' && Object.keys(fromApi).length > 0) return refuse(fromApi);
        // Another invoice took one of the sessions meanwhile: show what is still open, all ticked again.
        if (problem.code === 'ALREADY_INVOICED') {
          setChosen(undefined);
          void cache.invalidate(uninvoiced);
        }
        setMessage(problemText(t, problem, limitParams(locale, shownCurrency)));
      },
    });
  };

  return (
    <section aria-labelledby="new-invoice-heading">
      <BillingHeading id="new-invoice-heading" current="invoices" record>
        {clientName ? t('dashboard.invoices.new.titleFor', { name: clientName }) : t('dashboard.invoices.new.title')}
      </BillingHeading>
      <p>{t('dashboard.invoices.new.lead')}</p>
      <ErrorSummary errors={errors} summaryRef={summary} form={{ id: FORM, labels }} />
      <FormProblem message={message} />
      {clientList.error && !clientList.isFetching && (
        <Problem retry={() => void clientList.refetch()}>{problemText(t, clientList.error)}</Problem>
      )}
      <form onSubmit={submit} noValidate className="record-form">
        <SelectField
          form={FORM}
          path="clientId"
          label={t('dashboard.invoices.new.client')}
          value={clientId}
          placeholder={clients ? t('dashboard.invoices.new.chooseClient') : t('dashboard.loading')}
          options={(clients ?? []).map((c) => ({ value: c.id, label: c.name }))}
          required
          errors={errors}
          onChange={chooseClient}
        />

        {clientId && (
          <fieldset>
            <legend>{t('dashboard.invoices.new.sessions')}</legend>
            <QueryState query={waiting} loading="dashboard.loading" error="dashboard.invoices.new.sessionsError" />
            {sessions?.length === 0 && <p>{t('dashboard.invoices.new.noSessions')}</p>}
            {sessions && sessions.length > 0 && (
              <ul className="invoice-sessions">
                {sessions.map((s) => (
                  <li key={s.appointmentId}>
                    <CheckboxField
                      id={`${FORM}-session-${s.appointmentId}`}
                      label={t('dashboard.invoices.new.session', {
                        when: when.format(new Date(s.startsAt)),
                        service: s.serviceName,
                        price: formatMoney(s.priceMinor, s.currency, locale),
                      })}
                      checked={chosen.includes(s.appointmentId)}
                      onChange={(on) =>
                        setChosen(on ? [...chosen, s.appointmentId] : chosen.filter((id) => id !== s.appointmentId))
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        )}

        {clientId && (
          <fieldset>
            <legend>{t('dashboard.invoices.new.otherLines')}</legend>
            <p className="hint">{t('dashboard.invoices.new.otherLinesHint')}</p>
            <LinesEditor
              form={FORM}
              lines={lines}
              onChange={setLines}
              errors={errors}
              currency={shownCurrency}
              newLine={() => blankLine(defaults.treatment, defaults.rate)}
            />
          </fieldset>
        )}
        {errors.items && (
          <p id={fieldId('items', FORM)} className="field-error" tabIndex={-1}>
            {errors.items}
          </p>
        )}

        {clientId && (
          <>
            <DraftTerms
              form={FORM}
              Heading="h2"
              totals={totals}
              currency={shownCurrency}
              errors={errors}
              language={invoiceLocale}
              onLanguage={(value) =>
                setInvoiceLocale((LOCALES as readonly string[]).includes(value) ? (value as Locale) : '')
              }
              languageDefault={{
                hint: t('dashboard.invoices.localeHint'),
                placeholder: t('dashboard.invoices.localeDefault'),
              }}
              note={note}
              onNote={setNote}
            />
            <button type="submit" className="button button-primary" disabled={saving.isPending}>
              {saving.isPending ? t('dashboard.invoices.saving') : t('dashboard.invoices.saveDraft')}
            </button>
          </>
        )}
      </form>
    </section>
  );
}
