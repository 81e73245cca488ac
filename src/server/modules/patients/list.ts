import {
  PATIENT_TOTAL_CAP,
  type PatientList,
  type PatientListQuery,
} from '../../../domain/patients.js';
import type { Db } from '../../db/client.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { auditAs } from '../audit/service.js';
import { patientListQueries } from './list-query.js';
import { toListItem } from './record.js';

export async function listPatients(
  db: Db,
  actor: ClinicActor,
  query: PatientListQuery,
): Promise<PatientList> {
  const queries = patientListQueries(db, actor.clinicId, query);
  const rows = await queries.rows;
  const [counted] = await queries.total;
  const total = counted?.n ?? 0;
  // Who looked at which patients, never what they typed (patient data stays out of the trail).
  await auditAs(db, actor, {
    action: 'patient.search',
    entityType: 'patient',
    meta: { results: rows.length, patientIds: rows.map((row) => row.id) },
  });
  return {
    patients: rows.map(toListItem),
    total: Math.min(total, PATIENT_TOTAL_CAP),
    totalCapped: total > PATIENT_TOTAL_CAP,
    page: query.page,
    pageSize: query.limit,
  };
}
