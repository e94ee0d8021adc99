import type { BookableService } from '@calma/api/contract';
import { Choice, StepHeading, type StepProps } from './step-parts.tsx';

/** The first step: which session, with its length, way of meeting, price and what it is about. */
export default function ServiceStep({
  booking,
  words,
  heading,
  services,
}: StepProps & { services: BookableService[] }) {
  const { t, price } = words;
  return (
    <fieldset className="question">
      <legend>
        <StepHeading heading={heading}>{t('booking.service.title')}</StepHeading>
      </legend>
      <div className="options options-column booking-choices">
        {services.map((s) => (
          <div key={s.id}>
            <Choice
              name="booking-service"
              value={s.id}
              checked={s.id === booking.state.serviceId}
              onPick={() => booking.chooseService(s)}
              label={
                <>
                  <strong>{s.name}</strong>
                  <span className="choice-facts">
                    {t('booking.service.duration', { minutes: s.durationMinutes })} ·{' '}
                    {t(`booking.service.${s.modality}`)} · {price(s)}
                  </span>
                </>
              }
              describedBy={s.description ? `booking-service-${s.id}-about` : undefined}
            />
            {s.description && (
              <p id={`booking-service-${s.id}-about`} className="hint choice-about">
                {s.description}
              </p>
            )}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
