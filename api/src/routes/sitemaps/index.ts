import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { DEFAULT_LOCALE, LOCALES, langTag, localizePath } from '../../contract/locales.ts';
import { listedProfileCount, SITEMAP_PROFILES_PER_FILE, sitemapProfiles } from '../../directory/sitemap.ts';
import { profilePath } from '../../search/documents.ts';
import { ONLINE } from '../../taxonomy/index.ts';

// Profiles change every day, so their sitemaps come from the live directory rather than the
// build: an index, and files of at most 9,000 profiles (45,000 URLs with five locales each).
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

const sitemaps: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const absolute = (path: string) => new URL(path, config.publicUrl).href;
  const localized = (locale: string, path: string) => absolute(localizePath(locale, path));

  // Site files, not API operations: left out of the OpenAPI document.
  app.get('/sitemap-profiles.xml', { schema: { hide: true } }, async (_request, reply) => {
    const files = Math.max(1, Math.ceil((await listedProfileCount(app.db)) / SITEMAP_PROFILES_PER_FILE));
    const entries = Array.from(
      { length: files },
      (_, i) => `  <sitemap><loc>${absolute(`/sitemap-profiles/${i + 1}.xml`)}</loc></sitemap>`,
    );
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return xml(
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>`,
    );
  });

  app.get<{ Params: { file: string } }>(
    '/sitemap-profiles/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const page = Number(/^(\d{1,4})\.xml$/.exec(request.params.file)?.[1]);
      if (!page) return reply.callNotFound();
      const rows = await sitemapProfiles(app.db, page);
      if (rows.length === 0 && page > 1) return reply.callNotFound();
      const urls = rows.flatMap((row) => {
        const path = profilePath(row.city ?? ONLINE, row.slug);
        const alternates = [
          ...LOCALES.map(
            (l) => `    <xhtml:link rel="alternate" hreflang="${langTag(l)}" href="${localized(l, path)}"/>`,
          ),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${localized(DEFAULT_LOCALE, path)}"/>`,
        ].join('\n');
        return LOCALES.map(
          (locale) =>
            `  <url>\n    <loc>${localized(locale, path)}</loc>\n    <lastmod>${new Date(row.updatedAt).toISOString().slice(0, 10)}</lastmod>\n${alternates}\n  </url>`,
        );
      });
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return xml(
        `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>`,
      );
    },
  );
};

export default sitemaps;
