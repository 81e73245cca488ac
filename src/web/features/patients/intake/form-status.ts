import type { PatientFormStatus } from '../../../../domain/intake-forms.js';

export const formStatusLabels: Record<PatientFormStatus, string> = {
  sent: 'Sent',
  submitted: 'Submitted',
  accepted: 'Accepted',
};
export const formStatusColors: Record<PatientFormStatus, string> = {
  sent: 'gray',
  submitted: 'orange',
  accepted: 'green',
};
