import { describe, expect, it } from 'vitest';
import { offerOnline } from './index.ts';
import { generateTherapists } from './therapists.ts';

describe('the demo therapist', () => {
  const generated = generateTherapists(2500);
  const inPersonOnly = generated.find((g) => g.services.every((s) => s.modality === 'in_person'));
  const alreadyOnline = generated.find((g) => g.services.some((s) => s.modality !== 'in_person'));

  it('also offers an online session, in their usual hours, when they saw clients only in person', () => {
    const profile = structuredClone(inPersonOnly);
    if (!profile) throw new Error('every generated therapist works online');
    offerOnline(profile);
    expect(profile.therapist.offersOnline).toBe(true);
    expect(profile.services.slice(0, -1)).toEqual(inPersonOnly?.services);
    expect(profile.services.at(-1)).toMatchObject({ modality: 'online', durationMinutes: 50 });
    expect(new Set(profile.availability.map((rule) => rule.modality))).toEqual(new Set(['both']));
  });

  it('is left as it is when they already see clients online', () => {
    const profile = structuredClone(alreadyOnline);
    offerOnline(profile as NonNullable<typeof profile>);
    expect(profile).toEqual(alreadyOnline);
  });
});
