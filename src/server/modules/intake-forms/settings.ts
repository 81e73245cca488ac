import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { IntakeForm, intakeFormInputSchema } from '../../../domain/intake-forms.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { intakeForms, intakeFormServices, services } from '../../db/schema.js';
import { invalidField, notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { intakeFormOr404, intakeFormsWhere } from './queries.js';

/** Settings → Intake forms: the clinic's forms and the services whose first visit sends them. */

type IntakeFormValues = z.output<typeof intakeFormInputSchema>;

export const listIntakeForms = (ctx: AppContext, actor: ClinicActor) =>
  intakeFormsWhere(ctx.db, actor.clinicId);

export const getIntakeForm = (ctx: AppContext, actor: ClinicActor, id: string) =>
  intakeFormOr404(ctx.db, actor.clinicId, id);

/** Every service named is the clinic's own: 400 on `serviceIds` otherwise. */
async function linkServices(tx: Db, clinicId: string, formId: string, serviceIds: string[]) {
  const unique = [...new Set(serviceIds)];
  await tx
    .delete(intakeFormServices)
    .where(
      and(eq(intakeFormServices.clinicId, clinicId), eq(intakeFormServices.intakeFormId, formId)),
    );
  if (unique.length === 0) return;
  const [found] = await tx
    .select({ n: count() })
    .from(services)
    .where(and(eq(services.clinicId, clinicId), inArray(services.id, unique)));
  if ((found?.n ?? 0) !== unique.length)
    throw invalidField('serviceIds', 'Choose services of this clinic.');
  await tx
    .insert(intakeFormServices)
    .values(unique.map((serviceId) => ({ clinicId, intakeFormId: formId, serviceId })));
}

export async function createIntakeForm(
  ctx: AppContext,
  actor: ClinicActor,
  form: IntakeFormValues,
): Promise<IntakeForm> {
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(intakeForms)
      .values({
        clinicId: actor.clinicId,
        title: form.title,
        description: form.description,
        sections: form.sections,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: intakeForms.id });
    await linkServices(tx, actor.clinicId, row!.id, form.serviceIds);
    await auditAs(tx, actor, {
      action: 'intake_form.created',
      entityType: 'intake_form',
      entityId: row!.id,
    });
    return row!.id;
  });
  return intakeFormOr404(ctx.db, actor.clinicId, id);
}

/** Replaces the form; copies already sent to patients keep the form as it was. */
export async function updateIntakeForm(
  ctx: AppContext,
  actor: ClinicActor,
  id: string,
  form: IntakeFormValues,
): Promise<IntakeForm> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(intakeForms)
      .set({
        title: form.title,
        description: form.description,
        sections: form.sections,
        updatedAt: ctx.clock.now(),
      })
      .where(
        and(
          eq(intakeForms.clinicId, actor.clinicId),
          eq(intakeForms.id, id),
          isNull(intakeForms.deletedAt),
        ),
      )
      .returning({ id: intakeForms.id });
    if (!row) throw notFound('The form');
    await linkServices(tx, actor.clinicId, id, form.serviceIds);
    await auditAs(tx, actor, {
      action: 'intake_form.updated',
      entityType: 'intake_form',
      entityId: id,
    });
  });
  return intakeFormOr404(ctx.db, actor.clinicId, id);
}

/** Marked deleted and taken off its services; copies already sent stay with their patients. */
export async function deleteIntakeForm(ctx: AppContext, actor: ClinicActor, id: string) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(intakeForms)
      .set({ deletedAt: ctx.clock.now() })
      .where(
        and(
          eq(intakeForms.clinicId, actor.clinicId),
          eq(intakeForms.id, id),
          isNull(intakeForms.deletedAt),
        ),
      )
      .returning({ id: intakeForms.id });
    if (!row) throw notFound('The form');
    await tx
      .delete(intakeFormServices)
      .where(
        and(
          eq(intakeFormServices.clinicId, actor.clinicId),
          eq(intakeFormServices.intakeFormId, id),
        ),
      );
    await auditAs(tx, actor, {
      action: 'intake_form.deleted',
      entityType: 'intake_form',
      entityId: id,
    });
  });
}
