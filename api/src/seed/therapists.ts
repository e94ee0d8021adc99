import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import { base, de, en, en_GB, es, Faker, fr, it, nl, pl, pt_PT, tr } from '@faker-js/faker';
import { repoRoot } from '../config.ts';
import { LOCALES, type Locale, listFormat } from '../contract/locales.ts';
import type { ServiceTranslations } from '../contract/services.ts';
import type { Currency, Gender, Modality } from '../db/schema.ts';
import {
  approaches,
  categories,
  cities,
  districts,
  type Location,
  languages,
  locations,
  specializations,
} from '../taxonomy/index.ts';
import { transliterated } from './names.ts';
import { postcodeIn } from './postcodes.ts';

// The demo directory: deterministic (one fixed seed), realistic and Berlin-heavy. Every city has
// at least three therapists, every Berlin district too, and at least 10% work online only.

type ServiceName = 'initial' | 'individual' | 'couples' | 'online';
interface ProfileTexts {
  about: string[];
  approach: string[];
  whoIWorkWith: string[];
  titles: Record<'female' | 'male' | 'neutral', string[]>;
  services: Record<ServiceName | `${ServiceName}Description`, string>;
  education: string[];
  memberships: string[];
}
const profileTexts = JSON.parse(
  readFileSync(path.join(repoRoot, 'content/directory/profile-texts.json'), 'utf8'),
) as Record<Locale, ProfileTexts>;

interface CountryProfile {
  locale: Locale;
  language: string;
  faker: Faker;
  currency: Currency;
  /** Typical fee for a 50-minute session, major units. */
  fee: [number, number];
  timeZone: string;
  weight: number;
}

const SEED = 20261121;
const languageOfLocale: Record<Locale, string> = {
  en: 'english',
  de: 'german',
  nl: 'dutch',
  es: 'spanish',
  pt: 'portuguese',
};
const countryProfiles: Record<string, CountryProfile> = {
  germany: {
    locale: 'de',
    language: 'german',
    faker: new Faker({ locale: [de, en, base] }),
    currency: 'EUR',
    fee: [90, 140],
    timeZone: 'Europe/Berlin',
    weight: 45,
  },
  'united-kingdom': {
    locale: 'en',
    language: 'english',
    faker: new Faker({ locale: [en_GB, en, base] }),
    currency: 'GBP',
    fee: [55, 110],
    timeZone: 'Europe/London',
    weight: 20,
  },
  netherlands: {
    locale: 'nl',
    language: 'dutch',
    faker: new Faker({ locale: [nl, en, base] }),
    currency: 'EUR',
    fee: [80, 125],
    timeZone: 'Europe/Amsterdam',
    weight: 14,
  },
  spain: {
    locale: 'es',
    language: 'spanish',
    faker: new Faker({ locale: [es, en, base] }),
    currency: 'EUR',
    fee: [45, 85],
    timeZone: 'Europe/Madrid',
    weight: 12,
  },
  portugal: {
    locale: 'pt',
    language: 'portuguese',
    faker: new Faker({ locale: [pt_PT, en, base] }),
    currency: 'EUR',
    fee: [40, 75],
    timeZone: 'Europe/Lisbon',
    weight: 9,
  },
};
// Places in another time zone than their country's mainland.
const timeZoneOf: Record<string, string> = {
  funchal: 'Atlantic/Madeira',
  'las-palmas': 'Atlantic/Canary',
  'santa-cruz-de-tenerife': 'Atlantic/Canary',
};

// Heritage languages common among therapists in these countries, with a faker locale where its names are in Latin script.
const heritage: { language: string; faker?: Faker }[] = [
  { language: 'turkish', faker: new Faker({ locale: [tr, en, base] }) },
  { language: 'polish', faker: new Faker({ locale: [pl, en, base] }) },
  { language: 'italian', faker: new Faker({ locale: [it, en, base] }) },
  { language: 'french', faker: new Faker({ locale: [fr, en, base] }) },
  { language: 'arabic' },
  { language: 'farsi' },
  { language: 'ukrainian' },
  { language: 'russian' },
  { language: 'greek' },
];
const extraLanguages = [
  'french',
  'italian',
  'spanish',
  'portuguese',
  'german',
  'english',
  'dutch',
  'polish',
  'russian',
  'arabic',
  'turkish',
  'swedish',
  'hebrew',
  'mandarin',
  'hindi',
  'romanian',
];
const commonCategories = [
  'anxiety',
  'depression',
  'relationships',
  'stress',
  'burnout',
  'self-esteem',
  'trauma',
  'grief',
];

export interface GeneratedTherapist {
  therapist: {
    slug: string;
    firstName: string;
    lastName: string;
    title: string;
    pronouns: string | null;
    gender: Gender;
    email: string;
    phone: string;
    photoPath: string;
    country: string;
    timeZone: string;
    currency: Currency;
    offersOnline: boolean;
    offersInPerson: boolean;
    acceptingNewClients: boolean;
    showPrices: boolean;
    listed: boolean;
    verifiedAt: Date;
    yearsExperience: number;
    education: string[];
    qualifications: string[];
    memberships: string[];
  };
  texts: { locale: Locale; about: string; approach: string; clientFocus: string }[];
  location: {
    city: string;
    district: string | null;
    street: string;
    postalCode: string;
    lat: number;
    lon: number;
  } | null;
  languages: string[];
  categories: string[];
  approaches: string[];
  specializations: string[];
  services: {
    name: string;
    description: string;
    locale: Locale;
    translations: ServiceTranslations;
    durationMinutes: number;
    priceMinor: number;
    currency: Currency;
    modality: Modality;
  }[];
  availability: { weekday: number; startTime: string; endTime: string; modality: Modality }[];
  avatarSvg: string;
}

type Place = { kind: 'online'; country: string } | { kind: 'city'; city: Location; district: Location | null };

/** Where each therapist practises: coverage first, then Berlin-heavy weighted picks. */
function planPlaces(count: number, faker: Faker): Place[] {
  const berlin = locations.get('berlin') as Location;
  const countryNames = Object.keys(countryProfiles);
  const pickCountry = () =>
    faker.helpers.weightedArrayElement(
      countryNames.map((c) => ({ value: c, weight: countryProfiles[c]?.weight ?? 1 })),
    );
  const citiesOf = (country: string) => cities.filter((c) => c.country === country);

  const mandatory: Place[] = [
    ...districts.flatMap((d) =>
      Array.from({ length: 3 }, () => ({ kind: 'city' as const, city: berlin, district: d })),
    ),
    ...cities
      .filter((c) => c.slug !== 'berlin')
      .flatMap((c) => Array.from({ length: 3 }, () => ({ kind: 'city' as const, city: c, district: null }))),
  ];
  const onlineCount = Math.ceil(count * 0.12);
  const plan: Place[] = Array.from({ length: Math.min(onlineCount, count) }, () => ({
    kind: 'online',
    country: pickCountry(),
  }));
  for (const place of mandatory) if (plan.length < count) plan.push(place);
  while (plan.length < count) {
    if (faker.number.float() < 0.32) {
      plan.push({ kind: 'city', city: berlin, district: faker.helpers.arrayElement(districts) });
      continue;
    }
    const list = citiesOf(pickCountry());
    // Bigger cities (listed first per country) get more therapists.
    const city = faker.helpers.weightedArrayElement(
      list.map((c, rank) => ({ value: c, weight: 1 / (rank + 1) ** 0.9 })),
    );
    plan.push({ kind: 'city', city, district: city.slug === 'berlin' ? faker.helpers.arrayElement(districts) : null });
  }
  return faker.helpers.shuffle(plan);
}

// Inside a sentence "Anxiety" becomes "anxiety", but EMDR and LGBTQIA+ keep their capitals.
const lowerInitial = (name: string) => (/^\p{Lu}\p{Ll}/u.test(name) ? name[0]?.toLowerCase() + name.slice(1) : name);
// Portuguese contracts "em" with the article some place names take.
const portugueseIn: Record<string, string> = {
  'em Porto': 'no Porto',
  'em Amadora': 'na Amadora',
  'em Haia': 'na Haia',
};
const join = (items: string[], locale: Locale) => listFormat(locale, { type: 'conjunction' }).format(items);
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');
const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Calm backgrounds for the portraits, from the site's palette. */
const PORTRAIT_BACKGROUNDS = ['d9ece7', 'e6e1f2', 'f3e3d3', 'dbe7f3', 'efe0e6', 'e4ecd9', 'f1ead2', 'dde3e1'];

const variants = (numbers: number[]) => numbers.map((n) => `variant${String(n).padStart(2, '0')}`);
/** Of Notionists' parts, those a therapist might wear to work: clear glasses, no sunglasses, party hair or slogan shirts. */
const PORTRAIT_PARTS = {
  glasses: variants([3, 8, 11]),
  hair: variants([...Array.from({ length: 63 }, (_, i) => i + 1)].filter((n) => ![50, 51, 59].includes(n))),
  body: variants([5, 7, 11, 12, 13, 14, 15, 16, 19, 20, 21, 22, 23, 24, 25]),
};

/**
 * A drawn portrait for a demo therapist: DiceBear's Notionists (drawings by Zoish, CC0 1.0; code
 * MIT), the same for the same slug on every seed. Beards only for men; the SVG carries its licence.
 */
function portrait(slug: string, sex: 'female' | 'male', shade: number): string {
  return createAvatar(notionists, {
    seed: slug,
    backgroundColor: [PORTRAIT_BACKGROUNDS[shade % PORTRAIT_BACKGROUNDS.length] as string],
    beardProbability: sex === 'male' ? 45 : 0,
    glassesProbability: 30,
    gestureProbability: 0,
    bodyIconProbability: 0,
    ...PORTRAIT_PARTS,
  } as Parameters<typeof createAvatar<typeof notionists>>[1]).toString();
}

/** Generates `count` therapists; the same count always gives the same people. */
export function generateTherapists(count: number): GeneratedTherapist[] {
  const faker = new Faker({ locale: [en_GB, en, base] });
  faker.seed(SEED);
  for (const [index, profile] of Object.values(countryProfiles).entries()) profile.faker.seed(SEED + index + 1);
  for (const [index, h] of heritage.entries()) h.faker?.seed(SEED + 100 + index);

  const slugs = new Set<string>();
  const categorySlugs = [...categories.keys()];
  const approachSlugs = [...approaches.keys()];
  const specializationSlugs = [...specializations.keys()];

  return planPlaces(count, faker).map((place) => {
    const countrySlug = place.kind === 'online' ? place.country : (place.city.country as string);
    const country = countryProfiles[countrySlug] as CountryProfile;
    const gender = faker.helpers.weightedArrayElement<Gender>([
      { value: 'female', weight: 68 },
      { value: 'male', weight: 28 },
      { value: 'non_binary', weight: 4 },
    ]);
    const sex = gender === 'non_binary' ? faker.helpers.arrayElement(['female', 'male'] as const) : gender;

    // About one in six has roots in another language and a name to match.
    const roots =
      countrySlug !== 'portugal' && faker.number.float() < 0.17 ? faker.helpers.arrayElement(heritage) : undefined;
    let firstName: string;
    let lastName: string;
    const list = roots ? transliterated[roots.language] : undefined;
    if (list) {
      firstName = faker.helpers.arrayElement(list[sex]);
      lastName = faker.helpers.arrayElement(list.last);
    } else {
      const source = roots?.faker ?? country.faker;
      firstName = source.person.firstName(sex);
      lastName = source.person.lastName(sex);
    }

    const spoken = [country.language];
    if (roots) spoken.push(roots.language);
    if (country.language !== 'english' && faker.number.float() < 0.78) spoken.push('english');
    if (faker.number.float() < 0.18) spoken.push(faker.helpers.arrayElement(extraLanguages));
    if (place.kind === 'city' && place.city.slug === 'barcelona' && faker.number.float() < 0.6) spoken.push('catalan');
    const therapistLanguages = [...new Set(spoken)].filter((l) => languages.has(l));

    const picked = faker.helpers.arrayElements(commonCategories, { min: 1, max: 3 });
    const therapistCategories = [
      ...new Set([...picked, ...faker.helpers.arrayElements(categorySlugs, { min: 1, max: 3 })]),
    ];
    const therapistApproaches = faker.helpers.arrayElements(approachSlugs, { min: 1, max: 3 });
    const therapistSpecializations = faker.helpers.arrayElements(specializationSlugs, { min: 1, max: 3 });

    const online = place.kind === 'online' || faker.number.float() < 0.7;
    const inPerson = place.kind === 'city';
    const fee = faker.number.int({ min: country.fee[0], max: country.fee[1] });
    const feeMinor = Math.round(fee / 5) * 500;
    const years = faker.number.int({ min: 2, max: 34 });
    const texts = profileTexts[country.locale];

    let slug = slugify(`${firstName} ${lastName}`);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(`${firstName} ${lastName}`)}-${n}`;
    slugs.add(slug);

    // The profile is written in every product locale the therapist speaks.
    const writtenIn = LOCALES.filter((locale) => therapistLanguages.includes(languageOfLocale[locale]));
    const cityName = (locale: Locale) => (place.kind === 'city' ? place.city.names[locale] : '');
    const profileFor = (locale: Locale) => {
      const t = profileTexts[locale];
      const names = <T extends { names: Record<Locale, string> }>(map: Map<string, T>, slugsOf: string[]) =>
        join(
          // biome-ignore lint/plugin/no-locale-literals: German, alone of our languages, writes nouns with a capital.
          slugsOf.map((s) => map.get(s)?.names[locale] ?? s).map((n) => (locale === 'de' ? n : lowerInitial(n))),
          locale,
        );
      const withCity = t.about.filter((a) => a.includes('{city}'));
      const withoutCity = t.about.filter((a) => !a.includes('{city}'));
      const about = faker.helpers.arrayElement(place.kind === 'city' ? withCity : withoutCity);
      return {
        locale,
        about: fill(about, {
          firstName,
          years: String(years),
          city: cityName(locale),
          topics: names(categories, therapistCategories.slice(0, 3)),
        }).replace(/em (Porto|Amadora|Haia)\b/, (phrase) => portugueseIn[phrase] ?? phrase),
        approach: fill(faker.helpers.arrayElement(t.approach), { approaches: names(approaches, therapistApproaches) }),
        clientFocus: fill(faker.helpers.arrayElement(t.whoIWorkWith), {
          groups: names(specializations, therapistSpecializations),
        }),
      };
    };

    // A therapist who writes in English names their services in English first, so English readers
    // understand them; one who does not writes them, like their profile, in their country's language.
    // Every other language their profile is written in gets the services' names and descriptions too
    // (decision 041), so a German reader of a German-speaking therapist reads German names.
    const serviceLocale = writtenIn.includes('en') ? 'en' : country.locale;
    const serviceText = (name: ServiceName) => {
      const translations: ServiceTranslations = {};
      for (const locale of writtenIn.filter((l) => l !== serviceLocale)) {
        const texts = profileTexts[locale].services;
        translations[locale] = { name: texts[name], description: texts[`${name}Description`] };
      }
      const main = profileTexts[serviceLocale].services;
      return { name: main[name], description: main[`${name}Description`], locale: serviceLocale, translations };
    };
    const services: GeneratedTherapist['services'] = [
      {
        ...serviceText('initial'),
        durationMinutes: 25,
        priceMinor: faker.number.float() < 0.5 ? 0 : Math.round(feeMinor / 2 / 500) * 500,
        currency: country.currency,
        modality: online && inPerson ? 'both' : online ? 'online' : 'in_person',
      },
      {
        ...serviceText('individual'),
        durationMinutes: 50,
        priceMinor: feeMinor,
        currency: country.currency,
        modality: inPerson ? (online ? 'both' : 'in_person') : 'online',
      },
    ];
    if (therapistSpecializations.includes('couples') || therapistCategories.includes('relationships')) {
      services.push({
        ...serviceText('couples'),
        durationMinutes: 80,
        priceMinor: Math.round((feeMinor * 1.5) / 500) * 500,
        currency: country.currency,
        modality: inPerson ? 'in_person' : 'online',
      });
    }

    const days = faker.helpers.arrayElements([1, 2, 3, 4, 5, 6], { min: 3, max: 5 }).sort();
    const availability = days.flatMap((weekday) =>
      faker.helpers
        .arrayElement([
          [
            { startTime: '09:00', endTime: '13:00' },
            { startTime: '14:00', endTime: '18:00' },
          ],
          [{ startTime: '08:00', endTime: '12:00' }],
          [{ startTime: '12:00', endTime: '20:00' }],
          [{ startTime: '10:00', endTime: '16:00' }],
        ])
        .map((hours) => ({
          weekday,
          ...hours,
          modality: (online && inPerson ? 'both' : online ? 'online' : 'in_person') as Modality,
        })),
    );

    const centre = place.kind === 'city' ? (place.district ?? place.city) : undefined;
    const jitter = (value: number, spread: number) =>
      Math.round((value + faker.number.float({ min: -spread, max: spread })) * 1e5) / 1e5;
    const location =
      place.kind === 'city' && centre?.lat !== undefined && centre.lon !== undefined
        ? {
            city: place.city.slug,
            district: place.district?.slug ?? null,
            street: country.faker.location.streetAddress(),
            // The country's faker still draws (so the rest of the demo stays as it was); the code is a
            // real one of the district or city.
            postalCode: postcodeIn(place.district?.slug ?? place.city.slug, country.faker.location.zipCode()),
            lat: jitter(centre.lat, 0.012),
            lon: jitter(centre.lon, 0.018),
          }
        : null;
    const genderKey = gender === 'non_binary' ? 'neutral' : gender;

    return {
      therapist: {
        slug,
        firstName,
        lastName,
        title: faker.helpers.arrayElement(texts.titles[genderKey]),
        pronouns: gender === 'non_binary' ? faker.helpers.arrayElement(['they/them', 'they/she', 'they/he']) : null,
        gender,
        email: `${slug}@demo.calma.test`,
        phone: country.faker.phone.number({ style: 'international' }),
        photoPath: `avatars/${slug}.svg`,
        country: countrySlug,
        timeZone: (place.kind === 'city' ? timeZoneOf[place.city.slug] : undefined) ?? country.timeZone,
        currency: country.currency,
        offersOnline: online,
        offersInPerson: inPerson,
        acceptingNewClients: faker.number.float() < 0.82,
        showPrices: faker.number.float() < 0.95,
        listed: true,
        verifiedAt: faker.date.between({ from: '2024-01-01T00:00:00Z', to: '2026-10-31T00:00:00Z' }),
        verificationStatus: 'verified' as const,
        yearsExperience: years,
        education: faker.helpers.arrayElements(texts.education, { min: 1, max: 2 }),
        qualifications: therapistApproaches.slice(0, 2).map((a) => approaches.get(a)?.names[country.locale] ?? a),
        memberships: faker.helpers.arrayElements(texts.memberships, { min: 1, max: 2 }),
      },
      texts: (writtenIn.length > 0 ? writtenIn : [country.locale]).map(profileFor),
      location,
      languages: therapistLanguages,
      categories: therapistCategories,
      approaches: therapistApproaches,
      specializations: therapistSpecializations,
      services,
      availability,
      avatarSvg: portrait(slug, sex, faker.number.int({ min: 0, max: 359 })),
    };
  });
}
