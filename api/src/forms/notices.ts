import type { PartnershipKind } from '../contract/forms.ts';
import { DEFAULT_LOCALE, type Locale } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import { messages } from '../mail/messages/index.ts';
import type { WithEmails } from '../mail/outbox.ts';
import type { MessageId } from '../mail/render.ts';
import { hasOptedOut } from '../mail/unsubscribe.ts';
import { companyContact } from './company.ts';
import { forwardingIntro, type Letter } from './letter.ts';
import { markEmailSent, type NewSubmission, storeSubmission } from './submissions.ts';
import type { Recommendation } from './validation.ts';

/** The team reads its notices in one language and learns from them which page the person used. */
const TEAM_LOCALE: Locale = DEFAULT_LOCALE;
const languageName = new Intl.DisplayNames([TEAM_LOCALE], { type: 'language' });

/**
 * Stores a partnership or press enquiry and queues the team's notice with it, so a stored enquiry
 * always has its notice (sent, and retried while the mail server fails) and its `emailSentAt`.
 * Answers to the notice reach the person who wrote.
 */
async function tellTeam(
  db: Database,
  withEmails: WithEmails,
  submission: NewSubmission,
  notice: { to: string; message: MessageId; params: Record<string, string>; replyTo: string },
) {
  await withEmails(db, async (trx, outbox) => {
    const id = await storeSubmission(trx, submission);
    outbox.send({
      to: notice.to,
      locale: TEAM_LOCALE,
      message: notice.message,
      params: { ...notice.params, language: languageName.of(submission.locale) ?? submission.locale },
      replyTo: notice.replyTo,
      actionUrl: '/dashboard/admin/form-submissions',
    });
    await markEmailSent(trx, id);
  });
}

/** A partnership enquiry, for the partnerships team; `replyTo` is the address the person gave. */
export const submitPartnership = (db: Database, withEmails: WithEmails, submission: NewSubmission, replyTo: string) =>
  tellTeam(db, withEmails, submission, {
    to: companyContact.partnerships,
    message: 'formPartnership',
    params: {
      ...submission.fields,
      partnershipKind:
        messages[TEAM_LOCALE][`formPartnership.kind.${submission.fields.partnershipKind as PartnershipKind}`],
    },
    replyTo,
  });

/** A press enquiry, for the press team; `replyTo` is the address the person gave. */
export const submitPress = (db: Database, withEmails: WithEmails, submission: NewSubmission, replyTo: string) =>
  tellTeam(db, withEmails, submission, {
    to: companyContact.press,
    message: 'formPress',
    params: {
      ...submission.fields,
      deadline: submission.fields.deadline ?? messages[TEAM_LOCALE]['formPress.noDeadline'],
    },
    replyTo,
  });

/**
 * Queues the recommendation letter to the employer's HR address, in the letter's language, and marks
 * the submission sent with it. Answers reach our team, never an address the sender typed: the form
 * relays nothing.
 */
export const sendRecommendation = (
  db: Database,
  withEmails: WithEmails,
  submissionId: string,
  recommendation: Recommendation & { hrEmail: string },
  letter: Letter,
) =>
  withEmails(db, async (trx, outbox) => {
    // An HR address that took the way out of an earlier letter gets no more.
    if (await hasOptedOut(trx, 'employer_letter', recommendation.hrEmail)) return false;
    outbox.send({
      to: recommendation.hrEmail,
      locale: recommendation.language,
      name: recommendation.hrName ?? null,
      message: 'recommendEmployer',
      params: { employer: recommendation.employerName, intro: forwardingIntro(recommendation), letter: letter.body },
      replyTo: companyContact.partnerships,
      unsubscribe: 'employer_letter',
    });
    await markEmailSent(trx, submissionId);
    return true;
  });
