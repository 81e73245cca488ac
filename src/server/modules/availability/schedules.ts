import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type {
  ExtraShift,
  Leave,
  LocalDate,
  WeeklyRule,
  WorkingHoursRule,
} from '../../../domain/availability.js';
import type { OpeningHours } from '../../../domain/scheduling.js';
import type { Db } from '../../db/client.js';
import { scheduleExtraShifts, scheduleLeave, scheduleRules } from '../../db/schema.js';

/** A practitioner's schedule rows as the engine reads them, without their busy time. */
export interface ScheduleRows {
  workingHours: WorkingHoursRule[];
  breaks: WeeklyRule[];
  leave: Leave[];
  extraShifts: ExtraShift[];
  /**
   * Whether the member has any weekly rule at all (of any date). A member without one is not
   * restricted: clinics that have not set schedules keep booking as before.
   */
  hasRules: boolean;
}

interface RuleRow {
  practitionerId: string;
  kind: 'working' | 'break';
  locationId: string | null;
  weekday: number;
  startTime: string;
  endTime: string;
  everyNWeeks: number;
  startsOn: string;
  endsOn: string | null;
}

/** All the rules as one JSON array: one row instead of hundreds, much quicker out of PGlite. */
const rulesJson = sql<RuleRow[]>`coalesce(json_agg(json_build_object(
  'practitionerId', ${scheduleRules.practitionerId}, 'kind', ${scheduleRules.kind},
  'locationId', ${scheduleRules.locationId}, 'weekday', ${scheduleRules.weekday},
  'startTime', ${scheduleRules.startTime}, 'endTime', ${scheduleRules.endTime},
  'everyNWeeks', ${scheduleRules.everyNWeeks}, 'startsOn', ${scheduleRules.startsOn},
  'endsOn', ${scheduleRules.endsOn})), '[]'::json)`;

const emptySchedule = (): ScheduleRows => ({
  workingHours: [],
  breaks: [],
  leave: [],
  extraShifts: [],
  hasRules: false,
});

/**
 * The schedules of these practitioners that touch the local days `first`..`last`, in three
 * queries whatever their number. Weekly rules are few per member, so all are read: whether a
 * member has any rule at all decides whether their hours bind.
 */
export async function loadSchedules(
  db: Db,
  clinicId: string,
  practitionerIds: readonly string[],
  first: LocalDate,
  last: LocalDate,
): Promise<Map<string, ScheduleRows>> {
  const schedules = new Map(practitionerIds.map((id) => [id, emptySchedule()]));
  if (practitionerIds.length === 0) return schedules;
  const ids = [...practitionerIds];
  const [rules, leave, shifts] = await Promise.all([
    db
      .select({ rules: rulesJson })
      .from(scheduleRules)
      .where(and(eq(scheduleRules.clinicId, clinicId), inArray(scheduleRules.practitionerId, ids))),
    db
      .select()
      .from(scheduleLeave)
      .where(
        and(
          eq(scheduleLeave.clinicId, clinicId),
          inArray(scheduleLeave.practitionerId, ids),
          lte(scheduleLeave.startsOn, last),
          gte(scheduleLeave.endsOn, first),
        ),
      ),
    db
      .select()
      .from(scheduleExtraShifts)
      .where(
        and(
          eq(scheduleExtraShifts.clinicId, clinicId),
          inArray(scheduleExtraShifts.practitionerId, ids),
          gte(scheduleExtraShifts.date, first),
          lte(scheduleExtraShifts.date, last),
        ),
      ),
  ]);
  for (const rule of rules[0]?.rules ?? []) {
    const schedule = schedules.get(rule.practitionerId)!;
    schedule.hasRules = true;
    if (rule.startsOn > last || (rule.endsOn !== null && rule.endsOn < first)) continue;
    const weekly: WeeklyRule = {
      weekday: rule.weekday,
      start: rule.startTime,
      end: rule.endTime,
      everyNWeeks: rule.everyNWeeks,
      startsOn: rule.startsOn,
      endsOn: rule.endsOn,
    };
    if (rule.kind === 'working')
      schedule.workingHours.push({ ...weekly, locationId: rule.locationId! });
    else schedule.breaks.push(weekly);
  }
  for (const range of leave)
    schedules
      .get(range.practitionerId)!
      .leave.push({ startsOn: range.startsOn, endsOn: range.endsOn });
  for (const shift of shifts)
    schedules.get(shift.practitionerId)!.extraShifts.push({
      date: shift.date,
      start: shift.startTime,
      end: shift.endTime,
      locationId: shift.locationId,
    });
  return schedules;
}

/**
 * For a member without rules: working whenever each location is open, so they are offered (and
 * shaded) like before schedules existed. Their leave still holds.
 */
export function openingHoursAsRules(
  locations: readonly { locationId: string; openingHours: OpeningHours }[],
): WorkingHoursRule[] {
  return locations.flatMap(({ locationId, openingHours }) =>
    openingHours.flatMap((day, weekday) =>
      day
        ? [
            {
              weekday,
              start: day.open,
              end: day.close,
              everyNWeeks: 1,
              startsOn: '1970-01-01',
              locationId,
            },
          ]
        : [],
    ),
  );
}
