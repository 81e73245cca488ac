import { z } from 'zod';
import { emailSchema } from './auth.js';
import { clinicRoles } from './roles.js';

export const calendarColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour such as #1c7ed6.');

export const memberTitleSchema = z.string().trim().max(100, 'Use at most 100 characters.');

export const memberStatuses = ['active', 'deactivated'] as const;

/**
 * A member of the clinic. `id` is the membership id, used in team-management/{id}/edit.
 * GET /team/members → {members} (every member may read: the calendar lists therapists);
 * GET /team/members/{id} → {member}.
 */
export const teamMemberSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(clinicRoles),
  title: z.string(),
  calendarColor: z.string().nullable(),
  /** Offered as a practitioner: in the calendar's filter, the booking form, Today and Stats. */
  takesAppointments: z.boolean(),
  status: z.enum(memberStatuses),
  twoFactorEnabled: z.boolean(),
  avatarUrl: z.string().nullable(),
  joinedAt: z.iso.datetime(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/**
 * PATCH /team/members/{id} → {member}. Only an owner may make someone an owner or change an
 * owner; the last active owner can be neither demoted nor removed.
 */
export const updateMemberSchema = z
  .object({
    role: z.enum(clinicRoles),
    title: memberTitleSchema,
    calendarColor: calendarColorSchema.nullable(),
    takesAppointments: z.boolean(),
  })
  .partial();
export type UpdateMemberInput = z.infer<typeof updateMemberSchema>;

/*
 * POST /team/members/{id}/deactivate and /reactivate → {member}; DELETE /team/members/{id} → 204.
 * Deactivating or removing ends the member's sessions in this clinic at once.
 */

export const invitationStatuses = ['pending', 'expired'] as const;

/** GET /team/invitations → {invitations} (team.manage; open ones only). */
export const teamInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(clinicRoles),
  title: z.string(),
  invitedByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  status: z.enum(invitationStatuses),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/**
 * POST /team/invitations → 201 {invitation}. 409 PLAN_USER_LIMIT when active members plus open
 * invitations reach the plan's user limit; 409 ALREADY_MEMBER / ALREADY_INVITED.
 * POST /team/invitations/{id}/resend → {invitation} (new link, new expiry);
 * DELETE /team/invitations/{id} → 204 (cancelled).
 */
export const createInvitationSchema = z.object({
  email: emailSchema,
  role: z.enum(clinicRoles),
  title: memberTitleSchema.optional(),
});
export type CreateInvitationInput = z.infer<typeof createInvitationSchema>;

export const INVITATION_DAYS = 7;

/** GET /clinic/security → {security}; PATCH /clinic/security (owner) → {security}. */
export const clinicSecuritySchema = z.object({ requireTwoFactor: z.boolean() });
export type ClinicSecurity = z.infer<typeof clinicSecuritySchema>;

/** The active members who take appointments, by name: whom the calendar and booking offer. */
export function practitionersOf<
  Member extends Pick<TeamMember, 'status' | 'takesAppointments' | 'name' | 'lastName'>,
>(members: readonly Member[]): Member[] {
  return members
    .filter((member) => member.status === 'active' && member.takesAppointments)
    .sort((a, b) => a.name.localeCompare(b.name) || a.lastName.localeCompare(b.lastName));
}

export const teamMemberResponseSchema = z.object({ member: teamMemberSchema });
export type TeamMemberResponse = z.infer<typeof teamMemberResponseSchema>;

export const teamMemberListResponseSchema = z.object({ members: z.array(teamMemberSchema) });
export type TeamMemberListResponse = z.infer<typeof teamMemberListResponseSchema>;

export const teamInvitationResponseSchema = z.object({ invitation: teamInvitationSchema });
export type TeamInvitationResponse = z.infer<typeof teamInvitationResponseSchema>;

export const teamInvitationListResponseSchema = z.object({
  invitations: z.array(teamInvitationSchema),
});
export type TeamInvitationListResponse = z.infer<typeof teamInvitationListResponseSchema>;

export const clinicSecurityResponseSchema = z.object({ security: clinicSecuritySchema });
export type ClinicSecurityResponse = z.infer<typeof clinicSecurityResponseSchema>;
