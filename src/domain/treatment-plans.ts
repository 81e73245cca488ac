import { z } from 'zod';
import { calendarDateSchema } from './dates.js';
import { interventionKinds, treatmentPlanStatuses } from './clinical.js';
import { appointmentStatuses } from './scheduling.js';

/**
 * Treatment plans of a patient and their progress, addressed under
 * their patient (the screens are `patients/{id}/therapies/...`):
 * GET /patients/{patientId}/treatment-plans → {treatmentPlans}; POST → 201 {treatmentPlan};
 * GET|PUT /patients/{patientId}/treatment-plans/{id} → {treatmentPlan};
 * POST …/{id}/progress → 201 {progressEntry}; DELETE …/{id}/progress/{entryId} → 204.
 */
export const MAX_GOALS = 20;
export const MAX_INTERVENTIONS = 50;
export const MAX_ROM_READINGS = 20;

const date = calendarDateSchema();
const shortText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);
const notes = z.string().max(5000, 'Use at most 5000 characters.');
export const MAX_MEASURE = 100_000;
/** A measured value kept to two decimals, so the database's single-precision column stores it as entered. */
const measureValue = z
  .number('Enter a number.')
  .min(-MAX_MEASURE, `Use a number from -${MAX_MEASURE} to ${MAX_MEASURE}.`)
  .max(MAX_MEASURE, `Use a number from -${MAX_MEASURE} to ${MAX_MEASURE}.`)
  .refine((value) => Number(value.toFixed(2)) === value, 'Use at most two decimals.')
  .nullable()
  .optional();
const count = (label: string, max: number) =>
  z
    .number(`Enter ${label} as a number.`)
    .int('Use a whole number.')
    .min(1, 'Use at least 1.')
    .max(max, `Use at most ${max}.`)
    .nullable()
    .optional();

export const planGoalSchema = z.object({
  id: z.uuid(),
  description: z.string(),
  measure: z.string(),
  baseline: z.number().nullable(),
  target: z.number().nullable(),
});

/** A goal as sent: an `id` of an existing goal keeps it, new goals get theirs on the server. */
export const planGoalInputSchema = z.object({
  id: z.uuid('Not a valid id.').optional(),
  description: shortText(300).min(1, 'Describe the goal.'),
  measure: shortText(100).optional(),
  baseline: measureValue,
  target: measureValue,
});

export const planInterventionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(interventionKinds),
  name: z.string(),
  sets: z.number().nullable(),
  repetitions: z.number().nullable(),
  frequency: z.string(),
  notes: z.string(),
});

export const planInterventionInputSchema = z.object({
  id: z.uuid('Not a valid id.').optional(),
  kind: z.enum(interventionKinds, 'Choose modality or exercise.'),
  name: shortText(200).min(1, 'Name the intervention.'),
  sets: count('the sets', 100),
  repetitions: count('the repetitions', 1000),
  frequency: shortText(100).optional(),
  notes: z.string().max(1000, 'Use at most 1000 characters.').optional(),
});

export const rangeOfMotionSchema = z.object({
  joint: shortText(100).min(1, 'Name the joint.'),
  movement: shortText(100).min(1, 'Name the movement.'),
  degrees: z
    .number('Enter the degrees as a number.')
    .min(0, 'Use 0 to 360 degrees.')
    .max(360, 'Use 0 to 360 degrees.'),
});

export const progressEntrySchema = z.object({
  id: z.uuid(),
  recordedOn: z.iso.date(),
  pain: z.number().nullable(),
  score: z.number().nullable(),
  outcomeMeasure: z.string(),
  rangeOfMotion: z.array(
    z.object({ joint: z.string(), movement: z.string(), degrees: z.number() }),
  ),
  notes: z.string(),
  recordedById: z.uuid().nullable(),
  recordedByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ProgressEntry = z.infer<typeof progressEntrySchema>;

/** POST …/progress: at least one measurement or a note; a score names its outcome measure. */
export const progressInputSchema = z
  .object({
    recordedOn: date,
    pain: z
      .number('Enter pain as a number from 0 to 10.')
      .int('Use a whole number from 0 to 10.')
      .min(0, 'Use 0 to 10.')
      .max(10, 'Use 0 to 10.')
      .nullable()
      .optional(),
    score: measureValue,
    outcomeMeasure: shortText(100).optional(),
    rangeOfMotion: z
      .array(rangeOfMotionSchema)
      .max(MAX_ROM_READINGS, `Record at most ${MAX_ROM_READINGS} readings.`)
      .optional(),
    notes: notes.optional(),
  })
  .superRefine((input, issues) => {
    const empty =
      input.pain == null && input.score == null && !input.rangeOfMotion?.length && !input.notes;
    if (empty)
      issues.addIssue({
        code: 'custom',
        path: ['pain'],
        message: 'Record pain, a score, a range of motion or a note.',
      });
    if (input.score != null && !input.outcomeMeasure)
      issues.addIssue({
        code: 'custom',
        path: ['outcomeMeasure'],
        message: 'Name the outcome measure of the score.',
      });
  });
export type ProgressInput = z.infer<typeof progressInputSchema>;

/** POST and PUT (PUT replaces every field; goals and interventions as whole lists). */
export const treatmentPlanInputSchema = z
  .object({
    title: shortText(200).min(1, 'Give the treatment plan a title.'),
    diagnosisId: z.uuid('Not a valid id.').nullable().optional(),
    goals: z
      .array(planGoalInputSchema)
      .max(MAX_GOALS, `Set at most ${MAX_GOALS} goals.`)
      .optional(),
    interventions: z
      .array(planInterventionInputSchema)
      .max(MAX_INTERVENTIONS, `List at most ${MAX_INTERVENTIONS} interventions.`)
      .optional(),
    plannedSessions: count('the planned sessions', 500),
    frequency: shortText(100).optional(),
    startsOn: date,
    endsOn: date.nullable().optional(),
    status: z.enum(treatmentPlanStatuses, 'Choose a status of the list.').optional(),
    notes: notes.optional(),
  })
  .superRefine((input, issues) => {
    if (input.endsOn && input.endsOn <= input.startsOn)
      issues.addIssue({
        code: 'custom',
        path: ['endsOn'],
        message: 'The end must be after the start.',
      });
  });
export type TreatmentPlanInput = z.infer<typeof treatmentPlanInputSchema>;

/** One plan in a patient's list. */
export const treatmentPlanSummarySchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  title: z.string(),
  diagnosisId: z.uuid().nullable(),
  status: z.enum(treatmentPlanStatuses),
  startsOn: z.iso.date(),
  endsOn: z.iso.date().nullable(),
  plannedSessions: z.number().nullable(),
  /** Completed appointments linked to the plan. */
  sessionsDone: z.number(),
  updatedAt: z.iso.datetime(),
});
export type TreatmentPlanSummary = z.infer<typeof treatmentPlanSummarySchema>;

/**
 * How far a plan is: 'Sessions 3 of 10' (completed visits linked to it against the planned
 * number), or '3 sessions done' when no number is planned.
 */
export function sessionsLabel(
  plan: Pick<TreatmentPlanSummary, 'sessionsDone' | 'plannedSessions'>,
): string {
  if (plan.plannedSessions === null)
    return `${plan.sessionsDone} ${plan.sessionsDone === 1 ? 'session' : 'sessions'} done`;
  return `Sessions ${plan.sessionsDone} of ${plan.plannedSessions}`;
}

export const linkedAppointmentSchema = z.object({
  id: z.uuid(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  status: z.enum(appointmentStatuses),
  therapistId: z.uuid(),
  therapistName: z.string(),
});

export const treatmentPlanSchema = treatmentPlanSummarySchema.extend({
  diagnosis: z
    .object({ id: z.uuid(), icd10Code: z.string().nullable(), description: z.string() })
    .nullable(),
  goals: z.array(planGoalSchema),
  interventions: z.array(planInterventionSchema),
  frequency: z.string(),
  notes: z.string(),
  createdById: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  /** Oldest first, the chart's order. */
  progress: z.array(progressEntrySchema),
  /** Appointments linked to the plan, oldest first. */
  appointments: z.array(linkedAppointmentSchema),
});
export type TreatmentPlan = z.infer<typeof treatmentPlanSchema>;

export const treatmentPlanResponseSchema = z.object({ treatmentPlan: treatmentPlanSchema });
export type TreatmentPlanResponse = z.infer<typeof treatmentPlanResponseSchema>;

export const treatmentPlanListResponseSchema = z.object({
  treatmentPlans: z.array(treatmentPlanSummarySchema),
});
export type TreatmentPlanListResponse = z.infer<typeof treatmentPlanListResponseSchema>;

export const progressEntryResponseSchema = z.object({ progressEntry: progressEntrySchema });
export type ProgressEntryResponse = z.infer<typeof progressEntryResponseSchema>;
