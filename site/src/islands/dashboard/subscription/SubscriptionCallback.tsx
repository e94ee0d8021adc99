import type { CallbackResult, Subscription } from '@calma/api/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiKey, useApiQuery } from '../../../lib/query.ts';
import { useWords } from '../../words.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import { dayText, PLANS_PATH, PROCESSING_RETRY_MS, SUBSCRIPTION_PATH, sessionIdFrom } from './plan-state.ts';

const C = 'dashboard.subscription.callback';

type View =
  | { kind: 'checking' }
  | { kind: 'success'; subscription: Subscription }
  /** `waiting`: the page asks again shortly; otherwise it has stopped asking and an email will follow. */
  | { kind: 'processing'; waiting: boolean }
  | { kind: 'failed' }
  /** No answer from the API: nothing is known, and a reload asks again. */
  | { kind: 'unreachable' };

/** What the page says, from the API's latest answer about the session. */
function viewOf(
  session: string | undefined,
  answer: { data?: CallbackResult | undefined; error: { status: number } | null; isError: boolean },
  /** Whether the page will ask again about a payment still processing. */
  waiting: boolean,
): View {
  if (!session) return { kind: 'failed' };
  if (answer.isError && answer.error) {
    const { status } = answer.error;
    return status === 0 || status >= 500 ? { kind: 'unreachable' } : { kind: 'failed' };
  }
  if (!answer.data) return { kind: 'checking' };
  const { outcome, subscription } = answer.data;
  if (outcome === 'success') return { kind: 'success', subscription };
  if (outcome === 'failed') return { kind: 'failed' };
  return { kind: 'processing', waiting };
}

/**
 * Where Stripe's checkout returns. The outcome is what the API read from Stripe for this session,
 * never the address: a missing or malformed session id, or one the API does not know for this
 * practice, reads as a checkout that did not complete. A payment still processing is asked about a
 * few more times, waiting longer each time.
 */
export default function SubscriptionCallback() {
  const { t, locale } = useWords();
  const [session] = useState(() => sessionIdFrom(window.location.search));
  const path = session && `/api/v1/subscription/callback?session_id=${encodeURIComponent(session)}`;
  // While the payment is processing, asked again after each wait in turn; a refusal or no answer stops it.
  const wait = (answers: number) => PROCESSING_RETRY_MS[answers - 1];
  const answer = useApiQuery<CallbackResult>(path, {
    refetchInterval: ({ state }) =>
      state.status === 'success' && state.data?.outcome === 'processing'
        ? (wait(state.dataUpdateCount) ?? false)
        : false,
  });
  const answers = useQueryClient().getQueryState(apiKey(path || ''))?.dataUpdateCount ?? 0;
  const view = viewOf(session, answer, wait(answers) !== undefined);

  const link = (to: string, key: string, primary = false) => (
    <p>
      <DashboardLink to={to} className={primary ? 'button button-primary' : undefined}>
        {t(key)}
      </DashboardLink>
    </p>
  );

  const body = () => {
    switch (view.kind) {
      case 'checking':
        return <p>{t(`${C}.checking`)}</p>;
      case 'success': {
        const s = view.subscription;
        return (
          <>
            <p className="notice">
              {s.status === 'trialing' && s.trialEnd
                ? t(`${C}.successTrial`, { plan: s.planName, date: dayText(s.trialEnd, locale) })
                : t(`${C}.success`, { plan: s.planName })}
            </p>
            {link(SUBSCRIPTION_PATH, `${C}.toSubscription`, true)}
          </>
        );
      }
      case 'processing':
        return (
          <>
            <p className="notice">{t(view.waiting ? `${C}.processing` : `${C}.processingEmail`)}</p>
            {!view.waiting && link(SUBSCRIPTION_PATH, `${C}.toSubscription`)}
          </>
        );
      case 'failed':
        return (
          <>
            <p className="notice notice-error">{t(`${C}.failed`)}</p>
            {link(PLANS_PATH, `${C}.tryAgain`, true)}
            {link(SUBSCRIPTION_PATH, `${C}.toSubscription`)}
          </>
        );
      default:
        return (
          <>
            <p className="notice notice-error">{t(`${C}.unreachable`)}</p>
            {link(SUBSCRIPTION_PATH, `${C}.toSubscription`)}
          </>
        );
    }
  };

  return (
    <section aria-labelledby="subscription-callback-heading">
      <h1 id="subscription-callback-heading">{t(`${C}.title`)}</h1>
      <div aria-live="polite">{body()}</div>
    </section>
  );
}
