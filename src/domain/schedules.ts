/** The kinds of a weekly schedule rule: time at work at a location, or a break. */
export const scheduleRuleKinds = ['working', 'break'] as const;
export type ScheduleRuleKind = (typeof scheduleRuleKinds)[number];
