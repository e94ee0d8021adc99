// Plans and their gates, shared by the API and the dashboard (the plans themselves are content:
// content/plans/plans.json).

/** The paid features a plan can switch on; a request for one the plan lacks answers 403 PLAN_REQUIRED. */
export const PLAN_FEATURES = ['video', 'card_payments', 'widgets', 'matching_priority'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];
/** Counted limits; going over one answers 403 PLAN_LIMIT. */
export const PLAN_LIMITS = ['services'] as const;
export type PlanLimit = (typeof PLAN_LIMITS)[number];
export const FREE_PLAN = 'free';
export const BILLING_INTERVALS = ['month', 'year'] as const;
export const SUBSCRIPTION_STATUSES = ['free', 'trialing', 'active', 'past_due', 'canceled', 'incomplete'] as const;
