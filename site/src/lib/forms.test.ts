import { describe, expect, it } from 'vitest';
import { fieldMessage, localToday, problemKey } from './forms.ts';

const t = (key: string, params: Record<string, string | number> = {}) =>
  Object.keys(params).length ? `${key} ${JSON.stringify(params)}` : key;

describe('form messages', () => {
  it('ask for a blank field by name, whatever the API called it', () => {
    expect(fieldMessage(t, 'partnership', 'name', 'required', 'x')).toBe('forms.partnership.name.required');
    expect(fieldMessage(t, 'press', 'outlet', 'invalid', '  ')).toBe('forms.press.outlet.required');
  });

  it('name the API’s reasons, and a value that is too long', () => {
    expect(fieldMessage(t, 'recommend', 'hrEmail', 'email', 'a@')).toBe('forms.common.error.email');
    expect(fieldMessage(t, 'recommend', 'senderName', 'link', 'www.x')).toBe('forms.common.error.link');
    expect(fieldMessage(t, 'press', 'deadline', 'date', '2000-01-01')).toBe('forms.common.error.date');
    expect(fieldMessage(t, 'press', 'name', 'invalid', 'x'.repeat(101), 100)).toBe(
      'forms.common.error.tooLong {"max":100}',
    );
    expect(fieldMessage(t, 'press', 'name', 'invalid', 'Eva', 100)).toBe('forms.common.error.invalid');
  });

  it('tell a refused submission from a failed one', () => {
    expect(problemKey({ status: 429, code: 'RATE_LIMITED', fields: {} })).toBe('forms.common.error.tooMany');
    expect(problemKey({ status: 0, code: 'NETWORK', fields: {} })).toBe('forms.common.error.failed');
  });

  it('give today in the reader’s time zone', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
