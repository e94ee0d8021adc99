import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';

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
          hours: localized,
          cost: z.enum(['free', 'charged', 'unconfirmed']),
          languages: z.array(slug),
          needsRecheck: z.boolean(),
        }),
      )
      .min(1),
  }),
});

export const collections = { locations, languages, categories, approaches, specializations, emergency };
