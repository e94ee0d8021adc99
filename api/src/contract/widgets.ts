// Embeds for therapists' own websites (issue #16).

/**
 * The badge's colours: two for light pages (`teal`, `white`) and two for dark ones (`dark`, `light`
 * is a pale badge that reads on dark and mid-tone backgrounds). Any other colour answers 404.
 */
export const BADGE_COLORS = ['teal', 'dark', 'light', 'white'] as const;
export type BadgeColor = (typeof BADGE_COLORS)[number];
/** The badge's frame size in CSS pixels (the sizing script adjusts the height to the content). */
export const BADGE_SIZE = { width: 220, height: 64 } as const;
/** The message an embed posts to its parent page with its content height, for the sizing script. */
export const EMBED_RESIZE_MESSAGE = 'calma:embed-size';
