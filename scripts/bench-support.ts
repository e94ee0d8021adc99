// What the benchmarks that run the API in its own process share: a free port, percentiles, waiting
// for the server, and the CPU time the server, its PostgreSQL and the benchmark itself spent.
import { type ChildProcess, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { LOCALES } from '../api/src/contract/locales.ts';
import {
  approaches,
  categories,
  cities,
  districts,
  languages,
  locations,
  specializations,
} from '../api/src/taxonomy/index.ts';

/** Searches as visitors make them: places, languages, categories, free text, sorting, pages. */
export const SEARCH_QUERIES = [
  'location=berlin',
  'location=berlin/kreuzberg&language=turkish',
  'location=germany&category=anxiety&sort=price',
  'q=angst&locale=de',
  'q=schmidt',
  'location=online-therapy&language=english&page=2',
  'location=london&sort=distance&acceptingNewClients=true',
  'category=trauma&approach=emdr',
  '',
];

/** A deterministic pseudo-random generator (mulberry32): one seed gives the same numbers on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `count` distinct searches as visitors combine them: place (or a radius around it) × language ×
 * category × approach × specialization × price × accepting new clients × sort × page, in one of the
 * five locales, drawn from the real taxonomy (content/taxonomy) with the demo directory's
 * proportions (api/src/seed/therapists.ts: Berlin-heavy, bigger cities first, the country's
 * language, English, heritage languages) and the search page's own steps for price and radius.
 * The same seed always gives the same list. Distinct means distinct filters: the locale only renames.
 */
export function visitorSearches(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const chance = (p: number) => random() < p;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const weighted = <T>(entries: readonly [T, number][]): T => {
    let left = random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of entries) {
      left -= weight;
      if (left < 0) return value;
    }
    return (entries.at(-1) as [T, number])[0];
  };
  const countryWeights: [string, number][] = [
    ['germany', 45],
    ['united-kingdom', 20],
    ['netherlands', 14],
    ['spain', 12],
    ['portugal', 9],
  ];
  const ownLanguage: Record<string, string> = {
    germany: 'german',
    'united-kingdom': 'english',
    netherlands: 'dutch',
    spain: 'spanish',
    portugal: 'portuguese',
  };
  const heritage = ['turkish', 'polish', 'italian', 'french', 'arabic', 'farsi', 'ukrainian', 'russian', 'greek'];
  const common = ['anxiety', 'depression', 'relationships', 'stress', 'burnout', 'self-esteem', 'trauma', 'grief'];
  const citiesOf = (country: string) => cities.filter((c) => c.country === country);

  const seen = new Set<string>();
  const list: string[] = [];
  for (let attempt = 0; list.length < count && attempt < count * 50; attempt++) {
    const params = new URLSearchParams();
    const where = weighted<'none' | 'country' | 'city' | 'district' | 'online'>([
      ['none', 10],
      ['country', 20],
      ['city', 40],
      ['district', 15],
      ['online', 15],
    ]);
    const country = weighted(countryWeights);
    let point = false;
    if (where === 'country') params.set('location', country);
    else if (where === 'online') params.set('location', 'online-therapy');
    else if (where === 'district') {
      params.set('location', `berlin/${pick(districts).slug}`);
      point = true;
    } else if (where === 'city') {
      const list = citiesOf(country);
      const city = chance(0.3) ? 'berlin' : weighted(list.map((c, rank) => [c.slug, 1 / (rank + 1) ** 0.9]));
      params.set('location', city);
      point = true;
    }
    // A radius around the chosen city or district, as the site asks it: from its centre, without the location.
    const centre = point ? locations.get(params.get('location')?.split('/').at(-1) ?? '') : undefined;
    if (centre?.lat !== undefined && centre.lon !== undefined && chance(0.08)) {
      params.delete('location');
      params.set('near', `${centre.lat},${centre.lon}`);
      params.set('radiusKm', String(pick([2, 5, 10, 25, 50])));
    }
    const language = weighted<string | undefined>([
      [undefined, 50],
      [ownLanguage[country], 15],
      ['english', 12],
      [pick(heritage), 15],
      [pick([...languages.keys()]), 8],
    ]);
    if (language) params.set('language', language);
    const category = weighted<string | undefined>([
      [undefined, 40],
      [pick(common), 40],
      [pick([...categories.keys()]), 20],
    ]);
    if (category) params.set('category', category);
    if (chance(0.2)) params.set('approach', pick([...approaches.keys()]));
    if (chance(0.1)) params.set('specialization', pick([...specializations.keys()]));
    if (chance(0.05)) params.set('modality', pick(['online', 'in_person']));
    if (chance(0.05)) params.set('gender', pick(['female', 'male']));
    if (chance(0.25)) params.set('priceMax', String(pick([50, 75, 100, 125, 150])));
    if (chance(0.1)) params.set('acceptingNewClients', 'true');
    const sort = weighted<string>([
      ['relevance', 65],
      ['price', 25],
      ['distance', point ? 10 : 0],
    ]);
    if (sort !== 'relevance') params.set('sort', sort);
    // Visitors page deep only through broad results.
    const broad =
      ['language', 'category', 'approach', 'specialization', 'priceMax'].filter((k) => params.has(k)).length <= 1;
    const page = weighted<number>([
      [1, 70],
      [2, 12],
      [3, 6],
      [2 + Math.ceil(random() * 8), 8],
      [broad ? 10 + Math.ceil(random() * 50) : 1, 4],
    ]);
    if (page > 1) params.set('page', String(page));
    const filters = params.toString();
    if (seen.has(filters)) continue;
    seen.add(filters);
    params.set('locale', weighted(LOCALES.map((l, i) => [l, [40, 25, 12, 12, 11][i] ?? 10] as [string, number])));
    list.push(params.toString());
  }
  return list;
}

/**
 * `count` more distinct searches that ask who can see you soon (#28), made from visitor searches
 * of another seed: each gets the filter panel's "within 7, 14 or 30 days", soonest first, or both
 * (a separate list, so that visitorSearches' list stays the one measured before the filter existed).
 */
export function availabilitySearches(count: number, seed: number, except: string[]): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const filtersOf = (query: string) => query.replace(/&?locale=[a-z]+/, '');
  const seen = new Set(except.map(filtersOf));
  const list: string[] = [];
  for (const query of visitorSearches(count * 3, seed)) {
    if (list.length === count) break;
    const params = new URLSearchParams(query);
    const how = pick(['within', 'soonest', 'both'] as const);
    if (how !== 'soonest') params.set('availableWithinDays', String(pick([7, 14, 30])));
    if (how !== 'within') params.set('sort', 'soonest');
    const next = params.toString();
    if (seen.has(filtersOf(next))) continue;
    seen.add(filtersOf(next));
    list.push(next);
  }
  return list;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
/** The value at `p` percent of an ascending list (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Waits until `url`/api/ready answers 200; throws if `server` exits first or `ms` pass. */
export async function untilReady(url: string, server: ChildProcess, ms = 120_000) {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the server exited (${server.exitCode ?? server.signalCode}) while starting`);
    const ready = await fetch(`${url}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return;
    await sleep(100);
  }
  throw new Error(`the server was not ready within ${ms / 1000} s`);
}

/** Stops a server started by a benchmark: SIGINT (a clean close), SIGKILL if it hangs. */
export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGINT');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/**
 * A process's parent, its CPU time (user + system) so far, and that of its children that have
 * exited and been waited for, in ms (Linux /proc; clock ticks).
 */
export function processStat(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ms = (...at: number[]) => (at.reduce((sum, i) => sum + Number(fields[i]), 0) * 1000) / ticks;
  return { ppid: Number(fields[1]), ms: ms(11, 12), exitedChildrenMs: ms(13, 14) };
}

export type CpuReading = { server: number; postgres: number; clients: number };

/**
 * Reads the CPU time, in ms, of the server process, of the embedded PostgreSQL (the postmaster and
 * its backends, whose parent it is, those still running and those gone: a closed connection's
 * backend or an autovacuum worker) under `pgDataDir`, and of this process (the clients).
 */
export function cpuReader(serverPid: () => number, pgDataDir: string): () => CpuReading {
  const postmaster = Number(readFileSync(path.join(pgDataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return () => {
    const master = processStat(postmaster);
    let postgres = master.ms + master.exitedChildrenMs;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = processStat(Number(entry));
        if (stat.ppid === postmaster) postgres += stat.ms;
      } catch {} // the process has gone
    }
    const own = process.cpuUsage();
    return { server: processStat(serverPid()).ms, postgres, clients: (own.user + own.system) / 1000 };
  };
}
