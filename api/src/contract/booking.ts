// The booking API's shapes for the site's booking and appointment pages (types only, plus one limit).
import type { Static } from 'typebox';
import type { ServiceSchema, SlotsSchema } from '../routes/booking/schemas.ts';

export type { AppointmentView, CreateBooking } from '../routes/booking/schemas.ts';
export type BookableService = Static<typeof ServiceSchema>;
export type SlotList = Static<typeof SlotsSchema>;
export type Slot = SlotList['slots'][number];

/**
 * How long a guest's booking holds its time until they confirm by email. The site states it; the API
 * (api/src/booking/appointments.ts) enforces it.
 */
export const GUEST_HOLD_MINUTES = 30;
