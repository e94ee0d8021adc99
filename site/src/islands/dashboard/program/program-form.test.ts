import { describe, expect, it } from 'vitest';
import {
  addMonths,
  type CompanyForm,
  companyInput,
  companyProblems,
  emptyCompany,
  formProblems,
  refusedSettings,
  type SettingsForm,
  settingsFormOf,
  settingsInput,
} from './program-form.ts';

const settings: SettingsForm = {
  enabled: true,
  rate: '70,50',
  serviceIds: ['s1'],
  languages: ['de'],
  maxClients: '5',
};

describe('formProblems', () => {
  it('accepts a complete participation', () => {
    expect(formProblems(settings, true)).toEqual({});
  });

  it('asks for a rate in range and a whole number of clients, even while paused', () => {
    const paused = { ...settings, enabled: false, serviceIds: [], languages: [] };
    expect(formProblems({ ...paused, rate: '', maxClients: '0' }, true)).toEqual({ rateMinor: true, maxClients: true });
    expect(formProblems({ ...paused, rate: '501', maxClients: '2.5' }, true)).toEqual({
      rateMinor: true,
      maxClients: true,
    });
    expect(formProblems({ ...paused, rate: '0' }, true)).toEqual({ rateMinor: true });
    expect(formProblems(paused, true)).toEqual({});
  });

  it('asks for services and, when the profile has any, languages to take part', () => {
    const none = { ...settings, serviceIds: [], languages: [] };
    expect(formProblems(none, true)).toEqual({ serviceIds: true, languages: true });
    expect(formProblems(none, false)).toEqual({ serviceIds: true });
  });
});

describe('addMonths', () => {
  it('steps across years both ways', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
  });
});

describe('companyProblems and companyInput', () => {
  const company: CompanyForm = {
    ...emptyCompany('2026-01-01'),
    name: ' Acme ',
    accessCode: 'acme-2026',
    emailDomain: '@Acme.Example',
    sessionsPerEmployee: '6',
    price: '95',
    billingEmail: 'hr@acme.example',
  };

  it('accepts a company and sends it as the API takes it', () => {
    expect(companyProblems(company)).toEqual({});
    expect(companyInput(company)).toEqual({
      name: 'Acme',
      accessCode: 'ACME-2026',
      emailDomain: 'acme.example',
      sessionsPerEmployee: 6,
      period: 'year',
      startsOn: '2026-01-01',
      endsOn: null,
      priceMinor: 9500,
      currency: 'EUR',
      billingEmail: 'hr@acme.example',
      active: true,
    });
  });

  it('needs a code or a domain, each well formed', () => {
    expect(companyProblems({ ...company, accessCode: '', emailDomain: '' })).toEqual({ accessCode: 'accessOrDomain' });
    expect(companyProblems({ ...company, accessCode: 'ab!', emailDomain: 'not a domain' })).toEqual({
      accessCode: 'accessCode',
      emailDomain: 'emailDomain',
    });
    expect(companyInput({ ...company, accessCode: '' }).accessCode).toBeNull();
  });

  it('refuses the rest field by field', () => {
    const bad = {
      ...company,
      name: ' ',
      sessionsPerEmployee: '101',
      endsOn: '2025-12-31',
      price: 'free',
      billingEmail: 'hr@',
    };
    expect(companyProblems(bad)).toEqual({
      name: 'name',
      sessionsPerEmployee: 'sessions',
      endsOn: 'endsBefore',
      priceMinor: 'price',
      billingEmail: 'billingEmail',
    });
  });
});

describe('settingsFormOf, settingsInput and refusedSettings', () => {
  it('shows the saved rate as the viewer writes prices, and no limit or rate as empty', () => {
    const saved = { enabled: true, rateMinor: 7050, serviceIds: ['s1'], languages: ['de'], maxClients: 5 };
    expect(settingsFormOf(saved, 'de')).toEqual({ ...settings, rate: '70,50' });
    expect(settingsFormOf({ ...saved, rateMinor: null, maxClients: null }, 'en')).toMatchObject({
      rate: '',
      maxClients: '',
    });
  });

  it('sends the rate in minor units and the limit as a number', () => {
    expect(settingsInput({ ...settings, rate: '70.50', maxClients: ' 12 ' })).toEqual({
      enabled: true,
      rateMinor: 7050,
      serviceIds: ['s1'],
      languages: ['de'],
      maxClients: 12,
    });
  });

  it('marks the refused fields the form shows and leaves the API’s other paths out', () => {
    expect(refusedSettings(['rateMinor', 'languages', 'enabled', 'body'])).toEqual({
      rateMinor: true,
      languages: true,
    });
    expect(refusedSettings([])).toEqual({});
  });
});
