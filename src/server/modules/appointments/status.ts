import { and, eq } from 'drizzle-orm';
import {
  canChangeStatus,
  type CalendarAppointment,
  type StatusChangeInput,
} from '../../../domain/appointments.js';
import type { AppContext } from '../../context.js';
import { appointments } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { queueAppointmentCancellations } from '../appointment-mail/service.js';
import { auditAs } from '../audit/service.js';
import { draftInvoiceForVisit } from '../invoices/visit-billing.js';
import { draftVisitFees } from '../invoices/visit-fees.js';
import { offerFreedTime } from '../waitlist/offer-freed-time.js';
import { calendarByIds } from './calendar.js';
import { followingOccurrences } from './changes.js';
import { appointmentOf } from './details.js';
import { nextSequence } from './sequence.js';

const labels: Record<string, string> = {
  scheduled: 'scheduled',
  confirmed: 'confirmed',
  arrived: 'checked in',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'a no-show',
};

/**
 * Confirm, check in, complete, no-show or cancel (with a reason). Cancelling with scope
 * 'following' cancels this and every later live occurrence of its series.
 */
export async function changeStatus(
  ctx: AppContext,
  actor: ClinicActor,
  id: string,
  input: StatusChangeInput,
): Promise<CalendarAppointment[]> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const row = await appointmentOf(db, actor.clinicId, id);
  if (!canChangeStatus(row.status, input.status, row.patientId !== null)) {
    const noPatient = !row.patientId && (input.status === 'arrived' || input.status === 'no_show');
    throw new HttpError(
      409,
      'INVALID_STATUS_CHANGE',
      noPatient
        ? 'Blocked time has no patient to check in or mark as a no-show.'
        : `An appointment that is ${labels[row.status]} cannot be marked ${labels[input.status]}.`,
    );
  }
  const targets =
    input.status === 'cancelled' && input.scope === 'following' && row.seriesId
      ? await followingOccurrences(db, row)
      : [row];
  await db.transaction(async (tx) => {
    for (const target of targets) {
      await tx
        .update(appointments)
        .set({
          status: input.status,
          cancelReason: input.status === 'cancelled' ? input.reason! : target.cancelReason,
          updatedAt: now,
          sequence: nextSequence,
        })
        .where(and(eq(appointments.id, target.id), eq(appointments.clinicId, actor.clinicId)));
      // The reason is free text that may name the patient: it stays on the appointment only.
      await auditAs(tx, actor, {
        action: 'appointment.status',
        entityType: 'appointment',
        entityId: target.id,
        meta: {
          ...(target.patientId ? { patientId: target.patientId } : {}),
          fields: ['status'],
          from: target.status,
          to: input.status,
          ...(targets.length > 1 ? { scope: 'following' } : {}),
        },
      });
    }
    if (input.status === 'completed') await draftInvoiceForVisit(tx, actor, row);
    if (input.status === 'no_show' || input.status === 'cancelled')
      await draftVisitFees(tx, actor, input.status, targets, now);
    if (input.status === 'cancelled') {
      // What the patient may have in their calendar: the one cancelled, and any reminded of.
      const announced = targets.filter(
        (target) => target.id === row.id || target.reminderQueuedAt !== null,
      );
      await queueAppointmentCancellations(
        tx,
        ctx.clock,
        announced.map((target) => target.id),
      );
      for (const target of targets) await offerFreedTime(ctx, tx, target);
    }
  });
  return calendarByIds(
    db,
    actor,
    targets.map((target) => target.id),
  );
}
