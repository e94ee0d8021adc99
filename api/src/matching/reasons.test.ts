import { describe, expect, it } from 'vitest';
import { distinctiveReasons, reasonId } from './reasons.ts';
import type { Reason } from './scoring.ts';

const card = (id: string, reasons: Reason[]) => ({ id, score: 0, reasons });
const ids = (matches: { reasons: Reason[] }[]) => matches.map((m) => m.reasons.map(reasonId));

describe('distinctiveReasons', () => {
  const anxiety: Reason = { key: 'worksWith', category: 'anxiety' };
  const english: Reason = { key: 'speaks', language: 'english' };
  const accepting: Reason = { key: 'accepting' };

  it('shows at most three reasons, the ones fewest matches share first', () => {
    const shown = distinctiveReasons([
      card('a', [anxiety, english, { key: 'nearby', place: 'kreuzberg' }, accepting]),
      card('b', [anxiety, english, { key: 'hours', slot: 'weekday_evenings' }, accepting]),
      card('c', [anxiety, english, { key: 'approach', approach: 'emdr' }]),
    ]);
    expect(ids(shown)).toEqual([
      ['nearby:kreuzberg', 'accepting', 'worksWith:anxiety'],
      ['hours:weekday_evenings', 'accepting', 'worksWith:anxiety'],
      ['approach:emdr', 'worksWith:anxiety', 'speaks:english'],
    ]);
  });

  it('gives cards that share the same reasons different ones where a therapist has more', () => {
    const shown = distinctiveReasons([
      card('a', [anxiety, english, accepting, { key: 'gender' }]),
      card('b', [anxiety, english, accepting, { key: 'gender' }]),
    ]);
    const [first, second] = ids(shown);
    expect(first).toHaveLength(3);
    expect(second).toHaveLength(3);
    expect(new Set(first)).not.toEqual(new Set(second));
  });

  it('breaks ties by what says most about fit: topic, approach, place, language, times, price', () => {
    const shown = distinctiveReasons([
      card('a', [
        accepting,
        { key: 'online' },
        { key: 'withinBudget', priceMinor: 8000 },
        english,
        { key: 'approach', approach: 'cbt' },
        anxiety,
      ]),
    ]);
    expect(ids(shown)).toEqual([['worksWith:anxiety', 'approach:cbt', 'speaks:english']]);
  });

  it('treats being within budget as one reason whatever the price, and keeps each card’s own price', () => {
    expect(reasonId({ key: 'withinBudget', priceMinor: 8000 })).toBe(
      reasonId({ key: 'withinBudget', priceMinor: 6000 }),
    );
    const [first] = distinctiveReasons([card('a', [{ key: 'withinBudget', priceMinor: 8000 }])]);
    expect(first?.reasons).toEqual([{ key: 'withinBudget', priceMinor: 8000 }]);
  });

  it('leaves a match without reasons without reasons', () => {
    expect(distinctiveReasons([card('a', [])])).toEqual([card('a', [])]);
    expect(distinctiveReasons([])).toEqual([]);
  });
});
