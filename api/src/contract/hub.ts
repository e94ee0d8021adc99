// The mental-health hub for therapists (decision 023): Markdown under content/hub/<locale>/.

export const HUB_CATEGORIES = ['crisis-protocols', 'worksheets', 'online-practice', 'self-care'] as const;
export type HubCategory = (typeof HUB_CATEGORIES)[number];
