import type { AvailabilitySettings, WeeklyWindow } from '@calma/api/contract';
import { useWords } from '../../words.tsx';
import { type Draft, WEEKDAYS, weekdayName, windowsOn } from './calendar-settings-state.ts';
import { type Errors, FieldError, invalidProps } from './field-error.tsx';

interface Props {
  draft: Draft;
  locations: AvailabilitySettings['locations'];
  errors: Errors;
  onAdd: (weekday: number) => void;
  onChange: (index: number, change: Partial<WeeklyWindow>) => void;
  onRemove: (index: number) => void;
}

/** The hours clients can book, day by day: each day closed or open in one or more windows. */
export default function WeeklyHours({ draft, onAdd, ...row }: Props) {
  const { t, locale } = useWords();
  return (
    <fieldset>
      <legend>{t('dashboard.calendarSettings.weekly')}</legend>
      {WEEKDAYS.map((weekday) => {
        const name = weekdayName(locale, weekday);
        const windows = windowsOn(draft, weekday);
        return (
          <fieldset key={weekday} className="weekday">
            <legend>{name}</legend>
            {windows.length === 0 && <p>{t('dashboard.calendarSettings.closed')}</p>}
            {windows.map(({ w, index }) => (
              <WindowRow key={index} w={w} index={index} day={name} {...row} />
            ))}
            <button type="button" className="button" onClick={() => onAdd(weekday)}>
              {t('dashboard.calendarSettings.addWindow', { day: name })}
            </button>
          </fieldset>
        );
      })}
    </fieldset>
  );
}

/** A window's two ends, each with the words of its label and of what can be wrong with it (an overlap, an end before the start). */
const EDGES = [
  { edge: 'start', words: 'from', problem: 'overlap' },
  { edge: 'end', words: 'until', problem: 'order' },
] as const;

/** One window: from, until, which way of meeting, and where for meeting in person. */
function WindowRow({
  w,
  index,
  day,
  locations,
  errors,
  onChange,
  onRemove,
}: Omit<Props, 'draft' | 'locale' | 'onAdd'> & { w: WeeklyWindow; index: number; day: string }) {
  const { t } = useWords();
  return (
    <div className="window-row">
      {EDGES.map(({ edge, words, problem }) => (
        <div className="field" key={edge}>
          <label htmlFor={`w-${index}-${edge}`}>{t(`dashboard.calendarSettings.${words}`)}</label>
          <input
            id={`w-${index}-${edge}`}
            type="time"
            step={900}
            value={edge === 'end' && w.end === '24:00' ? '23:59' : w[edge]}
            {...invalidProps(errors, `weekly.${index}.${edge}`)}
            onChange={(e) => onChange(index, { [edge]: e.currentTarget.value })}
          />
          <FieldError
            errors={errors}
            field={`weekly.${index}.${edge}`}
            text={t(`dashboard.calendarSettings.errors.${problem}`)}
          />
        </div>
      ))}
      <div className="field">
        <label htmlFor={`w-${index}-modality`}>{t('dashboard.calendarSettings.modality')}</label>
        <select
          id={`w-${index}-modality`}
          value={w.modality}
          onChange={(e) => onChange(index, { modality: e.currentTarget.value as WeeklyWindow['modality'] })}
        >
          {(['both', 'online', 'in_person'] as const).map((m) => (
            <option key={m} value={m}>
              {t(`dashboard.calendarSettings.modality.${m}`)}
            </option>
          ))}
        </select>
      </div>
      {locations.length > 0 && w.modality !== 'online' && (
        <div className="field">
          <label htmlFor={`w-${index}-location`}>{t('dashboard.calendarSettings.location')}</label>
          <select
            id={`w-${index}-location`}
            value={w.locationId ?? ''}
            onChange={(e) => onChange(index, { locationId: e.currentTarget.value || null })}
          >
            <option value="">{t('dashboard.calendarSettings.anyLocation')}</option>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <button type="button" className="button" onClick={() => onRemove(index)}>
        {t('dashboard.calendarSettings.removeWindow', { day })}
      </button>
    </div>
  );
}
