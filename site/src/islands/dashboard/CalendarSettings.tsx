import type { AvailabilitySettings } from '@calma/api/contract';
import { type SyntheticEvent, useMemo, useState } from 'react';
import '../../styles/calendar.css';
import { useApiCache, useApiMutation, useApiQuery } from '../../lib/query.ts';
import QueryState from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import {
  addWindow,
  changePolicy,
  changeWindow,
  type Draft,
  draftOf,
  removeWindow,
  SETTINGS,
} from './calendar-settings/calendar-settings-state.ts';
import Exceptions from './calendar-settings/Exceptions.tsx';
import ExternalCalendars from './calendar-settings/ExternalCalendars.tsx';
import Feed from './calendar-settings/Feed.tsx';
import { FieldError, invalidProps } from './calendar-settings/field-error.tsx';
import Rules from './calendar-settings/Rules.tsx';
import WeeklyHours from './calendar-settings/WeeklyHours.tsx';

/** Availability, booking rules, date exceptions, the private feed and imported calendars. */
export default function CalendarSettings() {
  const { t } = useWords();
  const loaded = useApiQuery<AvailabilitySettings>(SETTINGS);
  const settings = loaded.data;
  const cache = useApiCache();
  const setSettings = (next: AvailabilitySettings) => cache.set(SETTINGS, next);
  // The form shows the settings as they are until the therapist changes something.
  const [edited, setDraft] = useState<Draft | undefined>();
  const draft = edited ?? (settings && draftOf(settings));
  const saving = useApiMutation<AvailabilitySettings, Draft>((body) => ({ path: SETTINGS, method: 'PUT', body }));
  const [message, setMessage] = useState('');
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);

  if (!settings || !draft) {
    const query = (
      <QueryState query={loaded} loading="dashboard.loading" error="dashboard.calendarSettings.loadError" />
    );
    return loaded.isError ? (
      <section>
        <h1>{t('dashboard.calendarSettings.title')}</h1>
        {query}
      </section>
    ) : (
      query
    );
  }

  const errors = saving.error?.fields ?? {};
  const save = (event: SyntheticEvent) => {
    event.preventDefault();
    saving.mutate(draft, {
      onSuccess: (saved) => {
        setSettings(saved);
        setMessage(t('dashboard.calendarSettings.saved'));
      },
      onError: () => setMessage(''),
    });
  };

  return (
    <section aria-labelledby="calendar-settings-heading" className="calendar-settings">
      <h1 id="calendar-settings-heading">{t('dashboard.calendarSettings.title')}</h1>
      <p>{t('dashboard.calendarSettings.lead')}</p>

      <form onSubmit={save} noValidate>
        {saving.isError && (
          <p className="notice notice-error" role="alert">
            {t('dashboard.calendarSettings.saveError')}
          </p>
        )}
        <div className="field">
          <label htmlFor="time-zone">{t('dashboard.calendarSettings.timeZone')}</label>
          <select
            id="time-zone"
            value={draft.timeZone}
            {...invalidProps(errors, 'timeZone')}
            onChange={(e) => setDraft({ ...draft, timeZone: e.currentTarget.value })}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
          <FieldError errors={errors} field="timeZone" text={t('dashboard.calendarSettings.errors.timeZone')} />
        </div>

        <WeeklyHours
          draft={draft}
          locations={settings.locations}
          errors={errors}
          onAdd={(weekday) => setDraft(addWindow(draft, weekday))}
          onChange={(index, change) => setDraft(changeWindow(draft, index, change))}
          onRemove={(index) => setDraft(removeWindow(draft, index))}
        />
        <Rules
          policy={draft.policy}
          errors={errors}
          onChange={(key, value) => setDraft(changePolicy(draft, key, value))}
        />
        <button type="submit" className="button button-primary">
          {t('dashboard.calendarSettings.save')}
        </button>
        <p aria-live="polite">{message}</p>
      </form>

      <Exceptions
        exceptions={settings.exceptions}
        onChange={(exceptions) => setSettings({ ...settings, exceptions })}
      />
      <Feed active={settings.feedActive} onChange={(feedActive) => setSettings({ ...settings, feedActive })} />
      <ExternalCalendars
        calendars={settings.external}
        onChange={(external) => setSettings({ ...settings, external })}
      />
    </section>
  );
}
