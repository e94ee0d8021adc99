import type { WaitlistEntry } from '@calma/api/contract';
import { useApiQuery, withQueries } from '../../lib/query.ts';
import QueryState from '../QueryState.tsx';
import { withWords } from '../words.tsx';
import EntryCard from './EntryCard.tsx';

interface Props {
  locale: string;
  strings: Record<string, string>;
  uid: string;
  accessKey: string | null;
  initial: WaitlistEntry;
  /** The appointment page's path with `{uid}`. */
  appointmentPath: string;
}

/** A waitlist entry opened from its email link: confirm the place, answer an offer, or leave. */
function WaitlistEntryPage({ uid, accessKey, initial, appointmentPath }: Props) {
  const path = `/api/v1/waitlist/${uid}${accessKey ? `?key=${encodeURIComponent(accessKey)}` : ''}`;
  const entry = useApiQuery<WaitlistEntry>(path, { initialData: initial });
  return (
    <QueryState query={entry} loading="waitlist.entry.loading" error="waitlist.entry.failed">
      {(shown) => (
        <EntryCard
          entry={shown}
          accessKey={accessKey}
          shownBy={path}
          appointmentHref={(appointment, key) =>
            `${appointmentPath.replace('{uid}', appointment)}${key ? `?key=${encodeURIComponent(key)}` : ''}`
          }
        />
      )}
    </QueryState>
  );
}

export default withQueries(withWords(WaitlistEntryPage));
