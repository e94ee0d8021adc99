import type { TherapistWaitlist as List } from '@calma/api/contract';
import { type FormEvent, useState } from 'react';
import { useApiMutation, useApiQuery } from '../../../lib/query.ts';
import QueryState from '../../QueryState.tsx';
import { describeWishes, formatInstant } from '../../waitlist/EntryCard.tsx';
import { useWords } from '../../words.tsx';
import LabelledInput from '../LabelledInput.tsx';
import SelectField from '../parts/SelectField.tsx';

const PATH = '/api/v1/dashboard/waitlist';
type Entry = List['entries'][number];
type Settings = List['settings'];

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The therapist's waitlist: whether it is open, paused or closed, whether it is offered always,
 * how long an offer is held; and the people waiting, in order, with their wishes and since when,
 * each with "Offer a time" and "Remove".
 */
export default function TherapistWaitlist() {
  const { t } = useWords();
  const list = useApiQuery<List>(PATH);
  return (
    <section aria-labelledby="waitlist-heading">
      <h1 id="waitlist-heading">{t('dashboard.waitlist.title')}</h1>
      <p>{t('dashboard.waitlist.lead')}</p>
      <QueryState query={list} loading="dashboard.waitlist.loading" error="dashboard.waitlist.error">
        {(shown) => (
          <>
            <SettingsForm key={JSON.stringify(shown.settings)} settings={shown.settings} />
            <h2>{t('dashboard.waitlist.people', { count: shown.entries.length })}</h2>
            {shown.entries.length === 0 ? (
              <p>{t('dashboard.waitlist.empty')}</p>
            ) : (
              <ol className="waitlist-people">
                {shown.entries.map((entry) => (
                  <Person key={entry.uid} entry={entry} list={shown} />
                ))}
              </ol>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useWords();
  const [draft, setDraft] = useState(settings);
  const save = useApiMutation<Settings, Settings>((body) => ({ path: `${PATH}/settings`, method: 'PUT', body }), {
    invalidates: [PATH],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  return (
    <form className="waitlist-settings" onSubmit={submit}>
      <fieldset className="question">
        <legend>{t('dashboard.waitlist.status')}</legend>
        {(['open', 'paused', 'closed'] as const).map((status) => (
          <div className="option" key={status}>
            <input
              type="radio"
              name="waitlist-status"
              id={`waitlist-status-${status}`}
              checked={draft.status === status}
              onChange={() => setDraft({ ...draft, status })}
            />
            <label htmlFor={`waitlist-status-${status}`}>{t(`dashboard.waitlist.status.${status}`)}</label>
          </div>
        ))}
      </fieldset>
      <div className="option checkbox-option">
        <input
          type="checkbox"
          id="waitlist-always"
          checked={draft.alwaysOpen}
          onChange={(e) => setDraft({ ...draft, alwaysOpen: e.currentTarget.checked })}
        />
        <label htmlFor="waitlist-always">{t('dashboard.waitlist.alwaysOpen')}</label>
      </div>
      <LabelledInput
        id="waitlist-hold"
        label={t('dashboard.waitlist.hold')}
        type="number"
        min={5}
        max={1440}
        value={draft.holdMinutes}
        onValue={(value) => setDraft({ ...draft, holdMinutes: Number(value) })}
      />
      <div aria-live="polite">
        {save.isSuccess && <p role="status">{t('dashboard.waitlist.saved')}</p>}
        {save.error && (
          <p className="notice notice-error" role="alert">
            {t('dashboard.waitlist.saveError')}
          </p>
        )}
      </div>
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {t('dashboard.waitlist.save')}
      </button>
    </form>
  );
}

function Person({ entry, list }: { entry: Entry; list: List }) {
  const { t, locale } = useWords();
  const [choosing, setChoosing] = useState(false);
  const [start, setStart] = useState('');
  const zone = list.therapist.timeZone;
  const slots = useApiQuery<{ slots: { start: string }[] }>(
    choosing &&
      `/api/v1/therapists/${list.therapist.slug}/slots?serviceId=${entry.service.id}&from=${addDays(0)}&to=${addDays(27)}`,
  );
  const offer = useApiMutation<unknown, { start: string }>(
    (body) => ({ path: `${PATH}/entries/${entry.uid}/offer`, method: 'POST', body }),
    { invalidates: [PATH], onSuccess: () => setChoosing(false) },
  );
  const remove = useApiMutation<unknown, void>(() => ({ path: `${PATH}/entries/${entry.uid}`, method: 'DELETE' }), {
    invalidates: [PATH],
  });
  const heading = `waitlist-person-${entry.uid}`;
  return (
    <li className="card waitlist-person" aria-labelledby={heading}>
      <h3 id={heading}>{t('dashboard.waitlist.person', { position: entry.position, name: entry.name })}</h3>
      <p>
        <a href={`mailto:${entry.email}`}>{entry.email}</a> · {entry.service.name}
      </p>
      <p>
        {t('dashboard.waitlist.wishes')} {describeWishes(entry.wishes, t, locale)}
      </p>
      <p>{t('dashboard.waitlist.since', { date: formatInstant(entry.waitingSince, locale, zone) })}</p>
      {entry.offer ? (
        <p className="notice">
          {t('dashboard.waitlist.offered', {
            when: formatInstant(entry.offer.start, locale, zone),
            until: formatInstant(entry.offer.holdExpiresAt, locale, zone),
          })}
        </p>
      ) : choosing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (start) offer.mutate({ start });
          }}
        >
          <SelectField
            id={`offer-${entry.uid}`}
            label={t('dashboard.waitlist.chooseTime')}
            value={start}
            onValue={setStart}
            empty={slots.isPending ? t('dashboard.waitlist.loadingTimes') : '—'}
            options={(slots.data?.slots ?? [])
              .slice(0, 60)
              .map((slot) => ({ value: slot.start, label: formatInstant(slot.start, locale, zone) }))}
          />
          {slots.data?.slots.length === 0 && <p>{t('dashboard.waitlist.noTimes')}</p>}
          <button type="submit" className="button button-primary" disabled={!start || offer.isPending}>
            {t('dashboard.waitlist.send')}
          </button>{' '}
          <button type="button" className="button" onClick={() => setChoosing(false)}>
            {t('dashboard.waitlist.cancel')}
          </button>
        </form>
      ) : (
        <button type="button" className="button" onClick={() => setChoosing(true)}>
          {t('dashboard.waitlist.offer')}
        </button>
      )}{' '}
      <button
        type="button"
        className="button"
        disabled={remove.isPending}
        aria-label={t('dashboard.waitlist.removeLabel', { name: entry.name })}
        onClick={() => remove.mutate()}
      >
        {t('dashboard.waitlist.remove')}
      </button>
      <div aria-live="polite">
        {(offer.error || remove.error) && (
          <p className="notice notice-error" role="alert">
            {t(
              offer.error?.code === 'SLOT_UNAVAILABLE'
                ? 'dashboard.waitlist.slotGone'
                : 'dashboard.waitlist.actionError',
            )}
          </p>
        )}
      </div>
    </li>
  );
}
