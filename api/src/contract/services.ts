// Limits of a service that the API enforces and the site's form states up front.

export const SERVICE_MIN_DURATION = 5;
export const SERVICE_MAX_DURATION = 480;
/** The highest price a service may have, in minor units (10 000.00). */
export const SERVICE_MAX_PRICE_MINOR = 1_000_000;
