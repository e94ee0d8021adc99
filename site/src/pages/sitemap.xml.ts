import { getCollection } from 'astro:content';
import type { APIRoute } from 'astro';
import { LOCALES, langTag, localizePath } from '../i18n/index.ts';
import { emergencyCountries } from '../lib/emergency.ts';
import { contentPageSlugs } from '../lib/press.ts';
import { selfTests } from '../lib/self-tests.ts';

// Every pre-rendered public page in every locale, each with its alternates. Profiles are listed
// in /sitemap-profiles.xml, which the API writes from the live directory.
export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL('http://localhost:3000');
  const locations = await getCollection('locations');
  const paths = [
    '/',
    '/find-a-therapist',
    '/approaches',
    '/berlin-districts',
    '/cities',
    '/languages',
    '/specializations',
    ...locations.filter((l) => l.data.type !== 'district').map((l) => `/find-a-therapist/${l.data.slug}`),
    ...locations.filter((l) => l.data.type === 'district').map((l) => `/find-a-therapist/berlin/${l.data.slug}`),
    ...(await getCollection('languages')).map((l) => `/find-a-therapist/speaking/${l.data.slug}`),
    ...(await getCollection('categories')).map((c) => `/find-help-with/${c.data.slug}`),
    ...(await contentPageSlugs()).map((slug) => `/${slug}`),
    '/self-tests',
    ...(await selfTests()).map((test) => `/self-tests/${test.data.slug}`),
    '/emergency-resources',
    ...(await emergencyCountries('en')).map((country) => `/emergency-resources/${country.id}`),
    '/matching',
  ];
  const entry = (path: string) =>
    LOCALES.map(
      (locale) => `  <url>
    <loc>${new URL(localizePath(locale, path), base).href}</loc>
${LOCALES.map((l) => `    <xhtml:link rel="alternate" hreflang="${langTag(l)}" href="${new URL(localizePath(l, path), base).href}"/>`).join('\n')}
    <xhtml:link rel="alternate" hreflang="x-default" href="${new URL(path, base).href}"/>
  </url>`,
    ).join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${paths.map(entry).join('\n')}
</urlset>
`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
