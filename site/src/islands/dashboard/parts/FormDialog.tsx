import { type ReactNode, type RefObject, type SyntheticEvent, useEffect, useId } from 'react';
import { FormProblem } from '../../forms/fields.tsx';

/**
 * A form in a modal dialog, open from the moment it is shown (focus stays in it, Escape closes it):
 * its title, its fields, what is wrong with it as a whole, and its save and cancel buttons.
 * `onClose` runs however it closes; the owner closes it through `dialogRef` once saved.
 */
export default function FormDialog({
  dialogRef,
  title,
  className = 'confirm-dialog',
  onSubmit,
  onClose,
  problem,
  saveLabel,
  cancelLabel,
  saving,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  title: string;
  className?: string;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
  onClose: () => void;
  problem: string;
  saveLabel: string;
  cancelLabel: string;
  /** Whether the form is being sent: the save button is off meanwhile. */
  saving: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  useEffect(() => {
    dialogRef.current?.showModal();
  }, [dialogRef]);
  return (
    <dialog ref={dialogRef} aria-labelledby={titleId} className={className} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <h2 id={titleId}>{title}</h2>
        {children}
        <FormProblem message={problem} />
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={saving}>
            {saveLabel}
          </button>
          <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
            {cancelLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
