export const clinicRoles = ['owner', 'admin', 'therapist', 'assistant'] as const;
export type ClinicRole = (typeof clinicRoles)[number];

export const roleLabels: Record<ClinicRole, string> = {
  owner: 'Owner',
  admin: 'Administrator',
  therapist: 'Therapist',
  assistant: 'Assistant',
};

/**
 * Whether a new member of this role is offered as a practitioner. Anyone's setting can be changed
 * later; owners are on because the owner of a new clinic is usually its first therapist.
 */
export function takesAppointmentsByDefault(role: ClinicRole): boolean {
  return role === 'owner' || role === 'therapist';
}
