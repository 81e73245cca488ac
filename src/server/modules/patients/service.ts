import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import type { CreatePatientInput, Patient } from '../../../domain/patients.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { patients } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { assertPatientAvailable } from '../billing/plan-limits.js';
import { assertClinicHasAccess } from '../billing/subscriptions.js';
import { auditAs, type TeamActor } from '../team/actor.js';
import { lockClinic } from '../team/seats.js';

type PatientRow = typeof patients.$inferSelect;

const toPatient = (row: PatientRow): Patient => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  dateOfBirth: row.dateOfBirth,
  phone: row.phone,
  email: row.email,
  consentToContact: row.consentToContact,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** `%`, `_` and `\` typed by the user are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function countPatients(db: Db, clinicId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(patients)
    .where(eq(patients.clinicId, clinicId));
  return row?.n ?? 0;
}

/**
 * The booking form's search: every word must match a name, the phone or the email
 * (case-insensitive), so 'ana pet' finds Ana Petrović. Sorted by last and first name.
 */
export async function searchPatients(
  ctx: AppContext,
  actor: TeamActor,
  query: { search?: string; limit: number },
): Promise<Patient[]> {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean);
  // One trigram-indexed column holds the lower-cased name, phone and email (migration 0007).
  const wordMatches = words.map((word) =>
    like(patients.searchText, likePattern(word.toLowerCase())),
  );
  const rows = await ctx.db
    .select()
    .from(patients)
    .where(and(eq(patients.clinicId, actor.clinicId), ...wordMatches))
    .orderBy(asc(sql`lower(${patients.lastName})`), asc(sql`lower(${patients.firstName})`))
    .limit(query.limit);
  // Who looked at which patients, never what they typed (patient data stays out of the trail).
  await auditAs(ctx.db, actor, {
    action: 'patient.search',
    entityType: 'patient',
    meta: { results: rows.length, patientIds: rows.map((row) => row.id) },
  });
  return rows.map(toPatient);
}

export async function findPatient(ctx: AppContext, actor: TeamActor, id: string): Promise<Patient> {
  const [row] = await ctx.db
    .select()
    .from(patients)
    .where(and(eq(patients.id, id), eq(patients.clinicId, actor.clinicId)));
  if (!row) throw notFound('The patient');
  await auditAs(ctx.db, actor, { action: 'patient.read', entityType: 'patient', entityId: id });
  return toPatient(row);
}

/** Within the plan's patient limit; the clinic row lock makes two creates take turns. */
export async function createPatient(
  ctx: AppContext,
  actor: TeamActor,
  input: CreatePatientInput,
): Promise<Patient> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const clinic = await lockClinic(tx, actor.clinicId);
    await assertClinicHasAccess(tx, clinic.id, now);
    assertPatientAvailable(clinic.planId, await countPatients(tx, clinic.id));
    const [row] = await tx
      .insert(patients)
      .values({
        clinicId: clinic.id,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? '',
        email: input.email ?? '',
        dateOfBirth: input.dateOfBirth ?? null,
        consentToContact: input.consentToContact ?? false,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await auditAs(tx, actor, {
      action: 'patient.create',
      entityType: 'patient',
      entityId: row!.id,
    });
    return toPatient(row!);
  });
}

/** A patient of this clinic, for references in other records (appointments). */
export async function patientInClinic(db: Db, clinicId: string, id: string) {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.id, id), eq(patients.clinicId, clinicId)));
  return row ?? null;
}
