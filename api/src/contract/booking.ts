// Booking limits the site states and the API enforces; the request and answer shapes are in ../schemas/booking.ts.

/**
 * How long a guest's booking holds its time until they confirm by email. The site states it; the API
 * (api/src/booking/appointments.ts) enforces it.
 */
export const GUEST_HOLD_MINUTES = 30;

/**
 * Sessions a therapist may book for their clients in 24 hours, each of which emails the client. A
 * full practice books a few a day; a flood of them is someone using us to send mail. The calendar
 * states it; the API (api/src/clients/outreach.ts) enforces it.
 */
export const THERAPIST_DAILY_EMAILS = 40;

/** Where an appointment stands, from a guest's unconfirmed request to its end. */
export const APPOINTMENT_STATUSES = [
  'pending_email',
  'requested',
  'confirmed',
  'declined',
  'cancelled',
  'completed',
  'no_show',
] as const;
