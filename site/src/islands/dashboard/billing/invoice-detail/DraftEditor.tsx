import type { Invoice, InvoiceDraft, Locale } from '@calma/api/contract';
import { type RefObject, type SyntheticEvent, useRef, useState } from 'react';
import { type ApiCall, type ApiError, useApiMutation } from '../../../../lib/query.ts';
import { ErrorSummary } from '../../../forms/fields.tsx';
import { useWords } from '../../../words.tsx';
import { useShell } from '../../shell.tsx';
import { blankLine, DraftTerms, LinesEditor, limitParams, lineLabels, readLines } from '../invoice-lines.tsx';
import { invoiceTotals, type LineDraft } from '../invoice-maths.ts';
import { INVOICES_PATH, invoiceApi } from '../invoice-parts.tsx';
import ConfirmAction from './ConfirmAction.tsx';
import { type Action, draftLines, draftProblems, draftRefusal, type FieldErrors } from './invoice-state.ts';
import type { InvoiceActions } from './use-invoice-actions.ts';

const FORM = 'invoice';

/** A draft's lines, note and language, saved with PUT; and its delete and issue. */
export default function DraftEditor({
  invoice,
  actions: { busy, setBusy, announce, report, act },
  replace,
}: {
  invoice: Invoice;
  actions: InvoiceActions;
  /** Shows the draft as saved, without reading it again. */
  replace: (invoice: Invoice) => void;
}) {
  const base = invoiceApi(invoice.id);
  const { t, locale } = useWords();
  const { navigate } = useShell();
  // Saving answers the draft as saved; deleting answers nothing.
  const change = useApiMutation<Invoice | undefined, ApiCall>((call) => call);
  const [lines, setLines] = useState(() => draftLines(invoice, locale));
  const [note, setNote] = useState(invoice.note);
  const [invoiceLocale, setInvoiceLocale] = useState<Locale>(invoice.locale);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const deleteDialog = useRef<HTMLDialogElement>(null);
  const issueDialog = useRef<HTMLDialogElement>(null);
  const params = limitParams(locale, invoice.currency);
  const read = readLines(lines, locale, t, params);
  const totals = invoiceTotals(read.lines);

  const labels: Record<string, string> = {
    lines: t('dashboard.invoices.detail.lines'),
    ...lineLabels(t, lines.length, invoice.currency),
  };

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    window.setTimeout(() => summary.current?.focus(), 0);
  };

  /** Saves the form; false when refused (the reasons are shown). */
  const save = async (announceSaved: boolean) => {
    const found = draftProblems(
      { lineErrors: read.errors, lineCount: lines.length, grossMinor: totals.grossMinor },
      t,
      params,
    );
    if (Object.keys(found).length > 0) {
      refuse(found);
      return false;
    }
    setErrors({});
    setBusy('save');
    report(undefined);
    const body: InvoiceDraft = { lines: read.lines, note: note.trim(), locale: invoiceLocale };
    let saved: Invoice;
    try {
      saved = (await change.mutateAsync({ path: base, method: 'PUT', body })) as Invoice;
    } catch (refusal) {
      setBusy(undefined);
      const atFields = draftRefusal(refusal as ApiError, new Set(Object.keys(labels)), t);
      if (atFields) refuse(atFields);
      else report(refusal as ApiError);
      return false;
    }
    setBusy(undefined);
    setDirty(false);
    if (announceSaved) {
      announce(t('dashboard.invoices.detail.saved'));
      replace(saved);
    }
    return true;
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
        onError: report,
      },
    );
  };

  const issue = async () => {
    issueDialog.current?.close();
    // What the therapist sees is what gets issued: unsaved changes are saved first.
    if (dirty && !(await save(false))) return;
    await act('issue', {}, t('dashboard.invoices.detail.issued'));
  };

  const edit =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setDirty(true);
    };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(true);
  };

  return (
    <>
      <h2>{t('dashboard.invoices.detail.editDraft')}</h2>
      <p>{t('dashboard.invoices.detail.draftLead')}</p>
      <ErrorSummary errors={errors} summaryRef={summary} form={{ id: FORM, labels }} />
      <form onSubmit={submit} noValidate className="record-form">
        <DraftFields
          invoice={invoice}
          errors={errors}
          lines={lines}
          onLines={edit(setLines)}
          totals={totals}
          invoiceLocale={invoiceLocale}
          onLocale={edit((value: string) => setInvoiceLocale(value as Locale))}
          note={note}
          onNote={edit(setNote)}
        />
        <DraftButtons busy={busy} issueDialog={issueDialog} deleteDialog={deleteDialog} />
      </form>
      <ConfirmAction action="issue" dialogRef={issueDialog} busy={busy} onConfirm={() => void issue()}>
        {dirty && <p>{t('dashboard.invoices.detail.issueSavesFirst')}</p>}
      </ConfirmAction>
      <ConfirmAction action="delete" dialogRef={deleteDialog} busy={busy} onConfirm={remove} />
    </>
  );
}

/** The draft's lines with their totals, its language and its note. */
function DraftFields({
  invoice,
  errors,
  lines,
  onLines,
  totals,
  invoiceLocale,
  onLocale,
  note,
  onNote,
}: {
  invoice: Invoice;
  errors: FieldErrors;
  lines: LineDraft[];
  onLines: (lines: LineDraft[]) => void;
  totals: ReturnType<typeof invoiceTotals>;
  invoiceLocale: Locale;
  onLocale: (value: string) => void;
  note: string;
  onNote: (value: string) => void;
}) {
  // A new line is taxed like the draft's last line, the likeliest to match.
  const last = lines.at(-1);
  return (
    <>
      <LinesEditor
        form={FORM}
        lines={lines}
        onChange={onLines}
        errors={errors}
        currency={invoice.currency}
        newLine={() => blankLine(last?.taxTreatment ?? 'exempt', last?.rate ?? '')}
      />
      {errors.lines && (
        <p id={`${FORM}-lines`} className="field-error" tabIndex={-1}>
          {errors.lines}
        </p>
      )}
      <DraftTerms
        form={FORM}
        Heading="h3"
        totals={totals}
        currency={invoice.currency}
        errors={errors}
        language={invoiceLocale}
        onLanguage={onLocale}
        note={note}
        onNote={onNote}
      />
    </>
  );
}

/** Save, and the issue and delete that each ask first. */
function DraftButtons({
  busy,
  issueDialog,
  deleteDialog,
}: {
  busy: Action | undefined;
  issueDialog: RefObject<HTMLDialogElement | null>;
  deleteDialog: RefObject<HTMLDialogElement | null>;
}) {
  const { t } = useWords();
  return (
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
  );
}
