import type { ExternalCalendar } from '@calma/api/contract';
import { type SyntheticEvent, useState } from 'react';
import { useApiMutation } from '../../../lib/query.ts';
import { useWords } from '../../words.tsx';
import { dateTimeFormat } from '../types.ts';
import { externalState } from './calendar-settings-state.ts';

/** Calendars kept elsewhere, read for busy times so clients cannot book over them. */
export default function ExternalCalendars({
  calendars,
  onChange,
}: {
  calendars: ExternalCalendar[];
  onChange: (next: ExternalCalendar[]) => void;
}) {
  const { t, locale } = useWords();
  const [url, setUrl] = useState('');
  const adding = useApiMutation<ExternalCalendar, string>((address) => ({
    path: '/api/v1/calendar/external',
    method: 'POST',
    body: { url: address },
  }));
  const removal = useApiMutation((c: ExternalCalendar) => ({
    path: `/api/v1/calendar/external/${c.id}`,
    method: 'DELETE',
  }));
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
  const stateText = (c: ExternalCalendar) => {
    const read = externalState(c);
    if (read.state === 'failed') return t(`dashboard.calendarSettings.external.failed.${read.reason}`);
    if (read.state === 'read')
      return t('dashboard.calendarSettings.external.ok', { count: c.busyCount, when: when.format(new Date(read.at)) });
    return t('dashboard.calendarSettings.external.pending');
  };
  return (
    <section aria-labelledby="external-heading">
      <h2 id="external-heading">{t('dashboard.calendarSettings.external.title')}</h2>
      <p>{t('dashboard.calendarSettings.external.lead')}</p>
      <ul>
        {calendars.map((c) => (
          <li key={c.id}>
            <span className="break">{c.url}</span>: {stateText(c)}{' '}
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
