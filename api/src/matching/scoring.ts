// How well a therapist fits a client's matching answers. Pure, documented, unit-tested.
//
// Hard requirements (a therapist who misses one is not a candidate): listed and verified; speaks one
// of the preferred languages (when any is given); meets the chosen way (online, or in person in the
// chosen place); uses none of the approaches the client wants to avoid.
//
// Points (at most 100), each with the reason shown to the client:
//   what brings them   30 × share of their chosen topics the therapist works with
//   language           20 for the first preferred language, 15 for another preferred one
//   approach           10 × share of the wanted approaches the therapist uses
//   budget             15 within budget, 5 up to 20% above it, 7 when prices are on request
//   gender             10 when it matches a stated preference
//   times              10 × share of the chosen times the therapist has hours in
//   new clients         5 when taking new clients (+5 more when the client needs help soon)
// Meeting in the chosen place, or online, is a requirement and a reason but earns no points.
//
// Priority (a paid plan's matching_priority) never overrides fit: it adds no points, and only puts a
// therapist ahead of others who fit exactly as well.

export type TimeSlot = 'weekday_mornings' | 'weekday_afternoons' | 'weekday_evenings' | 'weekends';
export type Urgency = 'soon' | 'month' | 'flexible';

export interface MatchAnswers {
  categories: string[];
  languages: string[];
  modality: 'online' | 'in_person' | 'either';
  /** City slug or berlin/<district>, for in person. */
  location?: string | undefined;
  /** Major units per session in the therapist's currency. */
  budgetMax?: number | undefined;
  gender?: 'female' | 'male' | 'non_binary' | undefined;
  approachesWanted: string[];
  approachesAvoided: string[];
  times: TimeSlot[];
  urgency: Urgency;
}

export interface Candidate {
  id: string;
  languages: string[];
  categories: string[];
  approaches: string[];
  gender: string | null;
  priceMinor: number | null;
  acceptingNewClients: boolean;
  /** Weekly hours: ISO weekday 1–7 and HH:MM times. */
  hours: { weekday: number; start: string; end: string }[];
  /** The practice's plan gives it priority among equally fitting therapists. */
  priority?: boolean;
  /**
   * Whether the therapist works online, and where they see clients: cities and `city/district`
   * values, as the location answer is written (for reasons only).
   */
  online?: boolean;
  places?: string[];
}

export type Reason =
  | { key: 'worksWith'; category: string }
  | { key: 'speaks'; language: string }
  | { key: 'approach'; approach: string }
  | { key: 'withinBudget'; priceMinor: number }
  | { key: 'gender' }
  | { key: 'hours'; slot: TimeSlot }
  | { key: 'accepting' }
  | { key: 'nearby'; place: string }
  | { key: 'online' };

export interface Scored {
  id: string;
  score: number;
  reasons: Reason[];
}

const SLOT_HOURS: Record<Exclude<TimeSlot, 'weekends'>, [string, string]> = {
  weekday_mornings: ['08:00', '12:00'],
  weekday_afternoons: ['12:00', '17:00'],
  weekday_evenings: ['17:00', '21:00'],
};

/** Whether the weekly hours overlap a time slot. */
export function coversSlot(hours: Candidate['hours'], slot: TimeSlot): boolean {
  if (slot === 'weekends') return hours.some((h) => h.weekday >= 6);
  const [from, to] = SLOT_HOURS[slot];
  return hours.some((h) => h.weekday <= 5 && h.start < to && h.end > from);
}

export function scoreCandidate(answers: MatchAnswers, candidate: Candidate): Scored {
  const reasons: Reason[] = [];
  let score = 0;

  const topics = answers.categories.filter((c) => candidate.categories.includes(c));
  if (answers.categories.length > 0) score += (30 * topics.length) / answers.categories.length;
  for (const category of topics) reasons.push({ key: 'worksWith', category });

  const language = answers.languages.find((l) => candidate.languages.includes(l));
  if (language) {
    score += language === answers.languages[0] ? 20 : 15;
    reasons.push({ key: 'speaks', language });
  }

  // Where they meet: a hard requirement (no points), but a reason that tells one therapist from another.
  // The most precise place that fits: the district of a chosen city says more than the city.
  const wanted = answers.modality === 'online' ? undefined : answers.location;
  const within = wanted ? candidate.places?.find((p) => p.startsWith(`${wanted}/`)) : undefined;
  const place = within ?? (wanted && candidate.places?.includes(wanted) ? wanted : undefined);
  if (place) reasons.push({ key: 'nearby', place: place.split('/').at(-1) ?? place });
  else if (answers.modality !== 'in_person' && candidate.online) reasons.push({ key: 'online' });

  const approaches = answers.approachesWanted.filter((a) => candidate.approaches.includes(a));
  if (answers.approachesWanted.length > 0) score += (10 * approaches.length) / answers.approachesWanted.length;
  for (const approach of approaches) reasons.push({ key: 'approach', approach });

  if (answers.budgetMax !== undefined) {
    const budgetMinor = answers.budgetMax * 100;
    if (candidate.priceMinor === null) score += 7;
    else if (candidate.priceMinor <= budgetMinor) {
      score += 15;
      reasons.push({ key: 'withinBudget', priceMinor: candidate.priceMinor });
    } else if (candidate.priceMinor <= budgetMinor * 1.2) score += 5;
  }

  if (answers.gender && candidate.gender === answers.gender) {
    score += 10;
    reasons.push({ key: 'gender' });
  }

  const slots = answers.times.filter((slot) => coversSlot(candidate.hours, slot));
  if (answers.times.length > 0) score += (10 * slots.length) / answers.times.length;
  for (const slot of slots) reasons.push({ key: 'hours', slot });

  if (candidate.acceptingNewClients) {
    score += answers.urgency === 'soon' ? 10 : 5;
    reasons.push({ key: 'accepting' });
  }

  return { id: candidate.id, score: Math.round(score * 10) / 10, reasons };
}

/**
 * The best 3 to 10 candidates, best first; ties go to a candidate with priority, then to the one
 * listed first.
 */
export function rankCandidates(answers: MatchAnswers, candidates: Candidate[], limit = 10): Scored[] {
  return candidates
    .map((candidate, index) => ({
      ...scoreCandidate(answers, candidate),
      priority: candidate.priority === true ? 1 : 0,
      index,
    }))
    .sort((a, b) => b.score - a.score || b.priority - a.priority || a.index - b.index)
    .slice(0, limit)
    .map(({ index: _index, priority: _priority, ...scored }) => scored);
}
