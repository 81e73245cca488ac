import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ExportAppointment, PatientExport } from '../../../domain/patient-export.js';
import type { VisitNote } from '../../../domain/visit-notes.js';
import { fhirProblems, referencesIn, unresolvedReferences } from '../../test/fhir-validation.js';
import {
  attachmentDownloadPath,
  derivedUuid,
  encounterIdOf,
  fhirBundle,
  ICD10_SYSTEM,
  type BundleResource,
  type ExportBundle,
  PAIN_LOINC,
} from './fhir-bundle.js';
import type * as Fhir from '@medplum/fhirtypes';

/**
 * The pure mapping of an export to FHIR R4: the bundle is valid JSON of the right resource types
 * with resolvable references.
 */

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const patientId = uuid(1);
const diagnosisId = uuid(2);
const freeTextDiagnosisId = uuid(3);
const planId = uuid(4);
const goalId = uuid(5);
const untargetedGoalId = uuid(6);
const entryId = uuid(7);
const signedNoteId = uuid(8);
const draftNoteId = uuid(9);
const attachmentId = uuid(10);
const memberId = uuid(11);

const appointment = (n: number, status: ExportAppointment['status']): ExportAppointment => ({
  id: uuid(100 + n),
  start: `2026-03-0${n}T09:00:00.000Z`,
  end: `2026-03-0${n}T09:45:00.000Z`,
  status,
  serviceName: 'Follow-up visit',
  therapistName: 'Jelena Ilić',
  roomName: 'Room 1',
  treatmentPlanId: planId,
  cancelReason: status === 'cancelled' ? 'Patient has the flu.' : null,
});

const appointments: ExportAppointment[] = [
  appointment(1, 'scheduled'),
  appointment(2, 'confirmed'),
  appointment(3, 'arrived'),
  appointment(4, 'completed'),
  appointment(5, 'cancelled'),
  appointment(6, 'no_show'),
];
const completedId = appointments[3]!.id;
const arrivedId = appointments[2]!.id;

const note = (overrides: Partial<VisitNote>): VisitNote => ({
  id: signedNoteId,
  patientId,
  appointmentId: completedId,
  appointmentStartsAt: appointments[3]!.start,
  template: 'follow_up',
  status: 'signed',
  authorId: memberId,
  authorName: 'Jelena Ilić',
  signedById: memberId,
  signedByName: 'Jelena Ilić',
  signedAt: '2026-03-04T10:00:00.000Z',
  addendaCount: 1,
  createdAt: '2026-03-04T09:50:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
  subjective: 'Knee feels better, pain 3/10.',
  objective: 'Flexion 120°.',
  assessment: 'Improving.',
  plan: 'Continue exercises.',
  addenda: [
    {
      id: uuid(12),
      body: 'Patient called: pain 2/10 today.',
      authorId: memberId,
      authorName: 'Jelena Ilić',
      createdAt: '2026-03-05T08:00:00.000Z',
    },
  ],
  ...overrides,
});

function exportData(overrides: Partial<PatientExport> = {}): PatientExport {
  return {
    generatedAt: '2026-03-10T12:00:00.000Z',
    generatedBy: 'Ana Marković',
    clinic: {
      name: 'Demo Physio Clinic',
      address: 'Bulevar 1, Novi Sad',
      phone: '+381 21 000 000',
      email: 'clinic@example.com',
      timeZone: 'Europe/Belgrade',
    },
    patient: {
      id: patientId,
      firstName: 'Milica',
      lastName: 'Jovanović',
      dateOfBirth: '1988-04-12',
      phone: '+381 64 123 4567',
      email: 'milica@example.com',
      consentToContact: true,
      consentToSms: false,
      smsOptedOut: false,
      status: 'active',
      bookedOnline: false,
      needsReview: false,
      createdAt: '2026-01-01T08:00:00.000Z',
      primaryTherapistId: memberId,
      sex: 'female',
      address: 'Zmaj Jovina 5, Novi Sad',
      occupation: 'Teacher',
      emergencyContactName: 'Petar Jovanović',
      emergencyContactPhone: '+381 64 765 4321',
      insurer: '',
      policyNumber: '',
      referralSource: '',
      referringDoctor: '',
      medicalHistory: '',
      allergies: '',
      medications: '',
      redFlags: '',
      consentToTreatmentOn: '2026-01-01',
      notes: '',
      updatedAt: '2026-01-01T08:00:00.000Z',
    },
    primaryTherapistName: 'Jelena Ilić',
    diagnoses: [
      {
        id: diagnosisId,
        patientId,
        icd10Code: 'M17.1',
        description: 'Unilateral primary osteoarthritis of knee',
        bodyRegion: 'Knee',
        side: 'left',
        onsetOn: '2025-11-01',
        diagnosedOn: '2026-01-05',
        status: 'active',
        notes: '',
        diagnosedById: memberId,
        diagnosedByName: 'Jelena Ilić',
        createdAt: '2026-01-05T09:00:00.000Z',
        updatedAt: '2026-01-05T09:00:00.000Z',
      },
      {
        id: freeTextDiagnosisId,
        patientId,
        icd10Code: null,
        description: 'Old ankle sprain',
        bodyRegion: '',
        side: null,
        onsetOn: null,
        diagnosedOn: '2025-06-01',
        status: 'resolved',
        notes: 'Healed.',
        diagnosedById: null,
        diagnosedByName: null,
        createdAt: '2025-06-01T09:00:00.000Z',
        updatedAt: '2025-07-01T09:00:00.000Z',
      },
    ],
    treatmentPlans: [
      {
        id: planId,
        patientId,
        title: 'Knee rehabilitation',
        diagnosisId,
        status: 'active',
        startsOn: '2026-01-06',
        endsOn: '2026-04-01',
        plannedSessions: 10,
        sessionsDone: 1,
        updatedAt: '2026-01-06T09:00:00.000Z',
        diagnosis: {
          id: diagnosisId,
          icd10Code: 'M17.1',
          description: 'Unilateral primary osteoarthritis of knee',
        },
        goals: [
          {
            id: goalId,
            description: 'Pain at most 2/10',
            measure: 'Pain (NRS 0-10)',
            baseline: 7,
            target: 2,
          },
          {
            id: untargetedGoalId,
            description: 'Climb stairs without a rail',
            measure: '',
            baseline: null,
            target: null,
          },
        ],
        interventions: [
          {
            id: uuid(13),
            kind: 'exercise',
            name: 'Straight leg raise',
            sets: 3,
            repetitions: 10,
            frequency: 'daily',
            notes: '',
          },
        ],
        frequency: '2x per week',
        notes: '',
        createdById: memberId,
        createdAt: '2026-01-06T09:00:00.000Z',
        progress: [
          {
            id: entryId,
            recordedOn: '2026-02-01',
            pain: 4,
            score: 38,
            outcomeMeasure: 'KOOS',
            rangeOfMotion: [{ joint: 'Knee', movement: 'flexion', degrees: 115 }],
            notes: 'Good week.',
            recordedById: memberId,
            recordedByName: 'Jelena Ilić',
            createdAt: '2026-02-01T09:00:00.000Z',
          },
        ],
      },
    ],
    appointments,
    visitNotes: [
      note({}),
      note({
        id: draftNoteId,
        appointmentId: arrivedId,
        status: 'draft',
        signedById: null,
        signedByName: null,
        signedAt: null,
        addendaCount: 0,
        addenda: [],
      }),
    ],
    attachments: [
      {
        id: attachmentId,
        patientId,
        fileName: 'MRI knee.pdf',
        contentType: 'application/pdf',
        byteSize: 20480,
        uploadedById: memberId,
        uploadedBy: 'Jelena Ilić',
        fromSignedForm: false,
        sharedWithPatient: false,
        sharedAt: null,
        createdAt: '2026-01-07T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

const bundleOf = (data = exportData()) =>
  fhirBundle(data, { bundleId: uuid(999), timestamp: data.generatedAt });

function resourcesOf<T extends BundleResource['resourceType']>(
  bundle: ExportBundle,
  type: T,
): Extract<BundleResource, { resourceType: T }>[] {
  return bundle.entry
    .map((entry) => entry.resource)
    .filter(
      (resource): resource is Extract<BundleResource, { resourceType: T }> =>
        resource.resourceType === type,
    );
}

const byId = <T extends { id: string }>(items: T[], id: string) => {
  const found = items.find((item) => item.id === id);
  if (!found) throw new Error(`no resource ${id}`);
  return found;
};

describe('FHIR R4 bundle of a patient export', () => {
  it('is a collection of the expected resources, each with a urn:uuid fullUrl, and passes the FHIR R4 validator', () => {
    const bundle = bundleOf();
    expect(bundle).toMatchObject({
      resourceType: 'Bundle',
      id: uuid(999),
      type: 'collection',
      timestamp: '2026-03-10T12:00:00.000Z',
    });
    const counts: Record<string, number> = {};
    for (const { resource } of bundle.entry)
      counts[resource.resourceType] = (counts[resource.resourceType] ?? 0) + 1;
    // 3 observations: pain, KOOS score, range of motion; 2 notes + 1 attachment documents.
    expect(counts).toEqual({
      Patient: 1,
      Consent: 2,
      Condition: 2,
      CarePlan: 1,
      Goal: 2,
      Appointment: 6,
      Encounter: 1,
      Observation: 3,
      DocumentReference: 3,
    });
    const parsed = JSON.parse(JSON.stringify(bundle)) as ExportBundle;
    expect(fhirProblems(parsed)).toEqual([]);
    expect(unresolvedReferences(parsed)).toEqual([]);
  });

  it('finds a reference that does not resolve, a repeated id and a missing element (the checks can fail)', () => {
    const bundle = bundleOf();
    const broken = JSON.parse(JSON.stringify(bundle)) as ExportBundle;
    const indexOf = (type: string) =>
      broken.entry.findIndex((entry) => entry.resource.resourceType === type);
    const carePlan = indexOf('CarePlan');
    (broken.entry[indexOf('Condition')]!.resource as Fhir.Condition).subject = {
      reference: `urn:uuid:${uuid(77)}`,
    };
    delete (broken.entry[carePlan]!.resource as Partial<Fhir.CarePlan>).intent;
    broken.entry.push(broken.entry[0]!);
    expect(unresolvedReferences(broken)).toEqual([`urn:uuid:${uuid(77)}`]);
    expect(fhirProblems(broken)).toEqual([
      expect.stringMatching(/^Bundle: Constraint bdl-7 not met: FullUrl must be unique/),
      `Bundle.entry[${carePlan}].resource.intent: Missing required property`,
    ]);
  });

  it('maps the patient: name, gender, birth date, telecom, address, emergency contact', () => {
    const [patient] = resourcesOf(bundleOf(), 'Patient');
    expect(patient).toEqual({
      resourceType: 'Patient',
      id: patientId,
      active: true,
      name: [{ use: 'official', family: 'Jovanović', given: ['Milica'], text: 'Milica Jovanović' }],
      gender: 'female',
      birthDate: '1988-04-12',
      telecom: [
        { system: 'phone', value: '+381 64 123 4567' },
        { system: 'email', value: 'milica@example.com' },
      ],
      address: [{ text: 'Zmaj Jovina 5, Novi Sad' }],
      contact: [
        {
          relationship: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/v2-0131',
                  code: 'C',
                  display: 'Emergency Contact',
                },
              ],
            },
          ],
          name: { text: 'Petar Jovanović' },
          telecom: [{ system: 'phone', value: '+381 64 765 4321' }],
        },
      ],
    });
  });

  it('leaves out what the record does not have (undisclosed sex is unknown)', () => {
    const data = exportData();
    const [patient] = resourcesOf(
      bundleOf({
        ...data,
        patient: {
          ...data.patient,
          sex: 'undisclosed',
          dateOfBirth: null,
          phone: '',
          email: '',
          address: '',
          emergencyContactName: '',
          emergencyContactPhone: '',
          status: 'discharged',
        },
      }),
      'Patient',
    );
    expect(patient).toEqual({
      resourceType: 'Patient',
      id: patientId,
      active: false,
      name: [expect.objectContaining({ family: 'Jovanović' })],
      gender: 'unknown',
    });
  });

  it("codes a diagnosis in ICD-10 displayed with the code's official title, the clinician's wording as text, with its clinical status, laterality, onset and recorded date", () => {
    const conditions = resourcesOf(bundleOf(), 'Condition');
    expect(byId(conditions, diagnosisId)).toMatchObject({
      clinicalStatus: {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' },
        ],
      },
      code: {
        coding: [
          {
            system: ICD10_SYSTEM,
            code: 'M17.1',
            display: 'Other primary gonarthrosis',
          },
        ],
        text: 'Unilateral primary osteoarthritis of knee',
      },
      bodySite: [{ text: 'Knee, left' }],
      onsetDateTime: '2025-11-01',
      recordedDate: '2026-01-05',
      subject: { reference: `urn:uuid:${patientId}` },
    });
    const freeText = byId(conditions, freeTextDiagnosisId);
    expect(freeText.code).toEqual({ text: 'Old ankle sprain' });
    expect(freeText.clinicalStatus?.coding?.[0]?.code).toBe('resolved');
    expect(freeText).not.toHaveProperty('bodySite');
    expect(freeText).not.toHaveProperty('onsetDateTime');
  });

  it('maps a plan to a CarePlan that addresses its Condition and names its Goals and activities', () => {
    const bundle = bundleOf();
    const [carePlan] = resourcesOf(bundle, 'CarePlan');
    expect(carePlan).toMatchObject({
      status: 'active',
      intent: 'plan',
      title: 'Knee rehabilitation',
      period: { start: '2026-01-06', end: '2026-04-01' },
      addresses: [{ reference: `urn:uuid:${diagnosisId}` }],
      goal: [{ reference: `urn:uuid:${goalId}` }, { reference: `urn:uuid:${untargetedGoalId}` }],
      activity: [
        {
          detail: {
            code: { text: 'Straight leg raise' },
            status: 'in-progress',
            description: 'exercise: 3 × 10, daily',
          },
        },
      ],
    });
    const goals = resourcesOf(bundle, 'Goal');
    expect(byId(goals, goalId)).toMatchObject({
      lifecycleStatus: 'active',
      description: { text: 'Pain at most 2/10' },
      subject: { reference: `urn:uuid:${patientId}` },
      target: [
        {
          measure: { text: 'Pain (NRS 0-10)' },
          detailQuantity: { value: 2, unit: 'Pain (NRS 0-10)' },
          dueDate: '2026-04-01',
        },
      ],
      note: [{ text: 'Baseline: 7 (Pain (NRS 0-10))' }],
    });
    expect(byId(goals, untargetedGoalId)).not.toHaveProperty('target');
  });

  it.each([
    ['planned', 'draft', 'planned'],
    ['active', 'active', 'active'],
    ['completed', 'completed', 'completed'],
    ['cancelled', 'revoked', 'cancelled'],
  ] as const)('a %s plan is a %s CarePlan with %s goals', (status, carePlanStatus, goalStatus) => {
    const data = exportData();
    const bundle = bundleOf({
      ...data,
      treatmentPlans: data.treatmentPlans.map((plan) => ({ ...plan, status })),
    });
    expect(resourcesOf(bundle, 'CarePlan')[0]!.status).toBe(carePlanStatus);
    expect(resourcesOf(bundle, 'Goal').map((goal) => goal.lifecycleStatus)).toEqual([
      goalStatus,
      goalStatus,
    ]);
  });

  it('maps appointment statuses to FHIR codes; only the completed visit is an Encounter', () => {
    const bundle = bundleOf();
    const fhirAppointments = resourcesOf(bundle, 'Appointment');
    expect(fhirAppointments.map((item) => item.status)).toEqual([
      'booked',
      'booked',
      'arrived',
      'fulfilled',
      'cancelled',
      'noshow',
    ]);
    expect(fhirAppointments[0]).toMatchObject({
      start: '2026-03-01T09:00:00.000Z',
      end: '2026-03-01T09:45:00.000Z',
      minutesDuration: 45,
      serviceType: [{ text: 'Follow-up visit' }],
      participant: [
        { actor: { reference: `urn:uuid:${patientId}` }, status: 'accepted' },
        { actor: { display: 'Jelena Ilić' }, status: 'accepted' },
      ],
    });
    expect(fhirAppointments[4]!.cancelationReason).toEqual({ text: 'Patient has the flu.' });

    expect(resourcesOf(bundle, 'Encounter')).toEqual([
      {
        resourceType: 'Encounter',
        id: encounterIdOf(completedId),
        status: 'finished',
        class: {
          system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
          code: 'AMB',
          display: 'ambulatory',
        },
        type: [{ text: 'Follow-up visit' }],
        subject: { reference: `urn:uuid:${patientId}` },
        participant: [{ individual: { display: 'Jelena Ilić' } }],
        appointment: [{ reference: `urn:uuid:${completedId}` }],
        period: { start: '2026-03-04T09:00:00.000Z', end: '2026-03-04T09:45:00.000Z' },
      },
    ]);
  });

  it('records pain (LOINC 72514-3), the outcome score and range of motion as final Observations of the plan', () => {
    const observations = resourcesOf(bundleOf(), 'Observation');
    const common = {
      status: 'final',
      subject: { reference: `urn:uuid:${patientId}` },
      basedOn: [{ reference: `urn:uuid:${planId}` }],
      effectiveDateTime: '2026-02-01',
    };
    expect(observations).toEqual([
      expect.objectContaining({
        ...common,
        code: expect.objectContaining({
          coding: [expect.objectContaining({ system: 'http://loinc.org', code: PAIN_LOINC })],
          text: 'Pain severity - 0-10 verbal numeric rating',
        }),
        valueQuantity: expect.objectContaining({ value: 4 }),
        note: [{ text: 'Good week.' }],
      }),
      expect.objectContaining({
        ...common,
        code: { text: 'KOOS' },
        valueQuantity: { value: 38, unit: 'KOOS' },
      }),
      expect.objectContaining({
        ...common,
        code: { text: 'Range of motion' },
        component: [
          {
            code: { text: 'Knee flexion' },
            valueQuantity: {
              value: 115,
              unit: '°',
              system: 'http://unitsofmeasure.org',
              code: 'deg',
            },
          },
        ],
      }),
    ]);
    expect(new Set(observations.map((item) => item.id)).size).toBe(3);
  });

  it('carries a visit note as base64 text (SOAP, signature, addenda), final when signed and linked to its Encounter', () => {
    const documents = resourcesOf(bundleOf(), 'DocumentReference');
    const signed = byId(documents, signedNoteId);
    expect(signed).toMatchObject({
      status: 'current',
      docStatus: 'final',
      subject: { reference: `urn:uuid:${patientId}` },
      context: {
        encounter: [{ reference: `urn:uuid:${encounterIdOf(completedId)}` }],
        related: [{ reference: `urn:uuid:${completedId}` }],
      },
    });
    const attachment = signed.content[0]!.attachment;
    expect(attachment.contentType).toMatch(/^text\/plain/);
    const text = Buffer.from(attachment.data!, 'base64').toString('utf8');
    expect(text).toBe(
      [
        'Follow-up',
        'Subjective\nKnee feels better, pain 3/10.',
        'Objective\nFlexion 120°.',
        'Assessment\nImproving.',
        'Plan\nContinue exercises.',
        'Signed by Jelena Ilić at 2026-03-04T10:00:00.000Z',
        'Addendum by Jelena Ilić at 2026-03-05T08:00:00.000Z\nPatient called: pain 2/10 today.',
      ].join('\n\n'),
    );

    // A draft of a visit that is not completed has no Encounter: it names the appointment only.
    const draft = byId(documents, draftNoteId);
    expect(draft.docStatus).toBe('preliminary');
    expect(draft.context).toEqual({ related: [{ reference: `urn:uuid:${arrivedId}` }] });
    expect(Buffer.from(draft.content[0]!.attachment.data!, 'base64').toString()).toContain(
      'Draft (not signed)',
    );
  });

  it('carries an attached file inline: its bytes in base64, type, title, size and SHA-1 hash', () => {
    const bytes = Buffer.from('%PDF-1.4 the MRI report');
    const bundle = fhirBundle(exportData(), {
      bundleId: uuid(999),
      timestamp: '2026-03-10T12:00:00.000Z',
      files: new Map([[attachmentId, bytes]]),
    });
    const document = byId(resourcesOf(bundle, 'DocumentReference'), attachmentId);
    expect(document.content).toEqual([
      {
        attachment: {
          contentType: 'application/pdf',
          data: bytes.toString('base64'),
          hash: createHash('sha1').update(bytes).digest('base64'),
          size: bytes.length,
          title: 'MRI knee.pdf',
          creation: '2026-01-07T09:00:00.000Z',
        },
      },
    ]);
    expect(Buffer.from(document.content[0]!.attachment.data!, 'base64').toString()).toBe(
      '%PDF-1.4 the MRI report',
    );
    expect(fhirProblems(bundle)).toEqual([]);
  });

  it("names the app's download path of a file whose bytes were not read", () => {
    const document = byId(resourcesOf(bundleOf(), 'DocumentReference'), attachmentId);
    expect(document.content[0]!.attachment).toMatchObject({
      url: attachmentDownloadPath(attachmentId),
      size: 20480,
    });
    expect(document.content[0]!.attachment).not.toHaveProperty('data');
  });

  it('is only the Patient for a record with nothing else, and still passes the validator', () => {
    const bundle = bundleOf(
      exportData({
        diagnoses: [],
        treatmentPlans: [],
        appointments: [],
        visitNotes: [],
        attachments: [],
        patient: { ...exportData().patient, consentToTreatmentOn: null, consentToContact: false },
      }),
    );
    expect(bundle.entry.map((entry) => entry.resource.resourceType)).toEqual(['Patient']);
    expect(referencesIn(bundle.entry)).toEqual([]);
    expect(fhirProblems(bundle)).toEqual([]);
  });

  it('derives stable, distinct UUIDs for resources made from one record', () => {
    expect(derivedUuid(entryId, 'pain')).toBe(derivedUuid(entryId, 'pain'));
    expect(derivedUuid(entryId, 'pain')).not.toBe(derivedUuid(entryId, 'score'));
    expect(derivedUuid(entryId, 'pain')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

/** A patient whose record holds everything the export maps: history, insurance, referral. */
function richExport(): PatientExport {
  const data = exportData();
  return {
    ...data,
    patient: {
      ...data.patient,
      allergies: 'Penicillin\n- Latex',
      medications: 'Ibuprofen 400 mg as needed\n\nLevothyroxine 50 µg daily',
      medicalHistory: 'Appendectomy 2010\nFractured left wrist 2018',
      insurer: 'Generali',
      policyNumber: 'GEN-48213',
      referralSource: 'GP',
      referringDoctor: 'Dr. Marko Petrović',
      consentToTreatmentOn: '2026-01-02',
      consentToContact: true,
    },
  };
}

const richBundle = () =>
  fhirBundle(richExport(), {
    bundleId: uuid(999),
    timestamp: '2026-03-10T12:00:00.000Z',
    files: new Map([[attachmentId, Buffer.from('%PDF-1.4 report')]]),
  });

describe('FHIR R4 bundle: intake history, insurance, consents and referral', () => {
  it('validates every resource of a rich record against the R4 definitions, with no error', () => {
    const bundle = JSON.parse(JSON.stringify(richBundle())) as ExportBundle;
    const types = new Set(bundle.entry.map((entry) => entry.resource.resourceType));
    expect([...types].sort()).toEqual([
      'AllergyIntolerance',
      'Appointment',
      'CarePlan',
      'Condition',
      'Consent',
      'Coverage',
      'DocumentReference',
      'Encounter',
      'Goal',
      'MedicationStatement',
      'Observation',
      'Patient',
      'ServiceRequest',
    ]);
    for (const { resource } of bundle.entry)
      expect(fhirProblems(resource), `${resource.resourceType}/${resource.id}`).toEqual([]);
    expect(fhirProblems(bundle)).toEqual([]);
    expect(unresolvedReferences(bundle)).toEqual([]);
  });

  it('lists each allergy, medication and past illness of the record as its own resource', () => {
    const bundle = richBundle();
    expect(resourcesOf(bundle, 'AllergyIntolerance')).toEqual([
      expect.objectContaining({
        clinicalStatus: {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical',
              code: 'active',
              display: 'Active',
            },
          ],
        },
        code: { text: 'Penicillin' },
        patient: { reference: `urn:uuid:${patientId}` },
      }),
      expect.objectContaining({ code: { text: 'Latex' } }),
    ]);
    expect(resourcesOf(bundle, 'MedicationStatement')).toEqual([
      expect.objectContaining({
        status: 'active',
        medicationCodeableConcept: { text: 'Ibuprofen 400 mg as needed' },
        subject: { reference: `urn:uuid:${patientId}` },
      }),
      expect.objectContaining({
        medicationCodeableConcept: { text: 'Levothyroxine 50 µg daily' },
      }),
    ]);
    const history = resourcesOf(bundle, 'Condition').filter((condition) =>
      condition.category?.some((category) => category.text === 'Past medical history'),
    );
    expect(history).toEqual([
      expect.objectContaining({ code: { text: 'Appendectomy 2010' } }),
      expect.objectContaining({ code: { text: 'Fractured left wrist 2018' } }),
    ]);
    for (const condition of history) {
      expect(condition.clinicalStatus?.coding?.[0]?.code).toBe('inactive');
      expect(condition.category?.[1]?.coding?.[0]).toMatchObject({
        system: 'http://loinc.org',
        code: '11348-0',
      });
    }
  });

  it('says "no known allergy" in SNOMED CT when the record says none, and leaves out "none" medications', () => {
    const data = richExport();
    const bundle = bundleOf({
      ...data,
      patient: { ...data.patient, allergies: 'NKDA', medications: 'None', medicalHistory: 'nil' },
    });
    expect(resourcesOf(bundle, 'AllergyIntolerance')).toEqual([
      expect.objectContaining({
        code: {
          coding: [
            { system: 'http://snomed.info/sct', code: '716186003', display: 'No known allergy' },
          ],
          text: 'NKDA',
        },
      }),
    ]);
    expect(resourcesOf(bundle, 'MedicationStatement')).toEqual([]);
    expect(resourcesOf(bundle, 'Condition')).toHaveLength(2);
  });

  it('maps the insurer and policy number to a Coverage of the patient', () => {
    expect(resourcesOf(richBundle(), 'Coverage')).toEqual([
      expect.objectContaining({
        status: 'active',
        identifier: [{ value: 'GEN-48213', assigner: { display: 'Generali' } }],
        subscriberId: 'GEN-48213',
        beneficiary: { reference: `urn:uuid:${patientId}` },
        payor: [{ display: 'Generali' }],
      }),
    ]);
    expect(resourcesOf(bundleOf(), 'Coverage')).toEqual([]);
  });

  it('records the consent to treatment with its day and the consent to be contacted', () => {
    const consents = resourcesOf(richBundle(), 'Consent');
    expect(consents).toEqual([
      expect.objectContaining({
        status: 'active',
        scope: {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/consentscope',
              code: 'treatment',
              display: 'Treatment',
            },
          ],
        },
        dateTime: '2026-01-02',
        patient: { reference: `urn:uuid:${patientId}` },
        organization: [{ display: 'Demo Physio Clinic' }],
      }),
      expect.objectContaining({
        scope: expect.objectContaining({
          coding: [expect.objectContaining({ code: 'patient-privacy' })],
        }),
        provision: {
          type: 'permit',
          action: [{ text: 'Appointment reminders and confirmations' }],
        },
      }),
    ]);
    const data = richExport();
    const without = bundleOf({
      ...data,
      patient: { ...data.patient, consentToTreatmentOn: null, consentToContact: false },
    });
    expect(resourcesOf(without, 'Consent')).toEqual([]);
  });

  it('maps the referral to a ServiceRequest from the referring doctor, naming its source', () => {
    expect(resourcesOf(richBundle(), 'ServiceRequest')).toEqual([
      expect.objectContaining({
        status: 'active',
        intent: 'order',
        category: [
          {
            coding: [
              { system: 'http://snomed.info/sct', code: '3457005', display: 'Patient referral' },
            ],
          },
        ],
        subject: { reference: `urn:uuid:${patientId}` },
        requester: { display: 'Dr. Marko Petrović' },
        performer: [{ display: 'Demo Physio Clinic' }],
        note: [{ text: 'Referral source: GP' }],
      }),
    ]);
    expect(resourcesOf(bundleOf(), 'ServiceRequest')).toEqual([]);
  });
});
