import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../../config.ts';
import { HUB_CATEGORIES } from '../../contract/hub.ts';
import type { Locale } from '../../contract/locales.ts';
import { notFound } from '../../errors.ts';
import { hubContent, hubEntry, itemOf, summaryOf } from '../../hub/content.ts';
import { hubLocale } from '../../hub/locale.ts';
import { renderHubPdf } from '../../hub/pdf.ts';
import { searchHub } from '../../hub/search.ts';
import { ErrorSchema, LocaleSchema } from '../../schemas/common.ts';
import { HubItemSchema, HubListSchema, HubQuerySchema, HubSlugSchema } from '../../schemas/hub.ts';

const tags = ['hub'];
const access = ['therapist', 'admin'] as const;
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };
const ItemParamsSchema = Type.Object({ slug: HubSlugSchema });
const ItemQuerySchema = Type.Object({ locale: Type.Optional(LocaleSchema) });
const LOCALE_NOTE =
  '`locale` defaults to the account’s language; an item not yet translated is the English one (its `locale` says so).';

/**
 * The mental-health hub for therapists: crisis protocols, worksheets for clients, guidance on online
 * practice and self-care, written as Markdown under content/hub and read once at start-up (a file
 * with a mistake stops the process).
 */
const hub: FastifyPluginAsyncTypebox<{ config: Config }> = async (app) => {
  const content = hubContent();
  // The content only changes with a deploy, so each PDF is made once per process.
  const pdfs = new Map<string, Promise<Uint8Array>>();

  const localeOf = (request: FastifyRequest, asked: Locale | undefined) =>
    hubLocale(app.db, request.principal?.userId as string, asked);
  const entryOf = async (request: FastifyRequest<{ Params: { slug: string }; Querystring: { locale?: Locale } }>) => {
    const entry = hubEntry(content, request.params.slug, await localeOf(request, request.query.locale));
    if (!entry) throw notFound('No hub item with this slug');
    return entry;
  };

  app.get(
    '/api/v1/hub',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The hub’s items, searched and filtered by category, with the count of each category',
        description: `\`q\` finds items with every word in their title, summary or text, whatever the case and accents; those with the words in the title come first. \`categories\` counts the items matching \`q\` in each category, whatever \`category\`. Without \`q\` the items come by category, then title. ${LOCALE_NOTE}`,
        querystring: HubQuerySchema,
        response: { 200: HubListSchema, ...errors },
      },
    },
    async (request) => {
      const locale = await localeOf(request, request.query.locale);
      const { items, counts } = searchHub(content.get(locale) ?? [], request.query.q, request.query.category);
      return {
        items: items.map(summaryOf),
        categories: HUB_CATEGORIES.map((id) => ({ id, count: counts[id] })),
      };
    },
  );

  app.get(
    '/api/v1/hub/:slug',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One hub item with its text as HTML',
        description: `\`html\` is the Markdown rendered: headings carry ids, links stay as written (site paths are relative). An unknown slug is 404. ${LOCALE_NOTE}`,
        params: ItemParamsSchema,
        querystring: ItemQuerySchema,
        response: { 200: HubItemSchema, ...errors, 404: ErrorSchema },
      },
    },
    async (request) => itemOf(await entryOf(request)),
  );

  app.get(
    '/api/v1/hub/:slug/download',
    {
      config: { access },
      schema: {
        tags,
        summary: 'A worksheet as a PDF to hand to a client',
        description: `application/pdf, as an attachment named after the slug ("safety-plan-template.pdf"): the title, the text with lines to write on, and "Calma · reviewed <date>" on every page. Only items with \`downloadable\`; any other is 404. ${LOCALE_NOTE}`,
        params: ItemParamsSchema,
        querystring: ItemQuerySchema,
        response: {
          200: Type.Unknown({ description: 'application/pdf' }),
          ...errors,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const entry = await entryOf(request);
      if (!entry.downloadable) throw notFound('This hub item has no PDF');
      const key = `${entry.locale}/${entry.slug}`;
      if (!pdfs.has(key)) pdfs.set(key, renderHubPdf(entry));
      const pdf = await (pdfs.get(key) as Promise<Uint8Array>);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${entry.slug}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
};

export default hub;
