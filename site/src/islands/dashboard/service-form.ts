import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  SERVICE_MAX_DURATION,
  SERVICE_MAX_PRICE_MINOR,
  SERVICE_MIN_DURATION,
  type Service,
  type Services,
  type ServiceTranslation,
  type ServiceTranslations,
} from '@calma/api/contract';
import { parsePrice, priceInput } from '../../lib/money.ts';

// The service form as typed, what it sends, and what it refuses before sending: ServiceEdit's logic,
// apart from its markup so that it can be read and tested alone.

type Modality = Service['modality'];
type Currency = Service['currency'];

/** A field that can carry a message; a translation's name and description per locale. */
export type Field =
  | 'name'
  | 'durationMinutes'
  | 'price'
  | 'currency'
  | 'modality'
  | 'description'
  | `translations.${Locale}.name`
  | `translations.${Locale}.description`;

export interface ServiceForm {
  name: string;
  durationMinutes: string;
  price: string;
  currency: Currency;
  modality: Modality;
  description: string;
  /** The language name and description are written in. */
  locale: Locale;
  /** Every locale's name and description as typed; only filled-in ones other than `locale` are sent. */
  translations: Record<Locale, ServiceTranslation>;
}

export type ServiceBody = Pick<
  Service,
  'name' | 'description' | 'durationMinutes' | 'priceMinor' | 'currency' | 'modality' | 'locale' | 'translations'
>;

export const DURATION_LIMITS = { min: SERVICE_MIN_DURATION, max: SERVICE_MAX_DURATION };

const blankTranslations = (given: ServiceTranslations = {}): Record<Locale, ServiceTranslation> =>
  Object.fromEntries(
    LOCALES.map((l) => [l, { name: given[l]?.name ?? '', description: given[l]?.description ?? '' }]),
  ) as Record<Locale, ServiceTranslation>;

/**
 * The form as it opens: blank in the practice's currency and the reader's language for a new
 * service (the list), or the service as it is.
 */
export function formOf(loaded: Services | Service, locale: string): ServiceForm {
  if ('services' in loaded) {
    return {
      name: '',
      durationMinutes: '50',
      price: '',
      currency: loaded.currency,
      modality: 'online',
      description: '',
      locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
      translations: blankTranslations(),
    };
  }
  return {
    name: loaded.name,
    durationMinutes: String(loaded.durationMinutes),
    price: priceInput(loaded.priceMinor, locale),
    currency: loaded.currency,
    modality: loaded.modality,
    description: loaded.description,
    locale: loaded.locale,
    translations: blankTranslations(loaded.translations),
  };
}

/** The languages a service can be translated into: all but its main text's. */
export const otherLocales = (form: Pick<ServiceForm, 'locale'>): Locale[] => LOCALES.filter((l) => l !== form.locale);

/** The fields the form refuses, each with the kind of problem, and the body it would send. */
export function readForm(form: ServiceForm): { problems: Field[]; body: ServiceBody } {
  const problems: Field[] = [];
  if (form.name.trim() === '') problems.push('name');
  const minutes = Number(form.durationMinutes);
  if (!/^\d+$/.test(form.durationMinutes.trim()) || minutes < DURATION_LIMITS.min || minutes > DURATION_LIMITS.max) {
    problems.push('durationMinutes');
  }
  const price = parsePrice(form.price);
  if (price === undefined || price > SERVICE_MAX_PRICE_MINOR) problems.push('price');
  const translations: ServiceTranslations = {};
  for (const locale of otherLocales(form)) {
    const typed = form.translations[locale];
    const name = typed.name.trim();
    const description = typed.description.trim();
    // A description alone would never be shown: the name is what says the translation is there.
    if (name === '' && description !== '') problems.push(`translations.${locale}.name`);
    if (name !== '') translations[locale] = { name, description };
  }
  return {
    problems,
    body: {
      name: form.name.trim(),
      description: form.description.trim(),
      durationMinutes: minutes,
      priceMinor: price ?? 0,
      currency: form.currency,
      modality: form.modality,
      locale: form.locale,
      translations,
    },
  };
}

const API_FIELDS: Record<string, Field> = {
  name: 'name',
  durationMinutes: 'durationMinutes',
  priceMinor: 'price',
  currency: 'currency',
  modality: 'modality',
  description: 'description',
};

/** The form's field for a path the API refused (`priceMinor` → price, `translations.de.name`). */
export function fieldOfApiPath(path: string): Field | undefined {
  const translated = /^translations\.([a-z]{2})\.(name|description)$/.exec(path);
  if (translated && isLocale(translated[1]))
    return `translations.${translated[1]}.${translated[2] as 'name' | 'description'}`;
  return API_FIELDS[path];
}
