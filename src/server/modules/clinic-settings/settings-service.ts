import { asc, eq } from 'drizzle-orm';
import {
  FEE_PERCENT_MAX_BASIS_POINTS,
  type ClinicSettings,
  type SlotSpacingMinutes,
  type UpdateClinicSettingsInput,
  type VisitFeeKind,
} from '../../../domain/clinic-settings.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { clinics, rooms, services } from '../../db/schema.js';
import { invalidField, notFound } from '../../http-errors.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';

export const logoUrlOf = (logoFileId: string | null) =>
  logoFileId ? `/api/v1/clinic/logo/${logoFileId}` : null;

/** The clinic's settings as every member reads them; its rooms active first, then by name. */
export async function clinicSettingsOf(db: Db, clinicId: string): Promise<ClinicSettings> {
  const [clinic] = await db.select().from(clinics).where(eq(clinics.id, clinicId));
  if (!clinic) throw notFound('The clinic');
  const roomList = await db
    .select({ id: rooms.id, name: rooms.name, active: rooms.active, locationId: rooms.locationId })
    .from(rooms)
    .where(eq(rooms.clinicId, clinicId))
    .orderBy(asc(rooms.name), asc(rooms.createdAt));
  return {
    name: clinic.name,
    address: clinic.address,
    phone: clinic.phone,
    email: clinic.email,
    logoUrl: logoUrlOf(clinic.logoFileId),
    timeZone: clinic.timeZone,
    openingHours: clinic.openingHours,
    rooms: roomList,
    remindersEnabled: clinic.remindersEnabled,
    reminderHoursBefore: clinic.reminderHoursBefore,
    cancellationPolicy: clinic.cancellationPolicy,
    currency: clinic.currency,
    locale: clinic.locale,
    taxRateBasisPoints: clinic.taxRateBasisPoints,
    pricesIncludeTax: clinic.pricesIncludeTax,
    // Written only through the contract, which allows nothing else.
    slotSpacingMinutes: clinic.slotSpacingMinutes as SlotSpacingMinutes,
    cliniciansEditOwnSchedule: clinic.cliniciansEditOwnSchedule,
    taxNumber: clinic.taxNumber,
    paymentInstructions: clinic.paymentInstructions,
    invoiceDueDays: clinic.invoiceDueDays,
    autoDraftInvoices: clinic.autoDraftInvoices,
    // Written only through the contract, which allows nothing else.
    noShowFeeKind: clinic.noShowFeeKind as VisitFeeKind,
    noShowFeeValue: clinic.noShowFeeValue,
    lateCancelFeeKind: clinic.lateCancelFeeKind as VisitFeeKind,
    lateCancelFeeValue: clinic.lateCancelFeeValue,
    lateCancelWindowHours: clinic.lateCancelWindowHours,
  };
}

/** A percentage fee is at most 100 % of the visit, whether the kind or the value changes. */
function checkFeePercents(before: typeof clinics.$inferSelect, input: UpdateClinicSettingsInput) {
  const fees = [
    ['noShowFeeKind', 'noShowFeeValue'],
    ['lateCancelFeeKind', 'lateCancelFeeValue'],
  ] as const;
  for (const [kindKey, valueKey] of fees) {
    const kind = input[kindKey] ?? before[kindKey];
    const value = input[valueKey] ?? before[valueKey];
    if (kind === 'percent' && value > FEE_PERCENT_MAX_BASIS_POINTS)
      throw invalidField(valueKey, 'Use 0 to 100 %.');
  }
}

/** Which settings changed (names only: contact details stay out of the audit trail's meta). */
function changedFields(before: Record<string, unknown>, after: UpdateClinicSettingsInput) {
  return (Object.keys(after) as Array<keyof UpdateClinicSettingsInput>).filter(
    (key) => after[key] !== undefined && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

export async function updateClinicSettings(
  ctx: AppContext,
  actor: ClinicActor,
  input: UpdateClinicSettingsInput,
): Promise<ClinicSettings> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(clinics)
      .where(eq(clinics.id, actor.clinicId))
      .for('update');
    if (!before) throw notFound('The clinic');
    checkFeePercents(before, input);
    const changed = changedFields(before, input);
    if (changed.length > 0 || !before.settingsSavedAt) {
      await tx
        .update(clinics)
        .set({ ...input, settingsSavedAt: before.settingsSavedAt ?? ctx.clock.now() })
        .where(eq(clinics.id, actor.clinicId));
    }
    if (input.currency && input.currency !== before.currency) {
      // A service's price is the clinic's: its currency follows, the amount stays as typed.
      await tx
        .update(services)
        .set({ currency: input.currency })
        .where(eq(services.clinicId, actor.clinicId));
    }
    if (changed.length > 0) {
      await auditAs(tx, actor, {
        action: 'clinic.settings_changed',
        entityType: 'clinic',
        entityId: actor.clinicId,
        meta: { fields: changed },
      });
    }
    return clinicSettingsOf(tx, actor.clinicId);
  });
}
