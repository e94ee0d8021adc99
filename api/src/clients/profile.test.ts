import { describe, expect, it } from 'vitest';
import { consentDate, consentInstant, type ProfileInput, profileProblems, todayIn } from './profile.ts';

const profile = (overrides: Partial<ProfileInput> = {}): ProfileInput => ({
  name: 'Mara Jansen',
  email: 'mara@example.test',
  phone: '',
  locale: 'nl',
  timeZone: 'Europe/Amsterdam',
  dateOfBirth: '1990-04-12',
  emergencyContact: '',
  treatmentConsentDate: '2026-11-02',
  dataConsentDate: null,
  ...overrides,
});
const TODAY = '2026-11-21';

describe('client profile rules', () => {
  it('accept a sensible profile', () => {
    expect(profileProblems(profile(), TODAY)).toEqual([]);
    expect(profileProblems(profile({ dateOfBirth: null, timeZone: null, treatmentConsentDate: TODAY }), TODAY)).toEqual(
      [],
    );
  });

  it('refuse dates in the future, before 1900 or consent before birth', () => {
    expect(profileProblems(profile({ dateOfBirth: '2026-11-22', treatmentConsentDate: '2027-01-01' }), TODAY)).toEqual([
      { field: 'body.dateOfBirth', message: 'must not be in the future' },
      { field: 'body.treatmentConsentDate', message: 'must not be in the future' },
    ]);
    expect(profileProblems(profile({ dateOfBirth: '1899-12-31' }), TODAY)[0]?.field).toBe('body.dateOfBirth');
    expect(profileProblems(profile({ dataConsentDate: '1989-01-01' }), TODAY)).toEqual([
      { field: 'body.dataConsentDate', message: 'must not be before the birth date' },
    ]);
  });

  it('refuse a blank name and an unknown time zone', () => {
    expect(profileProblems(profile({ name: '   ', timeZone: 'Mars/Olympus' }), TODAY).map((p) => p.field)).toEqual([
      'body.name',
      'body.timeZone',
    ]);
  });

  it('know today where the therapist is', () => {
    const lateEvening = new Date('2026-11-21T23:30:00Z');
    expect(todayIn('Europe/Berlin', lateEvening)).toBe('2026-11-22');
    expect(todayIn('Europe/London', lateEvening)).toBe('2026-11-21');
  });

  it('store a consent day so it reads back as the same day', () => {
    expect(consentDate(consentInstant('2026-03-29'))).toBe('2026-03-29');
    expect(consentDate(consentInstant(null))).toBeNull();
  });
});
