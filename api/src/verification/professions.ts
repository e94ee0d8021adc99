import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Static, Type } from 'typebox';
import { Value } from 'typebox/value';
import { repoRoot } from '../config.ts';
import type { Locale } from '../contract/locales.ts';
import type { CountryProfessions } from '../schemas/verification.ts';
import { locations, named } from '../taxonomy/index.ts';

// Which professions can be verified in each country, and the register that records them: editor-
// owned data in content/verification/professions.json, names in every locale, checked at start-up.

const Localized = Type.Object({
  en: Type.String({ minLength: 1 }),
  de: Type.String({ minLength: 1 }),
  nl: Type.String({ minLength: 1 }),
  es: Type.String({ minLength: 1 }),
  pt: Type.String({ minLength: 1 }),
});
const ProfessionFile = Type.Object({
  countries: Type.Array(
    Type.Object({
      country: Type.String({ pattern: '^[a-z0-9-]+$' }),
      professions: Type.Array(
        Type.Object({
          id: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }),
          names: Localized,
          register: Localized,
          number: Localized,
          example: Type.String({ minLength: 1 }),
          pattern: Type.String({ minLength: 2 }),
          evidence: Localized,
        }),
        { minItems: 1 },
      ),
    }),
    { minItems: 1 },
  ),
});
type ProfessionData = Static<typeof ProfessionFile>;

/** Parses and checks the professions file; throws with the first problem. */
export function parseProfessions(json: unknown): ProfessionData {
  if (!Value.Check(ProfessionFile, json)) {
    const [first] = Value.Errors(ProfessionFile, json);
    throw new Error(`content/verification/professions.json: ${first?.instancePath} ${first?.message}`);
  }
  for (const entry of json.countries) {
    if (locations.get(entry.country)?.type !== 'country') {
      throw new Error(`content/verification/professions.json: ${entry.country} is not a country of the taxonomy`);
    }
    for (const profession of entry.professions) {
      if (!new RegExp(profession.pattern).test(profession.example)) {
        throw new Error(`content/verification/professions.json: ${profession.id}'s example does not match its pattern`);
      }
    }
  }
  return json;
}

const data = parseProfessions(
  JSON.parse(readFileSync(path.join(repoRoot, 'content/verification/professions.json'), 'utf8')),
);

/** Every country's professions, named in the locale. */
export function professionsIn(locale: Locale): CountryProfessions[] {
  return data.countries.map((c) => ({
    ...named(locations, c.country, locale),
    professions: c.professions.map((p) => ({
      id: p.id,
      name: p.names[locale],
      register: p.register[locale],
      numberLabel: p.number[locale],
      example: p.example,
      pattern: p.pattern,
      evidence: p.evidence[locale],
    })),
  }));
}

/** A profession of a country, or undefined when the country does not have it. */
export function professionOf(country: string, id: string) {
  return data.countries.find((c) => c.country === country)?.professions.find((p) => p.id === id);
}
