import { describe, expect, it } from 'vitest';
import { SCREEN_COMPONENTS } from '../islands/dashboard/screens.ts';
import { DASHBOARD_SCREENS, matchScreen, mayOpen } from './dashboard.ts';

describe('dashboard screens', () => {
  it('have a component for every screen and a screen for every component', () => {
    expect(Object.keys(SCREEN_COMPONENTS).sort()).toEqual(DASHBOARD_SCREENS.map((s) => s.pattern).sort());
  });

  it('match exact paths and nothing else', () => {
    expect(matchScreen('/dashboard')?.screen.pattern).toBe('/dashboard');
    expect(matchScreen('/dashboard/settings/account')?.screen.pattern).toBe('/dashboard/settings/account');
    expect(matchScreen('/dashboard/nothing-here')).toBeUndefined();
    expect(matchScreen('/dashboard/settings/account/extra')).toBeUndefined();
  });

  it('let every role open the overview', () => {
    const overview = matchScreen('/dashboard')?.screen;
    expect(overview && ['client', 'therapist', 'admin'].every((r) => mayOpen(overview, r as 'client'))).toBe(true);
  });
});
