import { GUEST_HOLD_MINUTES } from '@calma/api/contract';
import { StepHeading, type StepProps } from './step-parts.tsx';
import { TimeZones } from './wording.tsx';

/** Everything chosen and typed, to check before booking; a guest learns they will confirm by email. */
export default function ConfirmStep({ booking, words, heading }: StepProps) {
  const { t, therapist, when, place, price, covered } = words;
  const { service, meet } = booking;
  const { slot, zone, details, me, program } = booking.state;
  const { cover } = program;
  if (!service || !slot) return null;
  return (
    <>
      <StepHeading heading={heading}>{t('booking.confirm.title')}</StepHeading>
      <dl className="summary">
        <dt>{t('booking.confirm.service')}</dt>
        <dd>
          {service.name} · {t('booking.service.duration', { minutes: service.durationMinutes })}
        </dd>
        <dt>{t('booking.confirm.when')}</dt>
        <dd>
          {when(slot, zone)}
          <TimeZones words={words} zone={zone} at={slot} />
        </dd>
        <dt>{t('booking.confirm.where')}</dt>
        <dd>{place(meet)}</dd>
        <dt>{t('booking.confirm.price')}</dt>
        <dd>
          {cover ? (
            <>
              {covered(service)}
              <br />
              {t('booking.program.confirm', { company: cover.companyName })}
            </>
          ) : (
            price(service)
          )}
        </dd>
        <dt>{t('booking.confirm.you')}</dt>
        <dd>
          {details.name.trim()}
          <br />
          {details.email.trim()}
          {details.phone.trim() && (
            <>
              <br />
              {details.phone.trim()}
            </>
          )}
          {details.firstSession && (
            <>
              <br />
              {t('booking.details.firstSession', { name: therapist.name })}
            </>
          )}
        </dd>
        {details.message.trim() && (
          <>
            <dt>{t('booking.confirm.message')}</dt>
            <dd className="message-text">{details.message.trim()}</dd>
          </>
        )}
      </dl>
      {me?.role !== 'client' && <p>{t('booking.confirm.guest', { minutes: GUEST_HOLD_MINUTES })}</p>}
    </>
  );
}
