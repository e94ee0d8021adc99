import { type CollectionEntry, getCollection } from 'astro:content';
import type { Instrument, Locale } from '@calma/api/contract';
import { DEFAULT_LOCALE, LOCALES, uiStrings } from '../i18n/index.ts';

export type SelfTestEntry = CollectionEntry<'selfTests'>;

/** The order the tests are listed in. */
const ORDER = ['depression', 'anxiety', 'adhd', 'self-esteem'];

export async function selfTests(): Promise<SelfTestEntry[]> {
  return (await getCollection('selfTests')).sort((a, b) => ORDER.indexOf(a.data.slug) - ORDER.indexOf(b.data.slug));
}

/** Static paths for a page that exists per locale and test. */
export async function selfTestPaths() {
  const tests = await selfTests();
  return LOCALES.flatMap((locale) =>
    tests.map((test) => ({
      params: { locale: locale === DEFAULT_LOCALE ? undefined : locale, test: test.data.slug },
      props: { locale, test },
    })),
  );
}

/** What scoring needs: the structure, without any text. */
export function instrumentOf(test: SelfTestEntry): Instrument {
  const { slug, scoring, safetyItem, options, items, bands } = test.data;
  return { slug, scoring, options, items, bands, ...(safetyItem ? { safetyItem } : {}) };
}

/** What the questionnaire says in the locale: its stem, answer options, items and functional question. */
export function questionnaireTexts(test: SelfTestEntry, locale: Locale) {
  const { stem, options, items, functional } = test.data.texts[locale];
  return { stem, options, items, functional };
}

export const selfTestStrings = (locale: Locale) => uiStrings(locale, 'selfTests.');
