import { afterEach, vi } from 'vitest';

// An error printed during a test is a bug somewhere, even when the assertions pass.
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`);
});
