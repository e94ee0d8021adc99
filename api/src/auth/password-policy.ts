import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../errors.ts';

export const MIN_PASSWORD_LENGTH = 10;

/** Why a new password is refused; the site words each reason in the person's language. */
export type PasswordProblem = 'too_short' | 'contains_email' | 'too_guessable';

// zxcvbn estimates how many guesses a password takes from common passwords, keyboard patterns,
// dates and repeats; score 3 is "safely unguessable" against an online attack slowed by our limits.
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
const MIN_SCORE = 3;
// A local part this short ("jo@…") would forbid ordinary syllables, so it is not checked on its own.
const MIN_LOCAL_PART = 3;

/** The reason a password may not be chosen for this account, or undefined when it is fine. */
export function passwordProblem(
  password: string,
  account: { email: string; displayName?: string | undefined },
): PasswordProblem | undefined {
  // Code points, not UTF-16 units: an emoji is one character to the person typing it.
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'too_short';
  const localPart = (account.email.split('@')[0] ?? '').toLowerCase();
  if (localPart.length >= MIN_LOCAL_PART && password.toLowerCase().includes(localPart)) return 'contains_email';
  const name = (account.displayName ?? '').toLowerCase();
  const hints = [localPart, name.replace(/\s+/g, ''), ...name.split(/\s+/), 'calma'].filter(Boolean);
  if (estimator.check(password, hints).score < MIN_SCORE) return 'too_guessable';
  return undefined;
}

const problemText: Record<PasswordProblem, string> = {
  too_short: `Use at least ${MIN_PASSWORD_LENGTH} characters`,
  contains_email: 'Do not use the name part of your email address',
  too_guessable: 'This password is too easy to guess; a few unrelated words work well',
};

/** 400 WEAK_PASSWORD naming the field and the reason, which the site words in the person's language. */
export function refuseWeakPassword(
  field: string,
  password: string,
  account: { email: string; displayName?: string | undefined },
): void {
  const reason = passwordProblem(password, account);
  if (!reason) return;
  throw new AppError('WEAK_PASSWORD', 400, 'Choose a stronger password', [
    { field, message: problemText[reason], reason },
  ]);
}
