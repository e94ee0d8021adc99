import { localizePath } from '../contract/locales.ts';
import { fill, section } from '../i18n/index.ts';
import { messages } from '../mail/messages/index.ts';
import type { Recommendation } from './validation.ts';

export interface Letter {
  subject: string;
  /** The whole letter as plain text: greeting, paragraphs (blank-line separated), sign-off. */
  body: string;
  /** Opens the person's own email program with the letter filled in. */
  mailto: string;
}

/** The for-companies page in the letter's language. */
export const forCompaniesUrl = (publicUrl: string, language: Recommendation['language']) =>
  `${publicUrl}${localizePath(language, '/for-companies')}`;

/**
 * A mailto: link (RFC 6068). The address's local part is percent-encoded (it may hold `?`, `&`
 * or `%`), line breaks become CRLF as the RFC asks.
 */
export function mailtoLink(to: string | undefined, subject: string, body: string): string {
  // encodeURIComponent throws on an unpaired surrogate; validated input has none, a bot's may.
  const encode = (text: string) => encodeURIComponent(text.toWellFormed().replace(/\r?\n/g, '\r\n'));
  const at = to?.lastIndexOf('@') ?? -1;
  const address = to && at > 0 ? `${encode(to.slice(0, at))}@${encode(to.slice(at + 1))}` : '';
  return `mailto:${address}?subject=${encode(subject)}&body=${encode(body)}`;
}

/**
 * The letter someone sends their employer to suggest Calma, in the language they chose. The
 * names are theirs; everything else is our text, so the letter cannot carry anything but them.
 */
export function recommendationLetter(
  recommendation: Recommendation,
  { publicUrl, contactEmail }: { publicUrl: string; contactEmail: string },
): Letter {
  const { language, employerName, hrName, senderName, hrEmail } = recommendation;
  const texts = section(language, 'letter');
  const params = {
    employer: employerName,
    hrName: hrName ?? '',
    sender: senderName ?? '',
    url: forCompaniesUrl(publicUrl, language),
    email: contactEmail,
  };
  const subject = fill(messages[language]['recommendEmployer.subject'], params);
  const body = [
    fill(hrName ? texts.greetingNamed : texts.greeting, params),
    fill(texts.body, params),
    fill(senderName ? texts.signOffNamed : texts.signOff, params),
  ].join('\n\n');
  return { subject, body, mailto: mailtoLink(hrEmail, subject, body) };
}

/** The sentence that introduces the letter when Calma sends it on the person's behalf. */
export const forwardingIntro = (recommendation: Recommendation) => {
  const texts = section(recommendation.language, 'letter');
  return recommendation.senderName
    ? fill(texts.forwardedNamed, { sender: recommendation.senderName })
    : texts.forwardedAnonymous;
};
