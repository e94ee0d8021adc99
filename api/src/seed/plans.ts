import { createHash } from 'node:crypto';

// Which plan each seeded practice is on, so the directory, the admin console and the gated features
// show a mix: about half free, a third on Practice, the rest on Practice Plus. Derived from the
// slug, not from the seed's random stream, so adding plans changed none of the generated profiles.

const SPREAD: readonly { plan: string; upTo: number }[] = [
  { plan: 'free', upTo: 50 },
  { plan: 'practice', upTo: 85 },
  { plan: 'practice_plus', upTo: 100 },
];

/** The plan of a seeded practice: the same for the same slug on every run. */
export function seededPlan(slug: string): string {
  const bucket = createHash('sha256').update(slug).digest().readUInt32BE(0) % 100;
  return SPREAD.find((s) => bucket < s.upTo)?.plan ?? 'free';
}

/** The demo therapist's plan: everything on, so every screen of the demo can be tried. */
export const DEMO_PLAN = 'practice_plus';
