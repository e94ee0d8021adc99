import { useState } from 'react';
import { useApiMutation } from '../../../lib/query.ts';
import { useWords } from '../../words.tsx';

/**
 * The private address a calendar app subscribes to: made or renewed (the address is shown once),
 * and revoked.
 */
export default function Feed({ active, onChange }: { active: boolean; onChange: (active: boolean) => void }) {
  const { t } = useWords();
  const feed = useApiMutation<{ url: string } | undefined, 'POST' | 'DELETE'>((method) => ({
    path: '/api/v1/calendar/feed',
    method,
  }));
  const [feedUrl, setFeedUrl] = useState('');
  return (
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
        <p>{active ? t('dashboard.calendarSettings.feed.active') : t('dashboard.calendarSettings.feed.none')}</p>
      )}
      <button
        type="button"
        className="button"
        onClick={() =>
          feed.mutate('POST', {
            onSuccess: (created) => {
              setFeedUrl(created?.url ?? '');
              onChange(true);
            },
          })
        }
      >
        {active ? t('dashboard.calendarSettings.feed.renew') : t('dashboard.calendarSettings.feed.create')}
      </button>
      {active && (
        <button
          type="button"
          className="button"
          onClick={() =>
            feed.mutate('DELETE', {
              onSuccess: () => {
                setFeedUrl('');
                onChange(false);
              },
            })
          }
        >
          {t('dashboard.calendarSettings.feed.revoke')}
        </button>
      )}
    </section>
  );
}
