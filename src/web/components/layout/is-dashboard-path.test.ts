import { describe, expect, it } from 'vitest';
import { isDashboardPath, isPatientPagePath } from './is-dashboard-path';

describe('which frame a path gets', () => {
  it('gives a clinic’s booking and portal pages the plain patient frame', () => {
    expect(isPatientPagePath('/book/demo-physio')).toBe(true);
    expect(isPatientPagePath('/portal/demo-physio')).toBe(true);
    expect(isPatientPagePath('/portal/demo-physio/sign-in')).toBe(true);
    expect(isPatientPagePath(`/waitlist/offers/${'a'.repeat(43)}`)).toBe(true);
    expect(isPatientPagePath(`/visits/${'a'.repeat(43)}`)).toBe(true);
    expect(isPatientPagePath('/portals')).toBe(false);
    expect(isPatientPagePath('/pricing')).toBe(false);
  });

  it('keeps the dashboard apart', () => {
    expect(isDashboardPath('/dashboard')).toBe(true);
    expect(isDashboardPath('/dashboard/stats')).toBe(true);
    expect(isDashboardPath('/portal/demo-physio')).toBe(false);
  });
});
