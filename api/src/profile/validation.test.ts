import { describe, expect, it } from 'vitest';
import { emptyStepForms, type GeneralInfoForm, type PracticeForm } from './forms.ts';
import {
  normalizeWebsite,
  textCompleteness,
  validateBookshelf,
  validateExperience,
  validateExpertise,
  validateGeneralInfo,
  validatePractice,
  validateTexts,
} from './validation.ts';

const codes = (result: { ok: boolean; errors?: { field: string; code: string }[] }) =>
  result.ok ? [] : (result.errors ?? []).map((e) => `${e.field}:${e.code}`);

const general = (overrides: Partial<GeneralInfoForm> = {}): GeneralInfoForm => ({
  ...emptyStepForms()['general-info'],
  firstName: 'Jürgen',
  lastName: 'Weiß',
  title: 'Psychologischer Psychotherapeut',
  country: 'germany',
  languages: ['german', 'english'],
  ...overrides,
});

const practice = (overrides: Partial<PracticeForm> = {}): PracticeForm => ({
  ...emptyStepForms()['practice-info'],
  sessionName: 'Einzelsitzung',
  sessionPrice: '95',
  ...overrides,
});

describe('general info', () => {
  it('normalises a valid form and derives time zone and currency from the country', () => {
    const result = validateGeneralInfo(
      general({ website: 'praxis-weiss.de', contactMethods: ['website', 'messages'] }),
    );
    expect(result).toMatchObject({
      ok: true,
      value: {
        timeZone: 'Europe/Berlin',
        currency: 'EUR',
        website: 'https://praxis-weiss.de/',
        contactMethods: ['messages', 'website'],
        gender: null,
        pronouns: null,
      },
    });
    const uk = validateGeneralInfo(general({ country: 'united-kingdom', languages: ['english'] }));
    expect(uk.ok && uk.value.currency).toBe('GBP');
  });

  it('names every wrong field', () => {
    const result = validateGeneralInfo(
      general({
        firstName: ' ',
        country: 'atlantis',
        email: 'not-an-email',
        phone: '12',
        gender: 'robot',
        contactMethods: ['phone', 'pigeon'],
        languages: ['klingon'],
      }),
    );
    expect(codes(result)).toEqual([
      'firstName:required',
      'gender:unknown',
      'country:unknown',
      'email:invalidEmail',
      'phone:invalidPhone',
      'contactMethods:unknown',
      'languages:unknown',
    ]);
  });

  it('refuses a name that reads as a link, and keeps titles and degrees with their dots', () => {
    expect(
      codes(validateGeneralInfo(general({ firstName: 'Praxis example.com', lastName: 'Weiß example\u2024de' }))),
    ).toEqual(['firstName:containsLink', 'lastName:containsLink']);
    expect(codes(validateGeneralInfo(general({ firstName: 'Dr. med. Jürgen', lastName: 'Weiß, M.Sc.' })))).toEqual([]);
  });

  it('asks for the detail of a chosen contact method and a zone of the chosen country', () => {
    expect(codes(validateGeneralInfo(general({ contactMethods: ['email'], timeZone: 'Europe/Lisbon' })))).toEqual([
      'timeZone:timeZoneNotInCountry',
      'email:contactDetailMissing',
    ]);
    expect(validateGeneralInfo(general({ country: 'portugal', timeZone: 'Atlantic/Madeira' })).ok).toBe(true);
  });
});

describe('web addresses', () => {
  it('adds https to a bare host and refuses other schemes', () => {
    expect(normalizeWebsite('example.org/praxis')).toBe('https://example.org/praxis');
    expect(normalizeWebsite('http://example.org')).toBe('http://example.org/');
    expect(normalizeWebsite('javascript:alert(1)')).toBeUndefined();
    expect(normalizeWebsite('localhost')).toBeUndefined();
  });
});

describe('profile texts', () => {
  const about = 'Ich begleite Erwachsene mit Ängsten, Depressionen und in Lebenskrisen seit vielen Jahren.';

  it('keeps written locales, drops empty ones and needs one', () => {
    const result = validateTexts({
      texts: { de: { about, approach: '', whoIWorkWith: '' }, en: { about: ' ', approach: '', whoIWorkWith: '' } },
    });
    expect(result).toEqual({ ok: true, value: { de: { about, approach: '', whoIWorkWith: '' } } });
    expect(codes(validateTexts({ texts: {} }))).toEqual(['texts:textRequired']);
  });

  it('needs an "about me" of some length in every language written', () => {
    expect(
      codes(
        validateTexts({
          texts: {
            de: { about: 'Kurz.', approach: '', whoIWorkWith: '' },
            nl: { about: '', approach: 'CGT', whoIWorkWith: '' },
          },
        }),
      ),
    ).toEqual(['texts.de.about:tooShort', 'texts.nl.about:aboutRequired']);
  });

  it('checks only the locales being changed', () => {
    const texts = {
      en: { about: 'Short, written long ago.', approach: '', whoIWorkWith: '' },
      de: { about, approach: '', whoIWorkWith: '' },
    };
    expect(validateTexts({ texts }, ['de']).ok).toBe(true);
  });

  it('reports how complete a locale is', () => {
    expect(textCompleteness(undefined)).toBe('missing');
    expect(textCompleteness({ about, approach: '', whoIWorkWith: '' })).toBe('partial');
    expect(textCompleteness({ about, approach: 'KVT', whoIWorkWith: 'Erwachsene' })).toBe('complete');
  });
});

describe('experience and expertise', () => {
  it('reads years as typed and drops empty list entries', () => {
    expect(
      validateExperience({ yearsExperience: ' 12 ', education: ['Diplom', ''], qualifications: [], memberships: [''] }),
    ).toEqual({
      ok: true,
      value: { yearsExperience: 12, education: ['Diplom'], qualifications: [], memberships: [] },
    });
    expect(
      codes(validateExperience({ yearsExperience: '1O', education: [''], qualifications: [], memberships: [] })),
    ).toEqual(['yearsExperience:notANumber', 'education:required']);
    expect(
      codes(validateExperience({ yearsExperience: '-2', education: ['x'], qualifications: [], memberships: [] })),
    ).toEqual(['yearsExperience:negative']);
  });

  it('accepts only taxonomy terms', () => {
    expect(
      codes(validateExpertise({ categories: ['anxiety', 'made-up'], approaches: [], specializations: [] })),
    ).toEqual(['categories:unknown', 'approaches:required']);
  });
});

describe('practice', () => {
  it('allows a Berlin district only in Berlin and needs one there', () => {
    const result = validatePractice(
      practice({
        offersInPerson: true,
        locations: [
          { street: 'Oranienstraße 1', postalCode: '10999', city: 'berlin', district: '' },
          { street: 'Hauptstraße 2', postalCode: '20095', city: 'hamburg', district: 'kreuzberg' },
          { street: 'Dam 1', postalCode: '1012', city: 'amsterdam', district: '' },
          { street: '', postalCode: '', city: '', district: '' },
        ],
      }),
      'germany',
    );
    expect(codes(result)).toEqual([
      'locations.0.district:districtRequired',
      'locations.1.district:districtOnlyForBerlin',
      'locations.2.city:cityNotInCountry',
    ]);
  });

  it('places an address at its district centre', () => {
    const result = validatePractice(
      practice({
        offersInPerson: true,
        locations: [{ street: 'Oranienstraße 1', postalCode: '10999', city: 'berlin', district: 'kreuzberg' }],
      }),
      'germany',
    );
    expect(result.ok && result.value.locations[0]).toMatchObject({ district: 'kreuzberg', lat: expect.any(Number) });
  });

  it('reads prices in major units with either decimal mark and refuses negative ones', () => {
    const minor = (sessionPrice: string) => {
      const result = validatePractice(practice({ sessionPrice }));
      return result.ok ? result.value.session.priceMinor : codes(result);
    };
    expect(minor('95')).toBe(9500);
    expect(minor('92,5')).toBe(9250);
    expect(minor('0')).toBe(0);
    expect(minor('-10')).toEqual(['sessionPrice:negative']);
    expect(minor('ninety')).toEqual(['sessionPrice:notANumber']);
    expect(minor('20000')).toEqual(['sessionPrice:outOfRange']);
  });

  it('needs a way to meet and an address for in-person sessions', () => {
    expect(codes(validatePractice(practice({ offersOnline: false, offersInPerson: false })))).toEqual([
      'modalities:modalityRequired',
    ]);
    expect(codes(validatePractice(practice({ offersInPerson: true })))).toEqual(['locations:locationRequired']);
  });
});

describe('bookshelf', () => {
  it('stores ISBNs compact and refuses a wrong check digit or a repeat', () => {
    const book = { title: 'Man’s Search for Meaning', author: 'Viktor Frankl', note: '' };
    expect(validateBookshelf({ books: [{ ...book, isbn: '978-0-8070-1427-1' }] })).toEqual({
      ok: true,
      value: [{ ...book, isbn: '9780807014271' }],
    });
    expect(
      codes(
        validateBookshelf({
          books: [
            { ...book, isbn: '978-0-8070-1427-2' },
            { ...book, isbn: '9780807014271' },
            { ...book, isbn: '978 0 8070 1427 1' },
            { ...book, title: '', isbn: '' },
          ],
        }),
      ),
    ).toEqual(['books.0.isbn:invalidIsbn', 'books.2.isbn:duplicate', 'books.3.title:required']);
  });
});
