// Referrals (decision 023), shared by the API and the dashboard.

/** A code is eight characters of A–Z and 0–9, typed case-insensitively. */
export const REFERRAL_CODE_PATTERN = '^[A-Za-z0-9]{8}$';
/** A referral counts when the colleague registers within this many days of first following the link. */
export const REFERRAL_WINDOW_DAYS = 30;
/** Invitation emails a therapist may send per day (rolling 24 hours); more answers 429 INVITATION_LIMIT. */
export const INVITATIONS_PER_DAY = 10;
/** The same address is invited again by the same therapist at most once in this many days (409 ALREADY_INVITED). */
export const REINVITE_AFTER_DAYS = 7;
/** The plan both practices get for a free month when the referred colleague is verified. */
export const REFERRAL_REWARD_PLAN = 'practice';
/** Where the site keeps the first referral code a visitor followed (localStorage, with the time it was followed). */
export const REFERRAL_STORAGE_KEY = 'calma.referral';
/** A referral's state as the referrer sees it. */
export const REFERRAL_STATES = ['invited', 'registered', 'verified', 'rewarded'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];
