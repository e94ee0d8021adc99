import type { RecommendationLetter } from '@calma/api/contract';
import type { ApiProblem } from '../../../lib/api-client.ts';

// What the recommendation form decides without React: how sending the letter came out, the words
// for each way it was not sent, and the file the letter downloads as.

export const PREFIX = 'forms.recommend';

/** The letter as the API wrote it, with the address it goes to ('' for none) and its language. */
export type Letter = RecommendationLetter & { to: string; language: string };

export type SendState =
  | 'done'
  | 'recently_contacted'
  | 'unsubscribed'
  | 'delivery_failed'
  | 'limit'
  | 'tooMany'
  | 'failed';

/** The words for each way the letter was not sent. */
export const SEND_MESSAGES: Record<Exclude<SendState, 'done'>, string> = {
  recently_contacted: 'forms.recommend.send.recentlyContacted',
  unsubscribed: 'forms.recommend.send.unsubscribed',
  delivery_failed: 'forms.recommend.send.failed',
  failed: 'forms.recommend.send.failed',
  limit: 'forms.recommend.send.limit',
  tooMany: 'forms.common.error.tooMany',
};

/** How an accepted request to send came out: sent, or why not (the address lately had one, or asked for none). */
export const sentState = (answer: Pick<RecommendationLetter, 'sent' | 'notSent'>): SendState =>
  answer.sent ? 'done' : (answer.notSent ?? 'delivery_failed');

/** A refused request to send: the confirmation is missing, the day's sends are used up, too many tries, or it failed. */
export function sendRefusal(refused: Pick<ApiProblem, 'code' | 'status' | 'fields'>): SendState | 'confirm' {
  if (refused.code === 'VALIDATION_FAILED' && refused.fields.confirm) return 'confirm';
  if (refused.code === 'SEND_LIMIT_REACHED') return 'limit';
  if (refused.status === 429) return 'tooMany';
  return 'failed';
}

/** The letter as a plain-text file: the subject, a blank line, the body. */
export const letterText = (letter: Pick<RecommendationLetter, 'subject' | 'body'>) =>
  `${letter.subject}\n\n${letter.body}\n`;
