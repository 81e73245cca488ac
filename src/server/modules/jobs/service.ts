import { and, eq } from 'drizzle-orm';
import type { CreateJobInput, Job, UpdateJobInput } from '../../../domain/jobs.js';
import { can } from '../../../domain/permissions.js';
import type { AppContext } from '../../context.js';
import { jobs } from '../../db/schema.js';
import { forbidden } from '../../http-errors.js';
import { assertActiveMember } from '../../clinic/active-members.js';
import { assertPatient } from '../appointments/references.js';
import { assertClinicHasAccess } from '../billing/subscriptions.js';
import { changedFields } from '../../clinic/changed-fields.js';
import { clinicToday } from '../../clinic/clinic-today.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { jobOr404, toJob } from './job-view.js';

const today = (ctx: AppContext, actor: ClinicActor) =>
  clinicToday(ctx.db, ctx.clock, actor.clinicId);

export async function readJob(ctx: AppContext, actor: ClinicActor, id: string): Promise<Job> {
  return toJob(await jobOr404(ctx.db, actor.clinicId, id, await today(ctx, actor)));
}

/** The assignee must be an active member and the patient this clinic's: 400 on the field. */
async function assertReferences(
  ctx: AppContext,
  actor: ClinicActor,
  input: Pick<UpdateJobInput, 'assigneeId' | 'patientId'>,
) {
  if (input.assigneeId)
    await assertActiveMember(ctx.db, actor.clinicId, input.assigneeId, 'assigneeId');
  if (input.patientId) await assertPatient(ctx.db, actor.clinicId, input.patientId);
}

export async function createJob(
  ctx: AppContext,
  actor: ClinicActor,
  input: CreateJobInput,
): Promise<Job> {
  const now = ctx.clock.now();
  await assertClinicHasAccess(ctx.db, actor.clinicId, now);
  await assertReferences(ctx, actor, input);
  const status = input.status ?? 'pending';
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({
        clinicId: actor.clinicId,
        title: input.title,
        description: input.description ?? '',
        status,
        type: input.type ?? 'other',
        priority: input.priority ?? 'normal',
        dueOn: input.dueOn ?? null,
        assigneeId: input.assigneeId ?? null,
        patientId: input.patientId ?? null,
        createdById: actor.userId,
        completedAt: status === 'done' ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: jobs.id });
    await auditAs(tx, actor, {
      action: 'job.create',
      entityType: 'job',
      entityId: row!.id,
      meta: { assigneeId: input.assigneeId ?? null, patientId: input.patientId ?? null },
    });
    return row!.id;
  });
  return readJob(ctx, actor, id);
}

/**
 * Changes the fields sent. Marking a job done stamps when; taking it back to pending or in
 * progress clears that. An assignee or patient kept as it was is not checked again (a member who
 * has left stays named until someone reassigns the job).
 */
export async function updateJob(
  ctx: AppContext,
  actor: ClinicActor,
  id: string,
  input: UpdateJobInput,
): Promise<Job> {
  const { row: before } = await jobOr404(ctx.db, actor.clinicId, id, await today(ctx, actor));
  await assertReferences(ctx, actor, {
    assigneeId: input.assigneeId !== before.assigneeId ? input.assigneeId : undefined,
    patientId: input.patientId !== before.patientId ? input.patientId : undefined,
  });
  const now = ctx.clock.now();
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as UpdateJobInput;
  const completedAt =
    changes.status === undefined || changes.status === before.status
      ? before.completedAt
      : changes.status === 'done'
        ? now
        : null;
  const fields = changedFields(before, changes);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set({ ...changes, completedAt, updatedAt: now })
      .where(and(eq(jobs.id, id), eq(jobs.clinicId, actor.clinicId)));
    await auditAs(tx, actor, {
      action: 'job.update',
      entityType: 'job',
      entityId: id,
      meta: { fields, status: changes.status ?? before.status },
    });
  });
  return readJob(ctx, actor, id);
}

/** The creator may always delete their job; someone else's needs `jobs.delete_others`. */
export async function deleteJob(ctx: AppContext, actor: ClinicActor, id: string): Promise<void> {
  const { row } = await jobOr404(ctx.db, actor.clinicId, id, await today(ctx, actor));
  if (row.createdById !== actor.userId && !can(actor.role, 'jobs.delete_others'))
    throw forbidden('Only the member who created this job, an owner or an admin can delete it.');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(jobs).where(and(eq(jobs.id, id), eq(jobs.clinicId, actor.clinicId)));
    await auditAs(tx, actor, {
      action: 'job.delete',
      entityType: 'job',
      entityId: id,
      meta: { assigneeId: row.assigneeId, patientId: row.patientId },
    });
  });
}
