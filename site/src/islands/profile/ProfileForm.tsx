import type { ReactNode, RefObject } from 'react';
import { ErrorSummary, type Errors } from '../forms/fields.tsx';

export interface ProfileFormProps {
  errors: Errors;
  /** The error summary, focused when sending is refused. */
  summary: RefObject<HTMLDivElement | null>;
  onSubmit: () => void;
  children: ReactNode;
}

/** A profile form: what the API refused, listed first and linked to its fields, then the fields. */
export default function ProfileForm({ errors, summary, onSubmit, children }: ProfileFormProps) {
  return (
    <form
      className="profile-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ErrorSummary errors={errors} summaryRef={summary} />
      {children}
    </form>
  );
}
