import { describe, expect, it } from 'vitest';
import { can, permissions } from './permissions.js';
import { clinicRoles } from './roles.js';

describe('permission table', () => {
  it('lets the owner do everything in the clinic', () => {
    for (const action of permissions) expect(can('owner', action)).toBe(true);
  });

  it('keeps billing with the owner only', () => {
    expect(clinicRoles.filter((role) => can(role, 'billing.manage'))).toEqual(['owner']);
  });

  it('lets every member read the clinic but only owners and admins manage the team', () => {
    expect(clinicRoles.every((role) => can(role, 'clinic.read'))).toBe(true);
    expect(can('therapist', 'team.manage')).toBe(false);
    expect(can('assistant', 'team.manage')).toBe(false);
    expect(can('admin', 'team.manage')).toBe(true);
  });

  it("lets every member read the team, and keeps the clinic's security settings with the owner", () => {
    expect(clinicRoles.filter((role) => can(role, 'team.read'))).toEqual([...clinicRoles]);
    expect(clinicRoles.filter((role) => can(role, 'clinic.security'))).toEqual(['owner']);
  });

  it("lets every member read, add and work on jobs, and only owners and admins delete a colleague's", () => {
    for (const action of ['jobs.read', 'jobs.manage'] as const)
      expect(clinicRoles.filter((role) => can(role, action))).toEqual([...clinicRoles]);
    expect(clinicRoles.filter((role) => can(role, 'jobs.delete_others'))).toEqual([
      'owner',
      'admin',
    ]);
  });

  it('lets every member book appointments and look up or add patients', () => {
    for (const action of [
      'patients.read',
      'patients.manage',
      'appointments.read',
      'appointments.manage',
    ] as const) {
      expect(clinicRoles.filter((role) => can(role, action))).toEqual([...clinicRoles]);
    }
  });

  it('keeps the clinical record from assistants, and access history with owners and admins', () => {
    for (const action of ['clinical.read', 'clinical.manage', 'appointments.link_plan'] as const)
      expect(clinicRoles.filter((role) => can(role, action))).toEqual([
        'owner',
        'admin',
        'therapist',
      ]);
    for (const action of [
      'clinical.sign_off_others',
      'patients.access_history',
      'patients.import',
    ] as const)
      expect(clinicRoles.filter((role) => can(role, action))).toEqual(['owner', 'admin']);
  });

  it('refuses everything without a role', () => {
    for (const action of permissions) expect(can(null, action)).toBe(false);
  });
});
