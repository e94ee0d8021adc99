import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { companySchema, pageSchema } from './lib/content-pages.ts';

// Collections read from the repository's content/ folder; every collection has a schema, so an
// editor's pull request with a missing translation fails the build rather than the page.
const localized = z.object({
  en: z.string().min(1),
  de: z.string().min(1),
  nl: z.string().min(1),
  es: z.string().min(1),
  pt: z.string().min(1),
});
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const locations = defineCollection({
  loader: file('../content/taxonomy/locations.json'),
  schema: z.object({
    slug,
    type: z.enum(['country', 'online', 'city', 'district']),
    country: slug.optional(),
    /** ISO 3166-1 alpha-2, on countries. */
    code: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    city: slug.optional(),
    lat: z.number().min(-90).max(90).optional(),
    lon: z.number().min(-180).max(180).optional(),
    names: localized,
  }),
});

const languages = defineCollection({
  loader: file('../content/taxonomy/languages.json'),
  schema: z.object({ slug, code: z.string().min(2), names: localized }),
});

const describedTerm = z.object({ slug, names: localized, description: localized });
const categories = defineCollection({ loader: file('../content/taxonomy/categories.json'), schema: describedTerm });
const approaches = defineCollection({ loader: file('../content/taxonomy/approaches.json'), schema: describedTerm });
const specializations = defineCollection({
  loader: file('../content/taxonomy/specializations.json'),
  schema: describedTerm,
});

// Emergency and crisis services per country, from ../shared/reference/emergency-resources.md.
const emergency = defineCollection({
  loader: file('../content/emergency/resources.json', {
    parser: (text) => {
      const data = JSON.parse(text) as { lastChecked: string; countries: Record<string, object> };
      return Object.entries(data.countries).map(([id, country]) => ({ id, lastChecked: data.lastChecked, ...country }));
    },
  }),
  schema: z.object({
    lastChecked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    emergency: z.array(z.object({ number: z.string(), tel: z.string().regex(/^\+?\d+$/), label: localized })).min(1),
    services: z
      .array(
        z.object({
          id: slug,
          name: z.string().min(1),
          kind: z.enum(['crisis', 'mental-health', 'youth', 'parents', 'information', 'guidance']),
          description: localized,
          phones: z
            .array(z.object({ number: z.string(), tel: z.string().regex(/^\+?\d+$/), note: localized.optional() }))
            .optional(),
          sms: z.array(z.object({ number: z.string(), sms: z.string().regex(/^\d+$/) })).optional(),
          links: z.array(z.object({ url: z.url({ protocol: /^https$/ }), label: localized })).optional(),
          email: z.email().optional(),
          // Only what the reference verifies reaches a person at risk: hours or cost that are not
          // verified are left out, never shown as "unconfirmed".
          hours: localized.optional(),
          cost: z.enum(['free', 'charged']).optional(),
          languages: z.array(slug),
        }),
      )
      .min(1),
  }),
});

// Self-test instruments: items, options, points and bands as published (../shared/reference/self-tests.md).
const localeTexts = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  measures: z.string().min(1),
  stem: z.string().min(1),
  options: z.array(z.string().min(1)).min(2),
  items: z.array(z.string().min(1)).min(1),
  functional: z.object({ text: z.string().min(1), options: z.array(z.string().min(1)).min(2) }).optional(),
  bands: z.record(z.string(), z.object({ title: z.string().min(1), meaning: z.string().min(1) })),
});
const selfTests = defineCollection({
  loader: glob({ pattern: '*.json', base: '../content/self-tests' }),
  schema: z.object({
    slug,
    instrument: z.enum(['phq9', 'gad7', 'rses', 'asrs']),
    name: z.string().min(1),
    category: slug,
    minutes: z.number().int().positive(),
    scoring: z.enum(['sum', 'asrs-part-a']),
    safetyItem: z.string().optional(),
    source: z.string().min(1),
    licenceNotice: z.string().min(1),
    validated: z.object({ en: z.boolean(), de: z.boolean(), nl: z.boolean(), es: z.boolean(), pt: z.boolean() }),
    options: z.array(z.object({ points: z.number().int().min(0) })).min(2),
    items: z
      .array(
        z.object({
          id: z.string(),
          reverse: z.boolean(),
          part: z.enum(['A', 'B']).optional(),
          shadedFrom: z.number().int().optional(),
        }),
      )
      .min(1),
    bands: z
      .array(
        z.object({
          key: z.string(),
          min: z.number().int(),
          max: z.number().int(),
          level: z.number().int().min(0).max(3),
        }),
      )
      .min(1),
    texts: z.object({ en: localeTexts, de: localeTexts, nl: localeTexts, es: localeTexts, pt: localeTexts }),
  }),
});

// Marketing, legal and press pages, one Markdown file per page and locale (see lib/content-pages.ts).
const pages = defineCollection({
  loader: glob({
    pattern: '*/**/*.md',
    base: '../content/pages',
    generateId: ({ entry }) => entry.replace(/\.md$/, ''),
  }),
  schema: pageSchema,
});

// The operator's facts that the imprint, privacy, security and press pages show.
const company = defineCollection({
  loader: file('../content/company.json', { parser: (text) => [{ id: 'company', ...JSON.parse(text) }] }),
  schema: companySchema,
});

export const collections = {
  locations,
  languages,
  categories,
  approaches,
  specializations,
  emergency,
  selfTests,
  pages,
  company,
};
