import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import required from './emergency-required.json' with { type: 'json' };

// The content file editors change; the pages render every number in it as a tel:/sms: link.
const content = JSON.parse(
  readFileSync(new URL('../../../content/emergency/resources.json', import.meta.url), 'utf8'),
) as {
  countries: Record<
    string,
    {
      emergency: { tel: string }[];
      services: { cost: string; phones?: { tel: string }[]; sms?: { sms: string }[]; needsRecheck: boolean }[];
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
