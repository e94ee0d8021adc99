import type { Locale } from '@calma/api/contract';
import { z } from 'astro/zod';

/**
 * Marketing, legal and press pages: one Markdown file per page and locale in
 * content/pages/{locale}/{slug}.md, served at /{slug} (English) and /{locale}/{slug}. Editors change
 * the text by pull request; the list of URLs is fixed here so a stray file cannot shadow a route.
 * Press releases are the exception: every content/pages/{locale}/press/*.md with a `released` date
 * is one, so a new release needs no code.
 */
export const TOP_LEVEL_PAGES = [
  'for-employees',
  'for-companies',
  'for-therapists',
  'partnerships',
  'apply',
  'our-story',
  'recommend-to-your-employer',
  'imprint',
  'privacy',
  'terms',
  'security',
] as const;
export const PRESS_PAGES = ['press/company-portrait', 'press/founder-interview', 'press/founder-story'] as const;
/** The press overview has its own route (it lists the press pages and releases below it). */
export const PRESS_OVERVIEW = 'press';

export type TopLevelPage = (typeof TOP_LEVEL_PAGES)[number];

export const pageSchema = z.object({
  /** The page's heading; the document title is "{title} – Calma". */
  title: z.string().min(1),
  description: z.string().min(50).max(200),
  lead: z.string().min(1).optional(),
  /** A button after the text; `path` is the same in every locale and gets the locale prefix. */
  cta: z.object({ label: z.string().min(1), path: z.string().regex(/^\/[a-z]/) }).optional(),
  /** The operator's details from content/company.json, shown before the text (the imprint). */
  companyFacts: z.boolean().optional(),
  /** An empty section with this id after the text, where a form is mounted. */
  formSlot: z.enum(['recommend-form', 'partnership-form', 'press-form']).optional(),
  /** Press releases only: the day of publication. */
  released: z.coerce.date().optional(),
});
export type PageData = z.infer<typeof pageSchema>;

const email = z.email();
/**
 * The operator's facts, kept in one file (content/company.json) so the imprint, privacy notice,
 * security and press pages cannot disagree. Unknown facts are null while `demo` is true; a test
 * demands every one of them once `demo` is false.
 */
export const companySchema = z.object({
  demo: z.boolean(),
  operator: z.string().min(1),
  address: z.array(z.string().min(1)).min(1).nullable(),
  representatives: z.array(z.string().min(1)),
  register: z.object({ court: z.string().min(1), number: z.string().min(1) }).nullable(),
  vatId: z.string().min(1).nullable(),
  phone: z.string().min(1).nullable(),
  contentResponsible: z.string().min(1).nullable(),
  dataProtectionOfficer: z.string().min(1).nullable(),
  contact: z.object({ general: email, privacy: email, security: email, press: email, partnerships: email }),
});
export type Company = z.infer<typeof companySchema>;

/** `{{operator}}` and `{{email.security}}` in a page's text stand for the operator's facts. */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export const placeholdersIn = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The HTML each placeholder becomes: text for names, a mailto link for addresses. */
export function placeholderValues(company: Company): Record<string, string> {
  const values: Record<string, string> = { operator: escapeHtml(company.operator) };
  for (const [purpose, address] of Object.entries(company.contact)) {
    const safe = escapeHtml(address);
    values[`email.${purpose}`] = `<a href="mailto:${safe}">${safe}</a>`;
  }
  return values;
}

/** Fills the placeholders of rendered page HTML; an unknown one fails the build, not the reader. */
export function fillPlaceholders(html: string, company: Company): string {
  const values = placeholderValues(company);
  return html.replace(PLACEHOLDER, (match, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Unknown placeholder ${match} in a content page`);
    return value;
  });
}

/** The collection id of a page in a locale (`de/press/company-portrait`). */
export const pageId = (locale: Locale, slug: string) => `${locale}/${slug}`;
