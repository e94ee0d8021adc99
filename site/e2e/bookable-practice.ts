import { randomBytes } from 'node:crypto';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { approve } from './practice.ts';

/** A name no other run shares, in letters only (names are checked as names). */
const uniqueName = () =>
  `Ostra${randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'g')}`;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export interface BookablePractice {
  /** The therapist's own browser, signed in with two-step sign-in on (client records ask for it). */
  context: BrowserContext;
  page: Page;
  name: string;
  email: string;
  slug: string;
  /** The one service the profile made, bookable online every day from 07:00 to 21:00 Berlin time. */
  serviceId: string;
}

/**
 * A verified, listed practice of its own that a guest can book at once (no confirmation by the
 * practice), made through the API the pages use: registered, the profile wizard walked, the
 * documents sent, approved by an administrator, and its week opened. A journey that sets up
 * what a practice sends its clients does it here, never in the demo practice other journeys share.
 */
export async function bookablePractice(browser: Browser): Promise<BookablePractice> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const api = page.request;
  const ok = async (response: Awaited<ReturnType<typeof api.get>>, status = 200) => {
    expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
    return response;
  };

  const lastName = uniqueName();
  const name = `Ilse ${lastName}`;
  const email = `practice-${randomBytes(5).toString('hex')}@example.test`;
  const password = `Quiet harbour ${randomBytes(6).toString('hex')} lamp`;
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  await ok(
    await api.post('/api/v1/auth/register', {
      headers: { origin },
      data: { email, password, displayName: name, role: 'therapist', locale: 'en' },
    }),
    202,
  );
  await ok(await api.post('/api/v1/auth/sign-in', { data: { email, password } }));
  const { secret } = (await (await ok(await api.post('/api/v1/auth/two-factor/setup'))).json()) as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  await ok(await api.post('/api/v1/auth/two-factor/enable', { data: { code } }));

  const step = async (stepName: string, data: object) => {
    await ok(await api.put(`/api/v1/profile/steps/${stepName}`, { data }));
    await ok(await api.post(`/api/v1/profile/steps/${stepName}/complete`));
  };
  await step('general-info', {
    firstName: 'Ilse',
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
  });
  await step('about-and-approach', {
    texts: {
      en: {
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
    offersInPerson: false,
    locations: [],
    sessionName: 'First consultation',
    sessionMinutes: '50',
    sessionPrice: '95,00',
    showPrices: true,
    acceptingNewClients: true,
  });
  await ok(await api.post('/api/v1/profile/steps/photos/complete'));
  await ok(
    await api.put('/api/v1/verification', {
      data: { country: 'germany', profession: 'psychological-psychotherapist', registerNumber: 'PTK-Berlin 4711' },
    }),
  );
  for (const kind of ['qualification', 'identity']) {
    await ok(
      await api.post(`/api/v1/verification/documents?kind=${kind}`, {
        multipart: { file: { name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
      }),
    );
  }
  const submitted = (await (await ok(await api.post('/api/v1/profile/submit'))).json()) as {
    profile: { slug: string };
  };
  const slug = submitted.profile.slug;

  // An administrator approves it.
  await approve(origin, slug);

  // Every day open online, and a booking is confirmed without waiting for the practice.
  await ok(
    await api.put('/api/v1/calendar/settings', {
      data: {
        timeZone: 'Europe/Berlin',
        policy: {
          bufferBeforeMinutes: 0,
          bufferAfterMinutes: 0,
          minimumNoticeMinutes: 60,
          horizonDays: 60,
          maxSessionsPerDay: null,
          requiresConfirmation: false,
          cancellationNoticeHours: 24,
        },
        weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          start: '07:00',
          end: '21:00',
          modality: 'online',
          locationId: null,
        })),
      },
    }),
  );
  const services = (await (await ok(await api.get(`/api/v1/therapists/${slug}/services`))).json()) as { id: string }[];
  const serviceId = services[0]?.id ?? '';
  expect(serviceId).not.toBe('');
  return { context, page, name, email, slug, serviceId };
}
