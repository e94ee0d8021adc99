import { dateIn, formatDay, formatTime, mondayOf, type Slot } from '../../lib/booking-time.ts';
import { Choice, StepHeading, type StepProps } from './step-parts.tsx';
import WeekSlots from './WeekSlots.tsx';
import { TimeZones } from './wording.tsx';

/**
 * Day and time, a week at a time, in the client's own zone. After a taken time, the fresh times the
 * API offered come first.
 */
export default function TimeStep({ booking, words, heading }: StepProps) {
  const { t, lang, therapist } = words;
  const { week, today, zone, day, slot, fresh, searching, noneAhead } = booking.state;
  const slotChoice = (name: string, s: Slot, label: string) => (
    <Choice
      key={s.start}
      name={name}
      value={s.start}
      checked={slot?.start === s.start}
      onPick={() => booking.chooseSlot(s)}
      label={label}
    />
  );

  return (
    <>
      <StepHeading heading={heading}>{t('booking.time.title')}</StepHeading>
      <TimeZones words={words} zone={zone} />
      {fresh && fresh.length > 0 && (
        <fieldset className="question">
          <legend>{t('booking.time.fresh')}</legend>
          <div className="options slot-options">
            {fresh.map((s) =>
              slotChoice(
                'booking-fresh',
                s,
                `${formatDay(dateIn(s.start, zone), lang, 'short')}, ${formatTime(s.start, lang, zone)}`,
              ),
            )}
          </div>
        </fieldset>
      )}
      <WeekSlots
        t={t}
        lang={lang}
        zone={zone}
        week={week}
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
