import type { Conversation as ConversationView } from '@calma/api/contract';
import { useCallback, useState } from 'react';
import Conversation from '../messages/Conversation.tsx';
import { useWords } from '../words.tsx';
import { clientPath } from './clients/paths-and-money.ts';
import { DashboardLink } from './clients/RecordLayout.tsx';
import { useShell } from './shell.tsx';
import { publicPath, type ScreenProps } from './types.ts';

// Signed in, the cookie tells the live socket whose conversations to follow.
const SIGNED_IN = {};

/** One conversation, from the therapist's or the client's side: read it and write. */
export default function MessageThread({ params }: ScreenProps) {
  const { t, locale } = useWords();
  const { me } = useShell();
  const clientId = params.clientId ?? '';
  const therapist = me.role === 'therapist';
  const url = `${therapist ? '/api/v1/messages/threads' : '/api/v1/me/messages/threads'}/${encodeURIComponent(clientId)}`;
  const [name, setName] = useState<string | undefined>(undefined);

  const named = useCallback((conversation: ConversationView) => setName(conversation.with.name), []);

  return (
    <section aria-labelledby="thread-heading">
      <p>
        <DashboardLink to="/dashboard/messages">{t('dashboard.messages.back')}</DashboardLink>
      </p>
      <h1 id="thread-heading">
        {name ? t('dashboard.messages.thread.title', { name }) : t('dashboard.messages.title')}
      </h1>
      {therapist && name && (
        <p>
          <DashboardLink to={clientPath(clientId, 'overview')}>{t('dashboard.messages.record')}</DashboardLink>
        </p>
      )}
      <Conversation
        path={url}
        onConversation={named}
        emergencyHref={publicPath(locale, '/emergency-resources')}
        live={SIGNED_IN}
      />
    </section>
  );
}
