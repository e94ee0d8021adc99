import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

const account = { email: 'maria.lopez@example.test', displayName: 'María López' };

describe('choosing a password', () => {
  it('accepts a long passphrase', () => {
    expect(passwordProblem('blue kettle under 7 moons', account)).toBeUndefined();
  });

  it('refuses fewer than 10 characters, counting an emoji as one', () => {
    expect(passwordProblem('Xk#9vQ!2z', account)).toBe('too_short');
    expect(passwordProblem('🌧️🌧️🌧️🌧️', account)).toBe('too_short');
  });

  it('refuses common and patterned passwords', () => {
    for (const password of ['password123', 'qwertyuiop', 'hunter2hunter2', '1234567890', 'calmacalma1']) {
      expect(passwordProblem(password, account), password).toBe('too_guessable');
    }
  });

  it("refuses a password containing the email's local part, in any case", () => {
    expect(passwordProblem('Maria.Lopez-is-very-safe-2026', account)).toBe('contains_email');
  });

  it('does not treat a very short local part as a forbidden word', () => {
    expect(passwordProblem('blue kettle under 7 moons', { email: 'bl@example.test' })).toBeUndefined();
  });

  it('counts the name as an easy guess', () => {
    expect(passwordProblem('MaríaLópez1', account)).toBe('too_guessable');
  });
});
