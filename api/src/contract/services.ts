import { isLocale, type Locale } from './locales.ts';

// Limits of a service that the API enforces and the site's form states up front.

export const SERVICE_MIN_DURATION = 5;
export const SERVICE_MAX_DURATION = 480;
/** The highest price a service may have, in minor units (10 000.00). */
export const SERVICE_MAX_PRICE_MINOR = 1_000_000;
export const SERVICE_NAME_MAX = 120;
export const SERVICE_DESCRIPTION_MAX = 2000;

/** A service's name and description in one more language than its main text's (decision 041). */
export interface ServiceTranslation {
  name: string;
  description: string;
}
export type ServiceTranslations = Partial<Record<Locale, ServiceTranslation>>;

/**
 * The name and description a reader of `locale` sees: the therapist's translation for that locale,
 * else the main text. A translation without a description keeps the main text's description, so a
 * service never loses what it says because only its name was translated (decision 041).
 */
export function serviceText(
  service: { name: string; description?: string; translations?: ServiceTranslations | null },
  locale: string,
): ServiceTranslation {
  const translated = isLocale(locale) ? service.translations?.[locale] : undefined;
  const description = service.description ?? '';
  if (!translated?.name.trim()) return { name: service.name, description };
  return { name: translated.name, description: translated.description.trim() ? translated.description : description };
}

/**
 * The service's name for a reader of `locale`, from a row that joined the service as `serviceName`
 * and `serviceTranslations` (an appointment, a waitlist entry).
 */
export const serviceNameOf = (
  row: { serviceName: string; serviceTranslations: ServiceTranslations | null },
  locale: string,
): string => serviceText({ name: row.serviceName, translations: row.serviceTranslations }, locale).name;
