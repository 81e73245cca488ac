import { and, asc, eq } from 'drizzle-orm';
import type { MemberSchedule } from '../../../domain/schedules.js';
import type { Db } from '../../db/client.js';
import { scheduleExtraShifts, scheduleLeave, scheduleRules } from '../../db/schema.js';
import { toBreak, toExtraShift, toLeave, toWorkingHours } from './schedule-view.js';

/** A member's whole schedule in their clinic, weekly rules by day and time, dated rows by date. */
export async function loadSchedule(
  db: Db,
  clinicId: string,
  practitionerId: string,
  canEdit: boolean,
): Promise<MemberSchedule> {
  const rules = await db
    .select()
    .from(scheduleRules)
    .where(
      and(eq(scheduleRules.clinicId, clinicId), eq(scheduleRules.practitionerId, practitionerId)),
    )
    .orderBy(asc(scheduleRules.weekday), asc(scheduleRules.startTime), asc(scheduleRules.startsOn));
  const leave = await db
    .select()
    .from(scheduleLeave)
    .where(
      and(eq(scheduleLeave.clinicId, clinicId), eq(scheduleLeave.practitionerId, practitionerId)),
    )
    .orderBy(asc(scheduleLeave.startsOn));
  const extraShifts = await db
    .select()
    .from(scheduleExtraShifts)
    .where(
      and(
        eq(scheduleExtraShifts.clinicId, clinicId),
        eq(scheduleExtraShifts.practitionerId, practitionerId),
      ),
    )
    .orderBy(asc(scheduleExtraShifts.date), asc(scheduleExtraShifts.startTime));
  return {
    practitionerId,
    workingHours: rules.filter((rule) => rule.kind === 'working').map(toWorkingHours),
    breaks: rules.filter((rule) => rule.kind === 'break').map(toBreak),
    leave: leave.map(toLeave),
    extraShifts: extraShifts.map(toExtraShift),
    canEdit,
  };
}
