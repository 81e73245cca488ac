import { describe, expect, it } from 'vitest';
import {
  demoMembers,
  demoOwnerMember,
  demoAdminMember,
  demoTherapistMember,
} from '../../test/api-mock';
import { activeOwnerCount, memberActionsFor } from './member-actions';

const owner = demoOwnerMember;
const admin = demoAdminMember;
const therapist = demoTherapistMember;
const asOwner = { userId: owner.userId, role: owner.role };
const asAdmin = { userId: admin.userId, role: admin.role };
const asTherapist = { userId: therapist.userId, role: therapist.role };

describe('what a team manager may do to a member (team management)', () => {
  it('therapists and assistants manage nobody', () => {
    expect(memberActionsFor(asTherapist, admin, 1)).toMatchObject({
      manage: false,
      edit: false,
      changeStatus: false,
      remove: false,
    });
  });

  it('an owner may edit, deactivate and remove other members', () => {
    expect(memberActionsFor(asOwner, therapist, 1)).toEqual({
      manage: true,
      edit: true,
      changeStatus: true,
      remove: true,
      reason: null,
    });
  });

  it('an admin may not touch an owner, and is told why', () => {
    expect(memberActionsFor(asAdmin, owner, 1)).toEqual({
      manage: true,
      edit: false,
      changeStatus: false,
      remove: false,
      reason: 'Only an owner can change an owner.',
    });
  });

  it('nobody deactivates or removes themselves, though they may edit their own entry', () => {
    expect(memberActionsFor(asAdmin, admin, 1)).toEqual({
      manage: true,
      edit: true,
      changeStatus: false,
      remove: false,
      reason: "You can't deactivate or remove yourself.",
    });
  });

  it('the last active owner cannot be deactivated or removed', () => {
    const otherOwner = { ...therapist, role: 'owner' as const };
    const actor = { userId: 'someone-else', role: 'owner' as const };
    expect(memberActionsFor(actor, otherOwner, 1).remove).toBe(false);
    expect(memberActionsFor(actor, otherOwner, 2).remove).toBe(true);
  });

  it('counts only active owners', () => {
    const deactivatedOwner = {
      ...therapist,
      role: 'owner' as const,
      status: 'deactivated' as const,
    };
    expect(activeOwnerCount([...demoMembers, deactivatedOwner])).toBe(1);
  });
});
