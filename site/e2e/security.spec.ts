import type { Me, Profile, SearchResult, Service, SlotList } from '@calma/api/contract';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { listedPractice, signInAsPractice } from './practice.ts';

const CLIENT = { email: 'client@demo.calma.test', name: 'Demo Client' };

/** Signs the demo client in through the API, as the sign-in page would. */
async function signIn(request: APIRequestContext) {
  const response = await request.post('/api/v1/auth/sign-in', {
    data: { email: CLIENT.email, password: 'calma-demo' },
  });
  expect(response.status()).toBe(200);
}

/** The signed-in therapist's public profile, as the API describes it. */
async function ownProfile(request: APIRequestContext): Promise<Profile> {
  const me = (await (await request.get('/api/v1/auth/me')).json()) as Me;
  return (await (await request.get(`/api/v1/therapists/${me.therapistSlug}`)).json()) as Profile;
}

/** Books a therapist as the signed-in client; returns the appointment's uid. */
async function book(request: APIRequestContext, slug: string): Promise<string> {
  const [service] = (await (await request.get(`/api/v1/therapists/${slug}/services`)).json()) as { id: string }[];
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const query = `serviceId=${service?.id}&from=${day(21)}&to=${day(50)}`;
  const { slots } = (await (await request.get(`/api/v1/therapists/${slug}/slots?${query}`)).json()) as SlotList;
  // Other tests may book the same therapist meanwhile: start somewhere in the list, move on if taken.
  const first = Math.floor(Math.random() * slots.length);
  for (let i = 0; i < 5; i++) {
    const slot = slots[(first + i) % slots.length];
    const response = await request.post('/api/v1/bookings', {
      data: { therapistSlug: slug, serviceId: service?.id, start: slot?.start, client: CLIENT },
    });
    if (response.status() === 201) return ((await response.json()) as { uid: string }).uid;
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('No free slot could be booked');
}

/**
 * The response's Content-Security-Policy, by directive: there must be exactly one header, holding
 * the server's directives and, on pages, the page's own from Astro.
 */
function policyOf(response: APIResponse): Map<string, string> {
  const headers = response.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy');
  expect(headers, `one policy for ${response.url()}`).toHaveLength(1);
  return new Map(
    (headers[0]?.value ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name ?? '', sources.join(' ')]),
  );
}

function expectServerDirectives(policy: Map<string, string>, framing: string) {
  expect(policy.get('frame-ancestors')).toBe(framing);
  expect(policy.get('base-uri')).toBe("'self'");
  expect(policy.get('form-action')).toBe("'self'");
  expect(policy.get('object-src')).toBe("'none'");
}

function expectPageDirectives(policy: Map<string, string>) {
  expect(policy.get('default-src')).toBe("'self'");
  expect(policy.get('script-src')).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
  expect(policy.get('style-src')).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')*$/);
  expect([...policy.values()].join(' ')).not.toContain('unsafe-inline');
}

test('every page, pre-rendered or on demand, and every API answer carry one complete security policy', async ({
  request,
}) => {
  await signIn(request);
  // One whose plan has widgets: a free practice's embed answers 404.
  const search = await request.get('/api/v1/therapists/search?location=berlin&acceptingNewClients=true&perPage=20');
  let therapist: SearchResult['hits'][number] | undefined;
  for (const hit of ((await search.json()) as SearchResult).hits) {
    if ((await request.get(`/api/v1/therapists/${hit.slug}/embed`)).status() === 200) {
      therapist = hit;
      break;
    }
  }
  if (!therapist) throw new Error('No therapist with widgets in Berlin');
  const uid = await book(request, therapist.slug);

  const pages: [string, number, string][] = [
    ['/nl', 200, "'none'"],
    ['/dashboard', 200, "'none'"],
    [therapist.url, 200, "'none'"],
    [`/appointment/${uid}`, 200, "'none'"],
    // A client may not review verifications: the page answers with the localised 403.
    ['/admin/verification', 403, "'none'"],
    [`/de/embed/${therapist.slug}/card`, 200, '*'],
    // An unknown address: the server answers with its pre-rendered status page.
    ['/de/no-such-page', 404, "'none'"],
  ];
  for (const [path, status, framing] of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    const policy = policyOf(response);
    expectServerDirectives(policy, framing);
    expectPageDirectives(policy);
  }

  const answer = await request.get('/api/health');
  expect(answer.status()).toBe(200);
  expectServerDirectives(policyOf(answer), "'none'");
  // An API answer opened in a browser loads and runs nothing.
  expect(policyOf(answer).get('default-src')).toBe("'none'");
});

test('a service name cannot add markup to the therapist’s profile page', async ({ page, baseURL }) => {
  // Unquoted attributes: quotes would come out backslash-escaped in the JSON and spoil the exploit.
  const name = '</script><meta http-equiv=refresh content=0;url=/press><script>';
  // A listed practice of the test's own, so no other journey meets the hostile service on its profile.
  const practice = await listedPractice(page.request, baseURL as string);
  await page.context().clearCookies();
  await page.goto('/auth/sign-in?next=/dashboard');
  await signInAsPractice(page, practice);
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  const profile = await ownProfile(page.request);
  const created = await page.request.post('/api/v1/services', {
    data: { name, durationMinutes: 50, priceMinor: 9000, currency: 'EUR', modality: 'both' },
  });
  expect(created.status()).toBe(201);
  const service = (await created.json()) as Service;
  try {
    // Injected, the markup would stand in the page as sent (and the browser would leave at once).
    const html = await (await page.request.get(profile.url)).text();
    expect(html.includes('<meta http-equiv=refresh'), 'the name’s markup in the page').toBe(false);
    await page.goto(profile.url);
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
    // The name is still there for search engines, exactly as written.
    const data = await page.locator('script[type="application/ld+json"]').first().textContent();
    const person = JSON.parse(data ?? '{}') as { makesOffer: { name: string }[] };
    expect(person.makesOffer.map((offer) => offer.name)).toContain(name);
    await expect(page.locator('.services > li').filter({ hasText: name })).toHaveCount(1);
  } finally {
    await page.request.delete(`/api/v1/services/${service.id}`);
  }
});

test('the API reference draws under its own policy, which holds scripts to its files', async ({ page }) => {
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // Swagger UI renders the document's title and its operations; any script or style the policy
  // refused would be a console error, which fails the test. It parses the whole document first (about
  // 290 operations), which took longer than the default 5 s on a busy CI machine.
  await expect(page.getByRole('heading', { name: /Calma API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('/api/v1/therapists/search').first()).toBeVisible();
});
