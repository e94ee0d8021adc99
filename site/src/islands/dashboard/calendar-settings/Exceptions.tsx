import type { AvailabilityException } from '@calma/api/contract';
import { type SyntheticEvent, useState } from 'react';
import { useApiMutation } from '../../../lib/query.ts';
import { CheckboxField } from '../../forms/field-frame.tsx';
import { useWords } from '../../words.tsx';
import LabelledInput from '../LabelledInput.tsx';
import { dateTimeFormat } from '../types.ts';
import {
  BLANK_EXCEPTION,
  type ExceptionForm,
  exceptionBody,
  exceptionWords,
  withException,
} from './calendar-settings-state.ts';

/** Days that differ from the weekly hours: closed all or part of the day, or open at other times. */
export default function Exceptions({
  exceptions,
  onChange,
}: {
  exceptions: AvailabilityException[];
  onChange: (next: AvailabilityException[]) => void;
}) {
  const { t, locale } = useWords();
  const [form, setForm] = useState<ExceptionForm>(BLANK_EXCEPTION);
  const adding = useApiMutation<AvailabilityException, object>((body) => ({
    path: '/api/v1/calendar/exceptions',
    method: 'POST',
    body,
  }));
  const removal = useApiMutation((e: AvailabilityException) => ({
    path: `/api/v1/calendar/exceptions/${e.id}`,
    method: 'DELETE',
  }));
  const day = dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const add = (event: SyntheticEvent) => {
    event.preventDefault();
    adding.mutate(exceptionBody(form), {
      onSuccess: (added) => {
        onChange(withException(exceptions, added));
        setForm(BLANK_EXCEPTION);
      },
    });
  };
  const failed = adding.isError;
  const exceptionText = (e: AvailabilityException) => {
    const { key, params } = exceptionWords(e);
    return t(`dashboard.calendarSettings.exceptions.${key}`, params);
  };
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
              {day.format(new Date(`${e.date}T00:00:00Z`))}: {exceptionText(e)}
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
        {(['start', 'end'] as const).map((edge) => (
          <LabelledInput
            key={edge}
            id={`exception-${edge}`}
            label={t(`dashboard.calendarSettings.exceptions.${edge}`)}
            type="time"
            value={form[edge]}
            onValue={(value) => setForm({ ...form, [edge]: value })}
          />
        ))}
        <CheckboxField
          id="exception-available"
          label={t('dashboard.calendarSettings.exceptions.available')}
          checked={form.available}
          onChange={(available) => setForm({ ...form, available })}
        />
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
