import { numberFormat, type PaymentSettings as Settings } from '@calma/api/contract';
import { useEffect, useState } from 'react';
import '../../../styles/billing.css';
import { type ApiProblem, api } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/upload.ts';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import PlanRequired, { planRefusal } from '../subscription/PlanRequired.tsx';
import type { ScreenProps } from '../types.ts';
import BillingNav from './BillingNav.tsx';
import LoadProblem from './LoadProblem.tsx';

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
export default function PaymentSettings({ t, locale, navigate }: ScreenProps) {
  const [settings, setSettings] = useState<Settings | undefined>();
  const [loadProblem, setLoadProblem] = useState<ApiProblem | undefined>();
  const [arrival] = useState<Arrival>(arrivalFromStripe);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | undefined>();
  /** The account's state as read on coming back from Stripe, said once in words. */
  const [returned, setReturned] = useState<Settings['card']['accountStatus'] | undefined>();

  useEffect(() => {
    const load = async () => {
      const first = await api<Settings>('/api/v1/billing/payment-settings');
      if (!first.ok) return setLoadProblem(first.problem);
      setSettings(first.body);
      if (!arrival) return;
      // The address no longer says where the page came from: a reload must not read the account again.
      const url = new URL(window.location.href);
      url.searchParams.delete('stripe');
      window.history.replaceState(null, '', url);
      if (!first.body.card.available || first.body.card.accountStatus === 'none') return;
      const fresh = await api<Settings>('/api/v1/billing/stripe/refresh', { method: 'POST' });
      if (!fresh.ok) return;
      setSettings(fresh.body);
      if (arrival === 'return') setReturned(fresh.body.card.accountStatus);
    };
    void load();
  }, [arrival]);

  const problemText = (problem: ApiProblem) =>
    problem.code === 'TWO_FACTOR_REQUIRED' ? t('billing.twoFactor') : errorMessage(t, 'billing.payments', problem);
  // A plan without card payments is said with the plan that has them, and the way there.
  const [refused, setRefused] = useState<ApiProblem | undefined>();
  const fail = (problem: ApiProblem) =>
    planRefusal(problem) ? setRefused(problem) : setStatus({ text: problemText(problem), error: true });

  const connect = async () => {
    setBusy(true);
    setStatus(undefined);
    setRefused(undefined);
    setReturned(undefined);
    const result = await api<{ url: string }>('/api/v1/billing/stripe/connect', { method: 'POST' });
    if (result.ok) {
      setStatus({ text: t('billing.payments.card.redirecting'), error: false });
      window.location.assign(result.body.url);
      return;
    }
    setBusy(false);
    fail(result.problem);
  };

  const checkAgain = async () => {
    setBusy(true);
    setStatus(undefined);
    setRefused(undefined);
    const result = await api<Settings>('/api/v1/billing/stripe/refresh', { method: 'POST' });
    setBusy(false);
    if (!result.ok) return fail(result.problem);
    setSettings(result.body);
    setStatus({ text: t(`billing.payments.card.checked.${result.body.card.accountStatus}`), error: false });
  };

  const offerCards = async (cardPayments: boolean) => {
    setBusy(true);
    setStatus(undefined);
    setRefused(undefined);
    const result = await api<Settings>('/api/v1/billing/payment-settings', { method: 'PUT', body: { cardPayments } });
    setBusy(false);
    if (!result.ok) return fail(result.problem);
    setSettings(result.body);
    setStatus({ text: t(cardPayments ? 'billing.payments.card.on' : 'billing.payments.card.off'), error: false });
  };

  const heading = (
    <>
      <h1 id="payments-heading">{t('billing.payments.title')}</h1>
      <BillingNav t={t} navigate={navigate} current="settings" />
    </>
  );
  if (!settings) {
    return (
      <section aria-labelledby="payments-heading">
        {heading}
        {loadProblem ? (
          <LoadProblem t={t} navigate={navigate} problem={loadProblem} fallback="billing.payments.loadError" />
        ) : (
          <p aria-live="polite">{t('billing.loading')}</p>
        )}
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
            <DashboardLink to="/dashboard/settings/receipts" navigate={navigate}>
              {t('billing.payments.bank.addIban')}
            </DashboardLink>
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
              <button type="button" className="button button-primary" disabled={busy} onClick={() => void connect()}>
                {t('billing.payments.card.connect')}
              </button>
            )}
            {onboarding && (
              <div className="button-row">
                <button type="button" className="button button-primary" disabled={busy} onClick={() => void connect()}>
                  {t('billing.payments.card.continue')}
                </button>
                <button type="button" className="button" disabled={busy} onClick={() => void checkAgain()}>
                  {t('billing.payments.card.check')}
                </button>
              </div>
            )}
            {card.accountStatus === 'enabled' && (
              <>
                <div className="checkbox-field">
                  <input
                    id="payments-card-enabled"
                    type="checkbox"
                    checked={card.enabled}
                    disabled={busy}
                    aria-describedby="payments-card-enabled-hint"
                    onChange={(event) => void offerCards(event.currentTarget.checked)}
                  />
                  <label htmlFor="payments-card-enabled">{t('billing.payments.card.offer')}</label>
                </div>
                <p className="hint" id="payments-card-enabled-hint">
                  {t('billing.payments.card.offerHint')}
                </p>
              </>
            )}
          </>
        )}
        <div aria-live="polite">
          {returned && !status && <p className="notice">{t(`billing.payments.card.checked.${returned}`)}</p>}
          {status && <p className={status.error ? 'notice notice-error' : 'notice'}>{status.text}</p>}
        </div>
        <PlanRequired t={t} locale={locale} navigate={navigate} problem={refused} />
      </section>
    </section>
  );
}
