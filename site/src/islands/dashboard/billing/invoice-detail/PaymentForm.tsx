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
  const [amount, setAmount] = useState(() => formatAmountInput(invoice.balanceMinor, locale));
  const [method, setMethod] = useState<PaymentInput['method']>('bank_transfer');
  const [receivedOn, setReceivedOn] = useState(today);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const summary = useRef<HTMLDivElement>(null);
  const balance = formatMoney(invoice.balanceMinor, invoice.currency, locale);
  const labels = {
    amountMinor: t('dashboard.invoices.payment.amount', { currency: invoice.currency }),
    receivedOn: t('dashboard.invoices.payment.receivedOn'),
  };

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    window.setTimeout(() => summary.current?.focus(), 0);
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readPayment(
      { amount, receivedOn },
      { balanceMinor: invoice.balanceMinor, balanceText: balance, today: today(), locale },
      t,
    );
    setErrors(read.errors);
    if (Object.keys(read.errors).length > 0 || !read.amount.ok) {
      window.setTimeout(() => summary.current?.focus(), 0);
      return;
    }
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
