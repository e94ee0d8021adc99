import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { LOCALES, type Locale } from '../contract/locales.ts';
import { type HubEntry, hubContent, hubEntry, loadHub, parseHubFile } from './content.ts';

const front = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n\n## A heading\n\nSome text.\n`;
const guidance = {
  title: 'Self-care',
  summary: 'Looking after yourself.',
  category: 'self-care',
  reviewed: '2026-11-26',
};
const worksheet = { ...guidance, title: 'Thought record', category: 'worksheets', download: 'true' };

describe('a hub file', () => {
  it('is read with its front matter and rendered body', () => {
    const entry = parseHubFile('content/hub/en/self-care.md', 'en', front(guidance));
    expect(entry).toMatchObject({
      slug: 'self-care',
      locale: 'en',
      title: 'Self-care',
      category: 'self-care',
      country: null,
      reviewed: '2026-11-26',
      downloadable: false,
    });
    expect(entry.html).toContain('<h2 id="a-heading">A heading</h2>');
  });

  it.each([
    ['no front matter', '## Just a body\n', /start with front matter/],
    ['YAML that does not parse', '---\ntitle: [unclosed\n---\nBody\n', /not valid YAML/],
    ['a missing summary', front({ ...guidance, summary: '' }).replace('summary: \n', ''), /summary/],
    ['an unknown category', front({ ...guidance, category: 'recipes' }), /category/],
    ['an unknown field', front({ ...guidance, author: 'Ana' }), /author/],
    ['a summary over 240 characters', front({ ...guidance, summary: 'x'.repeat(241) }), /summary/],
    ['a day that does not exist', front({ ...guidance, reviewed: '2026-02-30' }), /not a day/],
    ['a crisis protocol without a country', front({ ...guidance, category: 'crisis-protocols' }), /names its country/],
    ['a country on guidance', front({ ...guidance, country: 'DE' }), /only crisis protocols/],
    ['a worksheet without download', front({ ...worksheet, download: 'false' }), /offered as a PDF/],
    ['download on guidance', front({ ...guidance, download: 'true' }), /only worksheets/],
    ['an empty body', '---\ntitle: A\nsummary: B\ncategory: self-care\nreviewed: 2026-11-26\n---\n\n', /body is empty/],
  ])('with %s stops the start with the file and the reason', (_, source, reason) => {
    expect(() => parseHubFile('content/hub/en/x.md', 'en', source)).toThrow(reason);
    expect(() => parseHubFile('content/hub/en/x.md', 'en', source)).toThrow(/^content\/hub\/en\/x\.md: /);
  });
});

describe('the hub folder', () => {
  let directory = '';
  const write = (locale: string, slug: string, source: string) => {
    mkdirSync(path.join(directory, locale), { recursive: true });
    writeFileSync(path.join(directory, locale, `${slug}.md`), source);
  };
  afterEach(() => rmSync(directory, { recursive: true, force: true }));
  const fresh = () => {
    directory = mkdtempSync(path.join(tmpdir(), 'hub-'));
  };

  it('shows an item not yet translated in English, and orders by category then title', () => {
    fresh();
    write('en', 'thought-record', front(worksheet));
    write('en', 'self-care', front(guidance));
    write('en', 'boundaries', front({ ...guidance, title: 'Boundaries' }));
    write('de', 'self-care', front({ ...guidance, title: 'Selbstfürsorge' }));
    const content = loadHub(directory);
    expect(content.get('de')?.map((e) => [e.slug, e.locale])).toEqual([
      ['thought-record', 'en'],
      ['boundaries', 'en'],
      ['self-care', 'de'],
    ]);
    expect(hubEntry(content, 'thought-record', 'nl')?.locale).toBe('en');
    expect(hubEntry(content, 'nothing', 'en')).toBeUndefined();
  });

  it('refuses a translation without an English item, or with another category', () => {
    fresh();
    write('en', 'self-care', front(guidance));
    write('nl', 'zelfzorg', front(guidance));
    expect(() => loadHub(directory)).toThrow(/nl\/zelfzorg\.md: there is no English item "zelfzorg"/);
    rmSync(path.join(directory, 'nl'), { recursive: true });
    write('es', 'self-care', front({ ...guidance, category: 'online-practice' }));
    expect(() => loadHub(directory)).toThrow(/es\/self-care\.md: category is online-practice, but self-care/);
  });

  it('refuses a folder that is not a language, and a hub without English', () => {
    fresh();
    write('fr', 'self-care', front(guidance));
    expect(() => loadHub(directory)).toThrow(/fr: not a language/);
    rmSync(path.join(directory, 'fr'), { recursive: true });
    write('de', 'self-care', front(guidance));
    expect(() => loadHub(directory)).toThrow(/English items are missing/);
  });
});

// The shipped content: what editors change by pull request. A wrong phone number in a crisis
// protocol fails here rather than reaching a therapist in a crisis.
describe('the shipped hub content', () => {
  const hubDirectory = path.join(repoRoot, 'content/hub');
  const slugsIn = (locale: string) =>
    readdirSync(path.join(hubDirectory, locale))
      .filter((name) => name.endsWith('.md'))
      .map((name) => name.slice(0, -3))
      .sort();

  it('is valid: every file parses and agrees with English', () => {
    expect(() => hubContent()).not.toThrow();
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('has exactly the English slugs in %s', (locale) => {
    expect(slugsIn(locale)).toEqual(slugsIn('en'));
  });

  it('has a country on every crisis protocol and a PDF for every worksheet', () => {
    for (const entries of hubContent().values()) {
      for (const entry of entries) {
        if (entry.category === 'crisis-protocols') expect(entry.country, entry.file).toMatch(/^[A-Z]{2}$/);
        if (entry.category === 'worksheets') expect(entry.downloadable, entry.file).toBe(true);
      }
    }
  });

  it('gives in crisis protocols only phone numbers from content/emergency/resources.json', () => {
    const known = checkedNumbers();
    const unknown: string[] = [];
    for (const entries of hubContent().values()) {
      for (const entry of entries) {
        if (entry.category !== 'crisis-protocols') continue;
        for (const number of phoneNumbersIn(entry.body)) {
          if (!known.has(number.replace(/\D/g, ''))) unknown.push(`${entry.file}: "${number}"`);
        }
      }
    }
    expect(unknown, 'numbers that are not in content/emergency/resources.json').toEqual([]);
  });
});

// The protocols say about each line only what content/emergency/resources.json says, the file the
// crisis pages read: facts the reference marks unverified are left out, never shown with a hedge.
// These are the hedges earlier versions of the protocols carried, in every language.
describe('the shipped crisis protocols', () => {
  const protocols = () => {
    const byFile = new Map<string, HubEntry>();
    for (const entries of hubContent().values()) {
      for (const entry of entries) if (entry.category === 'crisis-protocols') byFile.set(entry.file, entry);
    }
    return [...byFile.values()];
  };

  it('are in every language for every country', () => {
    expect(protocols()).toHaveLength(LOCALES.length * Object.keys(COUNTRY_KEYS).length);
  });

  it.each([
    /as of \d{4}/i,
    /not confirmed|unconfirmed|re-?check|check the current (hours|number)/i,
    /nicht bestätigt|erneut prüfen|erneut überprüfen/i,
    /niet bevestigd|opnieuw controleren/i,
    /sin confirmar|por confirmar|no confirmad/i,
    /não confirmad/i,
    /Stand \d{4}/i,
    /wird (gerade )?neu geprüft|werden gerade neu geprüft|nicht für jede Region geprüft/i,
    /opnieuw gecontroleerd|niet voor elke regio gecontroleerd/i,
    /pendientes? de verificar/i,
    /a reconfirmar/i,
    /datos de \d{4}|dados de \d{4}/i,
    /nummer und zeiten|nummer en bereikbaarheid|número y horario|número e o horário/i,
  ])('carry no hedge such as %s', (hedge) => {
    const hedged = protocols()
      .filter((entry) => hedge.test(`${entry.title}\n${entry.summary}\n${entry.body}`))
      .map((entry) => entry.file);
    expect(hedged).toEqual([]);
  });

  it('state opening hours and costs next to a number only as content/emergency/resources.json does', () => {
    const problems = protocols().flatMap((entry) =>
      entry.body.split('\n').flatMap((line) => unsupportedFacts(line, entry.locale, entry.country ?? '')),
    );
    expect(problems).toEqual([]);
  });
});

const COUNTRY_KEYS: Record<string, string> = {
  DE: 'germany',
  NL: 'netherlands',
  ES: 'spain',
  PT: 'portugal',
  GB: 'united-kingdom',
};

interface CheckedService {
  name: string;
  phones?: { number: string; tel: string }[];
  sms?: { number: string; sms: string }[];
  hours?: Record<Locale, string>;
  cost?: 'free' | 'charged';
}
interface CheckedCountry {
  emergency: { number: string; tel: string }[];
  services: CheckedService[];
}

let checked: { countries: Record<string, CheckedCountry> } | undefined;
const emergencyResources = () => {
  checked ??= JSON.parse(readFileSync(path.join(repoRoot, 'content/emergency/resources.json'), 'utf8')) as {
    countries: Record<string, CheckedCountry>;
  };
  return checked;
};

// Opening times as the protocols write them: clock times, "24 hours", day names and their
// abbreviations. Two-letter day abbreviations are matched only in their own language, where they
// cannot be a word ("do" is one in Portuguese).
const OPENING_TIMES = new RegExp(
  `(?<![\\p{L}\\d])(?:${[
    String.raw`\d{1,2}[:.h]\d{2}`,
    String.raw`\d{1,2}\s?(?:am|pm|uur|uhr|h)(?!\p{L})`,
    String.raw`24\s?(?:hours|horas|uur|stunden|h)(?!\p{L})`,
    '24/7',
    'rund um die uhr',
    'around the clock',
    'dag en nacht',
    'día y noche',
    'dia e noite',
    'midnight|mitternacht|middernacht|medianoche|meia-noite',
    'evenings?|abends|avonds|por la noche|à noite',
    'mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekdays?',
    'montags?|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonntags?|werktags?|täglich',
    'maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|werkdagen|elke dag',
    'lunes|martes|miércoles|jueves|viernes|sábados?|domingos?|todos los días',
    'segunda|terça|quarta|quinta|sexta|todos os dias',
  ].join('|')})`,
  'giu',
);
const DAY_ABBREVIATIONS: Partial<Record<Locale, RegExp>> = {
  de: /(?<!\p{L})(?:Mo|Di|Mi|Do|Fr|Sa|So)(?=\s?[–,-]|\s(?:und|bis)\s)/gu,
  nl: /(?<!\p{L})(?:ma|di|wo|do|vr|za|zo)(?=\s?(?:,|t\/m)|\sen\s(?:di|wo|do|vr|za|zo)(?!\p{L}))/gu,
};
const FREE: Record<Locale, RegExp> = {
  en: /\bfree\b/i,
  de: /kostenlos|gebührenfrei|gratis/i,
  nl: /gratis|kosteloos/i,
  es: /gratuit[ao]s?|gratis/i,
  pt: /gratuit[ao]s?|grátis/i,
};
const CHARGED: Record<Locale, RegExp> = {
  en: /\bcharged\b|costs? money/i,
  de: /kostenpflichtig/i,
  nl: /kost geld|betaald/i,
  es: /tienen? coste|de pago/i,
  pt: /(?:são|é) pagas?/i,
};
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a line of a crisis protocol says about opening times or cost that the services it names do
 * not: a line names a service by one of its numbers (or, for a service without one, by its name).
 * Once the hours resources.json gives for those services are taken out of the line, no opening time
 * may be left; "free" needs a free service and "charged" a charged one on the line.
 */
function unsupportedFacts(line: string, locale: Locale, country: string): string[] {
  const data = emergencyResources().countries[COUNTRY_KEYS[country] ?? ''];
  if (!data) return [`no emergency resources for country "${country}"`];
  const digits = (text: string) => text.replace(/\D/g, '');
  const numbersOnLine = new Set(phoneNumbersIn(line).map(digits));
  const reachable = (values: string[]) => values.some((value) => numbersOnLine.has(digits(value)));
  const services = data.services.filter((service) => {
    const numbers = [
      ...(service.phones ?? []).flatMap((p) => [p.number, p.tel]),
      ...(service.sms ?? []).flatMap((s) => [s.number, s.sms]),
    ];
    return numbers.length > 0 ? reachable(numbers) : line.includes(service.name);
  });
  const emergency = data.emergency.some((e) => reachable([e.number, e.tel]));
  if (services.length === 0 && !emergency) return [];

  let rest = line;
  for (const service of services) {
    const hours = service.hours?.[locale];
    if (hours) rest = rest.replace(new RegExp(escaped(hours), 'giu'), ' ');
  }
  const problems: string[] = [];
  const times = [...rest.matchAll(OPENING_TIMES), ...rest.matchAll(DAY_ABBREVIATIONS[locale] ?? /(?!)/g)];
  if (times.length > 0) problems.push(`${country}/${locale}: opening time "${times[0]?.[0]}" in: ${line}`);
  if (FREE[locale].test(rest) && !services.some((s) => s.cost === 'free')) {
    problems.push(`${country}/${locale}: "free" for no free service in: ${line}`);
  }
  if (CHARGED[locale].test(rest) && !services.some((s) => s.cost === 'charged')) {
    problems.push(`${country}/${locale}: "charged" for no charged service in: ${line}`);
  }
  return problems;
}

describe('opening times and costs in a line of a crisis protocol', () => {
  it.each([
    ['de', 'DE', '- **Info-Telefon Depression:** 0800 33 44 533, Mo, Di und Do 13–17 Uhr; Mi und Fr 8:30–12:30 Uhr'],
    ['en', 'GB', '- **Mind infoline:** 0300 123 3393, Monday to Friday 9 am–6 pm.'],
    ['nl', 'NL', '- **De Luisterlijn:** 088-0767 000, 24 uur per dag, elke dag'],
    ['es', 'DE', '- **krisenchat** (krisenchat.de): chat las 24 horas, todos los días; gratuito.'],
    ['pt', 'NL', '- **MIND Korrelatie:** 0900-1450; as chamadas para este número são pagas.'],
    ['en', 'DE', 'Ask about thoughts of suicide at 9 am and 5 pm.'],
  ] as const)('pass when they are what resources.json says (%s, %s)', (locale, country, line) => {
    expect(unsupportedFacts(line, locale, country)).toEqual([]);
  });

  it.each([
    ['de', 'DE', '- **Nummer gegen Kummer:** 116 111, Mo–Sa 14–20 Uhr'],
    ['en', 'GB', '- **Samaritans in Welsh:** 0808 164 0123, evenings'],
    ['en', 'GB', '- **Samaritans in Welsh:** 0808 164 0123, 24 hours a day, every day'],
    ['nl', 'NL', '- **De Kindertelefoon:** 0800-0432, elke dag 11.00–21.00 uur'],
    ['nl', 'NL', '- **MIND Korrelatie:** 0900-1450, ma t/m vr; bellen kost geld'],
    ['es', 'ES', '- **112**: emergencias, las 24 horas'],
    ['pt', 'PT', '- **SOS Criança: 116 111**: de segunda a sexta, gratuita'],
    ['nl', 'NL', '- **De Luisterlijn:** 088-0767 000, gratis'],
    ['de', 'NL', '- **113 Zelfmoordpreventie:** 113; Anrufe sind kostenpflichtig'],
  ] as const)('fail when they are not (%s, %s: %s)', (locale, country, line) => {
    expect(unsupportedFacts(line, locale, country)).not.toEqual([]);
  });
});

/** The digits of every number, tel: and sms: value in the emergency resources file. */
function checkedNumbers(): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (['number', 'tel', 'sms'].includes(key) && typeof inner === 'string') found.add(inner.replace(/\D/g, ''));
        else walk(inner);
      }
    }
  };
  walk(JSON.parse(readFileSync(path.join(repoRoot, 'content/emergency/resources.json'), 'utf8')));
  return found;
}

/**
 * Every run of three or more digits, with the spaces and hyphens inside it ("0800 111 0 111",
 * "088-0767 000"). Not phone numbers: digits that are part of a word ("HOPELINE247", "0900-Nummer"),
 * a section of a law ("§ 34", "Art. 9") and a year on its own.
 */
function phoneNumbersIn(text: string): string[] {
  const numbers: string[] = [];
  for (const match of text.matchAll(/(?<![\p{L}\d])\+?\d[\d -]*\d(?!\d|-?\p{L})/gu)) {
    const number = match[0].trim();
    const before = text.slice(Math.max(0, (match.index ?? 0) - 12), match.index);
    if (number.replace(/\D/g, '').length < 3) continue;
    if (/(§|\bart\.|\barticle|\bartikel|\bartículo|\bartigo)\s*$/i.test(before)) continue;
    if (/^(19|20)\d\d$/.test(number)) continue;
    numbers.push(number);
  }
  return numbers;
}

describe('phone numbers in a text', () => {
  it('are runs of three or more digits with their spaces and hyphens, not laws or years', () => {
    expect(
      phoneNumbersIn(
        'Call 0800 111 0 111, or 112. Line 088-0767 000 (since 2020); § 34 StGB, Art. 9 GDPR, 24/7, HOPELINE247, the 0900-Nummer 0900-1450.',
      ),
    ).toEqual(['0800 111 0 111', '112', '088-0767 000', '0900-1450']);
  });
});
