import { describe, expect, it } from 'vitest';
import { type Candidate, coversSlot, type MatchAnswers, rankCandidates, scoreCandidate } from './scoring.ts';

const answers = (overrides: Partial<MatchAnswers> = {}): MatchAnswers => ({
  categories: ['anxiety', 'trauma'],
  languages: ['turkish', 'german'],
  modality: 'either',
  approachesWanted: [],
  approachesAvoided: [],
  times: [],
  urgency: 'flexible',
  ...overrides,
});

const candidate = (overrides: Partial<Candidate> = {}): Candidate => ({
  id: 'c1',
  languages: ['german'],
  categories: ['anxiety'],
  approaches: ['cbt'],
  gender: 'female',
  priceMinor: 9000,
  acceptingNewClients: false,
  hours: [],
  ...overrides,
});

describe('scoreCandidate', () => {
  it('gives 30 points for all chosen topics and shares them out for some', () => {
    expect(scoreCandidate(answers({ languages: [] }), candidate({ categories: ['anxiety', 'trauma'] })).score).toBe(30);
    expect(scoreCandidate(answers({ languages: [] }), candidate({ categories: ['anxiety'] })).score).toBe(15);
  });

  it('prefers the first preferred language', () => {
    const base = answers({ categories: [] });
    expect(scoreCandidate(base, candidate({ languages: ['turkish'] })).score).toBe(20);
    expect(scoreCandidate(base, candidate({ languages: ['german'] })).score).toBe(15);
  });

  it('scores the budget: within, a little above, far above, on request', () => {
    const base = answers({ categories: [], languages: [], budgetMax: 80 });
    expect(scoreCandidate(base, candidate({ priceMinor: 8000 })).score).toBe(15);
    expect(scoreCandidate(base, candidate({ priceMinor: 9600 })).score).toBe(5);
    expect(scoreCandidate(base, candidate({ priceMinor: 9700 })).score).toBe(0);
    expect(scoreCandidate(base, candidate({ priceMinor: null })).score).toBe(7);
  });

  it('counts gender only when the client states a preference', () => {
    const none = answers({ categories: [], languages: [] });
    expect(scoreCandidate(none, candidate()).score).toBe(0);
    expect(scoreCandidate({ ...none, gender: 'female' }, candidate()).score).toBe(10);
    expect(scoreCandidate({ ...none, gender: 'male' }, candidate()).score).toBe(0);
  });

  it('gives more weight to taking new clients when help is needed soon', () => {
    const none = answers({ categories: [], languages: [] });
    expect(scoreCandidate(none, candidate({ acceptingNewClients: true })).score).toBe(5);
    expect(scoreCandidate({ ...none, urgency: 'soon' }, candidate({ acceptingNewClients: true })).score).toBe(10);
  });

  it('names every reason that earned points', () => {
    const scored = scoreCandidate(
      answers({
        approachesWanted: ['cbt'],
        budgetMax: 100,
        gender: 'female',
        times: ['weekday_evenings'],
        urgency: 'soon',
      }),
      candidate({
        languages: ['turkish'],
        categories: ['trauma'],
        acceptingNewClients: true,
        hours: [{ weekday: 2, start: '16:00', end: '20:00' }],
      }),
    );
    expect(scored.reasons).toEqual([
      { key: 'worksWith', category: 'trauma' },
      { key: 'speaks', language: 'turkish' },
      { key: 'approach', approach: 'cbt' },
      { key: 'withinBudget', priceMinor: 9000 },
      { key: 'gender' },
      { key: 'hours', slot: 'weekday_evenings' },
      { key: 'accepting' },
    ]);
    expect(scored.score).toBe(15 + 20 + 10 + 15 + 10 + 10 + 10);
  });
});

describe('where they meet', () => {
  it('names the chosen place for in person, else online, as a reason worth no points', () => {
    const base = answers({ categories: [], languages: [], location: 'berlin/kreuzberg' });
    const there = candidate({ places: ['berlin', 'berlin/kreuzberg'], online: true });
    expect(scoreCandidate(base, there)).toMatchObject({ score: 0, reasons: [{ key: 'nearby', place: 'kreuzberg' }] });
    expect(scoreCandidate({ ...base, modality: 'online' }, there).reasons).toEqual([{ key: 'online' }]);
    const elsewhere = candidate({ places: ['berlin', 'berlin/mitte'], online: true });
    expect(scoreCandidate(base, elsewhere).reasons).toEqual([{ key: 'online' }]);
    expect(scoreCandidate({ ...base, modality: 'in_person' }, elsewhere).reasons).toEqual([]);
  });

  it('names the district for a chosen city, so therapists in one city still differ', () => {
    const berlin = answers({ categories: [], languages: [], location: 'berlin' });
    expect(scoreCandidate(berlin, candidate({ places: ['berlin', 'berlin/pankow'] })).reasons).toEqual([
      { key: 'nearby', place: 'pankow' },
    ]);
    expect(scoreCandidate(berlin, candidate({ places: ['berlin'] })).reasons).toEqual([
      { key: 'nearby', place: 'berlin' },
    ]);
    expect(
      scoreCandidate(answers({ location: 'hamburg' }), candidate({ places: ['berlin'] })).reasons,
    ).not.toContainEqual(expect.objectContaining({ key: 'nearby' }));
  });
});

describe('coversSlot', () => {
  it('sees evening hours on weekdays and any hours at weekends', () => {
    expect(coversSlot([{ weekday: 3, start: '09:00', end: '13:00' }], 'weekday_mornings')).toBe(true);
    expect(coversSlot([{ weekday: 3, start: '09:00', end: '13:00' }], 'weekday_evenings')).toBe(false);
    expect(coversSlot([{ weekday: 5, start: '12:00', end: '20:00' }], 'weekday_evenings')).toBe(true);
    expect(coversSlot([{ weekday: 6, start: '10:00', end: '14:00' }], 'weekends')).toBe(true);
    expect(coversSlot([{ weekday: 6, start: '10:00', end: '14:00' }], 'weekday_mornings')).toBe(false);
    // An appointment ending exactly when the slot starts does not cover it.
    expect(coversSlot([{ weekday: 1, start: '08:00', end: '17:00' }], 'weekday_evenings')).toBe(false);
  });
});

describe('rankCandidates', () => {
  it('puts the best fit first and keeps at most ten', () => {
    const many = Array.from({ length: 14 }, (_, i) =>
      candidate({ id: `c${i}`, categories: i === 7 ? ['anxiety', 'trauma'] : ['anxiety'] }),
    );
    const ranked = rankCandidates(answers(), many);
    expect(ranked).toHaveLength(10);
    expect(ranked[0]?.id).toBe('c7');
    // Equal scores keep the order they came in.
    expect(ranked.slice(1, 4).map((r) => r.id)).toEqual(['c0', 'c1', 'c2']);
  });
});

describe('matching priority', () => {
  it('puts a therapist with priority ahead of one who fits exactly as well', () => {
    const fits = candidate({ id: 'first', languages: ['turkish'] });
    const ranked = rankCandidates(answers(), [fits, { ...fits, id: 'priority', priority: true }]);
    expect(ranked.map((r) => r.id)).toEqual(['priority', 'first']);
    expect(ranked[0]?.score).toBe(ranked[1]?.score);
  });

  it('never lifts a therapist above a better fit, however small the difference', () => {
    const better = candidate({ id: 'better', languages: ['turkish'], categories: ['anxiety', 'trauma'] });
    const slightlyWorse = candidate({ id: 'worse', languages: ['turkish'], categories: ['anxiety', 'trauma'] });
    const ranked = rankCandidates(answers({ times: ['weekends', 'weekday_mornings', 'weekday_evenings'] }), [
      { ...slightlyWorse, priority: true, hours: [{ weekday: 6, start: '10:00', end: '12:00' }] },
      {
        ...better,
        hours: [
          { weekday: 6, start: '10:00', end: '12:00' },
          { weekday: 1, start: '09:00', end: '11:00' },
        ],
      },
    ]);
    expect(ranked.map((r) => r.id)).toEqual(['better', 'worse']);
    expect((ranked[0]?.score ?? 0) - (ranked[1]?.score ?? 0)).toBeLessThan(4);
  });
});
