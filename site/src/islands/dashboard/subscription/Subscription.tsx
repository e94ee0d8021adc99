import {
  FREE_PLAN,
  PLAN_FEATURES,
  type PlatformInvoices,
  type Subscription as SubscriptionState,
} from '@calma/api/contract';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { type ApiOutcome, type ApiProblem, api } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/money.ts';
import { fieldId, TextField } from '../../forms/fields.tsx';
import { ConfirmDialog } from '../billing/invoice-parts.tsx';
import LoadProblem from '../billing/LoadProblem.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import type { ScreenProps } from '../types.ts';
import { TEAM_EMAIL } from './contact.ts';
import { planName, planTerms } from './plan-catalogue.ts';
import { dayText, describeState, lostOnFree, PLANS_PATH, subscriptionActions } from './plan-state.ts';
import './subscription.css';

const S = 'dashboard.subscription';
const FORM = 'subscription-vat';

/**
 * The practice's plan and where it stands (trial, renewal, a failed payment's grace, a cancellation
 * and its last day, an administrator's assignment), what it includes and uses, Calma's invoices,
 * and the ways to change, cancel, resume, manage the card and give a VAT id.
 */
export default function Subscription({ t, locale, navigate }: ScreenProps) {
  const [subscription, setSubscription] = useState<SubscriptionState | undefined>();
  const [loadProblem, setLoadProblem] = useState<ApiProblem | undefined>();
  const [invoices, setInvoices] = useState<ApiOutcome<PlatformInvoices> | undefined>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | undefined>();
  const cancelDialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    api<SubscriptionState>('/api/v1/subscription').then((answer) =>
      answer.ok ? setSubscription(answer.body) : setLoadProblem(answer.problem),
    );
    api<PlatformInvoices>('/api/v1/subscription/invoices').then(setInvoices);
  }, []);

  const day = (date: string | null | undefined) => (date ? dayText(date, locale) : '');
  const failed = (problem: ApiProblem) =>
    setStatus({ text: t(problem.status === 0 ? `${S}.error.network` : `${S}.error.generic`), error: true });

  // Both answer with the subscription as it now stands.
  const act = async (action: 'cancel' | 'resume') => {
    setBusy(true);
    setStatus(undefined);
    const keeping = action === 'resume' && subscription?.scheduled && !subscription.cancelAtPeriodEnd;
    const answer = await api<SubscriptionState>(`/api/v1/subscription/${action}`, { method: 'POST' });
    setBusy(false);
    cancelDialog.current?.close();
    if (!answer.ok) return failed(answer.problem);
    const fresh = answer.body;
    setSubscription(fresh);
    const date = day(fresh.status === 'trialing' ? (fresh.trialEnd ?? fresh.currentPeriodEnd) : fresh.currentPeriodEnd);
    const key = action === 'cancel' ? `${S}.cancelled` : keeping ? `${S}.kept` : `${S}.resumed`;
    setStatus({ text: t(key, { date, plan: fresh.planName }), error: false });
  };

  const openPortal = async () => {
    setBusy(true);
    setStatus(undefined);
    const answer = await api<{ url: string }>('/api/v1/subscription/portal', { method: 'POST' });
    if (answer.ok) {
      setStatus({ text: t(`${S}.redirecting`), error: false });
      window.location.assign(answer.body.url);
      return;
    }
    setBusy(false);
    failed(answer.problem);
  };

  const heading = <h1 id="subscription-heading">{t(`${S}.title`)}</h1>;
  if (!subscription) {
    return (
      <section aria-labelledby="subscription-heading" className="subscription">
        {heading}
        {loadProblem ? (
          <LoadProblem t={t} navigate={navigate} problem={loadProblem} fallback={`${S}.loadError`} />
        ) : (
          <p aria-live="polite">{t(`${S}.loading`)}</p>
        )}
      </section>
    );
  }

  const s = subscription;
  const state = describeState(s);
  const actions = subscriptionActions(s);
  // What a cancellation leaves, from the plans file: the page needs no second answer for it.
  const free = { name: planName(FREE_PLAN, locale), ...(planTerms(FREE_PLAN) ?? { features: [], limits: s.limits }) };
  const lost = lostOnFree(s, free);
  const paid = state.badge !== 'free' && state.badge !== 'canceled' && state.badge !== 'incomplete';
  const lastDay = day(s.status === 'trialing' ? (s.trialEnd ?? s.currentPeriodEnd) : s.currentPeriodEnd);
  const featureName = (f: string) => t(`dashboard.plans.feature.${f}`);
  const included = PLAN_FEATURES.filter((f) => s.features.includes(f));
  const missing = PLAN_FEATURES.filter((f) => !s.features.includes(f));
  const atLimit = s.usage.services >= s.limits.services;

  return (
    <section aria-labelledby="subscription-heading" className="subscription">
      {heading}

      <section aria-labelledby="subscription-plan-heading" className="card subscription-current">
        <h2 id="subscription-plan-heading">
          {t(`${S}.current`)}: {s.planName}{' '}
          <span className={`badge subscription-badge subscription-badge-${state.badge}`}>
            {t(`${S}.badge.${state.badge}`)}
          </span>
        </h2>
        <p className={state.badge === 'pastDue' ? 'notice notice-error' : undefined}>
          {t(`${S}.state.${state.key}`, { plan: s.planName, date: day(state.date), free: free.name })}
        </p>
        <dl className="facts">
          {s.interval && (
            <>
              <dt>{t(`${S}.interval`)}</dt>
              <dd>{t(`${S}.interval.${s.interval}`)}</dd>
            </>
          )}
          {s.nextCharge && (
            <>
              <dt>{t(s.status === 'trialing' ? `${S}.firstCharge` : `${S}.nextCharge`)}</dt>
              <dd>
                {t(`${S}.chargeOn`, {
                  amount: formatMoney(s.nextCharge.amountMinor, s.nextCharge.currency, locale),
                  date: day(s.nextCharge.on),
                })}
              </dd>
            </>
          )}
          {s.scheduled && (
            <>
              <dt>{t(`${S}.scheduled`)}</dt>
              <dd>
                {t(`${S}.scheduledChange`, {
                  plan: s.scheduled.planName,
                  interval: t(`dashboard.plans.billed.${s.scheduled.interval}`),
                  date: day(s.scheduled.from),
                })}
              </dd>
            </>
          )}
        </dl>
        {s.source === 'admin' && (
          <p>
            {t(`${S}.assignedContact`)} <a href={`mailto:${TEAM_EMAIL}`}>{TEAM_EMAIL}</a>
          </p>
        )}
        <div className="button-row">
          {s.source !== 'admin' && (
            <DashboardLink to={PLANS_PATH} navigate={navigate} className="button button-primary">
              {t(paid ? `${S}.changePlan` : `${S}.seePlans`)}
            </DashboardLink>
          )}
          {actions.resume && (
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void act('resume')}>
              {t(`${S}.resume`)}
            </button>
          )}
          {actions.keep && (
            <button type="button" className="button" disabled={busy} onClick={() => void act('resume')}>
              {t(`${S}.keepPlan`, { plan: s.planName })}
            </button>
          )}
          {actions.portal && (
            <button type="button" className="button" disabled={busy} onClick={() => void openPortal()}>
              {t(`${S}.portal`)}
            </button>
          )}
          {actions.cancel && (
            <button type="button" className="button" disabled={busy} onClick={() => cancelDialog.current?.showModal()}>
              {t(`${S}.cancel`)}
            </button>
          )}
        </div>
        <div aria-live="polite">
          {status && (
            <p className={status.error ? 'notice notice-error' : 'notice'} role={status.error ? 'alert' : undefined}>
              {status.text}
            </p>
          )}
        </div>
      </section>

      <section aria-labelledby="subscription-includes-heading">
        <h2 id="subscription-includes-heading">{t(`${S}.includes`, { plan: s.planName })}</h2>
        <ul className="plan-features">
          {included.map((f) => (
            <li key={f}>
              <span aria-hidden="true">✓ </span>
              {featureName(f)}
            </li>
          ))}
          <li>
            <span aria-hidden="true">✓ </span>
            {t(`${S}.services`, { used: s.usage.services, max: s.limits.services })}
          </li>
        </ul>
        {atLimit && <p className="hint">{t(`${S}.servicesFull`, { max: s.limits.services })}</p>}
        {missing.length > 0 && (
          <>
            <h3>{t(`${S}.notIncluded`)}</h3>
            <ul className="plan-features plan-features-missing">
              {missing.map((f) => (
                <li key={f}>
                  <span aria-hidden="true">– </span>
                  {featureName(f)}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <Invoices t={t} locale={locale} outcome={invoices} stripe={s.source === 'stripe'} />

      <VatId t={t} vatId={s.vatId} onSaved={setSubscription} />

      {actions.cancel && (
        <ConfirmDialog
          dialogRef={cancelDialog}
          title={t(`${S}.cancelDialog.title`)}
          confirmLabel={t(`${S}.cancelDialog.confirm`)}
          cancelLabel={t(`${S}.cancelDialog.keep`)}
          busy={busy}
          onConfirm={() => void act('cancel')}
        >
          <p>
            {t(s.status === 'trialing' ? `${S}.cancelDialog.trialUntil` : `${S}.cancelDialog.until`, {
              plan: s.planName,
              date: lastDay,
              free: free.name,
            })}
          </p>
          {(lost.features.length > 0 || lost.services !== undefined) && (
            <>
              <p>{t(`${S}.cancelDialog.lost`, { date: lastDay })}</p>
              <ul>
                {lost.features.map((f) => (
                  <li key={f}>{featureName(f)}</li>
                ))}
                {lost.services !== undefined && <li>{t(`${S}.cancelDialog.services`, { max: lost.services })}</li>}
              </ul>
            </>
          )}
          <p>{t(`${S}.cancelDialog.kept`, { date: lastDay })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** Calma's invoices to the practice, each on Stripe's own pages (to view and pay, and as a PDF). */
function Invoices({
  t,
  locale,
  outcome,
  stripe,
}: Pick<ScreenProps, 't' | 'locale'> & { outcome: ApiOutcome<PlatformInvoices> | undefined; stripe: boolean }) {
  // Without Stripe there are no invoices from Calma here (the team bills by hand), and no section.
  if (!outcome || (!outcome.ok && outcome.status !== 0 && outcome.status < 500)) return null;
  if (outcome.ok && outcome.body.items.length === 0 && !stripe) return null;
  return (
    <section aria-labelledby="subscription-invoices-heading">
      <h2 id="subscription-invoices-heading">{t(`${S}.invoices`)}</h2>
      {!outcome.ok ? (
        <p className="notice notice-error">{t(`${S}.invoices.loadError`)}</p>
      ) : outcome.body.items.length === 0 ? (
        <p>{t(`${S}.invoices.empty`)}</p>
      ) : (
        <div className="table-scroll">
          <table aria-labelledby="subscription-invoices-heading">
            <thead>
              <tr>
                <th scope="col">{t(`${S}.invoices.date`)}</th>
                <th scope="col">{t(`${S}.invoices.number`)}</th>
                <th scope="col" className="billing-amount">
                  {t(`${S}.invoices.amount`)}
                </th>
                <th scope="col">{t(`${S}.invoices.status`)}</th>
                <th scope="col">{t(`${S}.invoices.documents`)}</th>
              </tr>
            </thead>
            <tbody>
              {outcome.body.items.map((invoice) => {
                const name = invoice.number ?? dayText(invoice.date, locale);
                return (
                  <tr key={invoice.id}>
                    <td>{dayText(invoice.date, locale)}</td>
                    <td>{invoice.number ?? '–'}</td>
                    <td className="billing-amount">{formatMoney(invoice.amountMinor, invoice.currency, locale)}</td>
                    <td>{t(`${S}.invoices.status.${invoice.status}`)}</td>
                    <td>
                      <span className="subscription-invoice-links">
                        {invoice.url && (
                          <a href={invoice.url} target="_blank" rel="noopener noreferrer">
                            {t(`${S}.invoices.view`)}
                            <span className="visually-hidden"> {t(`${S}.invoices.which`, { name })}</span>
                          </a>
                        )}
                        {invoice.pdfUrl && (
                          <a href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer">
                            {t(`${S}.invoices.pdf`)}
                            <span className="visually-hidden"> {t(`${S}.invoices.which`, { name })}</span>
                          </a>
                        )}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The practice's VAT id for Calma's invoices (reverse charge within the EU); empty removes it. */
function VatId({
  t,
  vatId,
  onSaved,
}: Pick<ScreenProps, 't'> & { vatId: string; onSaved: (subscription: SubscriptionState) => void }) {
  const [value, setValue] = useState(vatId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>();

  const save = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setMessage(undefined);
    const answer = await api<SubscriptionState>('/api/v1/subscription/vat-id', {
      method: 'PUT',
      body: { vatId: value.trim() },
    });
    setSaving(false);
    if (answer.ok) {
      onSaved(answer.body);
      setValue(answer.body.vatId);
      setMessage({ text: t(answer.body.vatId ? `${S}.vat.saved` : `${S}.vat.removed`), error: false });
      return;
    }
    if (answer.status === 400) {
      setErrors({ vatId: t(`${S}.vat.invalid`) });
      document.getElementById(fieldId('vatId', FORM))?.focus();
      return;
    }
    setMessage({ text: t(answer.status === 0 ? `${S}.error.network` : `${S}.error.generic`), error: true });
  };

  return (
    <section aria-labelledby="subscription-vat-heading">
      <h2 id="subscription-vat-heading">{t(`${S}.vat`)}</h2>
      <p>{t(`${S}.vat.lead`)}</p>
      <form onSubmit={(event) => void save(event)} noValidate className="subscription-vat">
        <TextField
          form={FORM}
          path="vatId"
          label={t(`${S}.vat.label`)}
          hint={t(`${S}.vat.hint`)}
          value={value}
          maxLength={20}
          autoComplete="off"
          errors={errors}
          announce
          onChange={setValue}
        />
        <button type="submit" className="button" disabled={saving}>
          {t(`${S}.vat.save`)}
        </button>
      </form>
      <div aria-live="polite">
        {message && (
          <p className={message.error ? 'notice notice-error' : 'notice'} role={message.error ? 'alert' : undefined}>
            {message.text}
          </p>
        )}
      </div>
    </section>
  );
}
