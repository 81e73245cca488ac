import type { ClinicRole } from './roles.js';

/**
 * The one permission table: the server enforces it, the web app hides controls with it.
 * Later areas add their actions here.
 */
const table = {
  'clinic.read': ['owner', 'admin', 'therapist', 'assistant'],
  'clinic.manage': ['owner', 'admin'],
  /** Two-factor requirement and other clinic-wide security settings. */
  'clinic.security': ['owner'],
  /** The first-run setup checklist on the dashboard. */
  'clinic.setup': ['owner'],
  'team.read': ['owner', 'admin', 'therapist', 'assistant'],
  'team.manage': ['owner', 'admin'],
  /**
   * Practitioners' schedules: owners and administrators everyone's; a therapist only their own,
   * and changes it only when the clinic allows (the schedules module checks both).
   */
  'schedules.read': ['owner', 'admin', 'therapist'],
  'schedules.manage': ['owner', 'admin', 'therapist'],
  'billing.manage': ['owner'],
  'audit.read': ['owner', 'admin'],
  /** Every member books and looks up patients (the booking form). */
  'patients.read': ['owner', 'admin', 'therapist', 'assistant'],
  'patients.manage': ['owner', 'admin', 'therapist', 'assistant'],
  'appointments.read': ['owner', 'admin', 'therapist', 'assistant'],
  'appointments.manage': ['owner', 'admin', 'therapist', 'assistant'],
  /** Which treatment plan a visit counts for: part of the clinical record. */
  'appointments.link_plan': ['owner', 'admin', 'therapist'],
  /**
   * The clinical record: medical history, allergies, medications, red
   * flags, diagnoses, treatment plans, progress, visit notes and attachments. Assistants see
   * demographics and appointments only.
   */
  'clinical.read': ['owner', 'admin', 'therapist'],
  'clinical.manage': ['owner', 'admin', 'therapist'],
  /** Signing off corrections of another member's visit note (the author may always). */
  'clinical.sign_off_others': ['owner', 'admin'],
  /** Another clinician's visits whose notes are not signed yet ("Notes to finish"). */
  'clinical.review_others': ['owner', 'admin'],
  /** Who opened or changed a patient's record, from the audit trail. */
  'patients.access_history': ['owner', 'admin'],
  /** CSV import of patients and appointments (data migration). */
  'patients.import': ['owner', 'admin'],
  /** Clinic tasks (all-jobs): every member sees, adds and works on them. */
  'jobs.read': ['owner', 'admin', 'therapist', 'assistant'],
  'jobs.manage': ['owner', 'admin', 'therapist', 'assistant'],
  /** Deleting a job someone else created (the creator may always). */
  'jobs.delete_others': ['owner', 'admin'],
  /**
   * Patient billing: assistants issue invoices and take payments at the desk; voiding, credit
   * notes and refunds are for owners and administrators. Therapists see only whether their
   * visits are invoiced and paid (on the appointment), not the invoices.
   */
  'invoices.read': ['owner', 'admin', 'assistant'],
  'invoices.manage': ['owner', 'admin', 'assistant'],
  'invoices.correct': ['owner', 'admin'],
  /**
   * Messages to patients (the visit's and the patient's trail, the clinic's log and delivery
   * rate) and the replies inbox: every member, as the front desk and therapists both answer.
   */
  'messages.read': ['owner', 'admin', 'therapist', 'assistant'],
  'messages.manage': ['owner', 'admin', 'therapist', 'assistant'],
  /** The clinic's figures (`/dashboard/stats`), revenue included. */
  'stats.read': ['owner', 'admin'],
} as const satisfies Record<string, readonly ClinicRole[]>;

export type Permission = keyof typeof table;
export const permissions = Object.keys(table) as Permission[];

export function can(role: ClinicRole | null | undefined, action: Permission): boolean {
  return role != null && (table[action] as readonly ClinicRole[]).includes(role);
}

/** Owners alone grant or take away the owner role (a rule beside the table, used by both sides). */
export function canAssignRole(
  actorRole: ClinicRole | null | undefined,
  fromRole: ClinicRole | null,
  toRole: ClinicRole,
): boolean {
  if (!can(actorRole, 'team.manage')) return false;
  if (actorRole === 'owner') return true;
  return toRole !== 'owner' && fromRole !== 'owner';
}
