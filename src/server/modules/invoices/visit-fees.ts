import { and, eq, inArray } from 'drizzle-orm';
import type { VisitFeeKind } from '../../../domain/clinic-settings.js';
import { isLateCancellation, visitFeeCents } from '../../../domain/visit-fees.js';
import type { Db } from '../../db/client.js';
import { appointments, clinics, services } from '../../db/schema.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { clinicBillingOf } from './clinic-billing.js';
import { writeDraft } from './create.js';
import { visitBillingState } from './visit-billing.js';

type Visit = Pick<
  typeof appointments.$inferSelect,
  'id' | 'patientId' | 'status' | 'startsAt' | 'priceCents' | 'serviceId'
>;

const reasons = {
  no_show: { reason: 'no_show_fee', label: 'No-show fee' },
  cancelled: { reason: 'late_cancel_fee', label: 'Late cancellation fee' },
} as const;

async function feePolicyOf(tx: Db, clinicId: string) {
  const [policy] = await tx
    .select({
      noShowFeeKind: clinics.noShowFeeKind,
      noShowFeeValue: clinics.noShowFeeValue,
      lateCancelFeeKind: clinics.lateCancelFeeKind,
      lateCancelFeeValue: clinics.lateCancelFeeValue,
      lateCancelWindowHours: clinics.lateCancelWindowHours,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  return policy!;
}

/**
 * A visit marked a no-show, or cancelled less than the clinic's window before it starts, gets a
 * draft invoice with the clinic's fee, in the same transaction, for the desk to issue or delete.
 * `visits` hold their status before the change. Blocked time, a fee of 0, a visit the patient
 * had checked in for, and a visit already on an invoice get none.
 */
export async function draftVisitFees(
  tx: Db,
  actor: ClinicActor,
  status: 'no_show' | 'cancelled',
  visits: readonly Visit[],
  now: Date,
) {
  const policy = await feePolicyOf(tx, actor.clinicId);
  const fee =
    status === 'no_show'
      ? { kind: policy.noShowFeeKind as VisitFeeKind, value: policy.noShowFeeValue }
      : { kind: policy.lateCancelFeeKind as VisitFeeKind, value: policy.lateCancelFeeValue };
  if (fee.kind === 'none') return;
  const charged = visits.filter(
    (visit) =>
      visit.patientId !== null &&
      (status === 'no_show' ||
        // A patient who came and was sent home did not cancel late.
        (visit.status !== 'arrived' &&
          isLateCancellation(visit.startsAt, now, policy.lateCancelWindowHours))),
  );
  if (charged.length === 0) return;
  const serviceIds = [...new Set(charged.flatMap((visit) => visit.serviceId ?? []))];
  const serviceRows = serviceIds.length
    ? await tx
        .select({ id: services.id, name: services.name, priceMinor: services.priceMinor })
        .from(services)
        .where(and(eq(services.clinicId, actor.clinicId), inArray(services.id, serviceIds)))
    : [];
  const serviceById = new Map(serviceRows.map((service) => [service.id, service]));
  const clinic = await clinicBillingOf(tx, actor.clinicId);
  const day = new Intl.DateTimeFormat(clinic.locale, {
    dateStyle: 'medium',
    timeZone: clinic.timeZone,
  });
  const { reason, label } = reasons[status];
  for (const visit of charged) {
    const service = visit.serviceId ? serviceById.get(visit.serviceId) : undefined;
    const amountCents = visitFeeCents(fee, visit.priceCents ?? service?.priceMinor ?? 0);
    if (amountCents <= 0) continue;
    // A visit paid for ahead is charged already.
    if ((await visitBillingState(tx, actor.clinicId, visit.id)) !== 'not_invoiced') continue;
    await writeDraft(
      tx,
      actor,
      clinic,
      {
        patientId: visit.patientId!,
        appointmentIds: [],
        lines: [
          {
            description: `${label}: ${service?.name ?? 'Visit'}, ${day.format(visit.startsAt)}`,
            quantity: 1,
            unitPriceCents: amountCents,
            discountCents: 0,
            appointmentId: visit.id,
          },
        ],
        payerKind: 'patient',
        payerName: '',
        payerReference: '',
        payerEmail: '',
        notes: '',
      },
      { reason },
    );
  }
}
