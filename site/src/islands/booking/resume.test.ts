import { describe, expect, it } from 'vitest';
import { keepDraft, resumePath, returningTo, takeDraft } from './resume.ts';

/** A Storage in memory, as a tab's sessionStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const details = {
  name: 'Rita',
  email: 'rita@example.test',
  phone: '+49 30 1234',
  message: 'About sleep.',
  firstSession: true,
};

describe('a booking left to sign in', () => {
  it('returns to its own page on the chosen slot, at the details step', () => {
    const path = resumePath('/de/book/anna-berg', {
      serviceId: '6f1c2a4e-8b3d-4f5a-9c7e-1d2b3a4c5e6f',
      start: '2026-12-01T09:00:00.000Z',
      modality: 'online',
    });
    expect(path).toBe(
      '/de/book/anna-berg?service=6f1c2a4e-8b3d-4f5a-9c7e-1d2b3a4c5e6f&start=2026-12-01T09%3A00%3A00.000Z&modality=online&step=details',
    );
    expect(returningTo('/de/auth/sign-in', path)).toBe(`/de/auth/sign-in?next=${encodeURIComponent(path)}`);
  });

  it('keeps what was typed once, for that therapist only, without the name and address the account brings', () => {
    const storage = memoryStorage();
    keepDraft(storage, 'anna-berg', details, { code: 'ACME-1234', email: '' });
    expect(storage.getItem('calma:booking-draft:anna-berg')).not.toContain('rita@example.test');
    expect(takeDraft(storage, 'someone-else')).toBeUndefined();
    expect(takeDraft(storage, 'anna-berg')).toEqual({
      phone: '+49 30 1234',
      message: 'About sleep.',
      firstSession: true,
      program: { code: 'ACME-1234', email: '' },
    });
    // Taken back once: a later visit to the page starts empty.
    expect(takeDraft(storage, 'anna-berg')).toBeUndefined();
  });

  it('takes nothing from storage it cannot read, or that holds something else', () => {
    const storage = memoryStorage();
    storage.setItem('calma:booking-draft:anna-berg', '{not json');
    expect(takeDraft(storage, 'anna-berg')).toBeUndefined();
    storage.setItem('calma:booking-draft:anna-berg', JSON.stringify({ message: 42, firstSession: 'yes' }));
    expect(takeDraft(storage, 'anna-berg')).toEqual({
      phone: '',
      message: '',
      firstSession: false,
      program: { code: '', email: '' },
    });
    expect(takeDraft(undefined, 'anna-berg')).toBeUndefined();
  });
});
