import type { Profile } from '@calma/api/contract';
import type { AstroGlobal } from 'astro';
import { apiGet } from '../../../lib/api.ts';
import { pageAddress } from '../../../lib/page-address.ts';
import { embedOrigin } from './_origin.ts';

/**
 * The therapist a card or message widget is for: their plan-gated embed profile, or none (the page
 * is then a 404). Widgets are public, so the answer may be kept for five minutes.
 */
export async function embedProfile(astro: AstroGlobal) {
  const { locale, id: slug, valid } = pageAddress(astro.params, 'slug', /^[a-z0-9-]{1,80}$/);
  const result = valid
    ? await apiGet<Profile>(`/api/v1/therapists/${slug}/embed?locale=${locale}`, { locals: astro.locals, locale })
    : undefined;
  const profile = result?.ok ? result.body : undefined;
  if (!profile) astro.response.status = 404;
  astro.response.headers.set('cache-control', 'public, max-age=300');
  return { locale, profile, site: embedOrigin(astro.site, astro.url) };
}
