import type { TeamMember } from '../../../domain/team.js';
import { can, canAssignRole } from '../../../domain/permissions.js';
import type { ClinicRole } from '../../../domain/roles.js';

export interface Actor {
  userId: string;
  role: ClinicRole | null | undefined;
}

export interface MemberActions {
  /** The actor manages the team at all: without it there is no action menu. */
  manage: boolean;
  edit: boolean;
  changeStatus: boolean;
  remove: boolean;
  /** Why some actions are closed, said in the menu. */
  reason: string | null;
}

const NONE: MemberActions = {
  manage: false,
  edit: false,
  changeStatus: false,
  remove: false,
  reason: null,
};

/**
 * What the signed-in person may do to one member: the permission table, owners alone touching
 * owners (canAssignRole), nobody deactivating or removing themselves or the last active owner.
 * The server enforces the same; this only keeps impossible buttons away.
 */
export function memberActionsFor(
  actor: Actor,
  member: TeamMember,
  activeOwnerCount: number,
): MemberActions {
  if (!can(actor.role, 'team.manage')) return NONE;
  if (!canAssignRole(actor.role, member.role, member.role)) {
    return { ...NONE, manage: true, reason: 'Only an owner can change an owner.' };
  }
  if (member.userId === actor.userId) {
    return {
      ...NONE,
      manage: true,
      edit: true,
      reason: "You can't deactivate or remove yourself.",
    };
  }
  if (member.role === 'owner' && member.status === 'active' && activeOwnerCount <= 1) {
    return {
      ...NONE,
      manage: true,
      edit: true,
      reason: "The clinic's only owner can't be deactivated or removed.",
    };
  }
  return { manage: true, edit: true, changeStatus: true, remove: true, reason: null };
}

export function activeOwnerCount(members: TeamMember[]): number {
  return members.filter((member) => member.role === 'owner' && member.status === 'active').length;
}
