import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) => {
  const base = site ?? new URL('http://localhost:3000');
  const body = `User-agent: *
Disallow: /dashboard
Allow: /api/v1/therapists/*/share-card.png
Disallow: /api/
Disallow: /find-a-therapist?
Disallow: /*/find-a-therapist?

Sitemap: ${new URL('/sitemap.xml', base).href}
Sitemap: ${new URL('/sitemap-profiles.xml', base).href}
`;
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
