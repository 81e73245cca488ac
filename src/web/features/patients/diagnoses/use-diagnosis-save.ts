import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { DiagnosisInput } from '../../../../domain/diagnoses.js';
import { notifySuccess } from '../../../components/toasts/notify';
import { applyServerFieldErrors, errorMessage } from '../../../lib/server-errors';
import { diagnosisFieldNames, type DiagnosisFormValues } from './diagnosis-form';

/** Where to go after a save, and the toast saying what was done. */
export interface SavedDiagnosis {
  id: string;
  message: string;
}

export type SaveDiagnosis = (input: DiagnosisInput) => Promise<SavedDiagnosis>;

/**
 * Saves and opens the diagnosis with a toast. A refusal stays on the form with everything
 * entered: field messages (400) on their inputs, else the server's sentence above the buttons.
 */
export function useDiagnosisSave(
  form: UseFormReturn<DiagnosisFormValues, unknown, DiagnosisInput>,
  patientId: string,
  onSave: SaveDiagnosis,
) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);

  /** Never throws. */
  const save = async (input: DiagnosisInput) => {
    setFormError(null);
    try {
      const saved = await onSave(input);
      notifySuccess(saved.message);
      await navigate(`/dashboard/patients/${patientId}/diagnoses/${saved.id}`);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, diagnosisFieldNames))
        setFormError(errorMessage(error));
    }
  };

  return { save, formError };
}
