import { describe, expect, it } from 'vitest';
import { LOCALES } from '../contract/locales.ts';
import { forwardingIntro, mailtoLink, recommendationLetter } from './letter.ts';

const contact = { publicUrl: 'https://calma.example', contactEmail: 'partnerships@calma.example' };

describe('the letter to an employer', () => {
  // Every language has every text with the same placeholders: api/src/i18n/strings.test.ts.
  it.each(LOCALES)('in %s names the employer, links the for-companies page and gives our address', (language) => {
    const letter = recommendationLetter({ employerName: 'Acme Logistics', language }, contact);
    // The employer is named in the letter, not in its subject (decision 029).
    expect(letter.subject).not.toContain('Acme Logistics');
    expect(letter.body).toContain('Acme Logistics');
    const page = language === 'en' ? '/for-companies' : `/${language}/for-companies`;
    expect(letter.body).toContain(`https://calma.example${page}`);
    expect(letter.body).toContain('partnerships@calma.example');
    expect(letter.body).not.toMatch(/\{\w+\}/);
  });

  it('greets the HR contact and signs with the sender when they are named', () => {
    const named = recommendationLetter(
      { employerName: 'Acme', hrName: 'Jana Novak', senderName: 'Tom Berger', language: 'de' },
      contact,
    );
    expect(named.body.startsWith('Guten Tag Jana Novak,\n\nich möchte')).toBe(true);
    expect(named.body.endsWith('Viele Grüße\nTom Berger')).toBe(true);
    const anonymous = recommendationLetter({ employerName: 'Acme', language: 'es' }, contact);
    expect(anonymous.body.startsWith('Hola, equipo de Recursos Humanos:')).toBe(true);
    expect(anonymous.body).toContain('plantilla de Acme');
    expect(forwardingIntro({ employerName: 'Acme', senderName: 'Tom', language: 'en' })).toMatch(/^Tom asked us/);
    expect(forwardingIntro({ employerName: 'Acme', language: 'en' })).toMatch(/^One of your employees/);
  });

  it('makes a mailto link that opens the letter, addressed when there is an address', () => {
    const link = mailtoLink('a&b?c@acme.test', 'Hi there', 'Line 1\n\nLine 2 & more');
    expect(link).toBe('mailto:a%26b%3Fc@acme.test?subject=Hi%20there&body=Line%201%0D%0A%0D%0ALine%202%20%26%20more');
    const url = new URL(mailtoLink(undefined, 'Ação', 'Olá'));
    expect(url.pathname).toBe('');
    expect(url.searchParams.get('subject')).toBe('Ação');
  });
});
