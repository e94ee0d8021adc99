import { numberFormat, type PaymentSettings as Settings } from '@calma/api/contract';
import { useEffect, useRef, useState } from 'react';
import '../../../styles/billing.css';
import type { ApiProblem } from '../../../lib/api-client.ts';
import { useApiCache, useApiMutation, useApiQuery } from '../../../lib/query.ts';
import { errorMessage } from '../../../lib/upload.ts';
import { useWords } from '../../words.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import HintedCheckbox from '../parts/HintedCheckbox.tsx';
import { LiveNotice } from '../parts/LiveNotice.tsx';
import { LoadState } from '../parts/LoadProblem.tsx';
import PlanRequired, { planRefusal } from '../subscription/PlanRequired.tsx';
import { BillingHeading } from './BillingNav.tsx';

const SETTINGS = '/api/v1/billing/payment-settings';

/** Why the page was opened from Stripe's onboarding: finished (or left), or its link had expired. */
type Arrival = 'return' | 'refresh' | undefined;

function arrivalFromStripe(): Arrival {
  const value = new URLSearchParams(window.location.search).get('stripe');
  return value === 'return' || value === 'refresh' ? value : undefined;
}

/**
 * How clients pay: bank transfer to the practice's own account, and cards through the practice's
 * Stripe account when this installation has Stripe. Coming back from Stripe's onboarding, the
 * account's state is read again at once rather than waiting for Stripe's event.
 */
export default function PaymentSettings() {
  const { t, locale } = useWords();
  const loaded = useApiQuery<Settings>(SETTINGS);
  const settings = loaded.data;
  const cache = useApiCache();
  const [arrival] = useState<Arrival>(arrivalFromStripe);
  const [status, setStatus] = useState<{ text: string; error: boolean } | undefined>();
  /** The account's state as read on coming back from Stripe, said once in words. */
  const [returned, setReturned] = useState<Settings['card']['accountStatus'] | undefined>();
  const connecting = useApiMutation<{ url: string }>(() => ({
    path: '/api/v1/billing/stripe/connect',
    method: 'POST',
  }));
  // Asks Stripe for the account's state now; the settings show the answer.
  const refreshing = useApiMutation<Settings>(() => ({ path: '/api/v1/billing/stripe/refresh', method: 'POST' }), {
    onSuccess: (fresh) => cache.set(SETTINGS, fresh),
  });
  const offering = useApiMutation<Settings, boolean>(
    (cardPayments) => ({ path: SETTINGS, method: 'PUT', body: { cardPayments } }),
    { onSuccess: (saved) => cache.set(SETTINGS, saved) },
  );
  // While the browser goes to Stripe, the buttons stay off.
  const busy = connecting.isPending || connecting.isSuccess || refreshing.isPending || offering.isPending;

  // Coming back from Stripe, once the settings are read: the account's state is asked for at once.
  const arrived = useRef(false);
  const refreshAccount = refreshing.mutate;
  useEffect(() => {
    if (!arrival || !settings || arrived.current) return;
    arrived.current = true;
    // The address no longer says where the page came from: a reload must not read the account again.
    const url = new URL(window.location.href);
    url.searchParams.delete('stripe');
    window.history.replaceState(null, '', url);
    if (!settings.card.available || settings.card.accountStatus === 'none') return;
    refreshAccount(undefined, {
      onSuccess: (fresh) => {
        if (arrival === 'return') setReturned(fresh.card.accountStatus);
      },
    });
  }, [arrival, settings, refreshAccount]);

  const problemText = (problem: ApiProblem) =>
    problem.code === 'TWO_FACTOR_REQUIRED' ? t('billing.twoFactor') : errorMessage(t, 'billing.payments', problem);
  // A plan without card payments is said with the plan that has them, and the way there.
  const [refused, setRefused] = useState<ApiProblem | undefined>();
  const fail = (problem: ApiProblem) =>
    planRefusal(problem) ? setRefused(problem) : setStatus({ text: problemText(problem), error: true });

  const connect = () => {
    setStatus(undefined);
    setRefused(undefined);
    setReturned(undefined);
    connecting.mutate(undefined, {
      onSuccess: ({ url }) => {
        setStatus({ text: t('billing.payments.card.redirecting'), error: false });
        window.location.assign(url);
      },
      onError: fail,
    });
  };

  const checkAgain = () => {
    setStatus(undefined);
    setRefused(undefined);
    refreshing.mutate(undefined, {
      onSuccess: (fresh) =>
        setStatus({ text: t(`billing.payments.card.checked.${fresh.card.accountStatus}`), error: false }),
      onError: fail,
    });
  };

  const offerCards = (cardPayments: boolean) => {
    setStatus(undefined);
    setRefused(undefined);
    offering.mutate(cardPayments, {
      onSuccess: () =>
        setStatus({ text: t(cardPayments ? 'billing.payments.card.on' : 'billing.payments.card.off'), error: false }),
      onError: fail,
    });
  };

  const heading = (
    <BillingHeading id="payments-heading" current="settings">
      {t('billing.payments.title')}
    </BillingHeading>
  );
  if (!settings) {
    return (
      <section aria-labelledby="payments-heading">
        {heading}
        <LoadState query={loaded} loading="billing.loading" area="billing" fallback="billing.payments.loadError" />
      </section>
    );
  }

  const { card } = settings;
  const fee = numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(card.feePercent / 100);
  const onboarding = card.accountStatus === 'pending' || card.accountStatus === 'restricted';

  return (
    <section aria-labelledby="payments-heading" className="billing">
      {heading}
      <p>{t('billing.payments.lead')}</p>
      {arrival === 'refresh' && card.available && <p className="notice">{t('billing.payments.card.linkExpired')}</p>}

      <section aria-labelledby="payments-bank-heading">
        <h2 id="payments-bank-heading">{t('billing.payments.bank.title')}</h2>
        <p>{t('billing.payments.bank.lead')}</p>
        {settings.bankTransfer.ready ? (
          <p>{t('billing.payments.bank.ready')}</p>
        ) : (
          <p className="notice">
            {t('billing.payments.bank.missing')}{' '}
            <DashboardLink to="/dashboard/settings/receipts">{t('billing.payments.bank.addIban')}</DashboardLink>
          </p>
        )}
      </section>

      <section aria-labelledby="payments-card-heading">
        <h2 id="payments-card-heading">{t('billing.payments.card.title')}</h2>
        {!card.available ? (
          <p>{t('billing.payments.card.unavailable')}</p>
        ) : (
          <>
            <p>{t('billing.payments.card.lead')}</p>
            <p>{t('billing.payments.card.fee', { fee })}</p>
            <p>
              <strong>{t('billing.payments.card.state')}</strong>{' '}
              {t(`billing.payments.card.status.${card.accountStatus}`)}
            </p>
            {card.accountStatus === 'none' && (
              <button type="button" className="button button-primary" disabled={busy} onClick={connect}>
                {t('billing.payments.card.connect')}
              </button>
            )}
            {onboarding && (
              <div className="button-row">
                <button type="button" className="button button-primary" disabled={busy} onClick={connect}>
                  {t('billing.payments.card.continue')}
                </button>
                <button type="button" className="button" disabled={busy} onClick={checkAgain}>
                  {t('billing.payments.card.check')}
                </button>
              </div>
            )}
            {card.accountStatus === 'enabled' && (
              <HintedCheckbox
                id="payments-card-enabled"
                label={t('billing.payments.card.offer')}
                hint={t('billing.payments.card.offerHint')}
                checked={card.enabled}
                disabled={busy}
                onChange={offerCards}
              />
            )}
          </>
        )}
        <LiveNotice message={status ?? (returned && t(`billing.payments.card.checked.${returned}`))} alert={false} />
        <PlanRequired problem={refused} />
      </section>
    </section>
  );
}
