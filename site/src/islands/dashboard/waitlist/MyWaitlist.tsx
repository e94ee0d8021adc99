import type { MyWaitlist as Mine } from '@calma/api/contract';
import { useApiQuery } from '../../../lib/query.ts';
import QueryState from '../../QueryState.tsx';
import EntryCard from '../../waitlist/EntryCard.tsx';
import { useWords } from '../../words.tsx';
import { publicPath } from '../types.ts';

const PATH = '/api/v1/me/waitlist';

/** The client's waitlist entries with every therapist: a slot held for them to accept, and Leave. */
export default function MyWaitlist() {
  const { t, locale } = useWords();
  const mine = useApiQuery<Mine>(PATH);
  return (
    <section aria-labelledby="my-waitlist-heading">
      <h1 id="my-waitlist-heading">{t('dashboard.myWaitlist.title')}</h1>
      <p>{t('dashboard.myWaitlist.lead')}</p>
      <QueryState query={mine} loading="dashboard.myWaitlist.loading" error="dashboard.myWaitlist.error">
        {({ entries }) =>
          entries.length === 0 ? (
            <p>
              {t('dashboard.myWaitlist.empty')}{' '}
              <a href={publicPath(locale, '/find-a-therapist')}>{t('dashboard.favourites.find')}</a>
            </p>
          ) : (
            entries.map((entry) => (
              <EntryCard
                key={entry.uid}
                entry={entry}
                shownBy={PATH}
                level={2}
                appointmentHref={(uid) => publicPath(locale, `/appointment/${uid}`)}
              />
            ))
          )
        }
      </QueryState>
    </section>
  );
}
