import { LOCALES, type Locale } from '../contract/locales.ts';
import type { ProfileFieldError, ProfileFieldErrorCode } from '../contract/profile.ts';
import { CONTACT_METHODS } from '../contract/profile.ts';
import type { ContactMethod, Currency, Gender } from '../db/schema.ts';
import { hasLinkLikeText } from '../mail/safe-names.ts';
import { type Location, locations, type Term, terms } from '../taxonomy/index.ts';
import { PRACTICE_COUNTRIES } from './countries.ts';
import type {
  AboutForm,
  BookshelfForm,
  DirectorySettingsForm,
  ExperienceForm,
  ExpertiseForm,
  GeneralInfoForm,
  LocationForm,
  PracticeForm,
  ProfileTextForm,
} from './forms.ts';
import { normalizeIsbn } from './isbn.ts';

// Turns the profile's forms (as typed) into profile values, or says which fields are wrong and
// why. Pure: the taxonomy is read once at start-up, nothing here touches the database.

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: ProfileFieldError[] };

export const LIMITS = {
  name: 60,
  title: 120,
  pronouns: 40,
  email: 254,
  website: 200,
  text: 4000,
  aboutMin: 50,
  listItem: 200,
  listItems: 10,
  languages: 10,
  categories: 15,
  approaches: 8,
  specializations: 10,
  locations: 3,
  street: 120,
  postalCode: 12,
  sessionName: 80,
  books: 30,
  bookTitle: 200,
  bookNote: 500,
} as const;

const messages: Record<ProfileFieldErrorCode, string> = {
  required: 'is required',
  tooLong: 'is longer than {max} characters',
  tooShort: 'is shorter than {min} characters',
  tooMany: 'has more than {max} entries',
  tooFew: 'needs at least {min} entries',
  unknown: 'is not one of the allowed values',
  invalidEmail: 'is not an email address',
  invalidPhone: 'is not a phone number',
  invalidUrl: 'is not a web address',
  notANumber: 'is not a number',
  outOfRange: 'must be between {min} and {max}',
  negative: 'must not be negative',
  invalidIsbn: 'is not a valid ISBN-10 or ISBN-13',
  cityNotInCountry: 'is not a city in the country you practise in',
  districtRequired: 'needs a Berlin district',
  districtOnlyForBerlin: 'districts exist only for Berlin',
  timeZoneNotInCountry: 'is not a time zone of the country you practise in',
  contactDetailMissing: 'is needed for the contact method you chose',
  modalityRequired: 'choose online, in person or both',
  locationRequired: 'add the address where you see clients',
  textRequired: 'write about yourself in at least one language',
  aboutRequired: '"About me" is needed in every language you write in',
  duplicate: 'appears twice',
  containsLink: 'must not contain a web or email address',
};

/** Collects field errors while normalising values. */
function checker() {
  const errors: ProfileFieldError[] = [];
  const add = (field: string, code: ProfileFieldErrorCode, params?: Record<string, number>) => {
    const message = messages[code].replace(/\{(\w+)\}/g, (_m, key: string) => String(params?.[key] ?? ''));
    errors.push({ field, code, message, ...(params ? { params } : {}) });
  };
  /** Trimmed text; '' when empty and allowed. */
  const text = (field: string, value: string, max: number, required = false) => {
    const trimmed = value.trim();
    if (required && trimmed === '') add(field, 'required');
    else if (trimmed.length > max) add(field, 'tooLong', { max });
    return trimmed;
  };
  /** Distinct taxonomy slugs, in the order chosen. */
  const termList = (field: string, values: string[], map: Map<string, Term>, min: number, max: number) => {
    const distinct = [...new Set(values)];
    if (distinct.some((v) => !map.has(v))) add(field, 'unknown');
    else if (distinct.length < min) add(field, min === 1 ? 'required' : 'tooFew', min === 1 ? undefined : { min });
    else if (distinct.length > max) add(field, 'tooMany', { max });
    return distinct;
  };
  /** Non-empty entries of a free-text list; errors name the entry's place in the form. */
  const textList = (field: string, values: string[], min: number) => {
    const kept: string[] = [];
    values.forEach((value, index) => {
      const entry = text(`${field}.${index}`, value, LIMITS.listItem);
      if (entry) kept.push(entry);
    });
    if (kept.length < min) add(field, 'required');
    else if (kept.length > LIMITS.listItems) add(field, 'tooMany', { max: LIMITS.listItems });
    return kept;
  };
  const result = <T>(value: T): Validated<T> => (errors.length === 0 ? { ok: true, value } : { ok: false, errors });
  return { errors, add, text, termList, textList, result };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()/.-]{4,24}$/;

/** A web address as people type it (`praxis.de`), with https:// added when no scheme is given. */
export function normalizeWebsite(input: string): string | undefined {
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(input) ? input : `https://${input}`;
  try {
    const url = new URL(candidate);
    if (!['http:', 'https:'].includes(url.protocol) || !url.hostname.includes('.') || url.username) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

export interface GeneralInfo {
  firstName: string;
  lastName: string;
  title: string;
  pronouns: string | null;
  gender: Gender | null;
  country: string;
  timeZone: string;
  currency: Currency;
  email: string | null;
  phone: string | null;
  website: string | null;
  contactMethods: ContactMethod[];
  languages: string[];
}

export function validateGeneralInfo(form: GeneralInfoForm): Validated<GeneralInfo> {
  const c = checker();
  const firstName = c.text('firstName', form.firstName, LIMITS.name, true);
  const lastName = c.text('lastName', form.lastName, LIMITS.name, true);
  // The practice's name is shown in emails and on Calma's pages, where a link would read as ours (decision 029).
  if (hasLinkLikeText(firstName)) c.add('firstName', 'containsLink');
  if (hasLinkLikeText(lastName)) c.add('lastName', 'containsLink');
  const title = c.text('title', form.title, LIMITS.title, true);
  const pronouns = c.text('pronouns', form.pronouns, LIMITS.pronouns);
  const genders: Gender[] = ['female', 'male', 'non_binary'];
  if (form.gender !== '' && !genders.includes(form.gender as Gender)) c.add('gender', 'unknown');

  const country = PRACTICE_COUNTRIES[form.country];
  if (form.country === '') c.add('country', 'required');
  else if (!country) c.add('country', 'unknown');
  const timeZone = form.timeZone || country?.timeZones[0] || '';
  if (country && !country.timeZones.includes(timeZone)) c.add('timeZone', 'timeZoneNotInCountry');

  const email = c.text('email', form.email, LIMITS.email);
  if (email && !EMAIL.test(email)) c.add('email', 'invalidEmail');
  const phone = form.phone.trim();
  if (phone && (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 6)) c.add('phone', 'invalidPhone');
  const websiteText = c.text('website', form.website, LIMITS.website);
  const website = websiteText ? normalizeWebsite(websiteText) : undefined;
  if (websiteText && !website) c.add('website', 'invalidUrl');

  const methods = [...new Set(form.contactMethods)];
  if (methods.some((m) => !CONTACT_METHODS.includes(m as ContactMethod))) c.add('contactMethods', 'unknown');
  else if (methods.length === 0) c.add('contactMethods', 'required');
  const detail: Record<string, string> = { email, phone, website: websiteText };
  for (const method of ['email', 'phone', 'website'] as const) {
    if (methods.includes(method) && !detail[method]) c.add(method, 'contactDetailMissing');
  }
  const languages = c.termList('languages', form.languages, terms.language, 1, LIMITS.languages);

  return c.result({
    firstName,
    lastName,
    title,
    pronouns: pronouns || null,
    gender: form.gender === '' ? null : (form.gender as Gender),
    country: form.country,
    timeZone,
    currency: country?.currency ?? 'EUR',
    email: email || null,
    phone: phone || null,
    website: website ?? null,
    contactMethods: CONTACT_METHODS.filter((m) => methods.includes(m)),
    languages,
  });
}

export type ProfileTexts = Partial<Record<Locale, ProfileTextForm>>;

const hasContent = (t: ProfileTextForm | undefined) =>
  Boolean(t && (t.about.trim() || t.approach.trim() || t.whoIWorkWith.trim()));

/**
 * The texts per locale, trimmed; a locale left entirely empty is dropped. `checked` limits the
 * per-locale checks to the locales being changed (a translation saved on its own is not held back
 * by another locale written before the rules existed).
 */
export function validateTexts(form: AboutForm, checked: readonly Locale[] = LOCALES): Validated<ProfileTexts> {
  const c = checker();
  const texts: ProfileTexts = {};
  for (const locale of LOCALES) {
    const given = form.texts[locale];
    if (!given || !hasContent(given)) continue;
    const field = (name: string) => `texts.${locale}.${name}`;
    if (checked.includes(locale)) {
      const about = given.about.trim();
      if (about === '') c.add(field('about'), 'aboutRequired');
      else if (about.length < LIMITS.aboutMin) c.add(field('about'), 'tooShort', { min: LIMITS.aboutMin });
      c.text(field('about'), given.about, LIMITS.text);
      c.text(field('approach'), given.approach, LIMITS.text);
      c.text(field('whoIWorkWith'), given.whoIWorkWith, LIMITS.text);
    }
    texts[locale] = {
      about: given.about.trim(),
      approach: given.approach.trim(),
      whoIWorkWith: given.whoIWorkWith.trim(),
    };
  }
  if (Object.keys(texts).length === 0) c.add('texts', 'textRequired');
  return c.result(texts);
}

/** Whether a locale's texts are all written: what the localised profile reports. */
export const textCompleteness = (t: ProfileTextForm | undefined): 'complete' | 'partial' | 'missing' =>
  !hasContent(t) ? 'missing' : t?.about.trim() && t.approach.trim() && t.whoIWorkWith.trim() ? 'complete' : 'partial';

export interface Experience {
  yearsExperience: number;
  education: string[];
  qualifications: string[];
  memberships: string[];
}

/** A whole number as typed, or the reason it is not one in range. */
function wholeNumber(
  c: ReturnType<typeof checker>,
  field: string,
  value: string,
  min: number,
  max: number,
): number | undefined {
  const trimmed = value.trim();
  if (trimmed === '') {
    c.add(field, 'required');
    return undefined;
  }
  if (!/^-?\d+$/.test(trimmed)) {
    c.add(field, 'notANumber');
    return undefined;
  }
  const number = Number(trimmed);
  if (number < min || number > max) {
    c.add(field, number < 0 && min === 0 ? 'negative' : 'outOfRange', { min, max });
    return undefined;
  }
  return number;
}

export function validateExperience(form: ExperienceForm): Validated<Experience> {
  const c = checker();
  const yearsExperience = wholeNumber(c, 'yearsExperience', form.yearsExperience, 0, 70);
  const education = c.textList('education', form.education, 1);
  const qualifications = c.textList('qualifications', form.qualifications, 0);
  const memberships = c.textList('memberships', form.memberships, 0);
  return c.result({ yearsExperience: yearsExperience ?? 0, education, qualifications, memberships });
}

export function validateExpertise(form: ExpertiseForm): Validated<ExpertiseForm> {
  const c = checker();
  return c.result({
    categories: c.termList('categories', form.categories, terms.category, 1, LIMITS.categories),
    approaches: c.termList('approaches', form.approaches, terms.approach, 1, LIMITS.approaches),
    specializations: c.termList(
      'specializations',
      form.specializations,
      terms.specialization,
      0,
      LIMITS.specializations,
    ),
  });
}

export interface Place {
  id?: string;
  street: string;
  postalCode: string;
  city: string;
  district: string | null;
  /** The district's or city's centre: addresses are not geocoded. */
  lat: number;
  lon: number;
}

const blank = (l: LocationForm) => !l.street.trim() && !l.postalCode.trim() && !l.city && !l.district;

/** Where the therapist sees clients; rows left blank are dropped. `country` is checked when known. */
function places(
  c: ReturnType<typeof checker>,
  form: { offersOnline: boolean; offersInPerson: boolean; locations: LocationForm[] },
  country: string | undefined,
): Place[] {
  if (!form.offersOnline && !form.offersInPerson) c.add('modalities', 'modalityRequired');
  const kept: Place[] = [];
  form.locations.forEach((l, index) => {
    if (blank(l)) return;
    const field = (name: string) => `locations.${index}.${name}`;
    const street = c.text(field('street'), l.street, LIMITS.street, true);
    const postalCode = c.text(field('postalCode'), l.postalCode, LIMITS.postalCode, true);
    const city: Location | undefined = locations.get(l.city);
    if (!l.city) c.add(field('city'), 'required');
    else if (city?.type !== 'city') c.add(field('city'), 'unknown');
    else if (country && city.country !== country) c.add(field('city'), 'cityNotInCountry');
    const district: Location | undefined = l.district ? locations.get(l.district) : undefined;
    if (l.city === 'berlin' && !l.district) c.add(field('district'), 'districtRequired');
    else if (l.district && l.city !== 'berlin') c.add(field('district'), 'districtOnlyForBerlin');
    else if (l.district && (district?.type !== 'district' || district.city !== 'berlin'))
      c.add(field('district'), 'unknown');
    const centre = district ?? city;
    kept.push({
      ...(l.id ? { id: l.id } : {}),
      street,
      postalCode,
      city: l.city,
      district: l.district || null,
      lat: centre?.lat ?? 0,
      lon: centre?.lon ?? 0,
    });
  });
  if (form.offersInPerson && kept.length === 0) c.add('locations', 'locationRequired');
  if (kept.length > LIMITS.locations) c.add('locations', 'tooMany', { max: LIMITS.locations });
  return kept;
}

export interface Practice {
  offersOnline: boolean;
  offersInPerson: boolean;
  locations: Place[];
  session: { name: string; durationMinutes: number; priceMinor: number };
  showPrices: boolean;
  acceptingNewClients: boolean;
}

/** A price in major units as typed ("90", "92,50", "92.5") in minor units. */
function price(c: ReturnType<typeof checker>, field: string, value: string): number | undefined {
  const trimmed = value.trim();
  if (trimmed === '') {
    c.add(field, 'required');
    return undefined;
  }
  if (/^-\s*\d/.test(trimmed)) {
    c.add(field, 'negative');
    return undefined;
  }
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) {
    c.add(field, 'notANumber');
    return undefined;
  }
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (minor > 1_000_000) {
    c.add(field, 'outOfRange', { min: 0, max: 10_000 });
    return undefined;
  }
  return minor;
}

export function validatePractice(form: PracticeForm, country?: string): Validated<Practice> {
  const c = checker();
  const kept = places(c, form, country);
  const name = c.text('sessionName', form.sessionName, LIMITS.sessionName, true);
  const durationMinutes = wholeNumber(c, 'sessionMinutes', form.sessionMinutes, 15, 240);
  const priceMinor = price(c, 'sessionPrice', form.sessionPrice);
  return c.result({
    offersOnline: form.offersOnline,
    offersInPerson: form.offersInPerson,
    locations: kept,
    session: { name, durationMinutes: durationMinutes ?? 0, priceMinor: priceMinor ?? 0 },
    showPrices: form.showPrices,
    acceptingNewClients: form.acceptingNewClients,
  });
}

export interface DirectorySettings extends Omit<DirectorySettingsForm, 'locations'> {
  locations: Place[];
}

export function validateDirectorySettings(form: DirectorySettingsForm, country: string): Validated<DirectorySettings> {
  const c = checker();
  const kept = places(c, form, country);
  return c.result({ ...form, locations: kept });
}

export interface Book {
  id?: string;
  title: string;
  author: string;
  isbn: string | null;
  note: string;
}

export function validateBookshelf(form: BookshelfForm): Validated<Book[]> {
  const c = checker();
  if (form.books.length > LIMITS.books) c.add('books', 'tooMany', { max: LIMITS.books });
  const seen = new Set<string>();
  const books = form.books.map((b, index) => {
    const field = (name: string) => `books.${index}.${name}`;
    const title = c.text(field('title'), b.title, LIMITS.bookTitle, true);
    const author = c.text(field('author'), b.author, LIMITS.bookTitle);
    const note = c.text(field('note'), b.note, LIMITS.bookNote);
    const typed = b.isbn.trim();
    const isbn = typed ? normalizeIsbn(typed) : undefined;
    if (typed && !isbn) c.add(field('isbn'), 'invalidIsbn');
    else if (isbn && seen.has(isbn)) c.add(field('isbn'), 'duplicate');
    if (isbn) seen.add(isbn);
    return { ...(b.id ? { id: b.id } : {}), title, author, isbn: isbn ?? null, note };
  });
  return c.result(books);
}
