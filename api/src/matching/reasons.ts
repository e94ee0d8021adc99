import type { Reason, Scored } from './scoring.ts';

/** How many reasons a match card shows. */
export const SHOWN_REASONS = 3;

// When two reasons are equally rare among the matches, the one that says more about fit comes first.
const WEIGHT: Record<Reason['key'], number> = {
  worksWith: 9,
  approach: 8,
  nearby: 7,
  speaks: 6,
  hours: 5,
  withinBudget: 4,
  gender: 3,
  online: 2,
  accepting: 1,
};

/** One reason as a comparable value: the same reason for two therapists has the same identity. */
export function reasonId(reason: Reason): string {
  switch (reason.key) {
    case 'worksWith':
      return `worksWith:${reason.category}`;
    case 'speaks':
      return `speaks:${reason.language}`;
    case 'approach':
      return `approach:${reason.approach}`;
    case 'hours':
      return `hours:${reason.slot}`;
    case 'nearby':
      return `nearby:${reason.place}`;
    // Each therapist's price is their own; "within budget" says the same thing on every card.
    default:
      return reason.key;
  }
}

/**
 * The reasons each card shows: at most `limit`, the most distinctive first. A reason few of the
 * matched therapists share (the only one in Kreuzberg, the only one with evening hours) tells the
 * client more than one every card has (they all work with anxiety: the client asked for that), so
 * reasons are ordered by how many of the matches share them, then by how much they say about fit.
 * A reason every match shares is shown only when a card has nothing more particular to say.
 */
export function distinctiveReasons<T extends Pick<Scored, 'reasons'>>(matches: T[], limit = SHOWN_REASONS): T[] {
  const shared = new Map<string, number>();
  for (const match of matches) {
    for (const id of new Set(match.reasons.map(reasonId))) shared.set(id, (shared.get(id) ?? 0) + 1);
  }
  const shown = new Set<string>();
  return matches.map((match) => {
    const ordered = match.reasons
      .map((reason, index) => ({ reason, index, shared: shared.get(reasonId(reason)) ?? 0 }))
      .sort((a, b) => a.shared - b.shared || WEIGHT[b.reason.key] - WEIGHT[a.reason.key] || a.index - b.index)
      .map(({ reason }) => reason);
    const picked = ordered.slice(0, limit);
    // Two cards that say exactly the same read like a template: the last reason gives way to the
    // next one this therapist has, if any.
    const signature = (reasons: Reason[]) => reasons.map(reasonId).sort().join('|');
    const spare = ordered[limit];
    if (shown.has(signature(picked)) && spare && picked.length > 0) picked[picked.length - 1] = spare;
    shown.add(signature(picked));
    return { ...match, reasons: picked };
  });
}
