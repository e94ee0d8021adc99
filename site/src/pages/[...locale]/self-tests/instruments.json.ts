import type { APIRoute } from 'astro';
import { type Locale, localeStaticPaths } from '../../../i18n/index.ts';
import { selfTests } from '../../../lib/self-tests.ts';

// The instruments' words per locale, for screens that are not built with the self-test pages: a
// client's record names each questionnaire, its bands and the latest answer to each item (decision
// 036). Content, pre-rendered with the self-tests; scoring stays in content/self-tests' data.
export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { locale } = props as { locale: Locale };
  const tests = Object.fromEntries(
    (await selfTests()).map((test) => {
      const texts = test.data.texts[locale];
      return [
        test.data.slug,
        {
          name: test.data.name,
          title: texts.title,
          items: texts.items,
          options: texts.options,
          bands: Object.fromEntries(Object.entries(texts.bands).map(([key, band]) => [key, band.title])),
        },
      ];
    }),
  );
  return new Response(JSON.stringify({ tests }), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
