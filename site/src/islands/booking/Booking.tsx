import { type BookableService, GUEST_HOLD_MINUTES, type Locale } from '@calma/api/contract';
import { type SyntheticEvent, useEffect, useRef } from 'react';
import type { BookingLink } from '../../lib/next-free-slot.ts';
import { withQueries } from '../../lib/query.ts';
import { useWords, withWords } from '../words.tsx';
import ConfirmStep from './ConfirmStep.tsx';
import DetailsStep, { type AuthPaths } from './DetailsStep.tsx';
import ModalityStep from './ModalityStep.tsx';
import ServiceStep from './ServiceStep.tsx';
import type { StepProps } from './step-parts.tsx';
import TimeStep from './TimeStep.tsx';
import { useBooking } from './use-booking.ts';
import { bookingWords, type TherapistShown } from './wording.tsx';

interface Props {
  locale: Locale;
  /** BCP 47 tag for dates, times and prices. */
  lang: string;
  /** The `booking.*` strings. */
  strings: Record<string, string>;
  therapist: TherapistShown & { slug: string };
  services: BookableService[];
  /** Localised path of an appointment, with `{uid}` to fill in. */
  appointmentPath: string;
  /** Localised paths of signing in, registering and this booking page, for a guest to sign in and come back. */
  authPaths: AuthPaths;
  /** The one slot the page's address asks for, to open on. */
  link?: BookingLink | undefined;
  /** The address brings back a person who left the details step to sign in or register (`step=details`). */
  resume?: boolean | undefined;
}

/**
 * Booking a session: service → how to meet (when the service offers both) → day and time in the
 * client's own zone → details → confirm. Everything typed survives Back and a refused time; a taken
 * time brings the fresh times the API offers. A link to one slot opens with it chosen.
 */
export default withQueries(withWords(Booking));

function Booking({ locale, lang, therapist, services, appointmentPath, authPaths, link, resume }: Props) {
  const { t } = useWords();
  const booking = useBooking({ locale, therapist, services, link, resume });
  const { step, problem, sending, me, result, details } = booking.state;
  const { steps, at } = booking;
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change, on purpose.
  useEffect(() => {
    // Focus the new step's heading for keyboard and screen-reader users, but not on first load.
    if (started.current) heading.current?.focus();
    started.current = true;
  }, [step]);

  const next = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = booking.next();
    if (refused) document.getElementById(`booking-${refused}`)?.focus();
  };

  if (step === 'done' && result) {
    const status =
      result.status === 'pending_email' ? 'guest' : result.status === 'confirmed' ? 'confirmed' : 'requested';
    return (
      <section className="card booking-done" aria-labelledby="booking-done-heading">
        <h2 id="booking-done-heading" ref={heading} tabIndex={-1}>
          {t(`booking.done.title.${status}`)}
        </h2>
        <p>
          {t(`booking.done.${status}`, {
            email: details.email.trim(),
            minutes: GUEST_HOLD_MINUTES,
            name: therapist.name,
          })}
        </p>
        {status !== 'guest' && (
          <p>
            <a className="button button-primary" href={appointmentPath.replace('{uid}', result.uid)}>
              {t('booking.done.view')}
            </a>
          </p>
        )}
      </section>
    );
  }

  const stepProps: StepProps = { booking, words: bookingWords(t, lang, therapist), heading };
  return (
    <form className="booking" onSubmit={next} noValidate>
      <div className="booking-progress">
        <p className="step-count">
          <progress value={at + 1} max={steps.length} aria-hidden="true" />{' '}
          {t('booking.progress', { step: at + 1, steps: steps.length })}
        </p>
        <ol className="booking-steps" aria-label={t('booking.progress.label')}>
          {steps.map((s, i) => (
            <li key={s} aria-current={i === at ? 'step' : undefined} className={i < at ? 'done' : undefined}>
              {t(`booking.step.${s}`)}
            </li>
          ))}
        </ol>
      </div>
      {me && me.role !== 'client' && <p className="notice notice-error">{t('booking.notClient')}</p>}
      {step === 'service' && <ServiceStep {...stepProps} />}
      {step === 'modality' && <ModalityStep {...stepProps} />}
      {step === 'time' && <TimeStep {...stepProps} />}
      {step === 'details' && <DetailsStep {...stepProps} authPaths={authPaths} />}
      {step === 'confirm' && <ConfirmStep {...stepProps} />}
      {problem && (
        <p className="notice notice-error" role="alert">
          {t(problem)}
        </p>
      )}
      <div className="survey-buttons">
        {at > 0 && (
          <button type="button" className="button" onClick={booking.back} disabled={sending}>
            {t('booking.back')}
          </button>
        )}
        <button type="submit" className="button button-primary" disabled={sending}>
          {step === 'confirm'
            ? sending
              ? t('booking.confirm.sending')
              : t('booking.confirm.submit')
            : t('booking.next')}
        </button>
      </div>
    </form>
  );
}
