import { dateFormat, plural } from '@calma/api/contract';
import { byDay, dateIn, formatDay, formatTime, mondayOf, type Slot, weekFrom } from '../../lib/booking-time.ts';
import { Choice, StepHeading, type StepProps } from './step-parts.tsx';
import { TimeZones } from './wording.tsx';

/**
 * Day and time, a week at a time, in the client's own zone. After a taken time, the fresh times the
 * API offered come first.
 */
export default function TimeStep({ booking, words, heading }: StepProps) {
  const { t, lang, therapist } = words;
  const { week, today, zone, day, slot, fresh, searching, noneAhead } = booking.state;
  const { loaded } = booking;
  const days = week ? weekFrom(week) : [];
  const grouped = Array.isArray(loaded) ? byDay(loaded, zone) : new Map<string, Slot[]>();
  const shownDay = day && grouped.has(day) ? day : days.find((d) => grouped.has(d));
  const range =
    days.length > 0
      ? dateFormat(lang, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).formatRange(new Date(`${days[0]}T12:00:00Z`), new Date(`${days[6]}T12:00:00Z`))
      : '';
  const count = (n: number) =>
    n === 0
      ? t('booking.time.dayNone')
      : t(`booking.time.dayCount.${plural(lang, n)}`, {
          count: n,
        });
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
      <div className="week-nav">
        <button
          type="button"
          className="button"
          disabled={!week || !today || week <= mondayOf(today)}
          onClick={() => booking.showWeek(-7)}
        >
          {t('booking.time.previousWeek')}
        </button>
        <p aria-live="polite" className="week-range">
          {range}
        </p>
        <button type="button" className="button" disabled={!week} onClick={() => booking.showWeek(7)}>
          {t('booking.time.nextWeek')}
        </button>
      </div>
      <div aria-live="polite">
        {loaded === undefined || searching ? (
          <p>{t('booking.time.loading')}</p>
        ) : loaded === 'error' ? (
          <p className="notice notice-error">
            {t('booking.time.error')}{' '}
            <button type="button" className="button" onClick={booking.retryWeek}>
              {t('booking.time.retry')}
            </button>
          </p>
        ) : null}
      </div>
      {Array.isArray(loaded) && !searching && (
        <>
          <fieldset className="question">
            <legend>{t('booking.time.days', { range })}</legend>
            <div className="options day-options">
              {days.map((d) => (
                <Choice
                  key={d}
                  name="booking-day"
                  value={d}
                  checked={d === shownDay}
                  onPick={() => booking.chooseDay(d)}
                  label={
                    <>
                      {formatDay(d, lang, 'short')}{' '}
                      <span className="choice-facts">{count(grouped.get(d)?.length ?? 0)}</span>
                    </>
                  }
                  disabled={!grouped.has(d)}
                />
              ))}
            </div>
          </fieldset>
          {shownDay ? (
            <fieldset className="question">
              <legend>{t('booking.time.times', { day: formatDay(shownDay, lang) })}</legend>
              <div className="options slot-options">
                {(grouped.get(shownDay) ?? []).map((s) =>
                  slotChoice('booking-time', s, formatTime(s.start, lang, zone)),
                )}
              </div>
            </fieldset>
          ) : noneAhead ? (
            <p className="notice">{t('booking.time.noneAhead', { name: therapist.name })}</p>
          ) : (
            <p>
              {t('booking.time.emptyWeek')}{' '}
              <button type="button" className="button" onClick={booking.nextFree}>
                {t('booking.time.nextFree')}
              </button>
            </p>
          )}
        </>
      )}
    </>
  );
}
