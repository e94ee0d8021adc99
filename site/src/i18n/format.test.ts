import { describe, expect, it } from 'vitest';
import { fill } from './format.ts';

describe('fill', () => {
  it('replaces known placeholders and leaves unknown ones visible', () => {
    expect(fill('Call {number} ({name})', { number: '112' })).toBe('Call 112 ({name})');
  });
});
