import ProgramPart from './ProgramPart.tsx';
import { Choice, StepHeading, type StepProps } from './step-parts.tsx';

/** The first step: which session, with its length, way of meeting, price and what it is about. */
export default function ServiceStep({ booking, words, heading }: StepProps) {
  const { t, price, covered } = words;
  const { cover } = booking.state.program;
  return (
    <>
      <ProgramPart booking={booking} words={words} />
      <fieldset className="question">
        <legend>
          <StepHeading heading={heading}>{t('booking.service.title')}</StepHeading>
        </legend>
        {cover && (
          <p className="hint">
            {booking.offered.length > 0
              ? t('booking.program.services', { company: cover.companyName })
              : t('booking.program.noServices', { name: words.therapist.name })}
          </p>
        )}
        <div className="options options-column booking-choices">
          {booking.offered.map((s) => (
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
                      {t(`booking.service.${s.modality}`)} · {cover ? covered(s) : price(s)}
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
    </>
  );
}
