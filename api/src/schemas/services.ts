import { type Static, Type } from 'typebox';
import { SERVICE_MAX_DURATION, SERVICE_MAX_PRICE_MINOR, SERVICE_MIN_DURATION } from '../contract/services.ts';
import { SingleLineText } from './common.ts';

const Currency = Type.Enum(['EUR', 'GBP']);
const Modality = Type.Enum(['online', 'in_person', 'both']);

export const ServiceInputSchema = Type.Object({
  name: SingleLineText({ examples: ['Einzeltherapie'], maxLength: 120 }),
  description: Type.String({
    examples: ['Einzelsitzung Verhaltenstherapie, 50 Minuten.'],
    maxLength: 2000,
    default: '',
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
