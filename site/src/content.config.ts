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

export const collections = { locations, languages, categories, approaches, specializations };
