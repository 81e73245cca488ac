import { and, eq } from 'drizzle-orm';
import type {
  CreateExtraShiftInput,
  CreateLeaveInput,
  ExtraShiftView,
  LeaveView,
  MemberSchedule,
  UpdateScheduleInput,
} from '../../../domain/schedules.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { locations, scheduleExtraShifts, scheduleLeave, scheduleRules } from '../../db/schema.js';
import { invalidField, notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { assertMayChangeSchedule, scheduleAccess } from './access.js';
import { loadSchedule } from './queries.js';
import { toExtraShift, toLeave } from './schedule-view.js';

const CHOOSE_ACTIVE_LOCATION = 'Choose an active location of this clinic.';

/** Refuses, on its field, the first location that is not an active location of the clinic. */
async function assertActiveLocations(
  db: Db,
  clinicId: string,
  references: readonly { field: string; locationId: string }[],
) {
  if (references.length === 0) return;
  const active = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.clinicId, clinicId), eq(locations.active, true)));
  const ids = new Set(active.map((location) => location.id));
  const unknown = references.find((reference) => !ids.has(reference.locationId));
  if (unknown) throw invalidField(unknown.field, CHOOSE_ACTIVE_LOCATION);
}

export async function getSchedule(
  ctx: AppContext,
  actor: ClinicActor,
  userId: string,
): Promise<MemberSchedule> {
  const { canEdit } = await scheduleAccess(ctx.db, actor, userId);
  return loadSchedule(ctx.db, actor.clinicId, userId, canEdit);
}

/** Replaces the member's weekly working hours and breaks as a whole, in one transaction. */
export async function replaceWeeklySchedule(
  ctx: AppContext,
  actor: ClinicActor,
  userId: string,
  input: UpdateScheduleInput,
): Promise<MemberSchedule> {
  return ctx.db.transaction(async (tx) => {
    await assertMayChangeSchedule(tx, actor, userId);
    await assertActiveLocations(
      tx,
      actor.clinicId,
      input.workingHours.map((rule, index) => ({
        field: `workingHours.${index}.locationId`,
        locationId: rule.locationId,
      })),
    );
    await tx
      .delete(scheduleRules)
      .where(
        and(eq(scheduleRules.clinicId, actor.clinicId), eq(scheduleRules.practitionerId, userId)),
      );
    const common = { clinicId: actor.clinicId, practitionerId: userId };
    const rows = [
      ...input.workingHours.map((rule) => ({ ...rule, kind: 'working' as const })),
      ...input.breaks.map((rule) => ({ ...rule, locationId: null, kind: 'break' as const })),
    ].map((rule) => ({
      ...common,
      kind: rule.kind,
      locationId: rule.locationId,
      weekday: rule.weekday,
      startTime: rule.start,
      endTime: rule.end,
      everyNWeeks: rule.everyNWeeks,
      startsOn: rule.startsOn,
      endsOn: rule.endsOn,
    }));
    if (rows.length > 0) await tx.insert(scheduleRules).values(rows);
    await auditAs(tx, actor, {
      action: 'schedule.updated',
      entityType: 'member',
      entityId: userId,
      meta: { workingHours: input.workingHours.length, breaks: input.breaks.length },
    });
    return loadSchedule(tx, actor.clinicId, userId, true);
  });
}

export async function addLeave(
  ctx: AppContext,
  actor: ClinicActor,
  userId: string,
  input: CreateLeaveInput,
): Promise<LeaveView> {
  return ctx.db.transaction(async (tx) => {
    await assertMayChangeSchedule(tx, actor, userId);
    const [row] = await tx
      .insert(scheduleLeave)
      .values({ ...input, clinicId: actor.clinicId, practitionerId: userId })
      .returning();
    await auditAs(tx, actor, {
      action: 'schedule.leave_added',
      entityType: 'member',
      entityId: userId,
      meta: { leaveId: row!.id },
    });
    return toLeave(row!);
  });
}

export async function deleteLeave(
  ctx: AppContext,
  actor: ClinicActor,
  userId: string,
  leaveId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await assertMayChangeSchedule(tx, actor, userId);
    const [deleted] = await tx
      .delete(scheduleLeave)
      .where(
        and(
          eq(scheduleLeave.id, leaveId),
          eq(scheduleLeave.clinicId, actor.clinicId),
          eq(scheduleLeave.practitionerId, userId),
        ),
      )
      .returning({ id: scheduleLeave.id });
    if (!deleted) throw notFound('The leave');
    await auditAs(tx, actor, {
      action: 'schedule.leave_deleted',
      entityType: 'member',
      entityId: userId,
      meta: { leaveId },
    });
  });
}

export async function addExtraShift(
  ctx: AppContext,
  actor: ClinicActor,
  userId: string,
  input: CreateExtraShiftInput,
): Promise<ExtraShiftView> {
  return ctx.db.transaction(async (tx) => {
    await assertMayChangeSchedule(tx, actor, userId);
    await assertActiveLocations(tx, actor.clinicId, [
      { field: 'locationId', locationId: input.locationId },
    ]);
    const [row] = await tx
      .insert(scheduleExtraShifts)
      .values({
        clinicId: actor.clinicId,
        practitionerId: userId,
        locationId: input.locationId,
        date: input.date,
        startTime: input.start,
        endTime: input.end,
      })
      .returning();
    await auditAs(tx, actor, {
      action: 'schedule.extra_shift_added',
      entityType: 'member',
      entityId: userId,
      meta: { extraShiftId: row!.id },
    });
    return toExtraShift(row!);
  });
}

export async function deleteExtraShift(
  ctx: AppContext,
  actor: ClinicActor,
  userId: string,
  extraShiftId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await assertMayChangeSchedule(tx, actor, userId);
    const [deleted] = await tx
      .delete(scheduleExtraShifts)
      .where(
        and(
          eq(scheduleExtraShifts.id, extraShiftId),
          eq(scheduleExtraShifts.clinicId, actor.clinicId),
          eq(scheduleExtraShifts.practitionerId, userId),
        ),
      )
      .returning({ id: scheduleExtraShifts.id });
    if (!deleted) throw notFound('The extra shift');
    await auditAs(tx, actor, {
      action: 'schedule.extra_shift_deleted',
      entityType: 'member',
      entityId: userId,
      meta: { extraShiftId },
    });
  });
}
