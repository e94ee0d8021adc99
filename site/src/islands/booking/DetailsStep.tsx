import type { ReactNode } from 'react';
import { useWords } from '../words.tsx';
import type { Details, Field } from './booking-state.ts';
import { returningTo } from './resume.ts';
import { StepHeading, type StepProps } from './step-parts.tsx';

/** The one-line details, in the order they are asked and checked. */
const LINES = [
  { name: 'name', type: 'text', autoComplete: 'name', maxLength: 120 },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: 40 },
] as const;

/** Localised paths of signing in, registering and the booking page itself. */
export interface AuthPaths {
  signIn: string;
  register: string;
  book: string;
}

interface InputProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Who is booking: name, email, phone, a message, and whether it is their first session. */
export default function DetailsStep({ booking, words, heading, authPaths }: StepProps & { authPaths: AuthPaths }) {
  const { t, therapist } = words;
  const { details, errors, me, program } = booking.state;
  // Covered through a work address alone: the booking's address is the one the employer knows.
  const workDomain = program.cover && !program.code.trim() ? program.email.trim().split('@')[1] : undefined;
  const edit = (name: keyof Details) => (event: { currentTarget: { value: string } }) =>
    booking.edit(name, event.currentTarget.value);

  /** A labelled field with its hint and its error, both read out with it. */
  const field = (name: Field, label: string, input: (props: InputProps) => ReactNode, hint?: string) => {
    const error = errors[name];
    const describedBy = [hint && `booking-${name}-hint`, error && `booking-${name}-error`].filter(Boolean).join(' ');
    return (
      <div className="field" key={name}>
        <label htmlFor={`booking-${name}`}>{label}</label>
        {hint && (
          <p id={`booking-${name}-hint`} className="hint">
            {hint}
          </p>
        )}
        {input({
          id: `booking-${name}`,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
        {error && (
          <p id={`booking-${name}-error`} className="field-error">
            {t(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      <StepHeading heading={heading}>{t('booking.details.title')}</StepHeading>
      {me?.role === 'client' ? (
        <p className="hint">{t('booking.details.signedIn', { email: me.email })}</p>
      ) : me === null ? (
        <AccountLinks booking={booking} authPaths={authPaths} />
      ) : null}
      {LINES.map(({ name, ...line }) =>
        field(
          name,
          t(`booking.details.${name}`),
          (props) => <input {...props} {...line} value={details[name]} onChange={edit(name)} />,
          name === 'email' && workDomain ? t('booking.program.workEmail', { domain: workDomain }) : undefined,
        ),
      )}
      {field(
        'message',
        t('booking.details.message', { name: therapist.name }),
        (props) => (
          <textarea {...props} rows={5} maxLength={2000} value={details.message} onChange={edit('message')} />
        ),
        t('booking.details.messageHint', { name: therapist.name }),
      )}
      <div className="option checkbox-option">
        <input
          type="checkbox"
          id="booking-first"
          checked={details.firstSession}
          onChange={(event) => booking.edit('firstSession', event.currentTarget.checked)}
        />
        <label htmlFor="booking-first">{t('booking.details.firstSession', { name: therapist.name })}</label>
      </div>
    </>
  );
}

/**
 * A guest may sign in, or create an account, and come back to this step with the same slot: the
 * way back is in the link, and what was typed is kept in this tab when the link is followed.
 */
function AccountLinks({ booking, authPaths }: Pick<StepProps, 'booking'> & { authPaths: AuthPaths }) {
  const { t } = useWords();
  const back = booking.returnPath(authPaths.book);
  // Also for a link opened with the keyboard; one opened in a new tab keeps the slot, not the typing.
  const keep = () => booking.keepForReturn();
  return (
    <>
      <p className="hint">
        <a href={returningTo(authPaths.signIn, back)} onClick={keep}>
          {t('booking.details.signIn')}
        </a>
      </p>
      <p className="hint">
        <a href={returningTo(authPaths.register, back)} onClick={keep}>
          {t('booking.details.register')}
        </a>
      </p>
    </>
  );
}
