import { z } from 'zod';

/**
 * The steps a new clinic goes through before its first day, in the order the checklist shows
 * them. Each is done when the clinic's data says so; none is ticked by hand.
 */
export const setupStepIds = [
  'clinic_details',
  'services',
  'rooms',
  'team',
  'patients',
  'first_appointment',
] as const;
export type SetupStepId = (typeof setupStepIds)[number];

export const setupStepSchema = z.object({ id: z.enum(setupStepIds), done: z.boolean() });

/**
 * GET /clinic/setup-checklist (owners) → {checklist}; POST /clinic/setup-checklist/dismiss
 * → {checklist} hides it for good.
 */
export const setupChecklistSchema = z.object({
  steps: z.array(setupStepSchema),
  dismissed: z.boolean(),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
export const setupChecklistResponseSchema = z.object({ checklist: setupChecklistSchema });
export type SetupChecklistResponse = z.infer<typeof setupChecklistResponseSchema>;
