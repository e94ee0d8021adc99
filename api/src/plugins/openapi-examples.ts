import type { FastifySchema } from 'fastify';

// @fastify/swagger turns the first of a body's or a response's top-level `examples` into the media
// type's `example`, which is what /api/docs shows beside the schema; nested `examples` stay in the
// schema (OpenAPI 3.1 is JSON Schema 2020-12). The examples live where the data is described, on
// the shared schemas in schemas/*.ts and their fields, so one example serves every operation that
// answers with it: a body or an answer without an example of its own gets one composed from the
// examples of its parts. Only the document changes; validation and serialisation never see it.
// api/test/openapi-examples.test.ts holds every example to its schema.

type Schema = {
  type?: string | string[];
  examples?: unknown[];
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  minItems?: number;
  maxProperties?: number;
  description?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  patternProperties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  content?: unknown;
  $ref?: string;
};

const NONE = Symbol('no example');
type Example = unknown | typeof NONE;

/**
 * Values a format names whatever the field: one practice in Berlin, one client, one session on a
 * spring morning in 2026. Where the field's name says which end of a range it is, or whose address,
 * the value follows, so that a session does not end as it starts.
 */
function byFormat(format: string | undefined, name: string): unknown {
  const field = name.slice(name.lastIndexOf('.') + 1);
  switch (format) {
    case 'uuid':
      return '3f1c9a52-7d4e-4b8a-9c21-5e6f7a8b9c0d';
    case 'date-time':
      return /^(end|until|expires)|(End|Until|Expires)(s?At)?$/.test(field)
        ? '2026-03-12T09:50:00.000Z'
        : '2026-03-12T09:00:00.000Z';
    case 'date':
      return /^(end|until|to|due)|(End|Until|To|Due)(Date)?$/.test(field) ? '2026-03-26' : '2026-03-12';
    case 'email':
      return /client|buyer|guest/i.test(name) ? 'jonas.weber@example.com' : 'anna.becker@example.com';
    case 'uri':
      return 'https://calma.example/de/therapists/anna-becker';
    default:
      return NONE;
  }
}

/** `name`: the property's path, e.g. `client.email`. */
function compose(schema: Schema | undefined, name = '', depth = 0): Example {
  if (!schema || typeof schema !== 'object' || depth > 24) return NONE;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (schema.$ref) return NONE;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    // The first branch that is not null: an example shows the value, not its absence.
    const ordered = [...branches.filter((b) => b.type !== 'null'), ...branches.filter((b) => b.type === 'null')];
    for (const branch of ordered) {
      const value = compose(branch, name, depth + 1);
      if (value !== NONE) return value;
    }
    return NONE;
  }
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => compose(part, name, depth + 1));
    if (parts.some((part) => part === NONE || typeof part !== 'object' || part === null)) return NONE;
    return Object.assign({}, ...(parts as object[]));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      // Optional properties as far as maxProperties leaves room beside the required ones.
      let room = (schema.maxProperties ?? Number.POSITIVE_INFINITY) - required.size;
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (!required.has(key) && room <= 0) continue;
        const example = compose(property, `${name}.${key}`, depth + 1);
        if (example === NONE) {
          if (required.has(key)) return NONE;
          continue;
        }
        value[key] = example;
        if (!required.has(key)) room -= 1;
      }
      return value;
    }
    case 'array': {
      const item = compose(schema.items, name, depth + 1);
      if (item === NONE) return NONE;
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => item);
    }
    case 'string':
      return byFormat(schema.format, name);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return NONE;
  }
}

/** The schema's own first example, else one composed from its parts' examples, else undefined. */
export function exampleOf(schema: unknown): unknown {
  const value = compose(schema as Schema);
  return value === NONE ? undefined : value;
}

const MEDIA_TYPE = /\b(?:application|image|text|video|audio)\/[\w.+-]+/g;

/**
 * A file answer (a PDF, a calendar, a CSV) is declared by a schema without properties whose
 * description names its media types, e.g. `{ description: 'image/png, 1200×630' }`: the document
 * lists it under those types, not as JSON, which it is not.
 */
function asFile(schema: Schema): unknown {
  if (schema.properties || schema.items || (schema.type !== undefined && schema.type !== 'string')) return undefined;
  const types = [...new Set(schema.description?.match(MEDIA_TYPE) ?? [])].filter((type) => !/json$/.test(type));
  if (types.length === 0) return undefined;
  const file = { type: 'string', ...(types.some((type) => type.startsWith('text/')) ? {} : { format: 'binary' }) };
  return {
    description: schema.description,
    content: Object.fromEntries(types.map((type) => [type, { schema: file }])),
  };
}

const withExample = (schema: unknown) => {
  if (!schema || typeof schema !== 'object' || 'content' in schema || 'examples' in schema) return schema;
  const example = exampleOf(schema);
  return example === undefined ? schema : { ...schema, examples: [example] };
};

/**
 * The route's schema for the document, with an example on its body and its 2xx answers where it
 * has none of its own (a copy: the route's own schemas are untouched).
 */
export function withExamples(schema: FastifySchema): FastifySchema {
  const response = schema.response as Record<string, unknown> | undefined;
  return {
    ...schema,
    ...(schema.body ? { body: withExample(schema.body) } : {}),
    ...(response
      ? {
          response: Object.fromEntries(
            Object.entries(response).map(([status, answer]) => [
              status,
              /^2/.test(status) ? (asFile(answer as Schema) ?? withExample(answer)) : answer,
            ]),
          ),
        }
      : {}),
  };
}
