export const clinicRoles = ['owner', 'admin', 'therapist', 'assistant'] as const;
export type ClinicRole = (typeof clinicRoles)[number];

export const roleLabels: Record<ClinicRole, string> = {
  owner: 'Owner',
  admin: 'Administrator',
  therapist: 'Therapist',
  assistant: 'Assistant',
};
