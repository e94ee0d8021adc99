import type { Answers } from '@calma/api/contract';

// Answers stay in this browser: localStorage, per test, so a reload keeps them.
export interface StoredAnswers {
  answers: Answers;
  functional?: number | undefined;
}

const key = (slug: string) => `calma.selfTest.${slug}`;

export function loadAnswers(slug: string): StoredAnswers {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key(slug)) ?? 'null') as StoredAnswers | null;
    return stored && typeof stored.answers === 'object' ? stored : { answers: {} };
  } catch {
    return { answers: {} };
  }
}

export function saveAnswers(slug: string, value: StoredAnswers): void {
  try {
    window.localStorage.setItem(key(slug), JSON.stringify(value));
  } catch {
    // Private mode or a full store: the test still works, the answers just do not survive a reload.
  }
}

export function clearAnswers(slug: string): void {
  try {
    window.localStorage.removeItem(key(slug));
  } catch {
    // As above.
  }
}
