import type { CallbackResult, Subscription } from '@calma/api/contract';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import type { ScreenProps } from '../types.ts';
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

/**
 * Where Stripe's checkout returns. The outcome is what the API read from Stripe for this session,
 * never the address: a missing or malformed session id, or one the API does not know for this
 * practice, reads as a checkout that did not complete. A payment still processing is asked about a
 * few more times, waiting longer each time.
 */
export default function SubscriptionCallback({ t, locale, navigate }: ScreenProps) {
  const [view, setView] = useState<View>({ kind: 'checking' });

  useEffect(() => {
    const session = sessionIdFrom(window.location.search);
    if (!session) {
      setView({ kind: 'failed' });
      return;
    }
    let stopped = false;
    let timer: number | undefined;
    const ask = async (attempt: number) => {
      const answer = await api<CallbackResult>(
        `/api/v1/subscription/callback?session_id=${encodeURIComponent(session)}`,
      );
      if (stopped) return;
      if (!answer.ok) {
        setView(answer.status === 0 || answer.status >= 500 ? { kind: 'unreachable' } : { kind: 'failed' });
        return;
      }
      const { outcome, subscription } = answer.body;
      if (outcome === 'success') return setView({ kind: 'success', subscription });
      if (outcome === 'failed') return setView({ kind: 'failed' });
      const wait = PROCESSING_RETRY_MS[attempt];
      setView({ kind: 'processing', waiting: wait !== undefined });
      if (wait !== undefined) timer = window.setTimeout(() => void ask(attempt + 1), wait);
    };
    void ask(0);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, []);

  const link = (to: string, key: string, primary = false) => (
    <p>
      <DashboardLink to={to} navigate={navigate} className={primary ? 'button button-primary' : undefined}>
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
