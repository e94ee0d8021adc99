import type { PlanFeature } from '@calma/api/contract';
// The plans file editors change by pull request, read at build time like content/company.json. The
// screens that must name a plan without asking the practice's own plans (an administrator has no
// practice; a refusal names a plan by its id) read the names from here, the one place they live.
import { plans as catalogue } from '../../../../../content/plans/plans.json';

type Localised = Record<string, string>;

/** A plan's name in the reader's language (English when the file has none), or its id when unknown. */
export function planName(id: string, locale: string): string {
  const plan = catalogue.find((p) => p.id === id);
  if (!plan) return id;
  const names: Localised = plan.name;
  return names[locale] ?? names.en ?? id;
}

/** Plan ids in the file's order (from the free listing up). */
export const PLAN_IDS: readonly string[] = catalogue.map((p) => p.id);

/** The cheapest plan that includes a feature, for a screen that says up front what a plan lacks. */
export function cheapestPlanWith(feature: PlanFeature): string | undefined {
  const monthly = (p: (typeof catalogue)[number]) => (p.prices ? p.prices.EUR.month : 0);
  return [...catalogue]
    .filter((p) => (p.features as readonly string[]).includes(feature))
    .sort((a, b) => monthly(a) - monthly(b))[0]?.id;
}

/** What a plan includes, as the file gives it. */
export function planTerms(id: string): { features: PlanFeature[]; limits: { services: number } } | undefined {
  const plan = catalogue.find((p) => p.id === id);
  return plan && { features: plan.features as PlanFeature[], limits: plan.limits };
}
