import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import required from './emergency-required.json' with { type: 'json' };

// The content file editors change; the pages render every number in it as a tel:/sms: link.
const text = readFileSync(new URL('../../../content/emergency/resources.json', import.meta.url), 'utf8');
const content = JSON.parse(text) as {
  lastChecked: string;
  countries: Record<
    string,
    {
      emergency: { tel: string }[];
      services: (Record<string, unknown> & { phones?: { tel: string }[]; sms?: { sms: string }[] })[];
    }
  >;
};
const countries = Object.entries(required).filter(([key]) => !key.startsWith('_')) as [
  string,
  { tel: string[]; sms: string[] },
][];

describe.each(countries)('emergency resources for %s', (country, numbers) => {
  const data = content.countries[country];

  it('exist', () => {
    expect(data).toBeDefined();
  });

  it('keep every required number', () => {
    const tels = [
      ...(data?.emergency ?? []).map((e) => e.tel),
      ...(data?.services ?? []).flatMap((s) => (s.phones ?? []).map((p) => p.tel)),
    ];
    const sms = (data?.services ?? []).flatMap((s) => (s.sms ?? []).map((x) => x.sms));
    for (const number of numbers.tel) expect(tels, number).toContain(number);
    for (const number of numbers.sms) expect(sms, number).toContain(number);
  });

  it('list the emergency number first', () => {
    expect(data?.emergency[0]?.tel).toBe(numbers.tel[0]);
  });
});

// A person at risk reads only verified facts: what the reference marks FLAG or UNVERIFIED is left out,
// not shown with a hedge. These are the hedges earlier versions of the file carried, in every language.
describe('emergency resources say only what is verified', () => {
  it('have a review date the pages show', () => {
    expect(content.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    /as of \d{4}/i,
    /not confirmed|unconfirmed|re-?check/i,
    /nicht bestätigt|erneut prüfen|erneut überprüfen/i,
    /niet bevestigd|opnieuw controleren/i,
    /sin confirmar|por confirmar|no confirmad/i,
    /não confirmad/i,
  ])('carry no hedge such as %s', (hedge) => {
    expect(text).not.toMatch(hedge);
  });

  it('mark no entry as waiting for a re-check and no cost as unknown', () => {
    const services = Object.values(content.countries).flatMap((c) => c.services);
    for (const service of services) {
      expect(service, String(service.id)).not.toHaveProperty('needsRecheck');
      if ('cost' in service) expect(['free', 'charged'], String(service.id)).toContain(service.cost);
    }
  });
});
