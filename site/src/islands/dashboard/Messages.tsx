import type { ThreadList } from '@calma/api/contract';
import { useLive } from '../../lib/live.ts';
import { useApiCache, useApiQuery } from '../../lib/query.ts';
import QueryState from '../QueryState.tsx';
import { DashboardLink } from './clients/RecordLayout.tsx';
import { dateTimeFormat } from './types.ts';
import '../../styles/messages.css';
import { useWords } from '../words.tsx';
import { useShell } from './shell.tsx';

/** A person's conversations: a therapist's with each client, a client's with each therapist they booked. */
export default function Messages() {
  const { t, locale } = useWords();
  const { me } = useShell();
  const side = me.role === 'therapist' ? 'therapist' : 'client';
  const path = side === 'therapist' ? '/api/v1/messages/threads' : '/api/v1/me/messages/threads';
  // A failed refresh keeps the list shown; the next change tries again.
  const list = useApiQuery<ThreadList>(path);
  const cache = useApiCache();
  // The live socket says a conversation changed, or asks for a resync after a reconnection.
  useLive({}, (event) => {
    if (event.type === 'messages' || event.type === 'resync') void cache.invalidate(path);
  });

  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby="messages-heading">
      <h1 id="messages-heading">{t('dashboard.messages.title')}</h1>
      <p>{t(`dashboard.messages.lead.${side}`)}</p>
      <QueryState
        query={list}
        loading="dashboard.messages.loading"
        error={(problem) =>
          problem.code === 'TWO_FACTOR_REQUIRED'
            ? t('dashboard.messages.thread.twoFactor')
            : t('dashboard.messages.error')
        }
      >
        {({ threads }) =>
          threads.length === 0 ? (
            <p>{t(`dashboard.messages.empty.${side}`)}</p>
          ) : (
            <div className="table-scroll">
              <table aria-labelledby="messages-heading">
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.messages.column.with')}</th>
                    <th scope="col">{t('dashboard.messages.column.last')}</th>
                    <th scope="col">{t('dashboard.messages.column.unread')}</th>
                  </tr>
                </thead>
                <tbody>
                  {threads.map((thread) => (
                    <tr key={thread.id} className={thread.unread > 0 ? 'message-unread' : undefined}>
                      <th scope="row">
                        <DashboardLink to={`/dashboard/messages/${encodeURIComponent(thread.id)}`}>
                          {thread.name}
                        </DashboardLink>
                      </th>
                      <td>
                        {thread.lastMessageAt ? (
                          <time dateTime={thread.lastMessageAt}>{when.format(new Date(thread.lastMessageAt))}</time>
                        ) : (
                          t('dashboard.messages.none')
                        )}
                      </td>
                      <td>{thread.unread}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
