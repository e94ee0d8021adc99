import {
  FREE_PLAN,
  PLAN_FEATURES,
  type PlatformInvoices,
  type Subscription as SubscriptionState,
} from '@calma/api/contract';
import { type SyntheticEvent, useRef, useState } from 'react';
import type { ApiProblem } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useApiCache, useApiMutation, useApiQuery } from '../../../lib/query.ts';
import { fieldId, TextField } from '../../forms/fields.tsx';
import { Problem, type Query } from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';
import { ConfirmDialog } from '../billing/invoice-parts.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import DataTable from '../parts/DataTable.tsx';
import { LoadState } from '../parts/LoadProblem.tsx';
import { TEAM_EMAIL } from './contact.ts';
import { planName, planTerms } from './plan-catalogue.ts';
import { dayText, describeState, lostOnFree, PLANS_PATH, subscriptionActions } from './plan-state.ts';
import './subscription.css';
import { LiveNotice } from '../parts/LiveNotice.tsx';

const S = 'dashboard.subscription';
const FORM = 'subscription-vat';
const SUBSCRIPTION = '/api/v1/subscription';

/**
 * The practice's plan and where it stands (trial, renewal, a failed payment's grace, a cancellation
 * and its last day, an administrator's assignment), what it includes and uses, Calma's invoices,
 * and the ways to change, cancel, resume, manage the card and give a VAT id.
 */
export default function Subscription() {
  const { t, locale } = useWords();
  const loaded = useApiQuery<SubscriptionState>(SUBSCRIPTION);
  const subscription = loaded.data;
  const invoices = useApiQuery<PlatformInvoices>(`${SUBSCRIPTION}/invoices`);
  const cache = useApiCache();
  const setSubscription = (fresh: SubscriptionState) => cache.set(SUBSCRIPTION, fresh);
  // Both answer with the subscription as it now stands.
  const change = useApiMutation<SubscriptionState, 'cancel' | 'resume'>((action) => ({
    path: `${SUBSCRIPTION}/${action}`,
    method: 'POST',
  }));
  const portal = useApiMutation<{ url: string }>(() => ({ path: `${SUBSCRIPTION}/portal`, method: 'POST' }));
  // While the browser goes to Stripe's portal, the buttons stay off.
  const busy = change.isPending || portal.isPending || portal.isSuccess;
  const [status, setStatus] = useState<{ text: string; error: boolean } | undefined>();
  const cancelDialog = useRef<HTMLDialogElement>(null);

  const day = (date: string | null | undefined) => (date ? dayText(date, locale) : '');
  const failed = (problem: ApiProblem) =>
    setStatus({ text: t(problem.status === 0 ? `${S}.error.network` : `${S}.error.generic`), error: true });

  const act = (action: 'cancel' | 'resume') => {
    setStatus(undefined);
    const keeping = action === 'resume' && subscription?.scheduled && !subscription.cancelAtPeriodEnd;
    change.mutate(action, {
      onSettled: () => cancelDialog.current?.close(),
      onSuccess: (fresh) => {
        setSubscription(fresh);
        const date = day(
          fresh.status === 'trialing' ? (fresh.trialEnd ?? fresh.currentPeriodEnd) : fresh.currentPeriodEnd,
        );
        const key = action === 'cancel' ? `${S}.cancelled` : keeping ? `${S}.kept` : `${S}.resumed`;
        setStatus({ text: t(key, { date, plan: fresh.planName }), error: false });
      },
      onError: failed,
    });
  };

  const openPortal = () => {
    setStatus(undefined);
    portal.mutate(undefined, {
      onSuccess: ({ url }) => {
        setStatus({ text: t(`${S}.redirecting`), error: false });
        window.location.assign(url);
      },
      onError: failed,
    });
  };

  const heading = <h1 id="subscription-heading">{t(`${S}.title`)}</h1>;
  if (!subscription) {
    return (
      <section aria-labelledby="subscription-heading" className="subscription">
        {heading}
        <LoadState query={loaded} loading={`${S}.loading`} area="billing" fallback={`${S}.loadError`} />
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
            <DashboardLink to={PLANS_PATH} className="button button-primary">
              {t(paid ? `${S}.changePlan` : `${S}.seePlans`)}
            </DashboardLink>
          )}
          {actions.resume && (
            <button type="button" className="button button-primary" disabled={busy} onClick={() => act('resume')}>
              {t(`${S}.resume`)}
            </button>
          )}
          {actions.keep && (
            <button type="button" className="button" disabled={busy} onClick={() => act('resume')}>
              {t(`${S}.keepPlan`, { plan: s.planName })}
            </button>
          )}
          {actions.portal && (
            <button type="button" className="button" disabled={busy} onClick={openPortal}>
              {t(`${S}.portal`)}
            </button>
          )}
          {actions.cancel && (
            <button type="button" className="button" disabled={busy} onClick={() => cancelDialog.current?.showModal()}>
              {t(`${S}.cancel`)}
            </button>
          )}
        </div>
        <LiveNotice message={status} />
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

      <Invoices query={invoices} stripe={s.source === 'stripe'} />

      <VatId vatId={s.vatId} onSaved={setSubscription} />

      {actions.cancel && (
        <ConfirmDialog
          dialogRef={cancelDialog}
          title={t(`${S}.cancelDialog.title`)}
          confirmLabel={t(`${S}.cancelDialog.confirm`)}
          cancelLabel={t(`${S}.cancelDialog.keep`)}
          busy={busy}
          onConfirm={() => act('cancel')}
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
function Invoices({ query, stripe }: { query: Query<PlatformInvoices>; stripe: boolean }) {
  const { t, locale } = useWords();
  const { data, error } = query;
  // Without Stripe there are no invoices from Calma here (the team bills by hand), and no section.
  if (!data && (!error || (error.status !== 0 && error.status < 500))) return null;
  if (data && data.items.length === 0 && !stripe) return null;
  return (
    <section aria-labelledby="subscription-invoices-heading">
      <h2 id="subscription-invoices-heading">{t(`${S}.invoices`)}</h2>
      {!data ? (
        <Problem retry={() => void query.refetch()}>{t(`${S}.invoices.loadError`)}</Problem>
      ) : (
        <DataTable
          labelledBy="subscription-invoices-heading"
          rowHeaders={false}
          rows={data.items}
          rowKey={(invoice) => invoice.id}
          empty={t(`${S}.invoices.empty`)}
          columns={[
            { head: t(`${S}.invoices.date`), cell: (invoice) => dayText(invoice.date, locale) },
            { head: t(`${S}.invoices.number`), cell: (invoice) => invoice.number ?? '–' },
            {
              head: t(`${S}.invoices.amount`),
              className: 'billing-amount',
              cell: (invoice) => formatMoney(invoice.amountMinor, invoice.currency, locale),
            },
            { head: t(`${S}.invoices.status`), cell: (invoice) => t(`${S}.invoices.status.${invoice.status}`) },
            {
              head: t(`${S}.invoices.documents`),
              cell: (invoice) => <InvoiceLinks invoice={invoice} />,
            },
          ]}
        />
      )}
    </section>
  );
}

/** An invoice of Calma's on Stripe's pages, to view and pay, and as a PDF; each link names the invoice. */
function InvoiceLinks({ invoice }: { invoice: PlatformInvoices['items'][number] }) {
  const { t, locale } = useWords();
  const which = (
    <span className="visually-hidden">
      {' '}
      {t(`${S}.invoices.which`, { name: invoice.number ?? dayText(invoice.date, locale) })}
    </span>
  );
  return (
    <span className="subscription-invoice-links">
      {invoice.url && (
        <a href={invoice.url} target="_blank" rel="noopener noreferrer">
          {t(`${S}.invoices.view`)}
          {which}
        </a>
      )}
      {invoice.pdfUrl && (
        <a href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer">
          {t(`${S}.invoices.pdf`)}
          {which}
        </a>
      )}
    </span>
  );
}

/** The practice's VAT id for Calma's invoices (reverse charge within the EU); empty removes it. */
function VatId({ vatId, onSaved }: { vatId: string; onSaved: (subscription: SubscriptionState) => void }) {
  const { t } = useWords();
  const [value, setValue] = useState(vatId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = useApiMutation<SubscriptionState, string>((typed) => ({
    path: `${SUBSCRIPTION}/vat-id`,
    method: 'PUT',
    body: { vatId: typed },
  }));
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>();

  const save = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setMessage(undefined);
    saving.mutate(value.trim(), {
      onSuccess: (saved) => {
        onSaved(saved);
        setValue(saved.vatId);
        setMessage({ text: t(saved.vatId ? `${S}.vat.saved` : `${S}.vat.removed`), error: false });
      },
      onError: ({ status }) => {
        if (status === 400) {
          setErrors({ vatId: t(`${S}.vat.invalid`) });
          document.getElementById(fieldId('vatId', FORM))?.focus();
          return;
        }
        setMessage({ text: t(status === 0 ? `${S}.error.network` : `${S}.error.generic`), error: true });
      },
    });
  };

  return (
    <section aria-labelledby="subscription-vat-heading">
      <h2 id="subscription-vat-heading">{t(`${S}.vat`)}</h2>
      <p>{t(`${S}.vat.lead`)}</p>
      <form onSubmit={save} noValidate className="subscription-vat">
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
        <button type="submit" className="button" disabled={saving.isPending}>
          {t(`${S}.vat.save`)}
        </button>
      </form>
      <LiveNotice message={message} />
    </section>
  );
}
