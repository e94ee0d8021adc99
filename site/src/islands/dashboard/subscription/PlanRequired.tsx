import type { PlanFeature, PlanLimit, Subscription } from '@calma/api/contract';
import type { Translate } from '../../../i18n/format.ts';
import type { ApiProblem } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../../lib/query.ts';
import { useWords } from '../../words.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import { cheapestPlanWith, planName } from './plan-catalogue.ts';
import { PLANS_PATH } from './plan-state.ts';

/** What the API refused for the plan: a feature, or a limit reached (with its maximum), and the plan that allows it. */
export interface PlanRefusal {
  feature?: PlanFeature;
  limit?: PlanLimit;
  max?: number;
  plan?: string;
}

/** The refusal in a 403 PLAN_REQUIRED or PLAN_LIMIT; undefined for any other problem. */
export function planRefusal(problem: ApiProblem | undefined): PlanRefusal | undefined {
  if (!problem || (problem.code !== 'PLAN_REQUIRED' && problem.code !== 'PLAN_LIMIT')) return undefined;
  const details = (problem.details ?? {}) as PlanRefusal;
  return problem.code === 'PLAN_LIMIT' ? { limit: 'services', ...details } : details;
}

/**
 * Whether the practice's plan includes a feature, for a screen that says so before anything is
 * refused: undefined until known, and while the plan cannot be read (the API still refuses).
 */
export function usePlanFeature(feature: PlanFeature): boolean | undefined {
  return useApiQuery<Subscription>('/api/v1/subscription').data?.features.includes(feature);
}

/** The message for a refusal, naming the feature or the limit and the plan that includes it. */
export function planRefusalText(t: Translate, locale: string, refusal: PlanRefusal): string {
  const id = refusal.plan ?? (refusal.feature ? cheapestPlanWith(refusal.feature) : undefined);
  const plan = id ? planName(id, locale) : '';
  const withPlan = (key: string, params: Record<string, string | number> = {}) =>
    t(plan ? key : `${key}.anyPlan`, { plan, ...params });
  if (refusal.limit === 'services') {
    return refusal.max === undefined
      ? withPlan('dashboard.planRequired.limit.services.reached')
      : withPlan('dashboard.planRequired.limit.services', { max: refusal.max });
  }
  if (refusal.feature) return withPlan(`dashboard.planRequired.feature.${refusal.feature}`);
  return withPlan('dashboard.planRequired.other');
}

/**
 * Why the plan stops something, and the way to a plan that allows it: for a refusal the API sent
 * (`problem`), or said up front for a feature the screen knows the plan lacks (`feature`).
 */
export default function PlanRequired({
  problem,
  feature,
  announce = true,
}: {
  problem?: ApiProblem | undefined;
  feature?: PlanFeature | undefined;
  /** Announce it as it appears (an answer to an action); off for a notice that is there when the page opens. */
  announce?: boolean;
}) {
  const { t, locale } = useWords();
  const refusal = planRefusal(problem) ?? (feature ? { feature } : undefined);
  if (!refusal) return null;
  return (
    <div className="notice plan-required" role={announce ? 'alert' : undefined}>
      <p>{planRefusalText(t, locale, refusal)}</p>
      <p>
        <DashboardLink to={PLANS_PATH}>{t('dashboard.planRequired.link')}</DashboardLink>
      </p>
    </div>
  );
}
