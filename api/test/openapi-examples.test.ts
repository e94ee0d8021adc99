import { Ajv2020 } from 'ajv/dist/2020.js';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { describe, expect, it } from 'vitest';
import { testApp } from './helpers/app.ts';

// A developer reading /api/docs sees, for every operation, what to send and what comes back: every
// JSON request body and every JSON 2xx answer carries an example, each example is one the schema
// beside it accepts (so the docs cannot drift from what the API validates and sends), and every
// operation names at least one 4xx answer, with the shared error body, for when the call goes wrong.
// Each check prints the operations it finds wanting, so the gaps can be counted and closed.

type Schema = Record<string, unknown>;
type Media = { schema?: Schema; example?: unknown; examples?: Record<string, { value?: unknown }> };
type Operation = {
  operationId?: string;
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components?: unknown };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
const ID = 'https://calma.invalid/openapi.json';

/** application/json and the +json types (application/problem+json, …). */
const isJson = (type: string) => /^application\/(.+\+)?json$/.test(type.split(';')[0]?.trim() ?? '');
const pointer = (...segments: string[]) =>
  segments.map((s) => `/${s.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/** The examples a media type object carries, by name. */
function mediaExamples(media: Media): [string, unknown][] {
  const found: [string, unknown][] = [];
  if (media.example !== undefined) found.push(['example', media.example]);
  for (const [name, example] of Object.entries(media.examples ?? {})) {
    if (example.value !== undefined) found.push([`examples.${name}`, example.value]);
  }
  return found;
}

/** Every `examples` array on a schema or a schema nested in it, with its JSON pointer. */
function* schemaExamples(schema: unknown, at: string): Generator<[string, unknown]> {
  if (schema === null || typeof schema !== 'object') return;
  if (Array.isArray(schema)) {
    for (const [i, item] of schema.entries()) yield* schemaExamples(item, `${at}/${i}`);
    return;
  }
  const node = schema as Schema;
  if (Array.isArray(node.examples)) for (const example of node.examples) yield [at, example];
  for (const [key, value] of Object.entries(node)) {
    // An example is data, not schema: its own keys (a property called `properties`) are not walked.
    if (key === 'examples' || key === 'example' || key === 'enum' || key === 'const' || key === 'default') continue;
    yield* schemaExamples(value, `${at}${pointer(key)}`);
  }
}

describe('the OpenAPI document’s examples', async () => {
  const { app } = await testApp();
  const response = await app.inject({ url: '/api/openapi.json' });
  const document = response.json() as Document;

  // The document is OpenAPI 3.1, whose schemas are JSON Schema 2020-12: the whole document is one
  // schema resource, so each schema is compiled by its pointer and its $refs resolve as in the docs.
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false, formats: fullFormats });
  ajv.addSchema({ ...(document as object), $id: ID });
  const validate = (at: string, value: unknown): string | undefined => {
    const check = ajv.compile({ $ref: `${ID}#${at}` });
    return check(value) ? undefined : ajv.errorsText(check.errors, { dataVar: 'example' });
  };

  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        at: pointer('paths', path, method),
        operation,
      })),
  );

  const report = (title: string, failures: string[]) => {
    if (failures.length > 0) console.info(`${title} (${failures.length}):\n  ${failures.join('\n  ')}`);
    return failures;
  };

  it('is served with its operations', () => {
    expect(response.statusCode).toBe(200);
    expect(operations.length).toBeGreaterThan(100);
  });

  it('shows an example of every JSON request body', () => {
    const missing = operations.flatMap(({ name, operation }) =>
      Object.entries(operation.requestBody?.content ?? {})
        .filter(([type, media]) => isJson(type) && mediaExamples(media).length === 0)
        .map(([type]) => `${name} (${type})`),
    );
    expect(report('Operations without a request example', missing)).toEqual([]);
  });

  it('shows an example of every JSON 2xx answer', () => {
    const missing = operations.flatMap(({ name, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => /^2(\d\d|XX)$/.test(status))
        .flatMap(([status, answer]) =>
          Object.entries(answer.content ?? {})
            .filter(([type, media]) => isJson(type) && mediaExamples(media).length === 0)
            .map(([type]) => `${name} ${status} (${type})`),
        ),
    );
    expect(report('Operations without a 2xx example', missing)).toEqual([]);
  });

  it('names a 4xx answer for every operation', () => {
    const missing = operations
      .filter(({ operation }) => !Object.keys(operation.responses ?? {}).some((status) => /^4(\d\d|XX)$/.test(status)))
      .map(({ name }) => name);
    expect(report('Operations without a 4xx answer', missing)).toEqual([]);
  });

  it('shows only examples their schemas accept', () => {
    const invalid: string[] = [];
    for (const { name, at, operation } of operations) {
      const bodies = Object.entries(operation.requestBody?.content ?? {}).map(
        ([type, media]) => [`request ${type}`, pointer('requestBody', 'content', type), media] as const,
      );
      const answers = Object.entries(operation.responses ?? {}).flatMap(([status, answer]) =>
        Object.entries(answer.content ?? {}).map(
          ([type, media]) => [`${status} ${type}`, pointer('responses', status, 'content', type), media] as const,
        ),
      );
      for (const [label, where, media] of [...bodies, ...answers]) {
        if (!media.schema) continue;
        for (const [example, value] of mediaExamples(media)) {
          const problem = validate(`${at}${where}/schema`, value);
          if (problem) invalid.push(`${name} ${label} ${example}: ${problem}`);
        }
        for (const [schemaAt, value] of schemaExamples(media.schema, `${at}${where}/schema`)) {
          const problem = validate(schemaAt, value);
          if (problem) invalid.push(`${name} ${label} schema example at ${schemaAt}: ${problem}`);
        }
      }
    }
    for (const [schemaAt, value] of schemaExamples(document.components, '/components')) {
      const problem = validate(schemaAt, value);
      if (problem) invalid.push(`schema example at ${schemaAt}: ${problem}`);
    }
    expect(report('Examples their schemas refuse', invalid)).toEqual([]);
  });
});
