import { randomBytes } from 'node:crypto';
import type { Locale } from '@calma/api/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** A name no other run shares, in letters only (names are checked as names). */
const uniqueName = () =>
  `Abo${randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'g')}`;

/**
 * A practice of its own on the free plan (no subscription row), made through the API the pages
 * use: a therapist account signed in on `request`'s cookies, two-step sign-in on (the subscription
 * and the waiting room ask for it), and the profile started with its general information (the
 * practice, in Germany: prices in euros).
 */
export async function freePractice(request: APIRequestContext, origin: string, locale: Locale = 'en') {
  const firstName = locale === 'de' ? 'Greta' : 'Nora';
  const lastName = uniqueName();
  const email = `plan-${randomBytes(5).toString('hex')}@example.test`;
  const password = `Tidal meadow ${randomBytes(6).toString('hex')} lantern`;
  const registered = await request.post(`${origin}/api/v1/auth/register`, {
    headers: { origin },
    data: { email, password, displayName: `${firstName} ${lastName}`, role: 'therapist', locale },
  });
  expect(registered.status(), await registered.text()).toBe(202);
  const signedIn = await request.post(`${origin}/api/v1/auth/sign-in`, { data: { email, password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);

  const setup = await request.post(`${origin}/api/v1/auth/two-factor/setup`);
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const enabled = await request.post(`${origin}/api/v1/auth/two-factor/enable`, { data: { code } });
  expect(enabled.status(), await enabled.text()).toBe(200);

  const general = {
    firstName,
    lastName,
    title: 'Psychological psychotherapist',
    pronouns: '',
    gender: '',
    country: 'germany',
    timeZone: '',
    email: `praxis@${lastName.toLowerCase()}.example`,
    phone: '',
    website: '',
    contactMethods: ['email'],
    languages: ['german', 'english'],
  };
  const saved = await request.put(`${origin}/api/v1/profile/steps/general-info`, { data: general });
  expect(saved.status(), await saved.text()).toBe(200);
  const completed = await request.post(`${origin}/api/v1/profile/steps/general-info/complete`);
  expect(completed.status(), await completed.text()).toBe(200);
  return { name: `${firstName} ${lastName}`, email };
}
