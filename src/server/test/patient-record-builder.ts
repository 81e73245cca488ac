import { addAppointment, addAttachment } from './clinical-record-fixtures.js';
import type { TestContext } from './app.js';
import { addPatient } from './scheduling-fixtures.js';

/**
 * A patient with one of everything, written through the routes (so the audit trail has them)
 * by a clinical member: a diagnosis, a plan with progress, a signed note with an addendum,
 * an attachment and an appointment.
 */
export async function patientWithFullRecord(
  ctx: TestContext,
  member: { clinicId: string; cookie: string; user: { id: string } },
  appointmentStart = new Date('2027-03-01T09:00:00Z'),
) {
  const call = async (method: 'GET' | 'POST', path: string, payload?: object) => {
    const response = await ctx.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { cookie: member.cookie },
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode >= 300) throw new Error(`${path}: ${response.body}`);
    return response.json();
  };
  const patient = await addPatient(ctx.database.db, member.clinicId);
  const base = `/patients/${patient.id}`;
  const { diagnosis } = await call('POST', `${base}/diagnoses`, {
    icd10Code: 'M54.5',
    side: 'left',
    diagnosedOn: '2026-01-20',
  });
  const { treatmentPlan: plan } = await call('POST', `${base}/treatment-plans`, {
    title: 'Back strength',
    diagnosisId: diagnosis.id,
    plannedSessions: 8,
    startsOn: '2026-02-01',
  });
  const { progressEntry: progress } = await call(
    'POST',
    `${base}/treatment-plans/${plan.id}/progress`,
    {
      recordedOn: '2026-02-15',
      pain: 4,
    },
  );
  const { note } = await call('POST', `${base}/notes`, { template: 'follow_up' });
  await call('POST', `/notes/${note.id}/sign`);
  const { addendum } = await call('POST', `/notes/${note.id}/addenda`, { body: 'Pain eased.' });
  const attachment = await addAttachment(ctx.database.db, {
    clinicId: member.clinicId,
    patientId: patient.id,
    bytes: Buffer.from('%PDF-1.4\n'),
    contentType: 'application/pdf',
  });
  const appointment = await addAppointment(ctx.database.db, {
    clinicId: member.clinicId,
    therapistId: member.user.id,
    patientId: patient.id,
    startsAt: appointmentStart,
    endsAt: new Date(appointmentStart.getTime() + 45 * 60_000),
    status: 'confirmed',
  });
  return { patient, diagnosis, plan, progress, note, addendum, attachment, appointment };
}
