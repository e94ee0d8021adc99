import { type Static, Type } from 'typebox';
import { LOCALES } from '../contract/locales.ts';
import {
  SERVICE_DESCRIPTION_MAX,
  SERVICE_MAX_DURATION,
  SERVICE_MAX_PRICE_MINOR,
  SERVICE_MIN_DURATION,
  SERVICE_NAME_MAX,
} from '../contract/services.ts';
import { LocaleSchema, SingleLineText } from './common.ts';

const Currency = Type.Enum(['EUR', 'GBP']);
const Modality = Type.Enum(['online', 'in_person', 'both']);

const ServiceTranslationSchema = Type.Object({
  name: SingleLineText({ examples: ['Individual therapy'], maxLength: SERVICE_NAME_MAX }),
  description: Type.String({
    examples: ['A 50-minute session of cognitive behavioural therapy.'],
    maxLength: SERVICE_DESCRIPTION_MAX,
    default: '',
  }),
});

/**
 * The service's name and description in other product locales, keyed by locale. Any other key is a
 * 400 (ajv would otherwise drop it quietly), as is one for the main text's own language.
 */
export const ServiceTranslationsSchema = Type.Object(
  Object.fromEntries(LOCALES.map((locale) => [locale, Type.Optional(ServiceTranslationSchema)])),
  {
    propertyNames: { enum: [...LOCALES] },
    examples: [
      { en: { name: 'Individual therapy', description: 'A 50-minute session of cognitive behavioural therapy.' } },
    ],
    description: 'Name and description in other languages, by locale; a reader of one of them sees these',
  },
);

export const ServiceInputSchema = Type.Object({
  name: SingleLineText({ examples: ['Einzeltherapie'], maxLength: SERVICE_NAME_MAX }),
  description: Type.String({
    examples: ['Einzelsitzung Verhaltenstherapie, 50 Minuten.'],
    maxLength: SERVICE_DESCRIPTION_MAX,
    default: '',
  }),
  locale: Type.Optional({
    ...LocaleSchema,
    description:
      "The language `name` and `description` are written in. A new service without it takes the account's language; a change without it keeps the service's.",
  }),
  translations: Type.Optional({
    ...ServiceTranslationsSchema,
    description:
      'Replaces all translations when given; kept as they are when left out. None may be in `locale`, the main text’s own language.',
  }),
  durationMinutes: Type.Integer({ examples: [50], minimum: SERVICE_MIN_DURATION, maximum: SERVICE_MAX_DURATION }),
  priceMinor: Type.Integer({
    examples: [9000],
    minimum: 0,
    maximum: SERVICE_MAX_PRICE_MINOR,
    description: 'Minor units (cents, pence)',
  }),
  currency: Currency,
  modality: Modality,
});
export type ServiceInput = Static<typeof ServiceInputSchema>;

export const ServiceSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String({ examples: ['Einzeltherapie'] }),
  description: Type.String({ examples: ['Einzelsitzung Verhaltenstherapie, 50 Minuten.'] }),
  /** The language of `name` and `description`, the main text. */
  locale: LocaleSchema,
  translations: ServiceTranslationsSchema,
  durationMinutes: Type.Integer({ examples: [50] }),
  priceMinor: Type.Integer({ examples: [9000] }),
  currency: Currency,
  modality: Modality,
  position: Type.Integer({ examples: [0] }),
  archived: Type.Boolean(),
  /** Appointments in the future that are still active: while there are any, the service cannot be deleted. */
  upcomingAppointments: Type.Integer({ examples: [4] }),
  /** Whether any appointment (past or future) uses it: then it can be archived, never deleted. */
  deletable: Type.Boolean(),
});
export type Service = Static<typeof ServiceSchema>;

export const ServicesSchema = Type.Object({
  services: Type.Array(ServiceSchema),
  /** The currency of the therapist's practice, the default for a new service. */
  currency: Currency,
});
export type Services = Static<typeof ServicesSchema>;

export const ServiceParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const ServiceOrderSchema = Type.Object({
  ids: Type.Array(Type.String({ format: 'uuid' }), {
    minItems: 1,
    maxItems: 200,
    uniqueItems: true,
    description: "Every one of the therapist's services, in the new order",
  }),
});
