import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';

interface Props {
  token: string;
  strings: {
    title: string;
    lead: string;
    pay: string;
    redirecting: string;
    unavailable: string;
    inProgress: string;
    nothingOwed: string;
    failed: string;
  };
}

/**
 * Card payment: asks the API for a Stripe Checkout page for this invoice and goes there; Stripe
 * sends the client back to the pay page. Shown only once scripts run, since it needs them.
 */
export default function PayByCard({ token, strings }: Props) {
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  useEffect(() => setReady(true), []);
  if (!ready) return null;

  const pay = async () => {
    setBusy(true);
    setProblem('');
    const answer = await api<{ url: string }>(`/api/v1/invoices/pay/${encodeURIComponent(token)}/checkout`, {
      method: 'POST',
    });
    if (answer.ok) {
      window.location.assign(answer.body.url);
      return;
    }
    setBusy(false);
    // Each 409 is something that changed since the page was rendered.
    const reasons: Record<string, string> = {
      CARD_PAYMENTS_UNAVAILABLE: strings.unavailable,
      PAYMENT_IN_PROGRESS: strings.inProgress,
      NOTHING_OWED: strings.nothingOwed,
    };
    setProblem(reasons[answer.problem.code] ?? strings.failed);
  };

  return (
    <section aria-labelledby="pay-by-card" className="card">
      <h2 id="pay-by-card">{strings.title}</h2>
      <p>{strings.lead}</p>
      <p>
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void pay()}>
          {strings.pay}
        </button>
      </p>
      <p aria-live="polite" className={problem ? 'notice notice-error' : busy ? 'hint' : 'visually-hidden'}>
        {problem || (busy ? strings.redirecting : '')}
      </p>
    </section>
  );
}
