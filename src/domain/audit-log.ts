import { z } from 'zod';
import { calendarDateSchema } from './dates.js';

/** The clinic's audit log (`/dashboard/settings/audit-log`, owners and admins: `audit.read`). */
export const AUDIT_LOG_PAGE_SIZE = 50;
/** Rows of one CSV export; the answer says when there were more (header X-Export-Truncated). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const date = calendarDateSchema();

const filterFields = z.object({
  actorId: z.uuid('Not a valid id.').optional(),
  action: z
    .string()
    .trim()
    .max(100, 'Use at most 100 characters.')
    .regex(/^[a-z0-9_.]*$/, 'Not an action of the audit log.')
    .optional(),
  patientId: z.uuid('Not a valid id.').optional(),
  from: date.optional(),
  to: date.optional(),
});

const datesInOrder = {
  check: (filters: { from?: string; to?: string }) =>
    !filters.from || !filters.to || filters.from <= filters.to,
  params: { error: 'The end date cannot be before the start date.', path: ['to'] },
};

/**
 * The filters of the log and of its CSV export. Dates are days of the clinic's time zone, both
 * included; an empty `action` means every action.
 */
export const auditFiltersSchema = filterFields.refine(datesInOrder.check, datesInOrder.params);
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const auditLogQuerySchema = filterFields
  .extend({
    page: wholeNumber(1, 100_000, 'Use a page number from 1.').default(1),
    limit: wholeNumber(1, 100, 'Use a limit from 1 to 100.').default(AUDIT_LOG_PAGE_SIZE),
  })
  .refine(datesInOrder.check, datesInOrder.params);
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEventSchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  actorId: z.uuid().nullable(),
  /** Null for events without a person (a failed sign-in) or of a deleted account. */
  actorName: z.string().nullable(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.uuid().nullable(),
  /** The patient the event concerns, by id: the trail itself holds no patient data. */
  patientId: z.uuid().nullable(),
  /** Looked up from the patient record for the reader (owners and admins may open it). */
  patientName: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEventView = z.infer<typeof auditEventSchema>;

export const auditLogSchema = z.object({
  events: z.array(auditEventSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  /** The patient of the `patientId` filter, for the filter's label. */
  patient: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The clinic's IANA time zone: the days of the filters, and how times are shown. */
  timeZone: z.string(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

export const auditActionsSchema = z.object({ actions: z.array(z.string()) });
export type AuditActions = z.infer<typeof auditActionsSchema>;

/** Audit actions in plain words (the audit log); others get `describeAuditAction`'s fallback. */
const auditActionLabels: Record<string, string> = {
  'auth.registered': 'Signed up',
  'auth.signed_in': 'Signed in',
  'auth.signed_out': 'Signed out',
  'auth.sign_in_failed': 'Failed sign-in',
  'auth.two_factor_failed': 'Wrong two-factor code',
  'auth.recovery_code_used': 'Used a recovery code',
  'auth.email_verified': 'Verified their email',
  'auth.password_reset_requested': 'Asked for a password reset',
  'auth.password_reset': 'Reset their password',
  'account.profile_updated': 'Changed their profile',
  'account.avatar_changed': 'Changed their photo',
  'account.avatar_removed': 'Removed their photo',
  'account.password_changed': 'Changed their password',
  'account.email_change_requested': 'Asked to change their email',
  'account.email_changed': 'Changed their email',
  'account.session_ended': 'Signed out a device',
  'account.clinic_switched': 'Switched clinic',
  'account.two_factor_enabled': 'Turned on two-factor sign-in',
  'account.two_factor_disabled': 'Turned off two-factor sign-in',
  'account.recovery_codes_regenerated': 'Made new recovery codes',
  'team.invitation_sent': 'Invited a member',
  'team.invitation_resent': 'Resent an invitation',
  'team.invitation_cancelled': 'Cancelled an invitation',
  'team.invitation_accepted': 'Accepted an invitation',
  'team.role_changed': "Changed a member's role",
  'team.member_updated': 'Changed a member',
  'team.member_deactivated': 'Deactivated a member',
  'team.member_reactivated': 'Reactivated a member',
  'team.member_removed': 'Removed a member',
  'clinic.settings_changed': 'Changed the clinic settings',
  'messages.settings_update': 'Changed the message settings',
  'clinic.setup_checklist_dismissed': 'Closed the setup checklist',
  'clinic.logo_changed': 'Changed the clinic logo',
  'clinic.logo_removed': 'Removed the clinic logo',
  'clinic.two_factor_requirement_changed': 'Changed the two-factor rule',
  'service.created': 'Added a service',
  'service.updated': 'Changed a service',
  'room.created': 'Added a room',
  'room.updated': 'Changed a room',
  'location.created': 'Added a location',
  'location.updated': 'Changed a location',
  'location.deleted': 'Deleted a location',
  'schedule.updated': "Changed a practitioner's weekly hours",
  'schedule.leave_added': 'Added leave',
  'schedule.leave_deleted': 'Deleted leave',
  'schedule.extra_shift_added': 'Added an extra shift',
  'schedule.extra_shift_deleted': 'Deleted an extra shift',
  'billing.plan_changed': 'Changed the plan',
  'billing.subscription_canceled': 'Cancelled the subscription',
  'billing.subscription_resumed': 'Resumed the subscription',
  'calendar_feed.created': 'Made a calendar feed',
  'calendar_feed.revoked': 'Turned off a calendar feed',
  'patient.create': 'Added a patient',
  'patient.read': 'Opened a patient record',
  'patient.update': 'Changed a patient record',
  'patient.review': 'Reviewed a patient booked online',
  'patient.search': 'Searched patients',
  'patient.timeline': "Viewed a patient's timeline",
  'patient.export': 'Exported a patient record',
  'patient.sms_opted_out': 'A patient stopped texts (STOP)',
  'patient.sms_opted_in': 'A patient turned texts back on (START)',
  'patients.import': 'Imported patients',
  'appointments.import': 'Imported appointments',
  'appointment.create': 'Booked an appointment',
  'appointment.update': 'Changed an appointment',
  'appointment.status': "Changed an appointment's status",
  'appointment.ics': 'Downloaded an appointment file',
  'waitlist.wish_added': 'Put a patient on the waitlist',
  'waitlist.wish_removed': 'Took a patient off the waitlist',
  'diagnosis.list': 'Viewed diagnoses',
  'diagnosis.read': 'Opened a diagnosis',
  'diagnosis.create': 'Added a diagnosis',
  'diagnosis.update': 'Changed a diagnosis',
  'treatment_plan.list': 'Viewed treatment plans',
  'treatment_plan.read': 'Opened a treatment plan',
  'treatment_plan.create': 'Added a treatment plan',
  'treatment_plan.update': 'Changed a treatment plan',
  'progress_entry.create': 'Recorded progress',
  'progress_entry.delete': 'Deleted a progress entry',
  'visit_note.list': 'Viewed visit notes',
  'visit_note.read': 'Opened a visit note',
  'visit_note.create': 'Started a visit note',
  'visit_note.update': 'Edited a draft visit note',
  'visit_note.sign': 'Signed a visit note',
  'visit_note.addendum_add': 'Added an addendum',
  'attachment.list': 'Viewed attachments',
  'attachment.upload': 'Uploaded an attachment',
  'attachment.download': 'Downloaded an attachment',
  'attachment.delete': 'Deleted an attachment',
  'attachment.shared': 'Shared an attachment with the patient',
  'attachment.unshared': 'Stopped sharing an attachment with the patient',
  'audit_log.exported': 'Exported the audit log',
  'feedback.sent': 'Sent feedback',
  'support.request_sent': 'Asked support for help',
  'early_access.admitted': 'Admitted from the waitlist',
  'mail.held': 'Held back an email',
  'invoice.create': 'Drafted an invoice',
  'invoice.update': 'Changed a draft invoice',
  'invoice.delete': 'Deleted a draft invoice',
  'invoice.issue': 'Issued an invoice',
  'invoice.void': 'Voided an invoice',
  'invoice.credit': 'Issued a credit note',
  'package.create': 'Added a package',
  'package.update': 'Changed a package',
  'package.sell': 'Sold a package',
  'package.redeem': 'Used a package session',
  'intake_form.created': 'Added an intake form',
  'intake_form.updated': 'Changed an intake form',
  'intake_form.deleted': 'Deleted an intake form',
  'patient_form.sent': 'Sent a form to a patient',
  'patient_form.list': "Viewed a patient's forms",
  'patient_form.submitted': 'A patient sent a form',
  'patient_form.accepted': "Accepted a patient's form",
  'attachment.generated': 'Kept a signed form',
};

/** The action in words; an unknown one reads as its own words ('job.created' → 'Job created'). */
export function describeAuditAction(action: string): string {
  const known = auditActionLabels[action];
  if (known) return known;
  const words = action.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
