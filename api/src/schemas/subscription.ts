import { type Static, type TSchema, Type } from 'typebox';
import { BILLING_INTERVALS, PLAN_FEATURES, PLAN_LIMITS, SUBSCRIPTION_STATUSES } from '../contract/subscription.ts';
import { CalendarDate, SingleLineText } from './common.ts';

const Uuid = Type.String({ format: 'uuid' });
const Instant = Type.String({ format: 'date-time' });
// Null first: the app coerces types, and a string branch tried first would turn null into "".
const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);
const Currency = Type.Enum(['EUR', 'GBP']);
const PlanId = Type.String({
  examples: ['practice'],
  pattern: '^[a-z][a-z0-9_]{1,39}$',
  description: 'A plan id of content/plans/plans.json',
});
export const IntervalSchema = Type.Enum(BILLING_INTERVALS);
const Feature = Type.Enum(PLAN_FEATURES);

const Price = Type.Object({ amountMinor: Type.Integer({ examples: [9000] }), currency: Currency });

/** A plan as the practice sees it, in its currency and the reader's language. */
export const PlanSchema = Type.Object({
  id: Type.String({ examples: ['practice'] }),
  name: Type.String({ examples: ['Praxis'] }),
  summary: Type.String({ examples: ['Für Praxen mit bis zu 50 Klient:innen'] }),
  features: Type.Array(Feature),
  limits: Type.Object({ services: Type.Integer({ examples: [3] }) }),
  /** Null for the free plan. */
  prices: Nullable(Type.Object({ month: Price, year: Price })),
  /** Days of free trial a practice gets on its first paid subscription to this plan (0: none). */
  trialDays: Type.Integer({ examples: [14] }),
});
export type Plan = Static<typeof PlanSchema>;

export const PlansSchema = Type.Object({
  plans: Type.Array(PlanSchema),
  currency: Currency,
  /** `stripe`: plans are bought through Stripe Checkout; `admin`: an administrator assigns them on this installation. */
  checkout: Type.Enum(['stripe', 'admin']),
  current: Type.Object({ plan: Type.String({ examples: ['practice'] }), interval: Nullable(IntervalSchema) }),
  /** True while the practice may still start a free trial. */
  trialAvailable: Type.Boolean(),
  cardPayments: Type.Boolean({
    description:
      'Whether card payments on invoices can be turned on in this installation (Stripe Connect is set up); plans that include them say so only then',
  }),
});
export type Plans = Static<typeof PlansSchema>;

export const SubscriptionSchema = Type.Object({
  plan: Type.String({ examples: ['practice'] }),
  planName: Type.String({ examples: ['Praxis'] }),
  interval: Nullable(IntervalSchema),
  status: Type.Enum(SUBSCRIPTION_STATUSES),
  source: Type.Enum(['free', 'stripe', 'admin']),
  trialEnd: Nullable(Instant),
  currentPeriodEnd: Nullable(Instant),
  cancelAtPeriodEnd: Type.Boolean(),
  /** A downgrade waiting for the end of the period. */
  scheduled: Nullable(
    Type.Object({
      plan: Type.String({ examples: ['practice'] }),
      planName: Type.String({ examples: ['Praxis'] }),
      interval: IntervalSchema,
      from: Instant,
    }),
  ),
  /** While a payment has failed: the plan is kept until then. */
  graceUntil: Nullable(Instant),
  nextCharge: Nullable(
    Type.Object({ amountMinor: Type.Integer({ examples: [9000] }), currency: Currency, on: Instant }),
  ),
  /** An administrator's assignment: until which day (null: until changed). */
  assignedUntil: Nullable(Type.String({ format: 'date' })),
  vatId: Type.String({ examples: ['DE123456789'] }),
  features: Type.Array(Feature),
  limits: Type.Object({ services: Type.Integer({ examples: [3] }) }),
  usage: Type.Object({ services: Type.Integer({ examples: [3] }) }),
  /** Stripe manages this subscription: change, cancel, resume and the customer portal are available. */
  manageable: Type.Boolean(),
});
export type Subscription = Static<typeof SubscriptionSchema>;

export const CheckoutInputSchema = Type.Object({ plan: PlanId, interval: IntervalSchema });
export const CheckoutUrlSchema = Type.Object({ url: Type.String({ examples: ['/therapists/anna-becker'] }) });

export const CallbackQuerySchema = Type.Object({
  session_id: Type.String({ minLength: 8, maxLength: 255, pattern: '^[A-Za-z0-9_]+$' }),
});
/** What the checkout came to, read from Stripe (never from the query string). */
export const CallbackResultSchema = Type.Object({
  outcome: Type.Enum(['success', 'processing', 'failed']),
  subscription: SubscriptionSchema,
});
export type CallbackResult = Static<typeof CallbackResultSchema>;

export const ChangePlanInputSchema = Type.Object({ plan: PlanId, interval: IntervalSchema });
export const VatIdInputSchema = Type.Object({
  vatId: SingleLineText({
    examples: ['DE123456789'],
    blank: true,
    maxLength: 20,
    description: 'EU VAT id (e.g. DE123456789), or empty to remove',
  }),
});
export const PortalSchema = Type.Object({ url: Type.String({ examples: ['/therapists/anna-becker'] }) });

export const PlatformInvoicesSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.String({ examples: ['in_1Q2w3E4r5T6y7U8i'] }),
      number: Nullable(Type.String({ examples: ['CALMA-2026-0007'] })),
      date: Instant,
      amountMinor: Type.Integer({ examples: [9000] }),
      currency: Currency,
      status: Type.Enum(['draft', 'open', 'paid', 'uncollectible', 'void']),
      url: Nullable(
        Type.String({
          examples: ['https://invoice.stripe.com/i/acct_1Q2w3E/test_YWNjdF8x'],
          description: 'Stripe’s hosted invoice page',
        }),
      ),
      pdfUrl: Nullable(Type.String({ examples: ['https://pay.stripe.com/invoice/acct_1Q2w3E/test_YWNjdF8x/pdf'] })),
    }),
  ),
});
export type PlatformInvoices = Static<typeof PlatformInvoicesSchema>;

// ---------------------------------------------------------------- administrators

export const AdminPlansQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of a name, slug or email address' })),
  plan: Type.Optional(Type.String({ examples: ['practice'], maxLength: 40 })),
  page: Type.Optional(Type.Integer({ examples: [1], minimum: 1, maximum: 10_000, default: 1 })),
});
export const AdminPlansSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      therapistId: Uuid,
      name: Type.String({ examples: ['Dr. Anna Becker'] }),
      slug: Type.String({ examples: ['anna-becker'] }),
      email: Nullable(Type.String({ examples: ['anna.becker@example.com'] })),
      plan: Type.String({ examples: ['practice'] }),
      status: Type.Enum(SUBSCRIPTION_STATUSES),
      source: Type.Enum(['free', 'stripe', 'admin']),
      assignedUntil: Nullable(Type.String({ format: 'date' })),
    }),
  ),
  total: Type.Integer({ examples: [37] }),
  page: Type.Integer({ examples: [1] }),
  pageSize: Type.Integer({ examples: [20] }),
});
export type AdminPlans = Static<typeof AdminPlansSchema>;
export const AdminPlanParamsSchema = Type.Object({ therapistId: Uuid });
/** Assigns a plan by hand (practices billed outside Stripe); `free` ends an assignment. */
export const AdminPlanInputSchema = Type.Object({
  plan: PlanId,
  until: Nullable(CalendarDate('Last day of the assignment; null: until changed')),
});

/** The detail of a 403 for a feature the plan lacks (`PLAN_REQUIRED`) or a limit reached (`PLAN_LIMIT`). */
export const PlanRefusalSchema = Type.Object({
  feature: Type.Optional(Feature),
  limit: Type.Optional(Type.Enum(PLAN_LIMITS)),
  max: Type.Optional(Type.Integer({ examples: [3] })),
  /** The cheapest plan that would allow it. */
  plan: Type.String({ examples: ['practice'] }),
});
