import type { APIRoute } from 'astro';
import { type Locale, localeStaticPaths, localizePath, uiStrings } from '../../../i18n/index.ts';
import { crisisCountries } from '../../../lib/crisis.ts';

// The crisis block as data, per locale, for screens that are not built with the self-test pages:
// the dashboard shows it beside a saved PHQ-9 whose item 9 was answered above 0. Content, like the
// emergency page, so it is pre-rendered with it rather than served by the API.
export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { locale } = props as { locale: Locale };
  const body = {
    countries: await crisisCountries(locale),
    emergencyPath: localizePath(locale, '/emergency-resources'),
    strings: uiStrings(locale, 'selfTests.crisis.'),
  };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
