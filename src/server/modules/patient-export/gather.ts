import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Attachment, AttachmentContentType } from '../../../domain/attachments.js';
import type { Diagnosis } from '../../../domain/diagnoses.js';
import type {
  ExportAppointment,
  ExportTreatmentPlan,
  PatientExport,
} from '../../../domain/patient-export.js';
import type { VisitNote } from '../../../domain/visit-notes.js';
import type { Db } from '../../db/client.js';
import {
  appointments,
  attachments,
  clinics,
  rooms,
  services,
  storedFiles,
  treatmentPlans,
  users,
} from '../../db/schema.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { diagnosesOfPatient } from '../diagnoses/service.js';
import { patientOr404 } from '../patients/service.js';
import { toRecord } from '../patients/record.js';
import { progressOf } from '../treatment-plans/progress.js';
import { toSummary } from '../treatment-plans/service.js';
import { noteById, notesOfPatient } from '../visit-notes/queries.js';
import { fromSignedForm } from '../attachments/from-signed-form.js';

/*
 * Everything of one patient in the actor's clinic, read without the per-list audit events of
 * the record's own routes: the export records one `patient.export` event instead.
 */

const member = alias(users, 'member');
const memberName = sql<
  string | null
>`nullif(trim(${member.name} || ' ' || ${member.lastName}), '')`;

async function clinicOf(db: Db, clinicId: string) {
  const [clinic] = await db
    .select({
      name: clinics.name,
      address: clinics.address,
      phone: clinics.phone,
      email: clinics.email,
      timeZone: clinics.timeZone,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  return clinic!;
}

async function memberNameOf(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ name: memberName }).from(member).where(eq(member.id, userId));
  return row?.name ?? null;
}

/** Oldest first, with the service, therapist and room by name. */
async function appointmentsOf(
  db: Db,
  clinicId: string,
  patientId: string,
): Promise<ExportAppointment[]> {
  const rows = await db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      serviceName: services.name,
      therapistName: sql<string>`trim(${member.name} || ' ' || ${member.lastName})`,
      roomName: rooms.name,
      treatmentPlanId: appointments.treatmentPlanId,
      cancelReason: appointments.cancelReason,
    })
    .from(appointments)
    .innerJoin(member, eq(member.id, appointments.therapistId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(rooms, eq(rooms.id, appointments.roomId))
    .where(and(eq(appointments.patientId, patientId), eq(appointments.clinicId, clinicId)))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows.map(({ startsAt, endsAt, ...row }) => ({
    ...row,
    start: startsAt.toISOString(),
    end: endsAt.toISOString(),
  }));
}

/** Newest start first, each with its goals, interventions and progress (oldest first). */
async function plansOf(
  db: Db,
  clinicId: string,
  patientId: string,
  patientDiagnoses: Diagnosis[],
  patientAppointments: ExportAppointment[],
): Promise<ExportTreatmentPlan[]> {
  const rows = await db
    .select()
    .from(treatmentPlans)
    .where(and(eq(treatmentPlans.patientId, patientId), eq(treatmentPlans.clinicId, clinicId)))
    .orderBy(desc(treatmentPlans.startsOn), desc(treatmentPlans.createdAt));
  return Promise.all(
    rows.map(async (row) => {
      const diagnosis = patientDiagnoses.find((item) => item.id === row.diagnosisId);
      const sessionsDone = patientAppointments.filter(
        (appointment) =>
          appointment.treatmentPlanId === row.id && appointment.status === 'completed',
      ).length;
      return {
        ...toSummary(row, sessionsDone),
        diagnosis: diagnosis
          ? { id: diagnosis.id, icd10Code: diagnosis.icd10Code, description: diagnosis.description }
          : null,
        goals: row.goals,
        interventions: row.interventions,
        frequency: row.frequency,
        notes: row.notes,
        createdById: row.createdById,
        createdAt: row.createdAt.toISOString(),
        progress: await progressOf(db, row.id),
      };
    }),
  );
}

/** Oldest first, each with its SOAP text and addenda. */
async function visitNotesOf(db: Db, clinicId: string, patientId: string): Promise<VisitNote[]> {
  const summaries = await notesOfPatient(db, clinicId, patientId);
  const notes = await Promise.all(summaries.map((note) => noteById(db, clinicId, note.id)));
  return notes.filter((note): note is VisitNote => note !== null).reverse();
}

/** Newest first; names and sizes only. */
async function attachmentsOf(db: Db, clinicId: string, patientId: string): Promise<Attachment[]> {
  const rows = await db
    .select({
      id: attachments.id,
      patientId: attachments.patientId,
      fileName: attachments.fileName,
      contentType: attachments.contentType,
      byteSize: attachments.byteSize,
      uploadedById: attachments.uploadedById,
      uploadedBy: memberName,
      fromSignedForm,
      sharedWithPatient: attachments.sharedWithPatient,
      sharedAt: attachments.sharedAt,
      createdAt: attachments.createdAt,
    })
    .from(attachments)
    .leftJoin(member, eq(member.id, attachments.uploadedById))
    .where(and(eq(attachments.clinicId, clinicId), eq(attachments.patientId, patientId)))
    .orderBy(desc(attachments.createdAt), desc(attachments.id));
  return rows.map((row) => ({
    ...row,
    contentType: row.contentType as AttachmentContentType,
    sharedAt: row.sharedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The bytes of the patient's attached files, by attachment id. */
export async function attachmentFilesOf(
  db: Db,
  clinicId: string,
  patientId: string,
): Promise<Map<string, Buffer>> {
  const rows = await db
    .select({ id: attachments.id, data: storedFiles.data })
    .from(attachments)
    .innerJoin(storedFiles, eq(storedFiles.id, attachments.fileId))
    .where(
      and(
        eq(attachments.clinicId, clinicId),
        eq(attachments.patientId, patientId),
        eq(storedFiles.clinicId, clinicId),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.data]));
}

/** The whole record of a patient of the actor's clinic (404 for any other). */
export async function gatherPatientExport(
  db: Db,
  actor: ClinicActor,
  patientId: string,
  now: Date,
): Promise<PatientExport> {
  const { clinicId } = actor;
  const patient = await patientOr404(db, clinicId, patientId);
  const [clinic, primaryTherapistName, patientDiagnoses, patientAppointments] = await Promise.all([
    clinicOf(db, clinicId),
    memberNameOf(db, patient.primaryTherapistId),
    diagnosesOfPatient(db, clinicId, patientId),
    appointmentsOf(db, clinicId, patientId),
  ]);
  return {
    generatedAt: now.toISOString(),
    generatedBy: actor.name,
    clinic,
    patient: toRecord(patient, actor.role),
    primaryTherapistName,
    diagnoses: patientDiagnoses,
    treatmentPlans: await plansOf(db, clinicId, patientId, patientDiagnoses, patientAppointments),
    appointments: patientAppointments,
    visitNotes: await visitNotesOf(db, clinicId, patientId),
    attachments: await attachmentsOf(db, clinicId, patientId),
  };
}
