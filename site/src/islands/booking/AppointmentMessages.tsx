import { withQueries } from '../../lib/query.ts';
import Conversation from '../messages/Conversation.tsx';
import { useWords, withWords } from '../words.tsx';

interface Props {
  /** BCP 47 tag for times and numbers. */
  lang: string;
  /** The `messages.*` and `dashboard.messages.thread.*` strings. */
  strings: Record<string, string>;
  uid: string;
  /** The key from the email link; absent when the signed-in client opens the page. */
  accessKey: string | null;
  therapistName: string;
  emergencyHref: string;
}

/**
 * The conversation with the therapist on an appointment's page, for its client: a guest through
 * the key in their email link, or the client who booked it while signed in.
 */
export default withQueries(withWords(AppointmentMessages));

function AppointmentMessages({ uid, accessKey, therapistName, emergencyHref }: Props) {
  const { t } = useWords();
  const url = `/api/v1/appointments/${encodeURIComponent(uid)}/messages`;

  return (
    <section id="messages" aria-labelledby="appointment-messages" className="appointment-messages">
      <h2 id="appointment-messages">{t('messages.title')}</h2>
      <p>{t('messages.lead', { name: therapistName })}</p>
      <Conversation
        path={url}
        accessKey={accessKey ?? undefined}
        // Open to holders of the email link, so a lapsed session answers 404 rather than 401: a
        // signed-in client renews it before each call instead.
        renewFirst={!accessKey}
        emergencyHref={emergencyHref}
        // The link's key, or else the signed-in client's cookie, lets the live socket follow it.
        live={accessKey ? { appointment: uid, key: accessKey } : {}}
      />
    </section>
  );
}
