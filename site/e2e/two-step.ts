import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ui } from '../src/i18n/index.ts';

// Two-step sign-in for the accounts a journey makes (practices, administrators): codes from the
// authenticator key the account was given, and the sign-in page walked as a person would.

const STEP_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** An account that signs in with a password and a code from its authenticator app. */
export interface TwoStepAccount {
  email: string;
  password: string;
  /** A code the server takes next (see `authenticatorCodes`). */
  nextCode: () => Promise<string>;
}

/**
 * Codes from an authenticator app holding `secret` (base32), each one the server takes next: it
 * takes each 30-second step once, only one later than the last it took (`lastStep`, when a code was
 * already used), and one step ahead of its clock too, so two sign-ins in a row need no wait.
 */
export function authenticatorCodes(secret: string, lastStep = Number.NEGATIVE_INFINITY): () => Promise<string> {
  const authenticator = new TOTP({ secret: Secret.fromBase32(secret) });
  let last = lastStep;
  return async () => {
    const step = Math.max(last + 1, Math.floor(Date.now() / STEP_MS));
    await sleep((step - 1) * STEP_MS - Date.now() + 200);
    last = step;
    return authenticator.generate({ timestamp: step * STEP_MS });
  };
}

/**
 * Signs the account in on the sign-in page showing now, as a person would: email, password, then
 * a code from their authenticator. Clear the cookies of any session made through the API first.
 */
export async function signInWithCode(page: Page, account: TwoStepAccount, t: typeof ui.en = ui.en): Promise<void> {
  await page.getByLabel(t['auth.signIn.email']).fill(account.email);
  await page.getByLabel(t['auth.signIn.password']).fill(account.password);
  await page.getByRole('button', { name: t['auth.signIn.submit'] }).click();
  const field = page.getByLabel(t['auth.signIn.twoFactor.code']);
  await expect(field).toBeVisible();
  await field.fill(await account.nextCode());
  const answered = page.waitForResponse((response) => response.url().includes('/api/v1/auth/sign-in/two-factor'));
  await page.getByRole('button', { name: t['auth.signIn.twoFactor.submit'] }).click();
  expect((await answered).status()).toBe(200);
}
