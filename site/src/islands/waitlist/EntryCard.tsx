import { dateFormat, type WaitlistEntry, type WaitlistWishes } from '@calma/api/contract';
import { useState } from 'react';
import type { Translate } from '../../i18n/format.ts';
import { type ApiError, useApiMutation } from '../../lib/query.ts';
import { useWords } from '../words.tsx';

interface Props {
  entry: WaitlistEntry;
  /** The key from the emailed link; absent for the signed-in client's own list. */
  accessKey?: string | null;
  /** The API path whose answer shows this entry: read again after each change. */
  shownBy: string;
  /** Where an accepted offer's appointment opens: `{uid}` and `{key}` filled in. */
  appointmentHref: (uid: string, key: string | null) => string;
  /** The heading level inside a list (h2 on its own page, h3 in the dashboard's list). */
  level?: 2 | 3;
}

const MONDAY = Date.UTC(2026, 11, 7);

/** "Mon, Wed · mornings, evenings · online": the wishes in the reader's words. */
export function describeWishes(wishes: WaitlistWishes, t: Translate, locale: string) {
  const weekday = dateFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const days =
    wishes.weekdays.length === 7
      ? t('waitlist.wishes.everyDay')
      : wishes.weekdays.map((d) => weekday.format(MONDAY + (d - 1) * 86_400_000)).join(', ');
  const times = wishes.timesOfDay.map((time) => t(`waitlist.time.${time}`)).join(', ');
  const ways = wishes.modalities.map((m) => t(`waitlist.modality.${m}`)).join(', ');
  return `${days} · ${times} · ${ways}`;
}

/** A time as the reader reads it, with the zone named. */
export function formatInstant(iso: string, locale: string, timeZone: string) {
  const format = dateFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone });
  return `${format.format(new Date(iso))} (${timeZone.replace(/_/g, ' ')})`;
}

const problemKey = (error: ApiError) => {
  if (error.code === 'HOLD_EXPIRED') return 'waitlist.offer.expired';
  if (error.code === 'SLOT_UNAVAILABLE') return 'waitlist.offer.gone';
  if (error.code === 'INVALID_STATE') return 'waitlist.entry.changed';
  return 'waitlist.entry.failed';
};

/**
 * One waitlist entry as its person sees it: where it stands, their wishes, and the slot held for
 * them with Accept and Decline; Confirm while a guest's address waits for proof; Leave.
 */
export default function EntryCard({ entry, accessKey, shownBy, appointmentHref, level = 2 }: Props) {
  const { t, locale } = useWords();
  const [booked, setBooked] = useState<{ uid: string; key: string } | null>(null);
  const key = accessKey ? { key: accessKey } : {};
  const base = `/api/v1/waitlist/${entry.uid}`;
  const act = useApiMutation<{ uid: string; status: string; key?: string }, { path: string }>(
    ({ path }) => ({ path, method: 'POST', body: key }),
    { invalidates: [shownBy] },
  );
  const offer = entry.offer;
  const zone = entry.timeZone ?? entry.therapist.timeZone;
  const offerZone = offer?.modality === 'in_person' ? entry.therapist.timeZone : zone;
  const Heading = level === 2 ? 'h2' : 'h3';
  const live = entry.status === 'waiting' || entry.status === 'pending_email';
  const run = (path: string, after?: (answer: { uid: string; key?: string }) => void) =>
    act.mutate({ path }, { onSuccess: (answer) => after?.(answer) });

  return (
    <article className="waitlist-entry card" aria-labelledby={`entry-${entry.uid}`}>
      <Heading id={`entry-${entry.uid}`}>
        {t('waitlist.entry.title', { service: entry.service.name, name: entry.therapist.name })}
      </Heading>
      <p className="waitlist-status">
        <strong>{t(`waitlist.status.${entry.status}`)}</strong>
        {entry.waitingSince &&
          ` · ${t('waitlist.entry.since', { date: formatInstant(entry.waitingSince, locale, zone) })}`}
      </p>
      <p>
        {t('waitlist.entry.wishes')} {describeWishes(entry.wishes, t, locale)}
      </p>

      {entry.status === 'pending_email' && accessKey && (
        <div className="notice">
          <p>{t('waitlist.confirm.lead')}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={act.isPending}
            onClick={() => run(`${base}/confirm`)}
          >
            {t('waitlist.confirm.action')}
          </button>
        </div>
      )}

      {offer?.status === 'offered' && (
        <section className="waitlist-offer notice" aria-labelledby={`offer-${offer.id}`}>
          <Heading id={`offer-${offer.id}`}>{t('waitlist.offer.title')}</Heading>
          <p>
            {t('waitlist.offer.lead', {
              when: formatInstant(offer.start, locale, offerZone),
              how: t(`waitlist.modality.${offer.modality}`),
            })}
          </p>
          <p>{t('waitlist.offer.until', { until: formatInstant(offer.holdExpiresAt, locale, offerZone) })}</p>
          <div className="actions">
            <button
              type="button"
              className="button button-primary"
              disabled={act.isPending}
              onClick={() =>
                run(`${base}/offers/${offer.id}/accept`, (answer) =>
                  setBooked({ uid: answer.uid, key: answer.key ?? '' }),
                )
              }
            >
              {t('waitlist.offer.accept')}
            </button>
            <button
              type="button"
              className="button"
              disabled={act.isPending}
              onClick={() => run(`${base}/offers/${offer.id}/decline`)}
            >
              {t('waitlist.offer.decline')}
            </button>
          </div>
        </section>
      )}

      {(booked || (offer?.status === 'accepted' && offer.appointmentUid)) && (
        <p className="notice" role="status">
          {t('waitlist.offer.booked')}{' '}
          <a href={appointmentHref(booked?.uid ?? offer?.appointmentUid ?? '', booked?.key || null)}>
            {t('waitlist.offer.open')}
          </a>
        </p>
      )}

      <div aria-live="polite">
        {act.error && (
          <p className="notice notice-error" role="alert">
            {t(problemKey(act.error))}
          </p>
        )}
      </div>

      {live && (
        <button type="button" className="button" disabled={act.isPending} onClick={() => run(`${base}/leave`)}>
          {t('waitlist.entry.leave')}
        </button>
      )}
    </article>
  );
}
