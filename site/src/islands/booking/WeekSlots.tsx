import { dateFormat, plural } from '@calma/api/contract';
import type { ReactNode } from 'react';
import { byDay, dateIn, formatDay, formatTime, type Slot, weekFrom } from '../../lib/booking-time.ts';
import { useWords } from '../words.tsx';
import { Choice } from './step-parts.tsx';

interface Props {
  lang: string;
  /** The zone the times are shown in. */
  zone: string;
  /** The Monday of the week shown. */
  week: string | undefined;
  /** Whether an earlier week may be shown (not before this week). */
  canGoBack: boolean;
  /** After a taken time, the free times the API offered instead: shown first, each with its day. */
  fresh?: Slot[] | undefined;
  /** The week's free times, or 'error' when they could not be read; undefined while they are read. */
  loaded: Slot[] | 'error' | undefined;
  /** Looking further ahead: the week is about to change. */
  searching?: boolean | undefined;
  day: string | undefined;
  /** The start of the time chosen. */
  chosen: string | undefined;
  /** Names the radio groups apart from another picker on the page. */
  name: string;
  onWeek: (days: -7 | 7) => void;
  onDay: (day: string) => void;
  onSlot: (slot: Slot) => void;
  onRetry: () => void;
  /** What a week without free times says, with its way on. */
  empty: ReactNode;
}

/**
 * Free times a week at a time: the week's days with how many times each has, then the chosen day's
 * times; after a taken time, the times offered instead come first. Booking a session and moving one
 * pick a time with it.
 */
export default function WeekSlots(props: Props) {
  const { t } = useWords();
  const { lang, zone, week, fresh, loaded, searching, day, chosen, name } = props;
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
    n === 0 ? t('booking.time.dayNone') : t(`booking.time.dayCount.${plural(lang, n)}`, { count: n });

  return (
    <>
      {fresh && fresh.length > 0 && (
        <fieldset className="question">
          <legend>{t('booking.time.fresh')}</legend>
          <div className="options slot-options">
            {fresh.map((s) => (
              <Choice
                key={s.start}
                name={`${name}-fresh`}
                value={s.start}
                checked={chosen === s.start}
                onPick={() => props.onSlot(s)}
                label={`${formatDay(dateIn(s.start, zone), lang, 'short')}, ${formatTime(s.start, lang, zone)}`}
              />
            ))}
          </div>
        </fieldset>
      )}
      <div className="week-nav">
        <button type="button" className="button" disabled={!week || !props.canGoBack} onClick={() => props.onWeek(-7)}>
          {t('booking.time.previousWeek')}
        </button>
        <p aria-live="polite" className="week-range">
          {range}
        </p>
        <button type="button" className="button" disabled={!week} onClick={() => props.onWeek(7)}>
          {t('booking.time.nextWeek')}
        </button>
      </div>
      <div aria-live="polite">
        {loaded === undefined || searching ? (
          <p>{t('booking.time.loading')}</p>
        ) : loaded === 'error' ? (
          <p className="notice notice-error">
            {t('booking.time.error')}{' '}
            <button type="button" className="button" onClick={props.onRetry}>
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
                  name={`${name}-day`}
                  value={d}
                  checked={d === shownDay}
                  onPick={() => props.onDay(d)}
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
                {(grouped.get(shownDay) ?? []).map((s) => (
                  <Choice
                    key={s.start}
                    name={`${name}-time`}
                    value={s.start}
                    checked={chosen === s.start}
                    onPick={() => props.onSlot(s)}
                    label={formatTime(s.start, lang, zone)}
                  />
                ))}
              </div>
            </fieldset>
          ) : (
            props.empty
          )}
        </>
      )}
    </>
  );
}
