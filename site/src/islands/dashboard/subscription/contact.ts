// The team's general address, as the imprint shows it (content/company.json, read at build time):
// the dashboard's page hands its screens only UI strings, and no API route answers with it.
import { contact } from '../../../../../content/company.json';

/** Where a practice writes to arrange a paid plan on an installation without Stripe. */
export const TEAM_EMAIL: string = contact.general;
