import type { APIRequestContext } from '@playwright/test';

let found: { profile: string; booking: string } | undefined;

/**
 * A Berlin therapist whose profile offers booking: their profile and booking paths (English), from
 * the landing page, so a journey follows the demo data rather than naming people.
 */
export async function bookable(request: APIRequestContext) {
  if (found) return found;
  const landing = await (await request.get('/find-a-therapist/berlin')).text();
  const profiles = [...new Set(landing.match(/\/find-a-therapist\/berlin\/[a-z0-9-]+(?=")/g) ?? [])];
  for (const profile of profiles) {
    const booking = (await (await request.get(profile)).text()).match(/\/book\/[a-z0-9-]+(?=")/)?.[0];
    if (booking) {
      found = { profile, booking };
      return found;
    }
  }
  throw new Error('No Berlin therapist on the landing page offers booking');
}
