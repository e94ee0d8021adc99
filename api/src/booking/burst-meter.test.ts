import { describe, expect, it } from 'vitest';
import { burstMeter } from './notifications.ts';

describe('burstMeter', () => {
  it('is calm up to the limit within a second, in a burst beyond it, and calm again a second later', () => {
    let now = 0;
    const pace = burstMeter(3, () => now);
    for (let i = 0; i < 3; i++) {
      pace.record();
      now += 100;
    }
    expect(pace.calm()).toBe(true);
    pace.record();
    expect(pace.calm()).toBe(false);
    now += 1_000;
    expect(pace.calm()).toBe(true);
  });
});
