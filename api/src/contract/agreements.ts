// Agreements a client signs before a first session (decision 038): what the site and the API share.

export const AGREEMENT_KINDS = ['treatment', 'privacy', 'online_consent', 'cancellation', 'other'] as const;
export type AgreementKindName = (typeof AGREEMENT_KINDS)[number];

/** The longest Markdown body a document may have. */
export const AGREEMENT_BODY_MAX_LENGTH = 40_000;

/** How long a link to a client's tasks opens them. */
export const TASK_LINK_DAYS = 30;
