import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, test } from '@playwright/test';
import vnu from 'vnu-jar';
import { bookable } from './bookable.ts';

/**
 * One page of every kind, in English and in German, through the Nu Html Checker (the W3C's
 * validator, run from the `vnu-jar` package on Debian's Java): markup a browser quietly repairs
 * (a script after `</html>`, a style where HTML allows none) is still markup that assistive
 * technology and crawlers may read differently, and it comes back unnoticed without a check.
 */
const KINDS: { kind: string; path: string | ((request: APIRequestContext) => Promise<string>) }[] = [
  { kind: 'home', path: '/' },
  { kind: 'search landing', path: '/find-a-therapist/berlin' },
  { kind: 'district landing', path: '/find-a-therapist/berlin/kreuzberg' },
  { kind: 'topic landing', path: '/find-help-with/anxiety' },
  { kind: 'search results', path: '/find-a-therapist?location=berlin&language=english' },
  { kind: 'therapist profile', path: async (request) => (await bookable(request)).profile },
  { kind: 'booking', path: async (request) => (await bookable(request)).booking },
  { kind: 'self-test intro', path: '/self-tests/depression' },
  { kind: 'self-test', path: '/self-tests/depression/test' },
  { kind: 'emergency index', path: '/emergency-resources' },
  { kind: 'emergency country', path: '/emergency-resources/germany' },
  { kind: 'matching', path: '/matching' },
  { kind: 'matching survey', path: '/matching/survey' },
  { kind: 'content page', path: '/for-therapists' },
  { kind: 'legal page', path: '/imprint' },
  { kind: 'press', path: '/press' },
  { kind: 'sign-in', path: '/auth/sign-in' },
  { kind: 'registration', path: '/auth/register' },
  { kind: 'favourites', path: '/favourites' },
  { kind: 'not found', path: '/no-such-page-here' },
];
const LOCALES = ['en', 'de'] as const;

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('one page of every kind is valid HTML in English and German', async ({ request }) => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(path.join(tmpdir(), 'calma-vnu-'));
  const pageOf = new Map<string, string>();
  try {
    for (const { kind, path: where } of KINDS) {
      const english = typeof where === 'string' ? where : await where(request);
      for (const locale of LOCALES) {
        const url = locale === 'en' ? english : `/${locale}${english === '/' ? '' : english}`;
        const response = await request.get(url);
        expect(response.status(), `${kind} (${url})`).toBeLessThan(500);
        const file = path.join(dir, `${kind.replaceAll(' ', '-')}.${locale}.html`);
        await writeFile(file, await response.text());
        pageOf.set(`file:${file}`, `${kind} (${url})`);
      }
    }
    // Exits 1 when it finds errors; the report is on stdout either way.
    const files = [...pageOf.keys()].map((url) => url.slice('file:'.length));
    const run = await promisify(execFile)(
      'java',
      ['-jar', String(vnu), '--format', 'json', '--stdout', '--errors-only', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string; code?: unknown }) => {
      if (typeof error.stdout !== 'string' || !error.stdout) throw error;
      return { stdout: error.stdout };
    });
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    const problems = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => `${pageOf.get(m.url) ?? m.url}, line ${m.lastLine ?? '?'}: ${m.message} ${m.extract ?? ''}`.trim());
    expect(problems).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
