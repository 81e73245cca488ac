import type {
  BreakRuleView,
  ExtraShiftView,
  LeaveView,
  WorkingHoursRuleView,
} from '../../../domain/schedules.js';
import type { scheduleExtraShifts, scheduleLeave, scheduleRules } from '../../db/schema.js';

type RuleRow = typeof scheduleRules.$inferSelect;

export const toBreak = (row: RuleRow): BreakRuleView => ({
  id: row.id,
  weekday: row.weekday,
  start: row.startTime,
  end: row.endTime,
  everyNWeeks: row.everyNWeeks,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
});

export const toWorkingHours = (row: RuleRow): WorkingHoursRuleView => ({
  ...toBreak(row),
  locationId: row.locationId!,
});

export const toLeave = (row: typeof scheduleLeave.$inferSelect): LeaveView => ({
  id: row.id,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  reason: row.reason,
});

export const toExtraShift = (row: typeof scheduleExtraShifts.$inferSelect): ExtraShiftView => ({
  id: row.id,
  locationId: row.locationId,
  date: row.date,
  start: row.startTime,
  end: row.endTime,
});
