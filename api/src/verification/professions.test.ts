import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { LOCALES } from '../contract/locales.ts';
import { displayName } from './index.ts';
import { parseProfessions, professionOf, professionsIn } from './professions.ts';

const file = () => JSON.parse(readFileSync(path.join(repoRoot, 'content/verification/professions.json'), 'utf8'));

describe('verifiable professions', () => {
  it('name every profession, register and number in every locale', () => {
    for (const locale of LOCALES) {
      for (const country of professionsIn(locale)) {
        for (const p of country.professions) {
          for (const text of [p.name, p.register, p.numberLabel, p.evidence]) expect(text.trim()).not.toBe('');
          expect(new RegExp(p.pattern).test(p.example)).toBe(true);
        }
      }
    }
    expect(professionOf('netherlands', 'gz-psycholoog')?.pattern).toBe('^\\d{11}$');
    expect(professionOf('spain', 'gz-psycholoog')).toBeUndefined();
  });

  it('refuses a file with a missing translation, an unknown country or an example its pattern rejects', () => {
    const missing = file();
    delete missing.countries[0].professions[0].names.pt;
    expect(() => parseProfessions(missing)).toThrow(/professions\.json/);
    const unknown = file();
    unknown.countries[0].country = 'atlantis';
    expect(() => parseProfessions(unknown)).toThrow(/atlantis/);
    const mismatch = file();
    mismatch.countries[1].professions[0].example = 'BIG-1';
    expect(() => parseProfessions(mismatch)).toThrow(/example/);
  });
});

describe('document names', () => {
  it('keep the name people recognise, without paths, quotes or control characters, with the real extension', () => {
    expect(displayName('C:\\Users\\me\\Approbation.PDF', 'pdf')).toBe('Approbation.pdf');
    expect(displayName('../../etc/"passwd"\u0000\u202e.jpg', 'png')).toBe('passwd.png');
    expect(displayName('', 'pdf')).toBe('document.pdf');
    expect(displayName(`${'a'.repeat(400)}.pdf`, 'pdf')).toHaveLength(154);
  });
});
