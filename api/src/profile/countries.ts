import type { Currency } from '../db/schema.ts';

/**
 * What follows from the country a therapist practises in: the time zones they can be in (the
 * first is the mainland's) and the currency their prices are in.
 */
export const PRACTICE_COUNTRIES: Record<string, { timeZones: readonly string[]; currency: Currency }> = {
  germany: { timeZones: ['Europe/Berlin'], currency: 'EUR' },
  netherlands: { timeZones: ['Europe/Amsterdam'], currency: 'EUR' },
  portugal: { timeZones: ['Europe/Lisbon', 'Atlantic/Madeira', 'Atlantic/Azores'], currency: 'EUR' },
  spain: { timeZones: ['Europe/Madrid', 'Atlantic/Canary'], currency: 'EUR' },
  'united-kingdom': { timeZones: ['Europe/London'], currency: 'GBP' },
};
