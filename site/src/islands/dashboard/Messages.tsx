import type { ThreadList } from '@calma/api/contract';
import { useEffect, useState } from 'react';
import { type ApiOutcome, api } from '../../lib/api-client.ts';
import { useLive } from '../../lib/live.ts';
import { DashboardLink } from './clients/RecordLayout.tsx';
import { dateTimeFormat, type ScreenProps } from './types.ts';
import '../../styles/messages.css';

/** A person's conversations: a therapist's with each client, a client's with each therapist they booked. */
export default function Messages({ me, t, locale, navigate }: ScreenProps) {
  const side = me.role === 'therapist' ? 'therapist' : 'client';
  const [list, setList] = useState<ApiOutcome<ThreadList> | undefined>(undefined);
  // Bumped when the live socket says a conversation changed, or asks for a resync after a reconnection.
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for the list afresh.
  useEffect(() => {
    let current = true;
    api<ThreadList>(side === 'therapist' ? '/api/v1/messages/threads' : '/api/v1/me/messages/threads').then(
      (result) => {
        // A failed refresh keeps the list shown; the next change tries again.
        if (current) setList((shown) => (result.ok || !shown?.ok ? result : shown));
      },
    );
    return () => {
      current = false;
    };
  }, [side, version]);

  useLive({}, (event) => {
    if (event.type === 'messages' || event.type === 'resync') setVersion((v) => v + 1);
  });

  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const threads = list?.ok ? list.body.threads : undefined;

  return (
    <section aria-labelledby="messages-heading">
      <h1 id="messages-heading">{t('dashboard.messages.title')}</h1>
      <p>{t(`dashboard.messages.lead.${side}`)}</p>
      {!list && <p aria-live="polite">{t('dashboard.messages.loading')}</p>}
      {list && !list.ok && (
        <p className="notice notice-error" role="alert">
          {list.problem.code === 'TWO_FACTOR_REQUIRED'
            ? t('dashboard.messages.thread.twoFactor')
            : t('dashboard.messages.error')}
        </p>
      )}
      {threads?.length === 0 && <p>{t(`dashboard.messages.empty.${side}`)}</p>}
      {threads && threads.length > 0 && (
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
                    <DashboardLink to={`/dashboard/messages/${encodeURIComponent(thread.id)}`} navigate={navigate}>
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
      )}
    </section>
  );
}
