import { type Locale, PLAN_FEATURES, type Plan } from '@calma/api/contract';
import { formatPrice } from '../../../lib/search.ts';
import { useWords } from '../../words.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import { type Interval, type PlanAction, SUBSCRIPTION_PATH, yearlySaving } from './plan-state.ts';

const P = 'dashboard.plans';

interface Props {
  plan: Plan;
  action: PlanAction;
  interval: Interval;
  /** The plan the practice is on now. */
  current: boolean;
  /** Paid plans are arranged by the team here: no checkout, no trial shown. */
  byTeam: boolean;
  /** Card payments can be turned on here; without, a plan that includes them says they are not available yet. */
  cardPayments: boolean;
  busy: boolean;
  /** The end of the period paid for, in words, for what a change does then. */
  periodEnd: string;
  id: string;
  onCheckout: () => void;
  onChange: (direction: 'upgrade' | 'downgrade') => void;
}

/** One plan: its price by the interval chosen (and what a year saves), what it includes, and what can be done. */
export default function PlanCard(props: Props) {
  const { plan, action, interval, current, byTeam } = props;
  const { t, locale } = useWords();
  const amount = plan.prices?.[interval];
  const saved = interval === 'year' ? yearlySaving(plan.prices) : undefined;
  // The trial is shown where it can be started: not beside a plan arranged by the team.
  const trial = !byTeam && action.kind === 'checkout' && action.trial;
  const price = (minor: number, currency: string) => formatPrice(minor, currency, locale as Locale);
  return (
    <li className={current ? 'card plan-card plan-card-current' : 'card plan-card'}>
      <h2>{plan.name}</h2>
      {(current || trial) && (
        <ul className="badges">
          {current && <li className="badge badge-verified">{t(`${P}.yourPlan`)}</li>}
          {trial && <li className="badge badge-ok">{t(`${P}.trial`, { days: plan.trialDays })}</li>}
        </ul>
      )}
      <p className="plan-price">
        {amount ? (
          <>
            {price(amount.amountMinor, amount.currency)}{' '}
            <span className="plan-price-per">{t(`${P}.per.${interval}`)}</span>
          </>
        ) : (
          t(`${P}.free`)
        )}
      </p>
      {saved && amount && (
        <p className="hint">
          {t(`${P}.saving`, { amount: price(saved.amountMinor, amount.currency), percent: saved.percent })}
        </p>
      )}
      <p>{plan.summary}</p>
      <ul className="plan-features" aria-label={t(`${P}.features`, { plan: plan.name })}>
        {PLAN_FEATURES.map((feature) => {
          const has = plan.features.includes(feature);
          // Included, but not something this practice could use here: say so rather than tick it.
          const unavailable = has && feature === 'card_payments' && !props.cardPayments;
          return (
            <li key={feature} className={has && !unavailable ? undefined : 'plan-feature-missing'}>
              <span aria-hidden="true">{has && !unavailable ? '✓ ' : '– '}</span>
              {t(`${P}.feature.${feature}`)}
              {unavailable ? (
                <span className="hint">{` (${t(`${P}.cardPaymentsUnavailable`)})`}</span>
              ) : (
                <span className="visually-hidden">
                  {': '}
                  {t(has ? `${P}.included` : `${P}.notIncluded`)}
                </span>
              )}
            </li>
          );
        })}
        <li>
          <span aria-hidden="true">✓ </span>
          {t(`${P}.services`, { max: plan.limits.services })}
        </li>
      </ul>
      <div className="plan-card-action">
        <ActionFor {...props} />
      </div>
    </li>
  );
}

/** What the plan offers now: it is the current one, a checkout (or trial), a change, or the way back to free. */
function ActionFor({ plan, action, interval, byTeam, busy, periodEnd, id, onCheckout, onChange }: Props) {
  const { t } = useWords();
  switch (action.kind) {
    case 'current':
      return <p className="plan-current">{t(`${P}.isCurrent`)}</p>;
    case 'checkout':
      return byTeam ? null : (
        <button type="button" className="button button-primary" disabled={busy} onClick={onCheckout}>
          {t(action.trial ? `${P}.startTrial` : `${P}.choose`, { plan: plan.name })}
        </button>
      );
    case 'change':
      return (
        <>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            aria-describedby={`${id}-${plan.id}-change`}
            onClick={() => onChange(action.direction)}
          >
            {t(`${P}.change`, { plan: plan.name, interval: t(`${P}.billed.${interval}`) })}
          </button>
          <p id={`${id}-${plan.id}-change`} className="hint">
            {t(action.direction === 'upgrade' ? `${P}.upgradeHint` : `${P}.downgradeHint`, { date: periodEnd })}
          </p>
        </>
      );
    case 'cancel':
      return (
        <p>
          <DashboardLink to={SUBSCRIPTION_PATH}>{t(`${P}.backToFree`, { plan: plan.name })}</DashboardLink>
        </p>
      );
    default:
      return null;
  }
}
