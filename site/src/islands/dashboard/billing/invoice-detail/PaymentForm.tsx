import type { Invoice, PaymentInput } from '@calma/api/contract';
import { PAYMENT_METHODS } from '@calma/api/contract';
import { type SyntheticEvent, useRef, useState } from 'react';
import type { ApiProblem } from '../../../../lib/api-client.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { ErrorSummary, SelectField, TextField } from '../../../forms/fields.tsx';
import { useWords } from '../../../words.tsx';
import { today } from '../format.ts';
import { formatAmountInput } from '../invoice-maths.ts';
import { type Action, type FieldErrors, paymentRefusal, readPayment } from './invoice-state.ts';

const PAYMENT_FORM = 'payment';

type Values = { amountMinor: string; method: PaymentInput['method']; receivedOn: string; reference: string };

/** Money received by hand: how much, how, when, and the bank's reference. */
export default function PaymentForm({
  invoice,
  busy,
  onRecord,
}: {
  invoice: Invoice;
  busy: Action | undefined;
  onRecord: (payment: PaymentInput, onRefused: (problem: ApiProblem) => boolean) => Promise<void>;
}) {
  const { t, locale } = useWords();
  // The form's values by the paths the API names them, so that its refusals land on their fields.
  const [values, setValues] = useState<Values>(() => ({
    amountMinor: formatAmountInput(invoice.balanceMinor, locale),
    method: 'bank_transfer',
    receivedOn: today(),
    reference: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const summary = useRef<HTMLDivElement>(null);
  const balance = formatMoney(invoice.balanceMinor, invoice.currency, locale);
  const labels: Record<keyof Values, string> = {
    amountMinor: t('dashboard.invoices.payment.amount', { currency: invoice.currency }),
    method: t('dashboard.invoices.payment.method'),
    receivedOn: t('dashboard.invoices.payment.receivedOn'),
    reference: t('dashboard.invoices.payment.reference'),
  };
  /** What each field of the form shares: its name, label, value and errors, and how it changes. */
  const field = (path: keyof Values) => ({
    form: PAYMENT_FORM,
    path,
    label: labels[path],
    value: values[path],
    errors,
    onChange: (value: string) => setValues({ ...values, [path]: value }),
  });

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    window.setTimeout(() => summary.current?.focus(), 0);
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { amountMinor: amount, method, receivedOn, reference } = values;
    const read = readPayment(
      { amount, receivedOn },
      { balanceMinor: invoice.balanceMinor, balanceText: balance, today: today(), locale },
      t,
    );
    if (Object.keys(read.errors).length > 0 || !read.amount.ok) {
      refuse(read.errors);
      return;
    }
    setErrors({});
    const onRefused = (problem: ApiProblem) => {
      const atFields = paymentRefusal(problem, t);
      if (atFields) refuse(atFields);
      return atFields !== undefined;
    };
    await onRecord(
      {
        amountMinor: read.amount.minor,
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
      <ErrorSummary errors={errors} summaryRef={summary} form={{ id: PAYMENT_FORM, labels }} />
      <TextField {...field('amountMinor')} inputMode="decimal" autoComplete="off" required />
      <SelectField
        {...field('method')}
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`dashboard.invoices.method.${m}`) }))}
      />
      <TextField {...field('receivedOn')} type="date" required />
      <TextField {...field('reference')} hint={t('dashboard.invoices.payment.referenceHint')} maxLength={140} />
      <button type="submit" className="button button-primary" disabled={busy !== undefined}>
        {busy === 'payment' ? t('dashboard.invoices.saving') : t('dashboard.invoices.payment.submit')}
      </button>
    </form>
  );
}
