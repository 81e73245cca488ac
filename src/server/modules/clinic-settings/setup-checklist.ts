import { eq, sql } from 'drizzle-orm';
import { setupStepIds, type SetupChecklist } from '../../../domain/setup-checklist.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-rows.js';
import { clinics } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';

type StepFacts = Record<(typeof setupStepIds)[number], boolean> & { dismissed: boolean };

/** Each step's state read from the clinic's own data, in one query. */
export async function setupChecklistOf(db: Db, clinicId: string): Promise<SetupChecklist> {
  const [facts] = await rowsOf<StepFacts>(
    db,
    sql`select
      c.settings_saved_at is not null as "clinic_details",
      exists (select 1 from services s where s.clinic_id = c.id and s.active) as "services",
      exists (select 1 from rooms r where r.clinic_id = c.id and r.active) as "rooms",
      ((select count(*) from memberships m where m.clinic_id = c.id
          and m.deactivated_at is null) > 1
        or exists (select 1 from invitations i where i.clinic_id = c.id
          and i.accepted_at is null and i.cancelled_at is null)) as "team",
      exists (select 1 from patients p where p.clinic_id = c.id) as "patients",
      exists (select 1 from appointments a where a.clinic_id = c.id
        and a.patient_id is not null) as "first_appointment",
      c.setup_checklist_dismissed_at is not null as "dismissed"
    from clinics c where c.id = ${clinicId}`,
  );
  if (!facts) throw notFound('The clinic');
  return {
    steps: setupStepIds.map((id) => ({ id, done: facts[id] })),
    dismissed: facts.dismissed,
  };
}

/** Hides the checklist for every owner of the clinic; the steps keep ticking underneath. */
export async function dismissSetupChecklist(
  ctx: AppContext,
  actor: ClinicActor,
): Promise<SetupChecklist> {
  return ctx.db.transaction(async (tx) => {
    const [clinic] = await tx
      .update(clinics)
      .set({ setupChecklistDismissedAt: ctx.clock.now() })
      .where(eq(clinics.id, actor.clinicId))
      .returning({ id: clinics.id });
    if (!clinic) throw notFound('The clinic');
    await auditAs(tx, actor, {
      action: 'clinic.setup_checklist_dismissed',
      entityType: 'clinic',
      entityId: actor.clinicId,
    });
    return setupChecklistOf(tx, actor.clinicId);
  });
}
