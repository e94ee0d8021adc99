import { type ReactNode, type RefObject, type SyntheticEvent, useEffect, useId } from 'react';
import { FormProblem } from '../../forms/fields.tsx';

/**
 * A form in a modal dialog (focus stays in it, Escape closes it): its title, its fields or words,
 * what is wrong with it as a whole, and its save and cancel buttons. It opens as it is shown unless
 * the owner opens it (`opensItself` off); `onClose` runs however it closes; the owner closes it
 * through `dialogRef` once saved. A confirmation's words describe the dialog (`describe`).
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
  opensItself = true,
  describe = false,
  children,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  title: string;
  className?: string;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void;
  onClose?: () => void;
  problem?: string;
  saveLabel: string;
  cancelLabel: string;
  /** Whether the form is being sent: the save button is off meanwhile. */
  saving: boolean;
  opensItself?: boolean;
  describe?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  useEffect(() => {
    if (opensItself) dialogRef.current?.showModal();
  }, [dialogRef, opensItself]);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={describe ? `${id}-text` : undefined}
      className={className}
      onClose={onClose}
    >
      {/* The form checks its own fields and says what is missing in the page's language. */}
      <form method="dialog" onSubmit={onSubmit} noValidate>
        <h2 id={`${id}-title`}>{title}</h2>
        {describe ? <div id={`${id}-text`}>{children}</div> : children}
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
