import type { Invoice, InvoiceDraft, Locale, PaymentInput } from '@calma/api/contract';
import { INVOICE_MAX_GROSS_MINOR, INVOICE_MAX_LINES, LOCALES, PAYMENT_METHODS } from '@calma/api/contract';
import { Fragment, type SyntheticEvent, useRef, useState } from 'react';
import type { ApiProblem } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/download.ts';
import { formatMoney } from '../../../lib/money.ts';
import { type ApiCall, type ApiError, useApiCache, useApiMutation, useApiQuery } from '../../../lib/query.ts';
import { ErrorSummary, FormProblem, languageName, SelectField, TextField } from '../../forms/fields.tsx';
import QueryState from '../../QueryState.tsx';
import { clientPath } from '../clients/paths-and-money.ts';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import type { ScreenProps } from '../types.ts';
import BillingNav from './BillingNav.tsx';
import { today } from './format.ts';
import { formatAmountInput, invoiceTotals, type LineDraft, parseAmount, rateText } from './invoice-maths.ts';
import {
  blankLine,
  ConfirmDialog,
  dayText,
  INVOICES_PATH,
  invoiceName,
  invoicePath,
  LINE_LIMITS,
  LinesEditor,
  limitParams,
  lineFieldLabel,
  momentText,
  problemText,
  readLines,
  StatusBadge,
  Totals,
} from './invoice-parts.tsx';

const FORM = 'invoice';
const PAYMENT_FORM = 'payment';

type Action = 'save' | 'delete' | 'issue' | 'send' | 'remind' | 'payment' | 'credit';

const draftLines = (invoice: Invoice, locale: string): LineDraft[] =>
  invoice.lines.map((line) => ({
    key: line.id,
    appointmentId: line.appointmentId,
    description: line.description,
    serviceDate: line.serviceDate,
    quantity: String(line.quantity),
    unit: formatAmountInput(line.unitMinor, locale),
    taxTreatment: line.taxTreatment,
    rate: line.taxTreatment === 'taxable' ? formatAmountInput(line.taxRateBp, locale) : '',
  }));

/** What the receipts settings still lack, from a BILLING_PROFILE_INCOMPLETE refusal's details. */
function missingFields(details: unknown): string[] {
  const list = Array.isArray(details) ? details : (details as { missing?: unknown } | undefined)?.missing;
  if (!Array.isArray(list)) return [];
  return list
    .map((entry) => (typeof entry === 'string' ? entry : (entry as { field?: string } | null)?.field))
    .filter((field): field is string => typeof field === 'string');
}

/** One invoice or credit note: a draft is edited, deleted or issued; an issued one is sent, paid, reminded or credited. */
export default function InvoiceDetail({ t, locale, params, navigate }: ScreenProps) {
  const id = params.id ?? '';
  const path = `/api/v1/billing/invoices/${encodeURIComponent(id)}`;
  const query = useApiQuery<Invoice>(path);
  const cache = useApiCache();
  const invoice = query.data;
  const heading = invoice ? invoiceName(invoice, t) : t('dashboard.invoices.detail.title');
  return (
    <section aria-labelledby="invoice-heading">
      <h1 id="invoice-heading">{heading}</h1>
      <BillingNav t={t} navigate={navigate} current="invoices" />
      <p>
        <DashboardLink to={INVOICES_PATH} navigate={navigate}>
          {t('dashboard.invoices.back')}
        </DashboardLink>
      </p>
      <QueryState
        query={query}
        t={t}
        loading="dashboard.loading"
        error={(problem) => (
          <>
            <p>
              {[400, 404].includes(problem.status) ? t('dashboard.invoices.detail.notFound') : problemText(t, problem)}
            </p>
            {problem.code === 'TWO_FACTOR_REQUIRED' && (
              <p>
                <DashboardLink to="/dashboard/settings/security" navigate={navigate}>
                  {t('dashboard.invoices.twoFactorLink')}
                </DashboardLink>
              </p>
            )}
          </>
        )}
      />
      {invoice && (
        <InvoiceView
          key={invoice.id}
          invoice={invoice}
          reload={() => cache.invalidate(path)}
          replace={(body) => cache.set(path, body)}
          t={t}
          locale={locale}
          navigate={navigate}
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
  t: ScreenProps['t'];
  locale: string;
  navigate: ScreenProps['navigate'];
}

/** Runs an action on the invoice: the invoice it answers, or undefined when refused (and said why). */
export type Act = (
  action: Action,
  path: string,
  body: unknown,
  success: string,
  /** Shows a refusal itself (field errors in a form); true when it did. */
  onRefused?: (problem: ApiProblem) => boolean,
) => Promise<Invoice | undefined>;

function InvoiceView({ invoice, reload, replace, t, locale, navigate }: ViewProps) {
  const [busy, setBusy] = useState<Action | undefined>();
  const [done, setDone] = useState<{ text: string; link?: { to: string; label: string } } | undefined>();
  const [problem, setProblem] = useState<{ text: string; missing?: string[] } | undefined>();
  const base = `/api/v1/billing/invoices/${encodeURIComponent(invoice.id)}`;
  const draft = invoice.status === 'draft';
  const action = useApiMutation<Invoice, { path: string; body: unknown }>(({ path, body }) => ({
    path,
    method: 'POST',
    body,
  }));

  const act: Act = async (chosen, path, body, success, onRefused) => {
    setBusy(chosen);
    setDone(undefined);
    setProblem(undefined);
    let answer: Invoice;
    try {
      answer = await action.mutateAsync({ path, body });
    } catch (refusal) {
      setBusy(undefined);
      if (!onRefused?.(refusal as ApiError)) report(refusal as ApiError);
      return undefined;
    }
    setBusy(undefined);
    if (chosen === 'credit') {
      // The answer is the new credit note; this invoice is now credited and links to it.
      setDone({ text: success, link: { to: invoicePath(answer.id), label: invoiceName(answer, t) } });
      await reload();
    } else {
      setDone({ text: success });
      replace(answer);
    }
    return answer;
  };

  const report = (refusal: ApiProblem) => {
    const missing = refusal.code === 'BILLING_PROFILE_INCOMPLETE' ? missingFields(refusal.details) : undefined;
    setProblem({
      text: problemText(t, refusal, limitParams(locale, invoice.currency)),
      ...(missing ? { missing } : {}),
    });
  };

  return (
    <>
      <p>
        <StatusBadge invoice={invoice} t={t} />
      </p>
      <div aria-live="polite">
        {done && (
          <p className="notice" role="status">
            {done.text}
            {done.link && (
              <>
                {' '}
                <DashboardLink to={done.link.to} navigate={navigate}>
                  {done.link.label}
                </DashboardLink>
              </>
            )}
          </p>
        )}
      </div>
      {problem && (
        <div className="notice notice-error" role="alert">
          <p>{problem.text}</p>
          {problem.missing && problem.missing.length > 0 && (
            <ul>
              {problem.missing.map((field) => {
                const key = `dashboard.invoices.profileField.${field}`;
                const label = t(key);
                return <li key={field}>{label === key ? field : label}</li>;
              })}
            </ul>
          )}
          {problem.missing && (
            <p>
              <DashboardLink to="/dashboard/settings/receipts" navigate={navigate}>
                {t('dashboard.invoices.detail.completeProfile')}
              </DashboardLink>
            </p>
          )}
        </div>
      )}

      <Facts invoice={invoice} t={t} locale={locale} navigate={navigate} />

      {draft ? (
        <DraftEditor
          invoice={invoice}
          t={t}
          locale={locale}
          navigate={navigate}
          busy={busy}
          setBusy={setBusy}
          setDone={(text) => setDone({ text })}
          setProblem={(refusal) => (refusal ? report(refusal) : setProblem(undefined))}
          act={act}
          replace={replace}
          base={base}
        />
      ) : (
        <Issued invoice={invoice} t={t} locale={locale} navigate={navigate} busy={busy} act={act} base={base} />
      )}
    </>
  );
}

/** Who, when, in which language and with which reference; and the invoice's correction, either way. */
function Facts({ invoice, t, locale, navigate }: Omit<ViewProps, 'reload' | 'replace'>) {
  const party = (label: string, who: Invoice['seller']) =>
    who && (
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
  return (
    <>
      <dl className="record-facts">
        <dt>{t('dashboard.invoices.column.client')}</dt>
        <dd>
          <DashboardLink to={clientPath(invoice.client.id, 'invoices')} navigate={navigate}>
            {invoice.client.name}
          </DashboardLink>
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
              <DashboardLink to={invoicePath(invoice.correction.id)} navigate={navigate}>
                {invoiceName(invoice.correction, t)}
              </DashboardLink>
            </dd>
          </>
        )}
      </dl>
      {(invoice.seller || invoice.buyer) && (
        <dl className="record-facts">
          {party(t('dashboard.invoices.detail.seller'), invoice.seller)}
          {party(t('dashboard.invoices.detail.buyer'), invoice.buyer)}
        </dl>
      )}
    </>
  );
}

interface DraftProps {
  invoice: Invoice;
  t: ScreenProps['t'];
  locale: string;
  navigate: ScreenProps['navigate'];
  busy: Action | undefined;
  setBusy: (action: Action | undefined) => void;
  setDone: (text: string) => void;
  setProblem: (problem: ApiProblem | undefined) => void;
  act: Act;
  replace: (invoice: Invoice) => void;
  base: string;
}

/** A draft's lines, note and language, saved with PUT; and its delete and issue. */
function DraftEditor({
  invoice,
  t,
  locale,
  navigate,
  busy,
  setBusy,
  setDone,
  setProblem,
  act,
  replace,
  base,
}: DraftProps) {
  // Saving answers the draft as saved; deleting answers nothing.
  const change = useApiMutation<Invoice | undefined, ApiCall>((call) => call);
  const [lines, setLines] = useState(() => draftLines(invoice, locale));
  const [note, setNote] = useState(invoice.note);
  const [invoiceLocale, setInvoiceLocale] = useState<Locale>(invoice.locale);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const deleteDialog = useRef<HTMLDialogElement>(null);
  const issueDialog = useRef<HTMLDialogElement>(null);
  const params = limitParams(locale, invoice.currency);
  const read = readLines(lines, locale, t, LINE_LIMITS, params);
  const totals = invoiceTotals(read.lines);
  // A new line is taxed like the draft's last line, the likeliest to match.
  const last = lines.at(-1);

  const labels: Record<string, string> = { lines: t('dashboard.invoices.detail.lines') };
  lines.forEach((_, index) => {
    for (const field of ['description', 'serviceDate', 'quantity', 'unitMinor', 'taxRateBp'])
      labels[`lines.${index}.${field}`] = lineFieldLabel(t, index, field, invoice.currency);
  });

  const refuse = (found: Record<string, string>) => {
    setErrors(found);
    window.setTimeout(() => summary.current?.focus(), 0);
  };

  /** Saves the form; false when refused (the reasons are shown). */
  const save = async (announce: boolean) => {
    const found: Record<string, string> = { ...read.errors };
    if (lines.length === 0) found.lines = t('dashboard.invoices.detail.error.noLines');
    if (lines.length > INVOICE_MAX_LINES)
      found.lines = t('dashboard.invoices.error.tooManyLines', { max: INVOICE_MAX_LINES });
    if (totals.grossMinor > INVOICE_MAX_GROSS_MINOR)
      found.lines = t('dashboard.invoices.error.INVOICE_TOO_LARGE', params);
    if (Object.keys(found).length > 0) {
      refuse(found);
      return false;
    }
    setErrors({});
    setBusy('save');
    setProblem(undefined);
    const body: InvoiceDraft = { lines: read.lines, note: note.trim(), locale: invoiceLocale };
    let saved: Invoice;
    try {
      saved = (await change.mutateAsync({ path: base, method: 'PUT', body })) as Invoice;
    } catch (refusal) {
      setBusy(undefined);
      const problem = refusal as ApiError;
      const fromApi = Object.fromEntries(
        Object.keys(problem.fields)
          .filter((path) => labels[path])
          .map((path) => [path, t('dashboard.invoices.line.error.invalid')]),
      );
      if (problem.code === 'VALIDATION_FAILED' && Object.keys(fromApi).length > 0) refuse(fromApi);
      else setProblem(problem);
      return false;
    }
    setBusy(undefined);
    setDirty(false);
    if (announce) {
      setDone(t('dashboard.invoices.detail.saved'));
      replace(saved);
    }
    return true;
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(true);
  };

  const remove = () => {
    setBusy('delete');
    change.mutate(
      { path: base, method: 'DELETE' },
      {
        onSettled: () => {
          setBusy(undefined);
          deleteDialog.current?.close();
        },
        onSuccess: () => navigate(INVOICES_PATH),
        onError: setProblem,
      },
    );
  };

  const issue = async () => {
    issueDialog.current?.close();
    // What the therapist sees is what gets issued: unsaved changes are saved first.
    if (dirty && !(await save(false))) return;
    await act('issue', `${base}/issue`, {}, t('dashboard.invoices.detail.issued'));
  };

  const edit =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setDirty(true);
    };

  return (
    <>
      <h2>{t('dashboard.invoices.detail.editDraft')}</h2>
      <p>{t('dashboard.invoices.detail.draftLead')}</p>
      <ErrorSummary errors={errors} t={t} locale={locale} summaryRef={summary} form={{ id: FORM, labels }} />
      <form onSubmit={submit} noValidate className="record-form">
        <LinesEditor
          form={FORM}
          lines={lines}
          onChange={edit(setLines)}
          errors={errors}
          currency={invoice.currency}
          locale={locale}
          t={t}
          limits={LINE_LIMITS}
          newLine={() => blankLine(last?.taxTreatment ?? 'exempt', last?.rate ?? '')}
        />
        {errors.lines && (
          <p id={`${FORM}-lines`} className="field-error" tabIndex={-1}>
            {errors.lines}
          </p>
        )}
        <h3>{t('dashboard.invoices.totals.title')}</h3>
        <Totals totals={totals} currency={invoice.currency} locale={locale} t={t} live />
        <SelectField
          form={FORM}
          path="locale"
          label={t('dashboard.invoices.locale')}
          value={invoiceLocale}
          options={LOCALES.map((code) => ({ value: code, label: languageName(locale, code), lang: code }))}
          errors={errors}
          onChange={edit((value: string) => setInvoiceLocale(value as Locale))}
        />
        <TextField
          form={FORM}
          path="note"
          multiline
          rows={3}
          maxLength={1000}
          label={t('dashboard.invoices.note')}
          hint={t('dashboard.invoices.noteHint')}
          value={note}
          errors={errors}
          onChange={edit(setNote)}
        />
        <div className="invoice-actions">
          <button type="submit" className="button" disabled={busy !== undefined}>
            {busy === 'save' ? t('dashboard.invoices.saving') : t('dashboard.invoices.detail.save')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={busy !== undefined}
            onClick={() => issueDialog.current?.showModal()}
          >
            {t('dashboard.invoices.detail.issue')}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy !== undefined}
            onClick={() => deleteDialog.current?.showModal()}
          >
            {t('dashboard.invoices.detail.delete')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        dialogRef={issueDialog}
        title={t('dashboard.invoices.detail.issueTitle')}
        confirmLabel={t('dashboard.invoices.detail.issueConfirm')}
        cancelLabel={t('dashboard.invoices.cancel')}
        busy={busy !== undefined}
        onConfirm={() => void issue()}
      >
        <p>{t('dashboard.invoices.detail.issueText')}</p>
        {dirty && <p>{t('dashboard.invoices.detail.issueSavesFirst')}</p>}
      </ConfirmDialog>
      <ConfirmDialog
        dialogRef={deleteDialog}
        title={t('dashboard.invoices.detail.deleteTitle')}
        confirmLabel={t('dashboard.invoices.detail.deleteConfirm')}
        cancelLabel={t('dashboard.invoices.cancel')}
        busy={busy !== undefined}
        onConfirm={() => void remove()}
      >
        <p>{t('dashboard.invoices.detail.deleteText')}</p>
      </ConfirmDialog>
    </>
  );
}

interface IssuedProps {
  invoice: Invoice;
  t: ScreenProps['t'];
  locale: string;
  navigate: ScreenProps['navigate'];
  busy: Action | undefined;
  act: Act;
  base: string;
}

/** An issued invoice or credit note: its fixed lines, what happened to it, and what can still be done. */
function Issued({ invoice, t, locale, busy, act, base }: IssuedProps) {
  const creditDialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<Record<string, string>>({});
  const [paying, setPaying] = useState(false);
  const [pdfProblem, setPdfProblem] = useState('');
  const [copied, setCopied] = useState('');
  // Asked for each time the link is used: a download, not data to keep.
  const pdfFile = useApiMutation<Blob>(() => ({ path: pdf, headers: { accept: 'application/pdf' } }));
  const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
  const isInvoice = invoice.kind === 'invoice';
  const open = isInvoice && invoice.status !== 'credited' && invoice.balanceMinor > 0;
  const pdf = `${base}/pdf`;
  const fileName = `${invoice.number ?? 'invoice'}.pdf`;

  const download = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // A plain link would fail once the 15-minute sign-in lapsed; api() renews it first.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setPdfProblem('');
    pdfFile.mutate(undefined, {
      onSuccess: (file) => saveFile(file, fileName),
      onError: (problem) => setPdfProblem(problemText(t, problem)),
    });
  };

  const copy = async () => {
    if (!invoice.payUrl) return;
    try {
      await navigator.clipboard.writeText(invoice.payUrl);
      setCopied(t('dashboard.invoices.detail.payLinkCopied'));
    } catch {
      setCopied(t('dashboard.invoices.detail.payLinkCopyFailed'));
    }
  };

  const credit = async () => {
    if (reason.trim() === '') {
      setReasonError({ reason: t('dashboard.invoices.detail.creditReasonRequired') });
      return;
    }
    creditDialog.current?.close();
    const ok = await act(
      'credit',
      `${base}/credit-note`,
      { reason: reason.trim() },
      t('dashboard.invoices.detail.credited'),
    );
    if (ok) setReason('');
  };

  const history = [
    ['issuedAt', invoice.issuedAt],
    ['sentAt', invoice.sentAt],
    ['lastRemindedAt', invoice.lastRemindedAt],
    ['paidAt', invoice.paidAt],
  ].filter((entry): entry is [string, string] => typeof entry[1] === 'string');

  return (
    <>
      <h2>{t('dashboard.invoices.detail.lines')}</h2>
      <table className="invoice-table">
        <thead>
          <tr>
            <th scope="col">{t('dashboard.invoices.line.description')}</th>
            <th scope="col">{t('dashboard.invoices.line.serviceDate')}</th>
            <th scope="col" className="amount">
              {t('dashboard.invoices.line.quantity')}
            </th>
            <th scope="col" className="amount">
              {t('dashboard.invoices.detail.unitNet')}
            </th>
            <th scope="col">{t('dashboard.invoices.detail.vat')}</th>
            <th scope="col" className="amount">
              {t('dashboard.invoices.totals.gross')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.description}</td>
              <td>{dayText(line.serviceDate, locale)}</td>
              <td className="amount">{line.quantity}</td>
              <td className="amount">{money(line.unitMinor)}</td>
              <td>
                {line.taxTreatment === 'exempt'
                  ? t('dashboard.invoices.tax.exempt')
                  : `${rateText(line.taxRateBp, locale)} (${money(line.taxMinor)})`}
              </td>
              <td className="amount">{money(line.grossMinor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="invoice-totals">
        <dt>{t('dashboard.invoices.totals.net')}</dt>
        <dd>{money(invoice.netMinor)}</dd>
        <dt>{t('dashboard.invoices.totals.tax')}</dt>
        <dd>{money(invoice.taxMinor)}</dd>
        <dt>{t('dashboard.invoices.totals.gross')}</dt>
        <dd>
          <strong>{money(invoice.grossMinor)}</strong>
        </dd>
        {isInvoice && (
          <>
            <dt>{t('dashboard.invoices.totals.paid')}</dt>
            <dd>{money(invoice.paidMinor)}</dd>
            <dt>{t('dashboard.invoices.column.balance')}</dt>
            <dd>
              <strong>{money(invoice.balanceMinor)}</strong>
            </dd>
          </>
        )}
      </dl>
      {invoice.note && (
        <>
          <h3>{t('dashboard.invoices.note')}</h3>
          <p className="invoice-note">{invoice.note}</p>
        </>
      )}

      <h2>{t('dashboard.invoices.detail.actions')}</h2>
      <div className="invoice-actions">
        <a className="button" href={pdf} download={fileName} onClick={download}>
          {t('dashboard.invoices.detail.pdf')}
        </a>
        <button
          type="button"
          className="button"
          disabled={busy !== undefined}
          onClick={() =>
            void act('send', `${base}/send`, {}, t('dashboard.invoices.detail.sent', { name: invoice.client.name }))
          }
        >
          {t(invoice.sentAt ? 'dashboard.invoices.detail.sendAgain' : 'dashboard.invoices.detail.send')}
        </button>
        {open && (
          <button type="button" className="button" aria-expanded={paying} onClick={() => setPaying(!paying)}>
            {t('dashboard.invoices.detail.recordPayment')}
          </button>
        )}
        {isInvoice && invoice.overdue && (
          <button
            type="button"
            className="button"
            disabled={busy !== undefined}
            onClick={() =>
              void act(
                'remind',
                `${base}/remind`,
                {},
                t('dashboard.invoices.detail.reminded', { name: invoice.client.name }),
              )
            }
          >
            {t('dashboard.invoices.detail.remind')}
          </button>
        )}
        {isInvoice && invoice.status !== 'credited' && (
          <button
            type="button"
            className="button"
            disabled={busy !== undefined}
            onClick={() => creditDialog.current?.showModal()}
          >
            {t('dashboard.invoices.detail.creditNote')}
          </button>
        )}
      </div>
      <FormProblem message={pdfProblem} />

      {open && paying && (
        <PaymentForm
          invoice={invoice}
          t={t}
          locale={locale}
          busy={busy}
          onRecord={async (payment, onRefused) => {
            const recorded = await act(
              'payment',
              `${base}/payments`,
              payment,
              t('dashboard.invoices.detail.paymentRecorded'),
              onRefused,
            );
            if (recorded) setPaying(false);
          }}
        />
      )}

      {invoice.payUrl && isInvoice && (
        <div className="invoice-panel">
          <h3>{t('dashboard.invoices.detail.payLink')}</h3>
          <p className="hint" id="pay-link-hint">
            {t('dashboard.invoices.detail.payLinkHint')}
          </p>
          <div className="pay-link">
            <label className="visually-hidden" htmlFor="pay-link">
              {t('dashboard.invoices.detail.payLink')}
            </label>
            <input id="pay-link" readOnly value={invoice.payUrl} aria-describedby="pay-link-hint" />
            <button type="button" className="button" onClick={() => void copy()}>
              {t('dashboard.invoices.detail.copyPayLink')}
            </button>
          </div>
          <p aria-live="polite">{copied}</p>
        </div>
      )}

      {isInvoice && (
        <>
          <h2>{t('dashboard.invoices.detail.payments')}</h2>
          {invoice.payments.length === 0 ? (
            <p>{t('dashboard.invoices.detail.noPayments')}</p>
          ) : (
            <table className="invoice-table">
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.invoices.payment.receivedOn')}</th>
                  <th scope="col">{t('dashboard.invoices.payment.method')}</th>
                  <th scope="col" className="amount">
                    {t('dashboard.invoices.payment.amount', { currency: invoice.currency })}
                  </th>
                  <th scope="col">{t('dashboard.invoices.payment.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {invoice.payments.map((payment) => (
                  <tr key={payment.id}>
                    <td>{dayText(payment.receivedOn, locale)}</td>
                    <td>{t(`dashboard.invoices.method.${payment.method}`)}</td>
                    <td className="amount">
                      {money(payment.amountMinor)}
                      {payment.amountMinor < 0 && ` (${t('dashboard.invoices.payment.refund')})`}
                    </td>
                    <td>{payment.reference || '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}

      <h2>{t('dashboard.invoices.detail.history')}</h2>
      <dl className="record-facts">
        {history.map(([field, instant]) => (
          <Fragment key={field}>
            <dt>{t(`dashboard.invoices.history.${field}`)}</dt>
            <dd>
              <time dateTime={instant}>{momentText(instant, locale)}</time>
            </dd>
          </Fragment>
        ))}
      </dl>

      <ConfirmDialog
        dialogRef={creditDialog}
        title={t('dashboard.invoices.detail.creditTitle')}
        confirmLabel={t('dashboard.invoices.detail.creditConfirm')}
        cancelLabel={t('dashboard.invoices.cancel')}
        busy={busy !== undefined}
        onConfirm={() => void credit()}
      >
        <p>{t('dashboard.invoices.detail.creditText', { amount: money(invoice.grossMinor) })}</p>
        <TextField
          form="credit"
          path="reason"
          label={t('dashboard.invoices.detail.creditReason')}
          hint={t('dashboard.invoices.detail.creditReasonHint')}
          value={reason}
          maxLength={500}
          required
          errors={reasonError}
          announce
          onChange={(value) => {
            setReason(value);
            setReasonError({});
          }}
        />
      </ConfirmDialog>
    </>
  );
}

/** Money received by hand: how much, how, when, and the bank's reference. */
function PaymentForm({
  invoice,
  t,
  locale,
  busy,
  onRecord,
}: {
  invoice: Invoice;
  t: ScreenProps['t'];
  locale: string;
  busy: Action | undefined;
  onRecord: (payment: PaymentInput, onRefused: (problem: ApiProblem) => boolean) => Promise<void>;
}) {
  const [amount, setAmount] = useState(() => formatAmountInput(invoice.balanceMinor, locale));
  const [method, setMethod] = useState<PaymentInput['method']>('bank_transfer');
  const [receivedOn, setReceivedOn] = useState(today);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const summary = useRef<HTMLDivElement>(null);
  const balance = formatMoney(invoice.balanceMinor, invoice.currency, locale);
  const labels = {
    amountMinor: t('dashboard.invoices.payment.amount', { currency: invoice.currency }),
    receivedOn: t('dashboard.invoices.payment.receivedOn'),
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const parsed = parseAmount(amount, locale);
    if (!parsed.ok)
      found.amountMinor = t(`dashboard.invoices.line.error.${parsed.reason === 'empty' ? 'required' : parsed.reason}`);
    else if (parsed.minor === 0) found.amountMinor = t('dashboard.invoices.line.error.zero');
    else if (parsed.minor > invoice.balanceMinor)
      found.amountMinor = t('dashboard.invoices.payment.exceeds', { balance });
    if (!/^\d{4}-\d{2}-\d{2}$/.test(receivedOn)) found.receivedOn = t('dashboard.invoices.line.error.required');
    else if (receivedOn > today()) found.receivedOn = t('dashboard.invoices.payment.future');
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.ok) {
      window.setTimeout(() => summary.current?.focus(), 0);
      return;
    }
    // The API knows the therapist's today and the balance as of now: its refusals go next to the field.
    const onRefused = (problem: ApiProblem) => {
      const fromApi: Record<string, string> = {};
      if (problem.code === 'PAYMENT_EXCEEDS_BALANCE')
        fromApi.amountMinor = t('dashboard.invoices.error.PAYMENT_EXCEEDS_BALANCE');
      if (problem.fields.receivedOn) fromApi.receivedOn = t('dashboard.invoices.payment.future');
      if (problem.fields.amountMinor) fromApi.amountMinor = t('dashboard.invoices.line.error.invalid');
      if (Object.keys(fromApi).length === 0) return false;
      setErrors(fromApi);
      window.setTimeout(() => summary.current?.focus(), 0);
      return true;
    };
    await onRecord(
      {
        amountMinor: parsed.minor,
        method,
        receivedOn,
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      },
      onRefused,
    );
  };

  return (
    <form
      className="invoice-panel record-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="payment-heading"
    >
      <h3 id="payment-heading">{t('dashboard.invoices.detail.recordPayment')}</h3>
      <p className="hint">{t('dashboard.invoices.payment.lead', { balance })}</p>
      <ErrorSummary errors={errors} t={t} locale={locale} summaryRef={summary} form={{ id: PAYMENT_FORM, labels }} />
      <TextField
        form={PAYMENT_FORM}
        path="amountMinor"
        inputMode="decimal"
        autoComplete="off"
        label={labels.amountMinor}
        value={amount}
        required
        errors={errors}
        onChange={setAmount}
      />
      <SelectField
        form={PAYMENT_FORM}
        path="method"
        label={t('dashboard.invoices.payment.method')}
        value={method}
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`dashboard.invoices.method.${m}`) }))}
        errors={errors}
        onChange={(value) => setMethod(value as PaymentInput['method'])}
      />
      <TextField
        form={PAYMENT_FORM}
        path="receivedOn"
        type="date"
        label={labels.receivedOn}
        value={receivedOn}
        required
        errors={errors}
        onChange={setReceivedOn}
      />
      <TextField
        form={PAYMENT_FORM}
        path="reference"
        label={t('dashboard.invoices.payment.reference')}
        hint={t('dashboard.invoices.payment.referenceHint')}
        value={reference}
        maxLength={140}
        errors={errors}
        onChange={setReference}
      />
      <button type="submit" className="button button-primary" disabled={busy !== undefined}>
        {busy === 'payment' ? t('dashboard.invoices.saving') : t('dashboard.invoices.payment.submit')}
      </button>
    </form>
  );
}
