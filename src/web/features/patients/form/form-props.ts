import type { UseFormReturn } from 'react-hook-form';
import type { PatientFormOutput, PatientFormValues } from './patient-form-values';

/** What each section of the patient form gets. */
export interface PatientFormProps {
  form: UseFormReturn<PatientFormValues, unknown, PatientFormOutput>;
  /** The browser's today (YYYY-MM-DD), the latest date the date pickers offer. */
  today: string;
  /** The patient texted STOP (an existing record only). */
  smsOptedOut?: boolean;
}
