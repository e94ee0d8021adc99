import { type Static, type TSchema, Type } from 'typebox';
import { REFERRAL_CODE_PATTERN, REFERRAL_STATES } from '../contract/referrals.ts';
import { LocaleSchema } from './common.ts';

const Uuid = Type.String({ format: 'uuid' });
const Instant = Type.String({ format: 'date-time' });
// Null first: the app coerces types, and a string branch tried first would turn null into "".
const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

export const ReferralCodeSchema = Type.String({
  examples: ['ANNA7K2Q'],
  pattern: REFERRAL_CODE_PATTERN,
  description: 'A referral code, eight letters and digits (case-insensitive)',
});

/** A colleague invited or referred, as the referrer sees them. */
export const ReferralEntrySchema = Type.Object({
  /** The referral's id, or the invitation's while the colleague has not registered. */
  id: Uuid,
  state: Type.Enum(REFERRAL_STATES),
  /** The colleague's name once registered (their profile's name, or their account's display name). */
  name: Nullable(Type.String({ examples: ['Dr. Lukas Hoffmann'] })),
  /** The invited address; null for a colleague who came through the link without an invitation. */
  email: Nullable(Type.String({ examples: ['anna.becker@example.com'] })),
  invitedAt: Nullable(Instant),
  registeredAt: Nullable(Instant),
  verifiedAt: Nullable(Instant),
  rewardedAt: Nullable(Instant),
});
export type ReferralEntry = Static<typeof ReferralEntrySchema>;

/** A reward given to this practice, as it was applied. */
export const ReferralRewardSchema = Type.Object({
  kind: Type.Enum(['plan_month', 'stripe_credit']),
  /** The plan's name in the reader's language. */
  planName: Type.String({ examples: ['Praxis'] }),
  /** For a month of the plan: its last day. */
  until: Nullable(Type.String({ format: 'date' })),
  /** For a credit on the Stripe subscription: the amount. */
  amount: Nullable(
    Type.Object({ amountMinor: Type.Integer({ examples: [9000] }), currency: Type.Enum(['EUR', 'GBP']) }),
  ),
  createdAt: Instant,
});
export type ReferralReward = Static<typeof ReferralRewardSchema>;

export const ReferralsSchema = Type.Object({
  code: Type.String({ examples: ['ANNA7K2Q'] }),
  /** The invitation link's path without locale (`/for-therapists?ref=CODE`); the site adds origin and locale. */
  path: Type.String({ examples: ['/for-therapists?ref=ANNA7K2Q'] }),
  /** The reward's plan, by name in the reader's language. */
  rewardPlanName: Type.String({ examples: ['Praxis'] }),
  /** Colleagues, newest first: invitations not yet used, then referrals. */
  entries: Type.Array(ReferralEntrySchema),
  rewards: Type.Array(ReferralRewardSchema),
  invitationsLeftToday: Type.Integer({ examples: [9] }),
  /** Who referred this practice, when someone did; `name` is null when it reads as a link (decision 029). */
  referredBy: Nullable(
    Type.Object({
      name: Nullable(Type.String({ examples: ['Dr. Lukas Hoffmann'] })),
      state: Type.Enum(REFERRAL_STATES),
    }),
  ),
  /** True while this practice may still enter a colleague's code (not referred, not yet verified, registered within the window). */
  canClaim: Type.Boolean(),
});
export type Referrals = Static<typeof ReferralsSchema>;

export const InvitationBodySchema = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  /** The language of the invitation email. */
  locale: LocaleSchema,
});
export type InvitationBody = Static<typeof InvitationBodySchema>;

export const ClaimBodySchema = Type.Object({ code: ReferralCodeSchema });

/** Public: whose code it is, for "invited by …" on the registration page. */
export const ReferralCodeOwnerSchema = Type.Object({ name: Type.String({ examples: ['Dr. Lukas Hoffmann'] }) });

export const ReferralCodeParamsSchema = Type.Object({ code: ReferralCodeSchema });
