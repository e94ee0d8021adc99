import { describe, expect, it } from 'vitest';
import { availabilityOn, clockOf, hourRange, lanes, merge, minutesOf, position } from './grid.ts';

describe('the calendar grid', () => {
  it('reads and writes clock times', () => {
    expect(minutesOf('09:30')).toBe(570);
    expect(clockOf(570)).toBe('09:30');
    expect(clockOf(1440)).toBe('24:00');
  });

  it('merges overlapping and touching spans', () => {
    expect(
      merge([
        { start: 600, end: 720 },
        { start: 540, end: 600 },
        { start: 800, end: 900 },
      ]),
    ).toEqual([
      { start: 540, end: 720 },
      { start: 800, end: 900 },
    ]);
  });

  const weekly = [
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 1, start: '13:00', end: '17:00' },
    { weekday: 2, start: '10:00', end: '14:00' },
  ];

  it('opens a day by its weekly hours plus extra openings, less its partial blocks', () => {
    const day = availabilityOn('2026-03-02', 1, weekly, [
      { date: '2026-03-02', start: '17:00', end: '19:00', available: true, note: '' },
      { date: '2026-03-02', start: '10:00', end: '11:00', available: false, note: 'Supervision' },
      { date: '2026-03-09', start: null, end: null, available: false, note: 'Not this day' },
    ]);
    expect(day.closed).toBe(false);
    expect(day.open).toEqual([
      { start: 540, end: 720 },
      { start: 780, end: 1140 },
    ]);
    expect(day.blocks).toEqual([{ start: 600, end: 660, note: 'Supervision' }]);
  });

  it('closes a day blocked without times, whatever its weekly hours', () => {
    const day = availabilityOn('2026-03-03', 2, weekly, [
      { date: '2026-03-03', start: null, end: null, available: false, note: 'Training' },
    ]);
    expect(day).toMatchObject({ closed: true, open: [], closedNote: 'Training' });
  });

  it('shows at least a working day, stretched to what falls outside it', () => {
    expect(hourRange([])).toEqual([8, 18]);
    expect(hourRange([{ start: 7 * 60 + 30, end: 20 * 60 + 10 }])).toEqual([7, 21]);
    expect(hourRange([{ start: 0, end: 1440 }])).toEqual([0, 24]);
  });

  it('puts overlapping items side by side, and others full width', () => {
    const placed = lanes([
      { start: 540, end: 600, id: 'a' },
      { start: 570, end: 630, id: 'b' },
      { start: 600, end: 660, id: 'c' },
      { start: 720, end: 780, id: 'd' },
    ]);
    const by = Object.fromEntries(placed.map((p) => [p.item.id, [p.lane, p.lanes]]));
    expect(by).toEqual({ a: [0, 2], b: [1, 2], c: [0, 2], d: [0, 1] });
  });

  it('places a span in the shown hours, clipped to them', () => {
    expect(position({ start: 600, end: 660 }, [8, 18])).toEqual({ top: 20, height: 10 });
    expect(position({ start: 420, end: 510 }, [8, 18])).toEqual({ top: 0, height: 5 });
  });
});
