import { isSecurityEventKind, type SecurityEvents } from '@calma/api/contract';
import { useCallback, useEffect, useState } from 'react';
import type { Translate } from '../../../i18n/format.ts';
import type { UiKey } from '../../../i18n/index.ts';
import { api } from '../../../lib/api-client.ts';
import { dateTimeFormat } from '../types.ts';

type SecurityEvent = SecurityEvents['events'][number];

const PER_PAGE = 10;
// A type error here means a kind the API records has no words in the site's strings; a kind this
// build does not know yet (the API deployed first) gets the general label.
const eventKey = (kind: string): UiKey => `dashboard.account.event.${isSecurityEventKind(kind) ? kind : 'other'}`;

/** The account's recent sign-ins and security changes, newest first, ten at a time. */
export default function SecurityActivity({ t, locale }: { t: Translate; locale: string }) {
  const [events, setEvents] = useState<SecurityEvent[]>([]);
  const [total, setTotal] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(0);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async (next: number) => {
    setLoading(true);
    setFailed(false);
    const answer = await api<SecurityEvents>(`/api/v1/auth/security-events?page=${next}&perPage=${PER_PAGE}`);
    setLoading(false);
    if (!answer.ok) {
      setFailed(true);
      return;
    }
    setEvents((shown) => (next === 1 ? answer.body.events : [...shown, ...answer.body.events]));
    setTotal(answer.body.total);
    setPage(next);
  }, []);
  useEffect(() => {
    void load(1);
  }, [load]);

  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="account-section" aria-labelledby="activity-title">
      <h2 id="activity-title">{t('dashboard.account.activity.title')}</h2>
      <p>{t('dashboard.account.activity.lead')}</p>
      {total === undefined && !failed && <p aria-live="polite">{t('dashboard.account.activity.loading')}</p>}
      {total === 0 && <p>{t('dashboard.account.activity.empty')}</p>}
      {events.length > 0 && (
        <ul className="activity">
          {events.map((e) => (
            <li key={e.id}>
              <strong>{t(eventKey(e.kind))}</strong>
              <br />
              <span className="hint">
                {t('dashboard.account.activity.when', {
                  date: date.format(new Date(e.createdAt)),
                  device: e.device || t('dashboard.account.unknownDevice'),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p className="notice notice-error" role="alert">
          {t('dashboard.account.activity.error')}
        </p>
      )}
      {total !== undefined && events.length < total && (
        <button type="button" className="button" onClick={() => void load(page + 1)} disabled={loading}>
          {t('dashboard.account.activity.more')}
        </button>
      )}
    </section>
  );
}
