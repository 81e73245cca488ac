import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { DuplicatePatient, PatientRecord } from '../../../../domain/patients.js';
import { notifySuccess } from '../../../components/toasts/notify';
import { applyServerFieldErrors, errorMessage } from '../../../lib/server-errors';
import { duplicatesOf } from '../patient-form-api';
import {
  patientFieldNames,
  type PatientFormOutput,
  type PatientFormValues,
} from './patient-form-values';

/** Sends the form's values; `confirmDuplicate`: save although look-alikes exist. */
export type SavePatient = (
  values: PatientFormOutput,
  confirmDuplicate: boolean,
) => Promise<PatientRecord>;

interface PendingDuplicate {
  values: PatientFormOutput;
  duplicates: DuplicatePatient[];
}

/**
 * Saves the patient and shows every refusal on the form with what was entered kept: look-alikes
 * (409) in a question, field messages (400) on their fields, else the server's sentence. On
 * success, a toast and the patient's record.
 */
export function usePatientSave(
  form: UseFormReturn<PatientFormValues, unknown, PatientFormOutput>,
  onSave: SavePatient,
  successMessage: string,
) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingDuplicate | null>(null);

  /** Never throws. */
  const save = async (values: PatientFormOutput, confirmDuplicate = false) => {
    setFormError(null);
    try {
      const patient = await onSave(values, confirmDuplicate);
      notifySuccess(successMessage);
      await navigate(`/dashboard/patients/${patient.id}`);
    } catch (error) {
      const duplicates = duplicatesOf(error);
      if (duplicates) setPending({ values, duplicates });
      else if (!applyServerFieldErrors(error, form.setError, patientFieldNames))
        setFormError(errorMessage(error));
    }
  };

  return {
    save,
    formError,
    /** The look-alikes waiting for "save anyway". */
    duplicates: pending?.duplicates ?? null,
    saveAnyway: async () => {
      if (!pending) return;
      await save(pending.values, true);
      setPending(null);
    },
    dismissDuplicates: () => setPending(null),
  };
}
