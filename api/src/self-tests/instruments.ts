import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import { repoRoot } from '../config.ts';
import { LOCALES, type Locale } from '../contract/locales.ts';
import type { Instrument } from '../contract/self-tests.ts';

// The self-test instruments are editor-owned data in content/self-tests (the site validates the
// whole file with its content schema at build time). The API reads what scoring a saved result
// needs, and the names it shows in a list of saved results, once at start-up.

const LocaleTexts = Type.Object({
  title: Type.String({ minLength: 1 }),
  functional: Type.Optional(Type.Object({ options: Type.Array(Type.String(), { minItems: 2 }) })),
  bands: Type.Record(Type.String(), Type.Object({ title: Type.String({ minLength: 1 }) })),
});

const InstrumentFile = Type.Object({
  slug: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }),
  instrument: Type.String({ minLength: 1 }),
  scoring: Type.Union([Type.Literal('sum'), Type.Literal('asrs-part-a')]),
  safetyItem: Type.Optional(Type.String()),
  options: Type.Array(Type.Object({ points: Type.Integer({ minimum: 0 }) }), { minItems: 2 }),
  items: Type.Array(
    Type.Object({
      id: Type.String({ minLength: 1 }),
      reverse: Type.Boolean(),
      part: Type.Optional(Type.Union([Type.Literal('A'), Type.Literal('B')])),
      shadedFrom: Type.Optional(Type.Integer()),
    }),
    { minItems: 1 },
  ),
  bands: Type.Array(
    Type.Object({ key: Type.String(), min: Type.Integer(), max: Type.Integer(), level: Type.Integer() }),
    { minItems: 1 },
  ),
  texts: Type.Object(
    Object.fromEntries(LOCALES.map((locale) => [locale, LocaleTexts])) as Record<Locale, typeof LocaleTexts>,
  ),
});
type InstrumentData = Static<typeof InstrumentFile>;

export interface SelfTest {
  slug: string;
  /** The published instrument (phq9, gad7, rses, asrs). */
  name: string;
  /**
   * A fingerprint of everything that decides a score (options, items, bands): a saved result names
   * the version it was scored with, so an edit to the data never silently reinterprets it.
   */
  version: string;
  instrument: Instrument;
  /** How many options the unscored functional question has (PHQ-9), if it has one. */
  functionalOptions: number | undefined;
  titles: Record<Locale, string>;
  bandTitles: Record<Locale, Record<string, string>>;
}

/** Checks one instrument file and keeps what the API needs; throws naming the file. */
export function parseInstrument(file: string, json: unknown): SelfTest {
  if (!Value.Check(InstrumentFile, json)) {
    const [first] = Value.Errors(InstrumentFile, json);
    throw new Error(`content/self-tests/${file}: ${first?.instancePath} ${first?.message}`);
  }
  const data: InstrumentData = json;
  const instrument: Instrument = {
    slug: data.slug,
    scoring: data.scoring,
    options: data.options,
    items: data.items,
    bands: data.bands,
    ...(data.safetyItem ? { safetyItem: data.safetyItem } : {}),
  };
  const version = createHash('sha256')
    .update(JSON.stringify([data.scoring, data.safetyItem ?? null, data.options, data.items, data.bands]))
    .digest('hex')
    .slice(0, 16);
  const byLocale = <T>(pick: (locale: Locale) => T) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, pick(locale)])) as Record<Locale, T>;
  return {
    slug: data.slug,
    name: data.instrument,
    version,
    instrument,
    functionalOptions: data.texts.en.functional?.options.length,
    titles: byLocale((locale) => data.texts[locale].title),
    bandTitles: byLocale((locale) =>
      Object.fromEntries(Object.entries(data.texts[locale].bands).map(([key, band]) => [key, band.title])),
    ),
  };
}

const directory = path.join(repoRoot, 'content/self-tests');

/** Every self-test by slug. */
export const selfTests: ReadonlyMap<string, SelfTest> = new Map(
  readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .map((file) => parseInstrument(file, JSON.parse(readFileSync(path.join(directory, file), 'utf8'))))
    .map((test) => [test.slug, test]),
);
