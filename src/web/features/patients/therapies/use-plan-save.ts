import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { TreatmentPlan, TreatmentPlanInput } from '../../../../domain/treatment-plans.js';
import { notifySuccess } from '../../../components/toasts/notify';
import { ApiError } from '../../../lib/http';
import { errorMessage } from '../../../lib/server-errors';
import { isPlanFormField, type PlanFormApi, type PlanFormValues } from './plan-form';

export type SavePlan = (input: TreatmentPlanInput) => Promise<TreatmentPlan>;

/**
 * Saves the plan; on success a toast and the plan's page. A 400's field messages land on their
 * inputs (nested goal and intervention fields too), anything else shows above the buttons.
 */
export function usePlanSave(form: PlanFormApi, onSave: SavePlan, successMessage: string) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);

  const applyFieldErrors = (error: unknown) => {
    if (!(error instanceof ApiError) || !error.fields) return false;
    let applied = false;
    for (const [key, message] of Object.entries(error.fields)) {
      if (!isPlanFormField(key)) continue;
      const name = (
        key === 'goals' || key === 'interventions' ? `${key}.root` : key
      ) as Path<PlanFormValues>;
      form.setError(name, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
    return applied;
  };

  const save = async (input: TreatmentPlanInput) => {
    setFormError(null);
    try {
      const plan = await onSave(input);
      notifySuccess(successMessage);
      await navigate(`/dashboard/patients/${plan.patientId}/therapies/${plan.id}`);
    } catch (error) {
      if (!applyFieldErrors(error)) setFormError(errorMessage(error));
    }
  };

  return { save, formError };
}
