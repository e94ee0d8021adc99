import type { ReactNode, RefObject } from 'react';
import { useWords } from '../../../words.tsx';
import { ConfirmDialog } from '../invoice-parts.tsx';
import type { Action } from './invoice-state.ts';

const D = 'dashboard.invoices.detail';

/**
 * Asks before an action on the invoice that cannot be taken back. Its words are
 * `dashboard.invoices.detail.{action}Title`, `{action}Confirm` and `{action}Text` (with `params`);
 * `children` follow the text. Every button stays off while any action runs.
 */
export default function ConfirmAction({
  action,
  dialogRef,
  busy,
  onConfirm,
  params,
  children,
}: {
  action: 'issue' | 'delete' | 'credit';
  dialogRef: RefObject<HTMLDialogElement | null>;
  busy: Action | undefined;
  onConfirm: () => void;
  params?: Record<string, string>;
  children?: ReactNode;
}) {
  const { t } = useWords();
  return (
    <ConfirmDialog
      dialogRef={dialogRef}
      title={t(`${D}.${action}Title`)}
      confirmLabel={t(`${D}.${action}Confirm`)}
      cancelLabel={t('dashboard.invoices.cancel')}
      busy={busy !== undefined}
      onConfirm={onConfirm}
    >
      <p>{t(`${D}.${action}Text`, params)}</p>
      {children}
    </ConfirmDialog>
  );
}
