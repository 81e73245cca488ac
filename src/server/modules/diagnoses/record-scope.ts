import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { localDayOf } from '../../../domain/clinic-time.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { clinics, memberships, patients } from '../../db/schema.js';
import { HttpError, notFound } from '../../http-errors.js';

/**
 * What the clinical-record routes share: records live under their patient, and another
 * clinic's patient, diagnosis or plan is a 404 like one that does not exist.
 */
const uuid = z.uuid('Not a valid id.');
export const patientParams = z.object({ patientId: uuid });
export const patientRecordParams = z.object({ patientId: uuid, id: uuid });

/** A bad value in the body, as the 400 with `fields` the validation answers. */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', message, { [field]: message });

export async function assertPatientOfClinic(db: Db, clinicId: string, patientId: string) {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.clinicId, clinicId)));
  if (!row) throw notFound('The patient');
}

/** The clinic's today (its time zone): clinical dates are not in the future. */
export async function clinicToday(db: Db, clock: Clock, clinicId: string): Promise<string> {
  const [clinic] = await db
    .select({ timeZone: clinics.timeZone })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (!clinic) throw notFound('The clinic');
  return localDayOf(clock.now(), clinic.timeZone).date;
}

export function assertNotFuture(field: string, value: string | null | undefined, today: string) {
  if (value && value > today) throw invalidField(field, 'This date cannot be in the future.');
}

export async function assertActiveMember(db: Db, clinicId: string, userId: string, field: string) {
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.clinicId, clinicId),
        eq(memberships.userId, userId),
        isNull(memberships.deactivatedAt),
      ),
    );
  if (!member) throw invalidField(field, 'Choose an active member of this clinic.');
}

/** JSON with object keys sorted: jsonb gives keys back in its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );

/** Which fields a change touched, for the audit trail (names only, never the clinical text). */
export const changedFields = <T extends object>(before: T, after: Partial<T>) =>
  (Object.keys(after) as (keyof T)[])
    .filter((key) => canonical(before[key]) !== canonical(after[key]))
    .map(String);
