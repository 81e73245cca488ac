import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  treatmentPlanInputSchema,
  type TreatmentPlan,
  type TreatmentPlanInput,
} from '../../../../domain/treatment-plans.js';
import { todayIso } from './plan-display';

type PlanInputFields = z.input<typeof treatmentPlanInputSchema>;
export type GoalValues = NonNullable<PlanInputFields['goals']>[number];
export type InterventionValues = NonNullable<PlanInputFields['interventions']>[number];

/** The plan form: the API's input, with both lists always present. */
export type PlanFormValues = PlanInputFields & {
  goals: GoalValues[];
  interventions: InterventionValues[];
};

export const emptyGoal = (): GoalValues => ({
  description: '',
  measure: '',
  baseline: null,
  target: null,
});

export const emptyIntervention = (): InterventionValues => ({
  kind: 'exercise',
  name: '',
  sets: null,
  repetitions: null,
  frequency: '',
  notes: '',
});

export function newPlanValues(diagnosisId: string | null, today = todayIso()): PlanFormValues {
  return {
    title: '',
    diagnosisId,
    goals: [],
    interventions: [],
    plannedSessions: null,
    frequency: '',
    startsOn: today,
    endsOn: null,
    status: 'planned',
    notes: '',
  };
}

/** The edit form of a plan; goals and interventions keep their ids, so the server keeps them. */
export function editPlanValues(plan: TreatmentPlan): PlanFormValues {
  return {
    title: plan.title,
    diagnosisId: plan.diagnosisId,
    goals: plan.goals.map(({ id, description, measure, baseline, target }) => ({
      id,
      description,
      measure,
      baseline,
      target,
    })),
    interventions: plan.interventions.map((item) => ({ ...item })),
    plannedSessions: plan.plannedSessions,
    frequency: plan.frequency,
    startsOn: plan.startsOn,
    endsOn: plan.endsOn,
    status: plan.status,
    notes: plan.notes,
  };
}

const domainResolver = zodResolver(treatmentPlanInputSchema);

/**
 * The domain schema's check, with a plainer message for a start left empty (the schema's
 * "Use the format YYYY-MM-DD." is meant for API callers).
 */
export const planFormResolver: Resolver<PlanFormValues, unknown, TreatmentPlanInput> = async (
  values,
  context,
  options,
) => {
  const result = await domainResolver(values, context, options as never);
  const startError = result.errors.startsOn as { message?: string } | undefined;
  if (startError && !values.startsOn) startError.message = 'Choose the start date.';
  return result as Awaited<ReturnType<Resolver<PlanFormValues, unknown, TreatmentPlanInput>>>;
};

const SERVER_FIELD =
  /^(title|diagnosisId|goals|interventions|plannedSessions|frequency|startsOn|endsOn|status|notes)$|^goals\.\d+\.(description|measure|baseline|target)$|^interventions\.\d+\.(kind|name|sets|repetitions|frequency|notes)$/;

/** Whether a key of a 400's `fields` names an input of the form ('goals.0.target' included). */
export function isPlanFormField(key: string): boolean {
  return SERVER_FIELD.test(key);
}

/** The form as its parts see it: values as typed, the API's input once checked. */
export type PlanFormApi = UseFormReturn<PlanFormValues, unknown, TreatmentPlanInput>;
