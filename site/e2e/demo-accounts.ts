import type { Page } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';

/** The demo accounts' password, as the README gives it. */
export const DEMO_PASSWORD = 'calma-demo';

/**
 * Signs the demo client in on the sign-in page showing now, with email and password: a client's
 * role signs in with one step. The demo therapist and administrator sign in with a second step;
 * journeys make accounts of their own for those roles (practice.ts, admin.ts), and no journey uses
 * the demo accounts' authenticator key: the API's demo-data test proves the README's.
 */
export async function signInAsDemo(page: Page, email: string, t: typeof ui.en = ui.en): Promise<void> {
  await page.getByLabel(t['auth.signIn.email']).fill(email);
  await page.getByLabel(t['auth.signIn.password']).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t['auth.signIn.submit'] }).click();
}
