import type { Invoice } from '@calma/api/contract';
import { type RefObject, useState } from 'react';
import { TextField } from '../../../forms/fields.tsx';
import { useWords } from '../../../words.tsx';
import ConfirmAction from './ConfirmAction.tsx';
import type { Action, FieldErrors } from './invoice-state.ts';

/** Asks why before an issued invoice is cancelled by a credit note over its whole amount. */
export default function CreditDialog({
  dialogRef,
  amount,
  busy,
  onCredit,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** The invoice's gross amount, in words. */
  amount: string;
  busy: Action | undefined;
  /** Makes the credit note; what it answers, or undefined when refused. */
  onCredit: (reason: string) => Promise<Invoice | undefined>;
}) {
  const { t } = useWords();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<FieldErrors>({});

  const credit = async () => {
    if (reason.trim() === '') {
      setReasonError({ reason: t('dashboard.invoices.detail.creditReasonRequired') });
      return;
    }
    dialogRef.current?.close();
    if (await onCredit(reason.trim())) setReason('');
  };

  return (
    <ConfirmAction
      action="credit"
      params={{ amount }}
      dialogRef={dialogRef}
      busy={busy}
      onConfirm={() => void credit()}
    >
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
    </ConfirmAction>
  );
}
