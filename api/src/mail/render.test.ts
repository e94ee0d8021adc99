import { describe, expect, it } from 'vitest';
import { LOCALES } from '../contract/locales.ts';
import { messages } from './messages/index.ts';
import { CHOSEN_PARAMS, NAME_PARAMS, renderMail } from './render.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

/**
 * Every other placeholder, with why it may be shown as it is: Calma's own words and numbers, or
 * text that is the point of the email (what a reviewer or an enquirer wrote, for Calma's team or
 * the practice that asked), or built from names already checked (the employer letter).
 */
const SHOWN_AS_IS = new Set([
  // Calma's own: dates, times, prices, plans, links and counts it formats itself.
  'when',
  'price',
  'hours',
  'minutes',
  'date',
  'signInUrl',
  'emergencyUrl',
  // The way out of an email sent on someone else's word (mail/unsubscribe.ts).
  'url',
  // How a waitlist offer's time is held: online or in person, in Calma's words (waitlist/offers.ts).
  'how',
  'plan',
  'free',
  'unavailable',
  'services',
  'until',
  'amount',
  'dueDate',
  'partnershipKind',
  'language',
  'deadline',
  // The practice's own address for a session in person, shown to its client.
  'where',
  // What Calma's reviewer wrote to the practice.
  'reason',
  // For Calma's team: the enquirer's message and address, which the team answers.
  'message',
  'email',
  // The employer letter: Calma's text around names that were refused at input when they read as links.
  'intro',
  'letter',
  // How many documents a client has still to sign, and for how many days the link works.
  'count',
  'days',
]);

describe('email subjects and names', () => {
  it.each(LOCALES)('no subject in %s names anyone: a chosen name could read as the message', (locale) => {
    for (const [key, text] of Object.entries(messages[locale])) {
      if (!key.endsWith('.subject')) continue;
      const named = placeholders(text).filter((p) => (NAME_PARAMS as readonly string[]).includes(p));
      expect(named, `${locale} ${key}`).toEqual([]);
    }
  });

  it('knows for every placeholder whether someone chose its value', () => {
    const chosen = new Set<string>([...NAME_PARAMS, ...CHOSEN_PARAMS]);
    for (const [key, text] of Object.entries(messages.en)) {
      for (const name of placeholders(text)) {
        expect(chosen.has(name) || SHOWN_AS_IS.has(name), `{${name}} in ${key}`).toBe(true);
      }
    }
  });

  it('gives email sent on someone else’s word a one-click way out and a footer link, and others neither', () => {
    const request = {
      to: 'colleague@example.test',
      locale: 'en' as const,
      message: 'referral.invitation' as const,
      params: { inviter: 'Praxis Becker', plan: 'Practice' },
    };
    const links = {
      page: 'https://calma.test/email/unsubscribe?kind=referral_invitation&to=x&key=y',
      oneClick: 'https://calma.test/api/v1/email/unsubscribe?kind=referral_invitation&to=x&key=y',
    };
    const mail = renderMail({ ...request, unsubscribe: 'referral_invitation' }, 'https://calma.test', links);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(`To get no more emails like it: ${links.page}`);
    expect(mail.html).toContain(
      'href="https://calma.test/email/unsubscribe?kind=referral_invitation&amp;to=x&amp;key=y"',
    );
    const plain = renderMail(request, 'https://calma.test');
    expect(plain.headers).toBeUndefined();
    expect(plain.text).not.toContain('/email/unsubscribe');
  });

  it('withholds a name that reads as a link, in the text and the HTML, and greets without it', () => {
    const mail = renderMail(
      {
        to: 'client@example.test',
        locale: 'en',
        name: 'Refunds at example\u2024com',
        message: 'invoice.sent',
        params: {
          therapist: 'Claim your refund: example[.]com',
          number: 'www.example.com/1',
          amount: '€90.00',
          dueDate: '1 March 2027',
        },
        actionUrl: 'https://calma.test/invoices/1',
      },
      'https://calma.test',
    );
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/example|refund/i);
    }
    expect(mail.subject).toBe('Invoice (not shown)');
    expect(mail.text).toMatch(/^Hello,\n\n\(not shown\) has sent you invoice \(not shown\) for €90\.00/);
  });

  it('writes a counted body in the form its count takes', () => {
    const reminder = (locale: 'en' | 'nl', count: number) =>
      renderMail(
        {
          to: 'client@example.test',
          locale,
          message: 'agreementsReminder',
          params: { therapist: 'Ilse Brandt', count, days: 30 },
          actionUrl: '/before-your-session/x',
        },
        'https://calma.test',
      );
    expect(reminder('en', 1).text).toContain('and 1 document still needs your signature.\n\nThe link below opens it;');
    expect(reminder('en', 2).html).toContain('and 2 documents still need your signature.</p>');
    expect(reminder('nl', 1).text).toContain(
      'en 1 document wacht nog op je handtekening.\n\nDe link hieronder opent het;',
    );
    expect(reminder('nl', 3).text).toContain(
      'en 3 documenten wachten nog op je handtekening.\n\nDe link hieronder opent ze;',
    );
  });

  it('keeps ordinary names with their dots', () => {
    const mail = renderMail(
      {
        to: 'client@example.test',
        locale: 'de',
        name: 'Anna',
        message: 'invoice.sent',
        params: {
          therapist: 'Dr. med. Jonas Brandt, M.Sc.',
          number: '2026-0007',
          amount: '90,00 €',
          dueDate: '1. März 2027',
        },
      },
      'https://calma.test',
    );
    expect(mail.subject).toBe('Rechnung 2026-0007');
    expect(mail.text).toContain('Hallo Anna,');
    expect(mail.text).toContain('Dr. med. Jonas Brandt, M.Sc. hat Ihnen die Rechnung 2026-0007');
  });
});
