import type { IntakeRecordField } from '../../domain/intake-forms.js';

/** The patient record fields an intake answer can update, as staff read them. */
export const intakeRecordFieldLabels: Record<IntakeRecordField, string> = {
  phone: 'Phone',
  address: 'Address',
  medicalHistory: 'Medical history',
  medications: 'Medications',
  allergies: 'Allergies',
};
