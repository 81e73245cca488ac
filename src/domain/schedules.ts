import { z } from 'zod';
import { WEEKDAY_NAMES } from './clinic-settings.js';
import { calendarDateSchema } from './dates.js';

/** The kinds of a weekly schedule rule: time at work at a location, or a break. */
export const scheduleRuleKinds = ['working', 'break'] as const;
export type ScheduleRuleKind = (typeof scheduleRuleKinds)[number];

/** Schedule times sit on a five-minute grid: what a person types, and what slots line up with. */
export const SCHEDULE_STEP_MINUTES = 5;
export const EVERY_N_WEEKS_MAX = 52;
export const LEAVE_REASON_MAX = 200;

const onStep = (time: string) => Number(time.slice(3, 5)) % SCHEDULE_STEP_MINUTES === 0;

const startTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 08:30.')
  .refine(onStep, `Use a time on a ${SCHEDULE_STEP_MINUTES}-minute step, such as 08:35.`);
/** An end may be '24:00': the span runs to midnight. */
const endTime = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use a time such as 17:00 (24:00 is midnight).')
  .refine(onStep, `Use a time on a ${SCHEDULE_STEP_MINUTES}-minute step, such as 17:05.`);

const localDate = calendarDateSchema('Use a date such as 2026-03-02.');

const afterStart = {
  message: 'The end must be after the start.',
  path: ['end'],
};
const endsAfterStartsOn = {
  message: 'The end date must be on or after the start date.',
  path: ['endsOn'],
};

const weeklyFields = {
  weekday: z.number().int().min(0, 'Choose a day.').max(6, 'Choose a day.'),
  start: startTime,
  end: endTime,
  everyNWeeks: z
    .number()
    .int('Use a whole number of weeks.')
    .min(1, 'Use 1 week or more.')
    .max(EVERY_N_WEEKS_MAX, `Use at most ${EVERY_N_WEEKS_MAX} weeks.`)
    .default(1),
  startsOn: localDate,
  endsOn: localDate.nullable().default(null),
};

type Span = { start: string; end: string };
type Dated = { startsOn: string; endsOn?: string | null };
const endAfterStart = (span: Span) => span.end > span.start;
const datesInOrder = (rule: Dated) => rule.endsOn == null || rule.endsOn >= rule.startsOn;

export const breakRuleInputSchema = z
  .object(weeklyFields)
  .refine(endAfterStart, afterStart)
  .refine(datesInOrder, endsAfterStartsOn);
export type BreakRuleInput = z.infer<typeof breakRuleInputSchema>;

export const workingHoursRuleInputSchema = z
  .object({ locationId: z.uuid('Choose a location.'), ...weeklyFields })
  .refine(endAfterStart, afterStart)
  .refine(datesInOrder, endsAfterStartsOn);
export type WorkingHoursRuleInput = z.infer<typeof workingHoursRuleInputSchema>;

/** Whether two weekly rules can ever fall on the same day: same weekday, date ranges meeting. */
function mayMeet(a: Dated & { weekday: number }, b: Dated & { weekday: number }) {
  if (a.weekday !== b.weekday) return false;
  const aEnd = a.endsOn ?? '9999-12-31';
  const bEnd = b.endsOn ?? '9999-12-31';
  return a.startsOn <= bEnd && b.startsOn <= aEnd;
}

/**
 * The first pair of working spans that overlap on one weekday, as the index of the later one:
 * a practitioner is in one place at a time. Rules every N weeks are compared as if they met,
 * which refuses alternating weeks that would never clash; split them by dates instead.
 */
export function overlappingWorkingSpan(
  rules: readonly (Span & Dated & { weekday: number })[],
): number | null {
  for (let i = 0; i < rules.length; i += 1)
    for (let j = 0; j < i; j += 1) {
      const [a, b] = [rules[i]!, rules[j]!];
      if (mayMeet(a, b) && a.start < b.end && b.start < a.end) return i;
    }
  return null;
}

/**
 * PUT /team/{userId}/schedule → {schedule}: replaces the weekly working hours and breaks as a
 * whole. Working spans of one weekday may not overlap (400 naming the day).
 */
export const updateScheduleSchema = z
  .object({
    workingHours: z.array(workingHoursRuleInputSchema).max(100, 'Use at most 100 spans.'),
    breaks: z.array(breakRuleInputSchema).max(100, 'Use at most 100 breaks.'),
  })
  .superRefine((schedule, context) => {
    const index = overlappingWorkingSpan(schedule.workingHours);
    if (index === null) return;
    const day = WEEKDAY_NAMES[schedule.workingHours[index]!.weekday];
    context.addIssue({
      code: 'custom',
      message: `Working hours overlap on ${day}: a member works in one place at a time.`,
      path: ['workingHours', index, 'start'],
    });
  });
export type UpdateScheduleInput = z.infer<typeof updateScheduleSchema>;

/** POST /team/{userId}/leave → 201 {leave}: whole local days off, both ends included. */
export const createLeaveSchema = z
  .object({
    startsOn: localDate,
    endsOn: localDate,
    reason: z
      .string()
      .trim()
      .max(LEAVE_REASON_MAX, `Use at most ${LEAVE_REASON_MAX} characters.`)
      .default(''),
  })
  .refine(datesInOrder, endsAfterStartsOn);
export type CreateLeaveInput = z.infer<typeof createLeaveSchema>;

/** POST /team/{userId}/extra-shifts → 201 {extraShift}: a one-off shift on top of the week. */
export const createExtraShiftSchema = z
  .object({
    locationId: z.uuid('Choose a location.'),
    date: localDate,
    start: startTime,
    end: endTime,
  })
  .refine(endAfterStart, afterStart);
export type CreateExtraShiftInput = z.infer<typeof createExtraShiftSchema>;

const weeklyRuleSchema = z.object({
  id: z.uuid(),
  weekday: z.number(),
  start: z.string(),
  end: z.string(),
  everyNWeeks: z.number(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
});

export const workingHoursRuleSchema = weeklyRuleSchema.extend({ locationId: z.uuid() });
export type WorkingHoursRuleView = z.infer<typeof workingHoursRuleSchema>;
export const breakRuleSchema = weeklyRuleSchema;
export type BreakRuleView = z.infer<typeof breakRuleSchema>;

export const leaveSchema = z.object({
  id: z.uuid(),
  startsOn: z.string(),
  endsOn: z.string(),
  reason: z.string(),
});
export type LeaveView = z.infer<typeof leaveSchema>;

export const extraShiftSchema = z.object({
  id: z.uuid(),
  locationId: z.uuid(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
});
export type ExtraShiftView = z.infer<typeof extraShiftSchema>;

/**
 * A member's schedule. `canEdit`: whether the caller may change it (owners and administrators
 * always; a clinician their own when the clinic allows it).
 */
export const memberScheduleSchema = z.object({
  practitionerId: z.uuid(),
  workingHours: z.array(workingHoursRuleSchema),
  breaks: z.array(breakRuleSchema),
  leave: z.array(leaveSchema),
  extraShifts: z.array(extraShiftSchema),
  canEdit: z.boolean(),
});
export type MemberSchedule = z.infer<typeof memberScheduleSchema>;

/** GET and PUT /team/{userId}/schedule. */
export const memberScheduleResponseSchema = z.object({ schedule: memberScheduleSchema });
export type MemberScheduleResponse = z.infer<typeof memberScheduleResponseSchema>;

export const leaveResponseSchema = z.object({ leave: leaveSchema });
export const extraShiftResponseSchema = z.object({ extraShift: extraShiftSchema });
