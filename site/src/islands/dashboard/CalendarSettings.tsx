import {
  type AvailabilityException,
  type AvailabilitySettings,
  dateFormat,
  type ExternalCalendar,
  type WeeklyWindow,
} from '@calma/api/contract';
import { type SyntheticEvent, useMemo, useState } from 'react';
import '../../styles/calendar.css';
import { useApiCache, useApiMutation, useApiQuery } from '../../lib/query.ts';
import QueryState from '../QueryState.tsx';
import LabelledInput from './LabelledInput.tsx';
import { dateTimeFormat, type ScreenProps } from './types.ts';

type Modality = WeeklyWindow['modality'];
type Window = WeeklyWindow;
type Exception = AvailabilityException;
type External = ExternalCalendar;
type Settings = AvailabilitySettings;
type Policy = Settings['policy'];
type Draft = Pick<Settings, 'timeZone' | 'policy' | 'weekly'>;

const SETTINGS = '/api/v1/calendar/settings';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const weekdayName = (locale: string, weekday: number) =>
  dateFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)), // 1 January 2024 was a Monday.
  );

/** Availability, booking rules, date exceptions, the private feed and imported calendars. */
export default function CalendarSettings({ t, locale }: ScreenProps) {
  const loaded = useApiQuery<Settings>(SETTINGS);
  const settings = loaded.data;
  const cache = useApiCache();
  const setSettings = (next: Settings) => cache.set(SETTINGS, next);
  // The form shows the settings as they are until the therapist changes something.
  const [edited, setDraft] = useState<Draft | undefined>();
  const draft =
    edited ?? (settings && { timeZone: settings.timeZone, policy: settings.policy, weekly: settings.weekly });
  const saving = useApiMutation<Settings, Draft>((body) => ({ path: SETTINGS, method: 'PUT', body }));
  const feed = useApiMutation<{ url: string } | undefined, 'POST' | 'DELETE'>((method) => ({
    path: '/api/v1/calendar/feed',
    method,
  }));
  const [feedUrl, setFeedUrl] = useState('');
  const [message, setMessage] = useState('');
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);

  if (!settings || !draft) {
    const query = (
      <QueryState query={loaded} t={t} loading="dashboard.loading" error="dashboard.calendarSettings.loadError" />
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
  const errorFor = (field: string) => errors[field];
  const describe = (field: string) => (errorFor(field) ? `${field.replace(/\./g, '-')}-error` : undefined);
  const fieldError = (field: string, text: string) =>
    errorFor(field) && (
      <p className="field-error" id={`${field.replace(/\./g, '-')}-error`}>
        {text}
      </p>
    );

  const setPolicy = <K extends keyof Policy>(key: K, value: Policy[K]) =>
    setDraft({ ...draft, policy: { ...draft.policy, [key]: value } });
  const setWindow = (index: number, change: Partial<Window>) =>
    setDraft({ ...draft, weekly: draft.weekly.map((w, i) => (i === index ? { ...w, ...change } : w)) });
  const addWindow = (weekday: number) =>
    setDraft({
      ...draft,
      weekly: [...draft.weekly, { weekday, start: '09:00', end: '17:00', modality: 'both', locationId: null }],
    });
  const removeWindow = (index: number) => setDraft({ ...draft, weekly: draft.weekly.filter((_, i) => i !== index) });

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

  const number = (key: keyof Policy, min: number, max: number) => (
    <div className="field">
      <label htmlFor={`policy-${key}`}>{t(`dashboard.calendarSettings.policy.${key}`)}</label>
      <input
        id={`policy-${key}`}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft.policy[key] === null ? '' : String(draft.policy[key])}
        aria-invalid={Boolean(errorFor(`policy.${key}`)) || undefined}
        aria-describedby={describe(`policy.${key}`)}
        onChange={(e) =>
          setPolicy(
            key,
            (e.currentTarget.value === '' && key === 'maxSessionsPerDay'
              ? null
              : Number(e.currentTarget.value)) as Policy[typeof key],
          )
        }
      />
      {fieldError(`policy.${key}`, t('dashboard.calendarSettings.errors.range', { min, max }))}
    </div>
  );

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
            aria-invalid={Boolean(errorFor('timeZone')) || undefined}
            aria-describedby={describe('timeZone')}
            onChange={(e) => setDraft({ ...draft, timeZone: e.currentTarget.value })}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
          {fieldError('timeZone', t('dashboard.calendarSettings.errors.timeZone'))}
        </div>

        <fieldset>
          <legend>{t('dashboard.calendarSettings.weekly')}</legend>
          {WEEKDAYS.map((weekday) => {
            const name = weekdayName(locale, weekday);
            const windows = draft.weekly.map((w, index) => ({ w, index })).filter(({ w }) => w.weekday === weekday);
            return (
              <fieldset key={weekday} className="weekday">
                <legend>{name}</legend>
                {windows.length === 0 && <p>{t('dashboard.calendarSettings.closed')}</p>}
                {windows.map(({ w, index }) => (
                  <div key={index} className="window-row">
                    <div className="field">
                      <label htmlFor={`w-${index}-start`}>{t('dashboard.calendarSettings.from')}</label>
                      <input
                        id={`w-${index}-start`}
                        type="time"
                        step={900}
                        value={w.start}
                        aria-invalid={Boolean(errorFor(`weekly.${index}.start`)) || undefined}
                        aria-describedby={describe(`weekly.${index}.start`)}
                        onChange={(e) => setWindow(index, { start: e.currentTarget.value })}
                      />
                      {fieldError(`weekly.${index}.start`, t('dashboard.calendarSettings.errors.overlap'))}
                    </div>
                    <div className="field">
                      <label htmlFor={`w-${index}-end`}>{t('dashboard.calendarSettings.until')}</label>
                      <input
                        id={`w-${index}-end`}
                        type="time"
                        step={900}
                        value={w.end === '24:00' ? '23:59' : w.end}
                        aria-invalid={Boolean(errorFor(`weekly.${index}.end`)) || undefined}
                        aria-describedby={describe(`weekly.${index}.end`)}
                        onChange={(e) => setWindow(index, { end: e.currentTarget.value })}
                      />
                      {fieldError(`weekly.${index}.end`, t('dashboard.calendarSettings.errors.order'))}
                    </div>
                    <div className="field">
                      <label htmlFor={`w-${index}-modality`}>{t('dashboard.calendarSettings.modality')}</label>
                      <select
                        id={`w-${index}-modality`}
                        value={w.modality}
                        onChange={(e) => setWindow(index, { modality: e.currentTarget.value as Modality })}
                      >
                        {(['both', 'online', 'in_person'] as const).map((m) => (
                          <option key={m} value={m}>
                            {t(`dashboard.calendarSettings.modality.${m}`)}
                          </option>
                        ))}
                      </select>
                    </div>
                    {settings.locations.length > 0 && w.modality !== 'online' && (
                      <div className="field">
                        <label htmlFor={`w-${index}-location`}>{t('dashboard.calendarSettings.location')}</label>
                        <select
                          id={`w-${index}-location`}
                          value={w.locationId ?? ''}
                          onChange={(e) => setWindow(index, { locationId: e.currentTarget.value || null })}
                        >
                          <option value="">{t('dashboard.calendarSettings.anyLocation')}</option>
                          {settings.locations.map((l) => (
                            <option key={l.id} value={l.id}>
                              {l.label}
                            </option>
                          ))}
                        </select>
                      </div>
                    )}
                    <button type="button" className="button" onClick={() => removeWindow(index)}>
                      {t('dashboard.calendarSettings.removeWindow', { day: name })}
                    </button>
                  </div>
                ))}
                <button type="button" className="button" onClick={() => addWindow(weekday)}>
                  {t('dashboard.calendarSettings.addWindow', { day: name })}
                </button>
              </fieldset>
            );
          })}
        </fieldset>

        <fieldset>
          <legend>{t('dashboard.calendarSettings.rules')}</legend>
          {number('bufferBeforeMinutes', 0, 240)}
          {number('bufferAfterMinutes', 0, 240)}
          {number('minimumNoticeMinutes', 0, 43_200)}
          {number('horizonDays', 1, 365)}
          {number('maxSessionsPerDay', 1, 24)}
          {number('cancellationNoticeHours', 0, 168)}
          <div className="checkbox-field">
            <input
              id="policy-requiresConfirmation"
              type="checkbox"
              checked={draft.policy.requiresConfirmation}
              onChange={(e) => setPolicy('requiresConfirmation', e.currentTarget.checked)}
            />
            <label htmlFor="policy-requiresConfirmation">
              {t('dashboard.calendarSettings.policy.requiresConfirmation')}
            </label>
          </div>
        </fieldset>
        <button type="submit" className="button button-primary">
          {t('dashboard.calendarSettings.save')}
        </button>
        <p aria-live="polite">{message}</p>
      </form>

      <Exceptions
        t={t}
        locale={locale}
        exceptions={settings.exceptions}
        onChange={(exceptions) => setSettings({ ...settings, exceptions })}
      />

      <section aria-labelledby="feed-heading">
        <h2 id="feed-heading">{t('dashboard.calendarSettings.feed.title')}</h2>
        <p>{t('dashboard.calendarSettings.feed.lead')}</p>
        {feedUrl ? (
          <div className="field">
            <label htmlFor="feed-url">{t('dashboard.calendarSettings.feed.url')}</label>
            <input id="feed-url" type="text" readOnly value={feedUrl} onFocus={(e) => e.currentTarget.select()} />
            <p>{t('dashboard.calendarSettings.feed.once')}</p>
          </div>
        ) : (
          <p>
            {settings.feedActive
              ? t('dashboard.calendarSettings.feed.active')
              : t('dashboard.calendarSettings.feed.none')}
          </p>
        )}
        <button
          type="button"
          className="button"
          onClick={() =>
            feed.mutate('POST', {
              onSuccess: (created) => {
                setFeedUrl(created?.url ?? '');
                setSettings({ ...settings, feedActive: true });
              },
            })
          }
        >
          {settings.feedActive
            ? t('dashboard.calendarSettings.feed.renew')
            : t('dashboard.calendarSettings.feed.create')}
        </button>
        {settings.feedActive && (
          <button
            type="button"
            className="button"
            onClick={() =>
              feed.mutate('DELETE', {
                onSuccess: () => {
                  setFeedUrl('');
                  setSettings({ ...settings, feedActive: false });
                },
              })
            }
          >
            {t('dashboard.calendarSettings.feed.revoke')}
          </button>
        )}
      </section>

      <ExternalCalendars
        t={t}
        locale={locale}
        calendars={settings.external}
        onChange={(external) => setSettings({ ...settings, external })}
      />
    </section>
  );
}

type T = ScreenProps['t'];

function Exceptions({
  t,
  locale,
  exceptions,
  onChange,
}: {
  t: T;
  locale: string;
  exceptions: Exception[];
  onChange: (next: Exception[]) => void;
}) {
  const [form, setForm] = useState({ date: '', start: '', end: '', available: false, note: '' });
  const adding = useApiMutation<Exception, object>((body) => ({
    path: '/api/v1/calendar/exceptions',
    method: 'POST',
    body,
  }));
  const removal = useApiMutation((e: Exception) => ({ path: `/api/v1/calendar/exceptions/${e.id}`, method: 'DELETE' }));
  const day = dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const add = (event: SyntheticEvent) => {
    event.preventDefault();
    adding.mutate(
      {
        date: form.date,
        available: form.available,
        note: form.note,
        ...(form.start || form.end ? { start: form.start, end: form.end } : {}),
      },
      {
        onSuccess: (added) => {
          onChange([...exceptions, added].sort((a, b) => a.date.localeCompare(b.date)));
          setForm({ date: '', start: '', end: '', available: false, note: '' });
        },
      },
    );
  };
  const failed = adding.isError;
  return (
    <section aria-labelledby="exceptions-heading">
      <h2 id="exceptions-heading">{t('dashboard.calendarSettings.exceptions.title')}</h2>
      <p>{t('dashboard.calendarSettings.exceptions.lead')}</p>
      {exceptions.length === 0 ? (
        <p>{t('dashboard.calendarSettings.exceptions.none')}</p>
      ) : (
        <ul>
          {exceptions.map((e) => (
            <li key={e.id}>
              {day.format(new Date(`${e.date}T00:00:00Z`))}:{' '}
              {e.available
                ? t('dashboard.calendarSettings.exceptions.open', { start: e.start ?? '', end: e.end ?? '' })
                : e.start
                  ? t('dashboard.calendarSettings.exceptions.blockedPart', { start: e.start, end: e.end ?? '' })
                  : t('dashboard.calendarSettings.exceptions.blockedDay')}
              {e.note && ` (${e.note})`}{' '}
              <button
                type="button"
                className="button"
                onClick={() =>
                  removal.mutate(e, { onSuccess: () => onChange(exceptions.filter((x) => x.id !== e.id)) })
                }
              >
                {t('dashboard.calendarSettings.exceptions.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate>
        {failed && (
          <p className="notice notice-error" role="alert">
            {t('dashboard.calendarSettings.exceptions.error')}
          </p>
        )}
        <LabelledInput
          id="exception-date"
          label={t('dashboard.calendarSettings.exceptions.date')}
          type="date"
          required
          value={form.date}
          onValue={(value) => setForm({ ...form, date: value })}
        />
        <LabelledInput
          id="exception-start"
          label={t('dashboard.calendarSettings.exceptions.start')}
          type="time"
          value={form.start}
          onValue={(value) => setForm({ ...form, start: value })}
        />
        <LabelledInput
          id="exception-end"
          label={t('dashboard.calendarSettings.exceptions.end')}
          type="time"
          value={form.end}
          onValue={(value) => setForm({ ...form, end: value })}
        />
        <div className="checkbox-field">
          <input
            id="exception-available"
            type="checkbox"
            checked={form.available}
            onChange={(e) => setForm({ ...form, available: e.currentTarget.checked })}
          />
          <label htmlFor="exception-available">{t('dashboard.calendarSettings.exceptions.available')}</label>
        </div>
        <LabelledInput
          id="exception-note"
          label={t('dashboard.calendarSettings.exceptions.note')}
          type="text"
          maxLength={200}
          value={form.note}
          onValue={(value) => setForm({ ...form, note: value })}
        />
        <button type="submit" className="button">
          {t('dashboard.calendarSettings.exceptions.add')}
        </button>
      </form>
    </section>
  );
}

/** The API's codes for a calendar that could not be read; any other value reads as unreachable. */
const READ_ERRORS: Record<string, string> = {
  UNREACHABLE: 'unreachable',
  ADDRESS_REFUSED: 'refused',
  TOO_LARGE: 'tooLarge',
  NOT_ICALENDAR: 'notCalendar',
};

function ExternalCalendars({
  t,
  locale,
  calendars,
  onChange,
}: {
  t: T;
  locale: string;
  calendars: External[];
  onChange: (next: External[]) => void;
}) {
  const [url, setUrl] = useState('');
  const adding = useApiMutation<External, string>((address) => ({
    path: '/api/v1/calendar/external',
    method: 'POST',
    body: { url: address },
  }));
  const removal = useApiMutation((c: External) => ({ path: `/api/v1/calendar/external/${c.id}`, method: 'DELETE' }));
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const add = (event: SyntheticEvent) => {
    event.preventDefault();
    adding.mutate(url, {
      onSuccess: (added) => {
        onChange([...calendars, added]);
        setUrl('');
      },
    });
  };
  const error = adding.error;
  return (
    <section aria-labelledby="external-heading">
      <h2 id="external-heading">{t('dashboard.calendarSettings.external.title')}</h2>
      <p>{t('dashboard.calendarSettings.external.lead')}</p>
      <ul>
        {calendars.map((c) => (
          <li key={c.id}>
            <span className="break">{c.url}</span>:{' '}
            {c.lastError
              ? t(`dashboard.calendarSettings.external.failed.${READ_ERRORS[c.lastError] ?? 'unreachable'}`)
              : c.lastFetchedAt
                ? t('dashboard.calendarSettings.external.ok', {
                    count: c.busyCount,
                    when: when.format(new Date(c.lastFetchedAt)),
                  })
                : t('dashboard.calendarSettings.external.pending')}{' '}
            <button
              type="button"
              className="button"
              onClick={() => removal.mutate(c, { onSuccess: () => onChange(calendars.filter((x) => x.id !== c.id)) })}
            >
              {t('dashboard.calendarSettings.external.remove')}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={add} noValidate>
        <div className="field">
          <label htmlFor="external-url">{t('dashboard.calendarSettings.external.url')}</label>
          <input
            id="external-url"
            type="url"
            inputMode="url"
            required
            value={url}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? 'external-url-error' : undefined}
            onChange={(e) => setUrl(e.currentTarget.value)}
          />
          {error && (
            <p className="field-error" id="external-url-error">
              {error.code === 'ALREADY_ADDED'
                ? t('dashboard.calendarSettings.external.duplicate')
                : t('dashboard.calendarSettings.external.invalid')}
            </p>
          )}
        </div>
        <button type="submit" className="button">
          {t('dashboard.calendarSettings.external.add')}
        </button>
      </form>
    </section>
  );
}
