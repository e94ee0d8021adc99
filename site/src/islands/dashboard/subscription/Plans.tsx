import type { Locale, Plan, Plans as PlanOffer, Subscription } from '@calma/api/contract';
import { useEffect, useId, useRef, useState } from 'react';
import type { ApiProblem } from '../../../lib/api-client.ts';
import { useApiMutation, useApiQuery } from '../../../lib/query.ts';
import { formatPrice } from '../../../lib/search.ts';
import { useWords } from '../../words.tsx';
import { ConfirmDialog } from '../billing/invoice-parts.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import { LoadState } from '../parts/LoadProblem.tsx';
import { TEAM_EMAIL } from './contact.ts';
import PlanCard from './PlanCard.tsx';
import {
  bestYearlySaving,
  dayText,
  type Interval,
  planAction,
  planProblemKey,
  SUBSCRIPTION_PATH,
} from './plan-state.ts';
import './subscription.css';
import { LiveNotice } from '../parts/LiveNotice.tsx';

const P = 'dashboard.plans';

interface Change {
  plan: Plan;
  direction: 'upgrade' | 'downgrade';
}

/**
 * The plans side by side, monthly or yearly, in the practice's currency: a checkout (with the free
 * trial while the practice has one), a change of the running subscription, or, where this
 * installation has no online checkout, who arranges a paid plan and how to reach them.
 */
export default function Plans() {
  const { t, locale } = useWords();
  const offered = useApiQuery<PlanOffer>('/api/v1/subscription/plans');
  const offer = offered.data;
  const current = useApiQuery<Subscription>('/api/v1/subscription');
  const subscription = current.data;
  // The interval the practice pays by, until another is chosen.
  const [chosenInterval, chooseInterval] = useState<Interval | undefined>();
  const interval = chosenInterval ?? offer?.current.interval ?? 'month';
  const checkoutCall = useApiMutation<{ url: string }, { plan: string; interval: Interval }>((body) => ({
    path: '/api/v1/subscription/checkout',
    method: 'POST',
    body,
  }));
  const changeCall = useApiMutation<unknown, { plan: string; interval: Interval }>((body) => ({
    path: '/api/v1/subscription/change',
    method: 'POST',
    body,
  }));
  // While the browser goes to the checkout, the buttons stay off.
  const busy = checkoutCall.isPending || checkoutCall.isSuccess || changeCall.isPending;
  const [status, setStatus] = useState<{ text: string; error: boolean } | undefined>();
  // The API said checkout cannot open here after all: said as for an installation without Stripe.
  const [noCheckout, setNoCheckout] = useState(false);
  const [change, setChange] = useState<Change | undefined>();
  const changeDialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    if (change) changeDialog.current?.showModal();
  }, [change]);

  const problemText = (problem: ApiProblem) => t(planProblemKey(problem, t));

  const checkout = (plan: Plan) => {
    setStatus(undefined);
    checkoutCall.mutate(
      { plan: plan.id, interval },
      {
        onSuccess: ({ url }) => {
          setStatus({ text: t(`${P}.redirecting`), error: false });
          window.location.assign(url);
        },
        onError: (problem) =>
          problem.code === 'CHECKOUT_UNAVAILABLE'
            ? setNoCheckout(true)
            : setStatus({ text: problemText(problem), error: true }),
      },
    );
  };

  const confirmChange = () => {
    if (!change) return;
    setStatus(undefined);
    changeCall.mutate(
      { plan: change.plan.id, interval },
      {
        onSettled: () => changeDialog.current?.close(),
        onError: (problem) => setStatus({ text: problemText(problem), error: true }),
        // The plans and the subscription as they now stand, and what changed said from them.
        onSuccess: async () => {
          const [, fresh] = await Promise.all([offered.refetch(), current.refetch()]);
          const after = fresh.data;
          const from = after?.scheduled?.from ?? after?.currentPeriodEnd;
          setStatus({
            text:
              after?.scheduled && from
                ? t(`${P}.changeScheduled`, { plan: after.scheduled.planName, date: dayText(from, locale) })
                : t(`${P}.changed`, { plan: after?.planName ?? change.plan.name }),
            error: false,
          });
        },
      },
    );
  };

  const heading = (
    <>
      <p>
        <DashboardLink to={SUBSCRIPTION_PATH}>{t(`${P}.back`)}</DashboardLink>
      </p>
      <h1 id="plans-heading">{t(`${P}.title`)}</h1>
    </>
  );
  if (!offer) {
    return (
      <section aria-labelledby="plans-heading" className="subscription">
        {heading}
        <LoadState query={offered} loading={`${P}.loading`} area="billing" fallback={`${P}.loadError`} />
      </section>
    );
  }

  const byTeam = offer.checkout === 'admin' || noCheckout;
  const saving = bestYearlySaving(offer.plans);
  const periodEnd = subscription?.currentPeriodEnd ? dayText(subscription.currentPeriodEnd, locale) : '';
  const price = (minor: number, currency: string) => formatPrice(minor, currency, locale as Locale);

  return (
    <section aria-labelledby="plans-heading" className="subscription">
      {heading}
      <p>{t(`${P}.lead`)}</p>

      <TeamNotice byTeam={byTeam} subscription={subscription} />
      <IntervalChoice id={id} interval={interval} saving={saving} onChoose={chooseInterval} />

      <LiveNotice message={status} />

      <ul className="cards plan-cards">
        {offer.plans.map((plan) => {
          const action = planAction(plan, interval, offer, subscription);
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              action={action}
              interval={interval}
              current={action.kind === 'current' || plan.id === offer.current.plan}
              byTeam={byTeam}
              cardPayments={offer.cardPayments}
              busy={busy}
              periodEnd={periodEnd}
              id={id}
              onCheckout={() => checkout(plan)}
              onChange={(direction) => setChange({ plan, direction })}
            />
          );
        })}
      </ul>

      {change && (
        <ConfirmDialog
          dialogRef={changeDialog}
          title={t(`${P}.changeDialog.title`, { plan: change.plan.name })}
          confirmLabel={t(`${P}.changeDialog.confirm`)}
          cancelLabel={t(`${P}.changeDialog.keep`)}
          busy={busy}
          onConfirm={confirmChange}
        >
          <p>
            {t(change.direction === 'upgrade' ? `${P}.changeDialog.upgrade` : `${P}.changeDialog.downgrade`, {
              plan: change.plan.name,
              current: subscription?.planName ?? '',
              date: periodEnd,
              price: change.plan.prices
                ? price(change.plan.prices[interval].amountMinor, change.plan.prices[interval].currency)
                : '',
              interval: t(`${P}.per.${interval}`),
            })}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** Who arranges a paid plan here (the team, by email), or the plan the team assigned to this practice. */
function TeamNotice({ byTeam, subscription }: { byTeam: boolean; subscription: Subscription | undefined }) {
  const { t, locale } = useWords();
  const assigned = subscription?.source === 'admin';
  const contact = (
    <p>
      {t(`${P}.byTeamContact`)} <a href={`mailto:${TEAM_EMAIL}`}>{TEAM_EMAIL}</a>
    </p>
  );
  if (byTeam) {
    return (
      <div className="notice">
        <p>{t(`${P}.byTeam`)}</p>
        {contact}
      </div>
    );
  }
  if (!assigned) return null;
  return (
    <div className="notice">
      <p>
        {subscription?.assignedUntil
          ? t(`${P}.assignedUntil`, {
              plan: subscription.planName,
              date: dayText(subscription.assignedUntil, locale),
            })
          : t(`${P}.assigned`, { plan: subscription?.planName ?? '' })}
      </p>
      {contact}
    </div>
  );
}

/** Monthly or yearly, with what paying yearly saves at most. */
function IntervalChoice({
  id,
  interval,
  saving,
  onChoose,
}: {
  id: string;
  interval: Interval;
  saving: number | undefined;
  onChoose: (interval: Interval) => void;
}) {
  const { t } = useWords();
  return (
    <fieldset className="plan-interval">
      <legend>{t(`${P}.interval`)}</legend>
      {(['month', 'year'] as const).map((each) => (
        <div key={each} className="option">
          <input
            type="radio"
            id={`${id}-interval-${each}`}
            name={`${id}-interval`}
            value={each}
            checked={interval === each}
            onChange={() => onChoose(each)}
          />
          <label htmlFor={`${id}-interval-${each}`}>
            {t(`${P}.interval.${each}`)}
            {each === 'year' && saving !== undefined && ` (${t(`${P}.saveUpTo`, { percent: saving })})`}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
