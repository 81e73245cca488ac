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

/** The form opens with one goal row to fill in; a row left empty is not sent. */
export function newPlanValues(diagnosisId: string | null, today = todayIso()): PlanFormValues {
  return {
    title: '',
    diagnosisId,
    goals: [emptyGoal()],
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
    goals:
      plan.goals.length === 0
        ? [emptyGoal()]
        : plan.goals.map(({ id, description, measure, baseline, target }) => ({
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

const isEmptyGoal = (goal: GoalValues) =>
  !goal.description?.trim() &&
  !goal.measure?.trim() &&
  goal.baseline == null &&
  goal.target == null;

/**
 * The goal rows' errors, found on the list without its empty rows, moved back to the rows they
 * belong to (a whole-list error under `root` stays).
 */
function onTheirRows<T extends object>(errors: T, rowOf: number[]): T {
  const moved = (Array.isArray(errors) ? [] : {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(errors))
    moved[/^\d+$/.test(key) ? String(rowOf[Number(key)]) : key] = value;
  return moved as T;
}

/**
 * The domain schema's check of what will be sent: goal rows left empty are dropped (the form
 * opens with one), and a start left empty reads plainer than the schema's "Use the format
 * YYYY-MM-DD.", which is meant for API callers.
 */
export const planFormResolver: Resolver<PlanFormValues, unknown, TreatmentPlanInput> = async (
  values,
  context,
  options,
) => {
  const rowOf = values.goals.flatMap((goal, row) => (isEmptyGoal(goal) ? [] : [row]));
  const goals = rowOf.map((row) => values.goals[row]!);
  const result = await domainResolver({ ...values, goals }, context, options as never);
  const startError = result.errors.startsOn as { message?: string } | undefined;
  if (startError && !values.startsOn) startError.message = 'Choose the start date.';
  if (result.errors.goals) result.errors.goals = onTheirRows(result.errors.goals, rowOf);
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
