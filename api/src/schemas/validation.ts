import { AjvCompiler, type RouteDefinition } from '@fastify/ajv-compiler';
import type { Ajv, ErrorObject, FuncKeywordDefinition, ValidateFunction } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { FastifyBodyParser, FastifyServerOptions } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { AppError } from '../errors.ts';

// Three rules hold for every request, whatever its route's schema says, so that no route has to
// repeat them and none can forget:
// - no NUL character in any string or object key: PostgreSQL refuses it in text and jsonb, so it
//   would fail a query instead of being answered as bad input;
// - no lone surrogate (half of a UTF-16 pair) in any string or object key: JSON can carry one as
//   `"\ud800"`, UTF-8 cannot, and the database driver would store U+FFFD in its place unnoticed;
// - no number that is not finite: JSON cannot carry one, but ajv coerces a query value such as
//   `1e309` to Infinity and then skips minimum and maximum, which only compare finite numbers.
// And every `date` and `date-time` has a year from 1000 to 9998, on top of ajv-formats' check that
// the day exists: a day or a zone's offset either side of it (slot margins, local days) still has a
// four-digit year, which PostgreSQL and JavaScript read and write alike. Year 0 or 10000 would
// otherwise reach a query as a date PostgreSQL refuses. A `date-time` is also one that both `Date`
// and Temporal read, as the routes do: ajv-formats takes a leap second (`23:59:60Z`) and an offset
// of hours only (`+02`), which `Date` cannot read, and any number of decimals, where Temporal stops
// at nine.

const KEYWORD = 'storableInput';

type ValidatorFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']
>;

/** JSON Pointer escaping for one path segment. */
const segment = (key: string | number) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');

/** Walks the data without recursion, so a deeply nested body cannot exhaust the stack. */
function problems(data: unknown, root: string): ErrorObject[] {
  const found: ErrorObject[] = [];
  const problem = (path: string, message: string) =>
    found.push({ keyword: KEYWORD, instancePath: path, schemaPath: `#/${KEYWORD}`, params: {}, message });
  const stack: [unknown, string][] = [[data, root]];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) problem(path, 'must not contain a NUL character');
      if (!value.isWellFormed()) problem(path, 'must not contain a lone surrogate');
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) problem(path, 'must be a finite number');
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        stack.push([item, `${path}/${index}`]);
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) problem(`${path}/${segment(key)}`, 'must not have a NUL character in its name');
        if (!key.isWellFormed()) problem(`${path}/${segment(key)}`, 'must not have a lone surrogate in its name');
        stack.push([item, `${path}/${segment(key)}`]);
      }
    }
  }
  return found;
}

const storableInput: FuncKeywordDefinition = {
  keyword: KEYWORD,
  schemaType: 'boolean',
  // After every other keyword, so it sees the values as coerced and without removed properties.
  post: true,
  errors: true,
  validate: function check(
    _schema: boolean,
    data: unknown,
    _parentSchema?: unknown,
    context?: { instancePath: string },
  ) {
    const found = problems(data, context?.instancePath ?? '');
    (check as { errors?: ErrorObject[] }).errors = found;
    return found.length === 0;
  },
};

type DateFormat = { validate: (text: string) => boolean; compare: (a: string, b: string) => number | undefined };
const formats = fullFormats as unknown as Record<'date' | 'date-time', DateFormat>;
const plausibleYear = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= 1000 && year <= 9998;
};
const readByTemporal = (text: string) => {
  try {
    Temporal.Instant.from(text);
    return true;
  } catch {
    return false;
  }
};
const readable: Record<'date' | 'date-time', (text: string) => boolean> = {
  date: () => true,
  'date-time': (text) => Number.isFinite(Date.parse(text)) && readByTemporal(text),
};

function addRules(ajv: Ajv) {
  ajv.addKeyword(storableInput);
  for (const name of ['date', 'date-time'] as const) {
    const format = formats[name];
    ajv.addFormat(name, {
      ...format,
      validate: (text: string) => plausibleYear(text) && format.validate(text) && readable[name](text),
    });
  }
}

/**
 * Fastify's own ajv compiler, with the rules above added to every request schema it compiles
 * (body, querystring, params, headers); response schemas and the OpenAPI document stay as written.
 * One per app, as Fastify's default is, so that apps do not share compiled schemas.
 */
export function requestValidator(): ValidatorFactory {
  const pool = AjvCompiler();
  // ajv reuses what it compiled for the same schema object: one extended object per route schema
  // keeps it that way for the many routes that share one.
  const extended = new WeakMap<object, object>();
  const withRules = (schema: object) => {
    let found = extended.get(schema);
    if (!found) {
      found = { ...schema, [KEYWORD]: true };
      extended.set(schema, found);
    }
    return found;
  };
  return (externalSchemas, options) => {
    const compile = pool(externalSchemas as Record<string, never>, {
      ...options,
      onCreate: (ajv) => {
        options?.onCreate?.(ajv);
        addRules(ajv);
      },
    }) as unknown as (route: RouteDefinition) => ValidateFunction;
    return ((route: RouteDefinition) =>
      compile({ ...route, schema: withRules(route.schema as object) })) as unknown as ReturnType<typeof pool>;
  };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Fastify's JSON parser behind a strict UTF-8 reader: bytes that are not UTF-8 (a lone surrogate's
 * `ED A0 80`, a stray `FF`) are refused, where decoding them leniently would put U+FFFD in their
 * place. A lone surrogate written as a JSON escape is the keyword's to refuse.
 */
export function utf8Json(parseJson: FastifyBodyParser<string>): FastifyBodyParser<Buffer> {
  return (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      done(new AppError('BAD_REQUEST', 400, 'The body is not UTF-8 text'), undefined);
      return;
    }
    return parseJson(request, text, done);
  };
}
