import { randomBytes } from 'node:crypto';
import type { Locale } from '@calma/api/contract';
import { type APIRequestContext, expect, type Page, request as requests } from '@playwright/test';
import { ui } from '../src/i18n/index.ts';
import { newAdmin } from './admin.ts';
import { authenticatorCodes, signInWithCode } from './two-step.ts';

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
  const nextCode = authenticatorCodes(secret);
  const code = await nextCode();
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
  return { name: `${firstName} ${lastName}`, email, password, nextCode };
}

export type FreePractice = Awaited<ReturnType<typeof freePractice>>;

/**
 * Signs the practice's therapist in on the sign-in page showing now, as a person would: email,
 * password, then a code from their authenticator. Clear the cookies `freePractice` left first.
 */
export async function signInAsPractice(page: Page, practice: FreePractice, t: typeof ui.en = ui.en): Promise<void> {
  await signInWithCode(page, practice, t);
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/**
 * An administrator of this worker's own (admin.ts), signed in once and kept: approving a practice
 * is no part of what the journeys test.
 */
let reviewer: APIRequestContext | undefined;
let reviewerAccount: ReturnType<typeof newAdmin> | undefined;

/** The kept administrator's session, signed in again when it has ended (its access expired, or a journey signed them out). */
async function reviewerAt(origin: string): Promise<APIRequestContext> {
  if (reviewer && (await reviewer.get('/api/v1/auth/me')).status() === 200) return reviewer;
  reviewerAccount ??= newAdmin();
  const { email, password, nextCode } = await reviewerAccount;
  const signingIn = await requests.newContext({ baseURL: origin });
  const first = await signingIn.post('/api/v1/auth/sign-in', { data: { email, password } });
  expect(first.status(), await first.text()).toBe(200);
  const second = await signingIn.post('/api/v1/auth/sign-in/two-factor', { data: { code: await nextCode() } });
  expect(second.status(), await second.text()).toBe(200);
  reviewer = signingIn;
  return signingIn;
}

/** An administrator approves the practice's application; answers the practice's therapist id. */
export async function approve(origin: string, slug: string): Promise<string> {
  const admin = await reviewerAt(origin);
  const waiting = await admin.get('/api/v1/admin/verifications');
  expect(waiting.status(), await waiting.text()).toBe(200);
  const { applications } = (await waiting.json()) as { applications: { therapistId: string; slug: string }[] };
  const therapistId = applications.find((a) => a.slug === slug)?.therapistId ?? '';
  expect(therapistId, `${slug} waits for review`).not.toBe('');
  const opened = await admin.get(`/api/v1/admin/verifications/${therapistId}`);
  expect(opened.status(), await opened.text()).toBe(200);
  const decided = await admin.post(`/api/v1/admin/verifications/${therapistId}/decision`, {
    data: { outcome: 'approved' },
  });
  expect(decided.status(), await decided.text()).toBe(204);
  return therapistId;
}

/**
 * A practice of its own that is verified and listed: `freePractice`, then the rest of the profile
 * wizard (online, and also in Kreuzberg, Berlin with `inBerlin`; one 50-minute first consultation
 * at €95), its documents sent and approved by an administrator. Its public profile and
 * services answer as any listed therapist's. With `open`, it works in Berlin time and takes
 * bookings online every day from 07:00 to 21:00, which wait for its confirmation when
 * `open.requiresConfirmation` says so; with `plan`, the administrator assigns it that plan with no
 * last day (video, widgets).
 */
export async function listedPractice(
  request: APIRequestContext,
  origin: string,
  {
    locale = 'en',
    open,
    plan,
    inBerlin = false,
  }: {
    locale?: Locale;
    open?: { requiresConfirmation: boolean };
    plan?: 'practice' | 'practice_plus';
    inBerlin?: boolean;
  } = {},
) {
  const practice = await freePractice(request, origin, locale);
  const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(200);
    return response;
  };
  const step = async (name: string, data: object) => {
    await ok(await request.put(`${origin}/api/v1/profile/steps/${name}`, { data }));
    await ok(await request.post(`${origin}/api/v1/profile/steps/${name}/complete`));
  };
  await step('about-and-approach', {
    texts: {
      [locale]: {
        about: 'I work with adults through anxiety, low mood and change, calmly and at eye level.',
        approach: 'Cognitive behavioural therapy.',
        whoIWorkWith: 'Adults.',
      },
    },
  });
  await step('experience', {
    yearsExperience: '9',
    education: ['MSc Clinical Psychology, Humboldt University of Berlin'],
    qualifications: [],
    memberships: [],
  });
  await step('expertise-areas', { categories: ['anxiety'], approaches: ['cbt'], specializations: [] });
  await step('practice-info', {
    offersOnline: true,
    offersInPerson: inBerlin,
    locations: inBerlin
      ? [{ street: 'Oranienstraße 25', postalCode: '10999', city: 'berlin', district: 'kreuzberg' }]
      : [],
    sessionName: 'First consultation',
    sessionMinutes: '50',
    sessionPrice: '95,00',
    showPrices: true,
    acceptingNewClients: true,
  });
  await ok(await request.post(`${origin}/api/v1/profile/steps/photos/complete`));
  await ok(
    await request.put(`${origin}/api/v1/verification`, {
      data: { country: 'germany', profession: 'psychological-psychotherapist', registerNumber: 'PTK-Berlin 4711' },
    }),
  );
  for (const kind of ['qualification', 'identity']) {
    await ok(
      await request.post(`${origin}/api/v1/verification/documents?kind=${kind}`, {
        multipart: { file: { name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
      }),
    );
  }
  const submitted = await ok(await request.post(`${origin}/api/v1/profile/submit`));
  const { slug } = ((await submitted.json()) as { profile: { slug: string } }).profile;
  const therapistId = await approve(origin, slug);
  if (plan) {
    const assigned = await (await reviewerAt(origin)).put(`/api/v1/admin/plans/${therapistId}`, {
      data: { plan, until: null },
    });
    expect(assigned.status(), await assigned.text()).toBe(204);
  }
  if (open) {
    const policy = {
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minimumNoticeMinutes: 60,
      horizonDays: 60,
      maxSessionsPerDay: null,
      requiresConfirmation: open.requiresConfirmation,
      cancellationNoticeHours: 24,
    };
    const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      start: '07:00',
      end: '21:00',
      modality: 'online',
      locationId: null,
    }));
    await ok(
      await request.put(`${origin}/api/v1/calendar/settings`, {
        data: { timeZone: 'Europe/Berlin', policy, weekly },
      }),
    );
  }
  return { ...practice, slug };
}
