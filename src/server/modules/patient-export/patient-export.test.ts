import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientExportSchema, type PatientExport } from '../../../domain/patient-export.js';
import { clinicRoles } from '../../../domain/roles.js';
import {
  auditEvents,
  diagnoses,
  progressEntries,
  treatmentPlans,
  visitNoteAddenda,
} from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import {
  addAppointment,
  addAttachment,
  addVisitNote,
} from '../../test/clinical-record-fixtures.js';
import { createClinic, createUser, sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { addPatient, addRoom, addService } from '../../test/scheduling-fixtures.js';
import { fhirProblems, referencesIn, unresolvedReferences } from '../../test/fhir-validation.js';
import type { ExportBundle } from './fhir-bundle.js';
import type * as Fhir from '@medplum/fhirtypes';

/**
 * The printable record and the FHIR R4 bundle (valid JSON of the right resource types with
 * resolvable references). Both routes need
 * `clinical.read` (assistants 403), another clinic's patient is 404, each export is audited, and
 * no patient data reaches the logs.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface Seeded {
  patientId: string;
  diagnosisId: string;
  planId: string;
  completedId: string;
  scheduledId: string;
  signedNoteId: string;
  draftNoteId: string;
  attachmentId: string;
}

/**
 * A patient with allergies, medications, past history, insurance, a referral and both consents,
 * two diagnoses, a plan (two goals, an exercise, two progress entries), a completed
 * and a scheduled visit, a signed note with an addendum, a draft note and a PDF; and another
 * patient of the same clinic with a diagnosis of their own, which must not show up.
 */
async function seedRecord(ctx: TestContext, clinicId: string, memberId: string): Promise<Seeded> {
  const db = ctx.database.db;
  const patient = await addPatient(db, clinicId, {
    firstName: 'Milica',
    lastName: 'Jovanović',
    dateOfBirth: '1988-04-12',
    sex: 'female',
    phone: '+381 64 123 4567',
    email: 'milica@example.com',
    address: 'Zmaj Jovina 5, Novi Sad',
    emergencyContactName: 'Petar Jovanović',
    emergencyContactPhone: '+381 64 765 4321',
    primaryTherapistId: memberId,
    allergies: 'Penicillin\nLatex',
    medications: 'Ibuprofen 400 mg as needed',
    medicalHistory: 'Appendectomy 2010\nFractured left wrist 2018',
    insurer: 'Generali',
    policyNumber: 'GEN-48213',
    referralSource: 'GP',
    referringDoctor: 'Dr. Marko Petrović',
    consentToTreatmentOn: '2026-01-02',
    consentToContact: true,
  });
  const [diagnosis] = await db
    .insert(diagnoses)
    .values({
      clinicId,
      patientId: patient.id,
      icd10Code: 'M17.1',
      description: 'Unilateral primary osteoarthritis of knee',
      bodyRegion: 'Knee',
      side: 'left',
      onsetOn: '2025-11-01',
      diagnosedOn: '2026-01-05',
      diagnosedById: memberId,
    })
    .returning();
  await db.insert(diagnoses).values({
    clinicId,
    patientId: patient.id,
    description: 'Old ankle sprain',
    diagnosedOn: '2025-06-01',
    status: 'resolved',
  });
  const [plan] = await db
    .insert(treatmentPlans)
    .values({
      clinicId,
      patientId: patient.id,
      diagnosisId: diagnosis!.id,
      title: 'Knee rehabilitation',
      startsOn: '2026-01-06',
      endsOn: '2026-04-01',
      status: 'active',
      plannedSessions: 10,
      goals: [
        {
          id: crypto.randomUUID(),
          description: 'Pain at most 2/10',
          measure: 'Pain (NRS 0-10)',
          baseline: 7,
          target: 2,
        },
        {
          id: crypto.randomUUID(),
          description: 'Climb stairs without a rail',
          measure: '',
          baseline: null,
          target: null,
        },
      ],
      interventions: [
        {
          id: crypto.randomUUID(),
          kind: 'exercise',
          name: 'Straight leg raise',
          sets: 3,
          repetitions: 10,
          frequency: 'daily',
          notes: '',
        },
      ],
      createdById: memberId,
    })
    .returning();
  await db.insert(progressEntries).values([
    {
      clinicId,
      treatmentPlanId: plan!.id,
      recordedOn: '2026-01-20',
      pain: 6,
      rangeOfMotion: [{ joint: 'Knee', movement: 'flexion', degrees: 100 }],
      recordedById: memberId,
    },
    {
      clinicId,
      treatmentPlanId: plan!.id,
      recordedOn: '2026-02-01',
      pain: 4,
      score: 38,
      outcomeMeasure: 'KOOS',
      recordedById: memberId,
    },
  ]);
  const service = await addService(db, clinicId, { name: 'Follow-up visit' });
  const room = await addRoom(db, clinicId);
  const completed = await addAppointment(db, {
    clinicId,
    therapistId: memberId,
    patientId: patient.id,
    serviceId: service.id,
    roomId: room.id,
    treatmentPlanId: plan!.id,
    status: 'completed',
    startsAt: new Date('2026-02-01T09:00:00Z'),
    endsAt: new Date('2026-02-01T09:45:00Z'),
  });
  const scheduled = await addAppointment(db, {
    clinicId,
    therapistId: memberId,
    patientId: patient.id,
    status: 'scheduled',
  });
  const signedNote = await addVisitNote(db, {
    clinicId,
    patientId: patient.id,
    authorId: memberId,
    appointmentId: completed.id,
    objective: 'Flexion 120°.',
    status: 'signed',
    signedById: memberId,
    signedAt: new Date('2026-02-01T10:00:00Z'),
    createdAt: new Date('2026-02-01T09:50:00Z'),
  });
  await db.insert(visitNoteAddenda).values({
    clinicId,
    visitNoteId: signedNote.id,
    body: 'Patient called: pain 2/10 today.',
    authorId: memberId,
  });
  const draftNote = await addVisitNote(db, {
    clinicId,
    patientId: patient.id,
    authorId: memberId,
    createdAt: new Date('2026-02-03T09:00:00Z'),
  });
  const attachment = await addAttachment(db, {
    clinicId,
    patientId: patient.id,
    bytes: PDF,
    contentType: 'application/pdf',
  });

  const other = await addPatient(db, clinicId, { firstName: 'Other', lastName: 'Person' });
  await db.insert(diagnoses).values({
    clinicId,
    patientId: other.id,
    description: 'Not this patient',
    diagnosedOn: '2026-01-01',
  });

  return {
    patientId: patient.id,
    diagnosisId: diagnosis!.id,
    planId: plan!.id,
    completedId: completed.id,
    scheduledId: scheduled.id,
    signedNoteId: signedNote.id,
    draftNoteId: draftNote.id,
    attachmentId: attachment.id,
  };
}

const routes = [
  { name: 'export', path: (id: string) => `/api/v1/patients/${id}/export` },
  { name: 'fhir', path: (id: string) => `/api/v1/patients/${id}/fhir` },
] as const;

describe('patient export routes', () => {
  let ctx: TestContext;
  const logLines: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({ LOG_LEVEL: 'info' }, { write: (line) => logLines.push(line) });
  });
  afterAll(() => ctx.close());

  const get = (url: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('documents both routes in OpenAPI', async () => {
    const response = await get('/api/v1/openapi.json');
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    expect(paths['/api/v1/patients/{patientId}/export']).toHaveProperty('get');
    expect(paths['/api/v1/patients/{patientId}/fhir']).toHaveProperty('get');
  });

  describe.each(routes)('GET /patients/:patientId/$name', (route) => {
    it('answers 401 without a session', async () => {
      const { clinicId, user } = await signedInMember(ctx, 'owner');
      const { patientId } = await seedRecord(ctx, clinicId, user.id);
      expect((await get(route.path(patientId))).statusCode).toBe(401);
    });

    it('answers 403 to an account that belongs to no clinic', async () => {
      const { clinicId, user } = await signedInMember(ctx, 'owner');
      const { patientId } = await seedRecord(ctx, clinicId, user.id);
      const loner = await createUser(ctx.database.db);
      const cookie = await sessionCookieFor(ctx, loner.id, null);
      expect((await get(route.path(patientId), cookie)).statusCode).toBe(403);
    });

    it.each(clinicRoles)('as %s: 200 for clinicians, 403 for assistants', async (role) => {
      const member = await signedInMember(ctx, role);
      const { patientId } = await seedRecord(ctx, member.clinicId, member.user.id);
      const response = await get(route.path(patientId), member.cookie);
      expect(response.statusCode, response.body).toBe(role === 'assistant' ? 403 : 200);
    });

    it("answers 404 for another clinic's patient, and for no patient at all", async () => {
      const member = await signedInMember(ctx, 'owner');
      const otherClinic = await createClinic(ctx.database.db);
      const foreign = await seedRecord(ctx, otherClinic.id, member.user.id);
      const response = await get(route.path(foreign.patientId), member.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      const missing = await get(route.path(crypto.randomUUID()), member.cookie);
      expect(missing.statusCode).toBe(404);
    });

    it('answers 400 with fields.patientId for an id that is not a UUID', async () => {
      const member = await signedInMember(ctx, 'therapist');
      const response = await get(route.path('42'), member.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('patientId');
    });

    it(`records a patient.export event with the format ${route.name}`, async () => {
      const member = await signedInMember(ctx, 'therapist');
      const { patientId } = await seedRecord(ctx, member.clinicId, member.user.id);
      await get(route.path(patientId), member.cookie);
      const events = await ctx.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, patientId), eq(auditEvents.action, 'patient.export')));
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        clinicId: member.clinicId,
        actorUserId: member.user.id,
        entityType: 'patient',
        meta: { format: route.name === 'export' ? 'print' : 'fhir' },
      });
    });
  });

  it('downloads a FHIR R4 collection Bundle of exactly the patient’s records, every resource valid and every reference resolving', async () => {
    const member = await signedInMember(ctx, 'therapist');
    const seeded = await seedRecord(ctx, member.clinicId, member.user.id);
    const response = await get(`/api/v1/patients/${seeded.patientId}/fhir`, member.cookie);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="patient-${seeded.patientId}-fhir.json"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');

    const bundle = JSON.parse(response.body) as ExportBundle;
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.type).toBe('collection');
    for (const { resource } of bundle.entry)
      expect(fhirProblems(resource), `${resource.resourceType}/${resource.id}`).toEqual([]);
    expect(fhirProblems(bundle)).toEqual([]);
    expect(unresolvedReferences(bundle)).toEqual([]);

    const counts: Record<string, number> = {};
    for (const { resource } of bundle.entry)
      counts[resource.resourceType] = (counts[resource.resourceType] ?? 0) + 1;
    // Observations: pain + range of motion of the first entry, pain + KOOS of the second.
    // Conditions: two diagnoses and two lines of past history.
    expect(counts).toEqual({
      Patient: 1,
      Coverage: 1,
      Consent: 2,
      ServiceRequest: 1,
      AllergyIntolerance: 2,
      MedicationStatement: 1,
      Condition: 4,
      CarePlan: 1,
      Goal: 2,
      Appointment: 2,
      Encounter: 1,
      Observation: 4,
      DocumentReference: 3,
    });

    const ids = bundle.entry.map((entry) => entry.resource.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        seeded.patientId,
        seeded.diagnosisId,
        seeded.planId,
        seeded.completedId,
        seeded.scheduledId,
        seeded.signedNoteId,
        seeded.draftNoteId,
        seeded.attachmentId,
      ]),
    );
    const fullUrls = new Set(bundle.entry.map((entry) => entry.fullUrl));
    const references = referencesIn(bundle.entry);
    expect(references.length).toBeGreaterThan(10);
    for (const reference of references) expect(fullUrls).toContain(reference);
    // The other patient's diagnosis is not in this patient's bundle.
    expect(response.body).not.toContain('Not this patient');

    const file = bundle.entry.find((entry) => entry.resource.id === seeded.attachmentId)!
      .resource as Fhir.DocumentReference;
    expect(file.content[0]!.attachment).toMatchObject({
      contentType: 'application/pdf',
      data: PDF.toString('base64'),
      size: PDF.length,
      title: 'scan.pdf',
    });
    const diagnosis = bundle.entry.find((entry) => entry.resource.id === seeded.diagnosisId)!
      .resource as Fhir.Condition;
    expect(diagnosis.code).toEqual({
      coding: [
        {
          system: 'http://hl7.org/fhir/sid/icd-10',
          code: 'M17.1',
          display: 'Other primary gonarthrosis',
        },
      ],
      text: 'Unilateral primary osteoarthritis of knee',
    });
  });

  it('answers the printable record: clinic, patient, diagnoses, plans with progress, visits, notes, files', async () => {
    const member = await signedInMember(ctx, 'owner');
    const seeded = await seedRecord(ctx, member.clinicId, member.user.id);
    const response = await get(`/api/v1/patients/${seeded.patientId}/export`, member.cookie);

    expect(response.statusCode).toBe(200);
    const data: PatientExport = patientExportSchema.parse(response.json().export);
    expect(data.generatedBy).toBe('Test User');
    expect(data.clinic.name).toBe('Test Clinic');
    expect(data.patient).toMatchObject({
      id: seeded.patientId,
      firstName: 'Milica',
      lastName: 'Jovanović',
      emergencyContactName: 'Petar Jovanović',
      medicalHistory: 'Appendectomy 2010\nFractured left wrist 2018',
    });
    expect(data.primaryTherapistName).toBe('Test User');
    expect(data.diagnoses.map((item) => [item.description, item.status])).toEqual([
      ['Unilateral primary osteoarthritis of knee', 'active'],
      ['Old ankle sprain', 'resolved'],
    ]);
    expect(data.treatmentPlans).toHaveLength(1);
    expect(data.treatmentPlans[0]).toMatchObject({
      title: 'Knee rehabilitation',
      sessionsDone: 1,
      diagnosis: { id: seeded.diagnosisId, icd10Code: 'M17.1' },
      goals: [{ description: 'Pain at most 2/10' }, { description: 'Climb stairs without a rail' }],
      interventions: [{ name: 'Straight leg raise', sets: 3, repetitions: 10 }],
    });
    expect(data.treatmentPlans[0]!.progress.map((entry) => entry.pain)).toEqual([6, 4]);
    expect(data.appointments).toEqual([
      expect.objectContaining({
        id: seeded.completedId,
        status: 'completed',
        serviceName: 'Follow-up visit',
        therapistName: 'Test User',
        roomName: 'Room 1',
      }),
      expect.objectContaining({ id: seeded.scheduledId, serviceName: null }),
    ]);
    expect(data.visitNotes.map((note) => [note.id, note.status])).toEqual([
      [seeded.signedNoteId, 'signed'],
      [seeded.draftNoteId, 'draft'],
    ]);
    expect(data.visitNotes[0]).toMatchObject({
      signedByName: 'Test User',
      objective: 'Flexion 120°.',
      addenda: [{ body: 'Patient called: pain 2/10 today.', authorName: 'Test User' }],
    });
    expect(data.attachments).toEqual([
      expect.objectContaining({
        id: seeded.attachmentId,
        fileName: 'scan.pdf',
        byteSize: PDF.length,
      }),
    ]);
    expect(response.body).not.toContain('Not this patient');
  });

  it('writes no patient data to the logs', async () => {
    const member = await signedInMember(ctx, 'owner');
    const { patientId } = await seedRecord(ctx, member.clinicId, member.user.id);
    await get(`/api/v1/patients/${patientId}/export`, member.cookie);
    await get(`/api/v1/patients/${patientId}/fhir`, member.cookie);
    const logs = logLines.join('\n');
    expect(logs).toContain(`/patients/${patientId}/fhir`);
    for (const secret of ['Jovanović', 'osteoarthritis', 'Flexion', 'scan.pdf'])
      expect(logs).not.toContain(secret);
  });
});
