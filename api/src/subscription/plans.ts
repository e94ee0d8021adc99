import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { repoRoot } from '../config.ts';
import { LOCALES, type Locale } from '../contract/locales.ts';
import { FREE_PLAN, PLAN_FEATURES, type PlanFeature } from '../contract/subscription.ts';
import type { Plan } from '../schemas/subscription.ts';

// The platform's plans are content (content/plans/plans.json) that editors change by pull request.
// The file is checked once at start-up, so a typo stops the process with the place it is in instead
// of a practice losing a feature it pays for.

export type PlanCurrency = 'EUR' | 'GBP';
export const PLAN_CURRENCIES = ['EUR', 'GBP'] as const satisfies readonly PlanCurrency[];

export interface PlanDefinition {
  id: string;
  /** Minor units per currency and interval; null for the free plan. */
  prices: Record<PlanCurrency, { month: number; year: number }> | null;
  /** The first paid subscription to this plan starts with PLANS.trialDays free. */
  trial: boolean;
  features: PlanFeature[];
  limits: { services: number };
  name: Record<Locale, string>;
  summary: Record<Locale, string>;
}

const Minor = Type.Integer({ minimum: 1 });
const Texts = Type.Object(
  Object.fromEntries(LOCALES.map((l) => [l, Type.String({ minLength: 1 })])) as Record<
    Locale,
    ReturnType<typeof Type.String>
  >,
);
const PlanFile = Type.Object({
  trialDays: Type.Integer({ minimum: 0, maximum: 365 }),
  graceDays: Type.Integer({ minimum: 0, maximum: 90 }),
  plans: Type.Array(
    Type.Object({
      id: Type.String({ pattern: '^[a-z][a-z0-9_]{1,39}$' }),
      prices: Type.Union([
        Type.Null(),
        Type.Object({
          EUR: Type.Object({ month: Minor, year: Minor }),
          GBP: Type.Object({ month: Minor, year: Minor }),
        }),
      ]),
      trial: Type.Optional(Type.Boolean()),
      features: Type.Array(Type.Enum(PLAN_FEATURES), { uniqueItems: true }),
      limits: Type.Object({ services: Type.Integer({ minimum: 1 }) }),
      name: Texts,
      summary: Texts,
    }),
    { minItems: 1 },
  ),
});

/** Reads the plans file's JSON; throws with the first problem, naming where it is. */
export function parsePlans(json: unknown): { trialDays: number; graceDays: number; plans: PlanDefinition[] } {
  const fail = (problem: string) => new Error(`content/plans/plans.json: ${problem}`);
  if (!Value.Check(PlanFile, json)) {
    const [first] = Value.Errors(PlanFile, json);
    throw fail(`${first?.instancePath || '/'} ${first?.message}`);
  }
  const plans: PlanDefinition[] = json.plans.map((p) => ({
    id: p.id,
    prices: p.prices,
    trial: p.trial ?? false,
    features: [...p.features],
    limits: { services: p.limits.services },
    name: p.name as Record<Locale, string>,
    summary: p.summary as Record<Locale, string>,
  }));
  const seen = new Set<string>();
  for (const plan of plans) {
    if (seen.has(plan.id)) throw fail(`plan "${plan.id}" appears twice`);
    seen.add(plan.id);
  }
  const free = plans.find((p) => p.id === FREE_PLAN);
  if (!free) throw fail(`the plan "${FREE_PLAN}" is missing: a practice without a subscription is on it`);
  if (free.prices !== null || free.features.length > 0 || free.trial) {
    throw fail(`the plan "${FREE_PLAN}" has no prices, features or trial`);
  }
  for (const plan of plans) {
    if (plan.id !== FREE_PLAN && plan.prices === null) throw fail(`plan "${plan.id}" has no prices`);
  }
  for (const feature of PLAN_FEATURES) {
    if (!plans.some((p) => p.features.includes(feature))) {
      throw fail(`no plan includes "${feature}", so a practice could never get it`);
    }
  }
  return { trialDays: json.trialDays, graceDays: json.graceDays, plans };
}

export const PLANS = parsePlans(JSON.parse(readFileSync(path.join(repoRoot, 'content/plans/plans.json'), 'utf8')));

export function planById(id: string): PlanDefinition | undefined {
  return PLANS.plans.find((p) => p.id === id);
}

export const freePlan = (): PlanDefinition => planById(FREE_PLAN) as PlanDefinition;

/** The plan a refusal points to: the one with the feature that costs least (monthly, in euros). */
export function cheapestPlanWith(feature: PlanFeature): PlanDefinition {
  const candidates = PLANS.plans.filter((p) => p.features.includes(feature));
  // parsePlans made sure every feature is in some plan.
  return candidates.reduce((best, p) => (monthlyEur(p) < monthlyEur(best) ? p : best));
}

const monthlyEur = (plan: PlanDefinition) => plan.prices?.EUR.month ?? 0;

/** The cheapest plan that allows more of a limit than `max`, or null when none does. */
export function cheapestPlanAbove(limit: 'services', max: number): PlanDefinition | null {
  const candidates = PLANS.plans.filter((p) => p.limits[limit] > max);
  if (candidates.length === 0) return null;
  return candidates.reduce((best, p) => (monthlyEur(p) < monthlyEur(best) ? p : best));
}

/** A plan as a practice sees it, in its currency and the reader's language. */
export function planView(plan: PlanDefinition, currency: PlanCurrency, locale: Locale): Plan {
  const prices = plan.prices?.[currency];
  return {
    id: plan.id,
    name: plan.name[locale],
    summary: plan.summary[locale],
    features: [...plan.features],
    limits: { services: plan.limits.services },
    prices: prices
      ? { month: { amountMinor: prices.month, currency }, year: { amountMinor: prices.year, currency } }
      : null,
    trialDays: plan.trial ? PLANS.trialDays : 0,
  };
}
