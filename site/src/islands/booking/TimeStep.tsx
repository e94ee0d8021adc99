import { mondayOf } from '../../lib/booking-time.ts';
import { StepHeading, type StepProps } from './step-parts.tsx';
import WeekSlots from './WeekSlots.tsx';
import { TimeZones } from './wording.tsx';

/**
 * Day and time, a week at a time, in the client's own zone. After a taken time, the fresh times the
 * API offered come first.
 */
export default function TimeStep({ booking, words, heading }: StepProps) {
  const { t, lang, therapist } = words;
  const { week, today, zone, day, slot, fresh, searching, noneAhead } = booking.state;

  return (
    <>
      <StepHeading heading={heading}>{t('booking.time.title')}</StepHeading>
      <TimeZones words={words} zone={zone} />
      <WeekSlots
        lang={lang}
        zone={zone}
        week={week}
        fresh={fresh}
        canGoBack={Boolean(week && today && week > mondayOf(today))}
        loaded={booking.loaded}
        searching={searching}
        day={day}
        chosen={slot?.start}
        name="booking"
        onWeek={booking.showWeek}
        onDay={booking.chooseDay}
        onSlot={booking.chooseSlot}
        onRetry={booking.retryWeek}
        empty={
          noneAhead ? (
            <p className="notice">{t('booking.time.noneAhead', { name: therapist.name })}</p>
          ) : (
            <p>
              {t('booking.time.emptyWeek')}{' '}
              <button type="button" className="button" onClick={booking.nextFree}>
                {t('booking.time.nextFree')}
              </button>
            </p>
          )
        }
      />
    </>
  );
}
