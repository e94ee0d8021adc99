import { describe, expect, it } from 'vitest';
import { fill } from '../../../i18n/format.ts';
import { countryName, emergencyPath, itemPath, reviewedText } from './hub-format.ts';

const t = (key: string, params?: Record<string, string | number>) =>
  fill(key === 'dashboard.hub.reviewed' ? 'Reviewed {date}' : key, params);

describe('hub formatting', () => {
  it('links a crisis protocol to its country’s emergency resources page in the reader’s language', () => {
    expect(emergencyPath('GB', 'en')).toBe('/emergency-resources/united-kingdom');
    expect(emergencyPath('DE', 'de')).toBe('/de/emergency-resources/germany');
    expect(emergencyPath('FR', 'en')).toBeUndefined();
  });

  it('names countries and review days in the reader’s language', () => {
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('NL', 'en')).toBe('Netherlands');
    expect(reviewedText(t, 'en', '2026-11-26')).toBe('Reviewed 26 November 2026');
    expect(reviewedText(t, 'de', '2026-11-26')).toBe('Reviewed 26. November 2026');
  });

  it('builds item paths from slugs', () => {
    expect(itemPath('safety-plan-template')).toBe('/dashboard/mental-health-hub/safety-plan-template');
  });
});
