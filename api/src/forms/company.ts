import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { repoRoot } from '../config.ts';

// Where the team reads what the forms bring in: the addresses editors keep in content/company.json
// (the same file the imprint and press pages show), checked at start-up.

const Address = Type.String({ format: 'email' });
const CompanyFile = Type.Object({
  contact: Type.Object({ general: Address, press: Address, partnerships: Address }),
});

/** Reads the contact addresses from the company file's JSON; throws with the first problem. */
export function parseCompanyContact(json: unknown) {
  if (!Value.Check(CompanyFile, json)) {
    const [first] = Value.Errors(CompanyFile, json);
    throw new Error(`content/company.json: ${first?.instancePath} ${first?.message}`);
  }
  const { general, press, partnerships } = json.contact;
  return { general, press, partnerships };
}

export const companyContact = parseCompanyContact(
  JSON.parse(readFileSync(path.join(repoRoot, 'content/company.json'), 'utf8')),
);
