import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { IntakeForm, PatientForm } from '../../../domain/intake-forms.js';
import type { Db } from '../../db/client.js';
import {
  appointments,
  intakeForms,
  intakeFormServices,
  patientForms,
  users,
} from '../../db/schema.js';
import { notFound } from '../../http-errors.js';

type IntakeFormRow = typeof intakeForms.$inferSelect;

const toIntakeForm = (row: IntakeFormRow, serviceIds: string[]): IntakeForm => ({
  id: row.id,
  title: row.title,
  description: row.description,
  sections: row.sections,
  serviceIds,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The clinic's forms (not deleted) that `narrowed` picks, oldest first, with their services. */
export async function intakeFormsWhere(
  db: Db,
  clinicId: string,
  narrowed?: SQL,
): Promise<IntakeForm[]> {
  const rows = await db
    .select()
    .from(intakeForms)
    .where(and(eq(intakeForms.clinicId, clinicId), isNull(intakeForms.deletedAt), narrowed))
    .orderBy(asc(intakeForms.createdAt), asc(intakeForms.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({ formId: intakeFormServices.intakeFormId, serviceId: intakeFormServices.serviceId })
    .from(intakeFormServices)
    .where(
      and(
        eq(intakeFormServices.clinicId, clinicId),
        inArray(
          intakeFormServices.intakeFormId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(intakeFormServices.serviceId));
  return rows.map((row) =>
    toIntakeForm(
      row,
      links.filter((link) => link.formId === row.id).map((link) => link.serviceId),
    ),
  );
}

/** One of the clinic's forms, or 404 (deleted, another clinic's, or none). */
export async function intakeFormOr404(db: Db, clinicId: string, id: string): Promise<IntakeForm> {
  const [form] = await intakeFormsWhere(db, clinicId, eq(intakeForms.id, id));
  if (!form) throw notFound('The form');
  return form;
}

const patientFormColumns = {
  id: patientForms.id,
  intakeFormId: patientForms.intakeFormId,
  title: patientForms.title,
  description: patientForms.description,
  sections: patientForms.sections,
  status: patientForms.status,
  answers: patientForms.answers,
  appointmentId: patientForms.appointmentId,
  appointmentStart: appointments.startsAt,
  sentAt: patientForms.sentAt,
  submittedAt: patientForms.submittedAt,
  acceptedAt: patientForms.acceptedAt,
  acceptedByName: sql<string | null>`trim(${users.name} || ' ' || ${users.lastName})`,
  signedAttachmentId: patientForms.signedAttachmentId,
};

/** A patient's forms that `narrowed` picks, newest first, as the API shows them. */
export async function patientFormsOf(
  db: Db,
  owner: { clinicId: string; patientId: string },
  narrowed?: SQL,
): Promise<PatientForm[]> {
  const rows = await db
    .select(patientFormColumns)
    .from(patientForms)
    .leftJoin(
      appointments,
      and(
        eq(appointments.clinicId, patientForms.clinicId),
        eq(appointments.id, patientForms.appointmentId),
      ),
    )
    .leftJoin(users, eq(users.id, patientForms.acceptedById))
    .where(
      and(
        eq(patientForms.clinicId, owner.clinicId),
        eq(patientForms.patientId, owner.patientId),
        narrowed,
      ),
    )
    .orderBy(desc(patientForms.sentAt), desc(patientForms.id));
  return rows.map((row) => ({
    ...row,
    appointmentStart: row.appointmentStart?.toISOString() ?? null,
    sentAt: row.sentAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  }));
}

/** One of the patient's forms, or 404 (another patient's is one that does not exist). */
export async function patientFormOr404(
  db: Db,
  owner: { clinicId: string; patientId: string },
  id: string,
): Promise<PatientForm> {
  const [form] = await patientFormsOf(db, owner, eq(patientForms.id, id));
  if (!form) throw notFound('The form');
  return form;
}

/** The form row, locked for a change in this transaction; 404 when not the patient's. */
export async function lockPatientForm(
  tx: Db,
  owner: { clinicId: string; patientId: string },
  id: string,
) {
  const [row] = await tx
    .select()
    .from(patientForms)
    .where(
      and(
        eq(patientForms.clinicId, owner.clinicId),
        eq(patientForms.patientId, owner.patientId),
        eq(patientForms.id, id),
      ),
    )
    .for('update');
  if (!row) throw notFound('The form');
  return row;
}
