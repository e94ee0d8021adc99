import { describe, expect, it } from 'vitest';
import { LOCALES, ui } from './index.ts';
import { en } from './ui/en.ts';

const englishKeys = Object.keys(en).sort();
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
// Keys whose value is rightly the same in every language: the brand and each language's own name.
const sameEverywhere = (key: string) => key === 'site.name' || key === 'footer.company' || key.startsWith('lang.');
// Words a native speaker writes exactly as English does, reviewed one by one.
// (Strings that are only placeholders, the brand and short units need no review.)
const words = (text: string) => text.replace(/\{\w+\}|Calma/g, '');
const cognates: Record<string, string[]> = {
  de: [
    'embed.card.online',
    'home.selfTests.depression',
    'search.hit.online',
    'waitlist.modality.online',
    'profile.modality.online',
    'dashboard.sessions.filterStatus',
    'dashboard.sessions.modality.online',
    'dashboard.services.modality.online',
    'dashboard.verification.statusHeading',
    'dashboard.verification.register',
    'dashboard.adminVerifications.register',
    'dashboard.myAppointments.status',
  ],
  nl: [
    'embed.card.online',
    'home.selfTests.adhd',
    'search.hit.online',
    'waitlist.modality.online',
    'profile.modality.online',
    'dashboard.calendar.week',
    'dashboard.sessions.filterStatus',
    'dashboard.sessions.modality.online',
    'dashboard.services.modality.online',
    'dashboard.verification.statusHeading',
    'dashboard.verification.register',
    'dashboard.adminVerifications.register',
    'header.menu',
    'dashboard.nav.menu',
    'dashboard.calendar.openHours',
    'search.filters.toggle',
    'search.filters.toggleCount',
    'dashboard.myAppointments.status',
  ],
  es: ['footer.legal', 'status.code'],
  pt: [
    'embed.card.online',
    'footer.legal',
    'search.hit.online',
    'waitlist.modality.online',
    'profile.modality.online',
    'dashboard.sessions.modality.online',
    'dashboard.services.modality.online',
    'header.menu',
    'dashboard.nav.menu',
  ],
};

describe.each(LOCALES.filter((l) => l !== 'en'))('UI strings in %s', (locale) => {
  const strings = ui[locale] as Record<string, string>;

  it('define exactly the English keys', () => {
    expect(Object.keys(strings).sort()).toEqual(englishKeys);
  });

  it('keep every placeholder of the English text', () => {
    for (const key of englishKeys) {
      expect(placeholders(strings[key] ?? ''), key).toEqual(placeholders(en[key as keyof typeof en]));
    }
  });

  it('are translated, not copied from English', () => {
    const copied = englishKeys.filter(
      (key) =>
        !sameEverywhere(key) &&
        !cognates[locale]?.includes(key) &&
        strings[key] === en[key as keyof typeof en] &&
        /[a-z]{4,}/i.test(words(strings[key] ?? '')),
    );
    expect(copied).toEqual([]);
  });
});
