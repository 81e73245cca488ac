import { createHash } from 'node:crypto';
import { icd10Of } from '../../../domain/icd10.js';
import type { AppointmentStatus } from '../../../domain/scheduling.js';
import type { TreatmentPlanStatus } from '../../../domain/clinical.js';
import type {
  ExportAppointment,
  ExportTreatmentPlan,
  PatientExport,
} from '../../../domain/patient-export.js';
import type { Attachment as AttachmentRecord } from '../../../domain/attachments.js';
import type { Diagnosis } from '../../../domain/diagnoses.js';
import { interventionDose } from '../../../domain/intervention-dose.js';
import type { PatientRecord } from '../../../domain/patients.js';
import type { ProgressEntry } from '../../../domain/treatment-plans.js';
import {
  noteTemplateLabels,
  soapSectionLabels,
  soapSections,
  type VisitNote,
} from '../../../domain/visit-notes.js';
import type * as Fhir from '@medplum/fhirtypes';
import { consentResources, coverageResources, referralResources } from './fhir-administrative.js';
import { derivedUuid, fullUrlOf, LOINC_SYSTEM, ref, type WithId } from './fhir-ids.js';
import {
  allergyResources,
  medicationResources,
  pastHistoryResources,
} from './fhir-intake-history.js';

/*
 * A patient's export as a FHIR R4 Bundle of type `collection`.
 * Every resource's id is its record's UUID, or a UUID derived from one (an Encounter from its
 * appointment, Observations from their progress entry), and every entry's fullUrl is
 * `urn:uuid:<id>`: references point at those, so they resolve inside the bundle.
 */

export const ICD10_SYSTEM = 'http://hl7.org/fhir/sid/icd-10';
export { LOINC_SYSTEM };
export const PAIN_LOINC = '72514-3';
const UCUM_SYSTEM = 'http://unitsofmeasure.org';
const CONDITION_CLINICAL = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
const CONDITION_VERIFICATION = 'http://terminology.hl7.org/CodeSystem/condition-ver-status';
const CONDITION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/condition-category';
const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
const CONTACT_RELATIONSHIP = 'http://terminology.hl7.org/CodeSystem/v2-0131';

/** The app's own path of an attachment's file: the download needs a signed-in member. */
export const attachmentDownloadPath = (id: string) => `/api/v1/attachments/${id}/download`;

/** The resource types the export writes. */
export type BundleResource =
  | WithId<Fhir.Patient>
  | WithId<Fhir.Condition>
  | WithId<Fhir.AllergyIntolerance>
  | WithId<Fhir.MedicationStatement>
  | WithId<Fhir.Coverage>
  | WithId<Fhir.Consent>
  | WithId<Fhir.ServiceRequest>
  | WithId<Fhir.CarePlan>
  | WithId<Fhir.Goal>
  | WithId<Fhir.Appointment>
  | WithId<Fhir.Encounter>
  | WithId<Fhir.Observation>
  | WithId<Fhir.DocumentReference>;

/** The export's collection Bundle: every entry has its full URL and resource. */
export type ExportBundle = Omit<Fhir.Bundle<BundleResource>, 'id' | 'timestamp' | 'entry'> & {
  id: string;
  timestamp: string;
  entry: (Omit<Fhir.BundleEntry<BundleResource>, 'fullUrl' | 'resource'> & {
    fullUrl: string;
    resource: BundleResource;
  })[];
};

export { derivedUuid, fullUrlOf };

const displayOnly = (name: string | null): Fhir.Reference<never>[] | undefined =>
  name ? [{ display: name }] : undefined;

export const encounterIdOf = (appointmentId: string) => derivedUuid(appointmentId, 'encounter');

const appointmentStatusCodes: Record<AppointmentStatus, Fhir.Appointment['status']> = {
  scheduled: 'booked',
  confirmed: 'booked',
  arrived: 'arrived',
  completed: 'fulfilled',
  cancelled: 'cancelled',
  no_show: 'noshow',
};

const carePlanStatusCodes: Record<TreatmentPlanStatus, Fhir.CarePlan['status']> = {
  planned: 'draft',
  active: 'active',
  completed: 'completed',
  cancelled: 'revoked',
};

const goalStatusCodes: Record<TreatmentPlanStatus, Fhir.Goal['lifecycleStatus']> = {
  planned: 'planned',
  active: 'active',
  completed: 'completed',
  cancelled: 'cancelled',
};

const activityStatusCodes: Record<TreatmentPlanStatus, Fhir.CarePlanActivityDetail['status']> = {
  planned: 'not-started',
  active: 'in-progress',
  completed: 'completed',
  cancelled: 'cancelled',
};

const genders: Record<NonNullable<PatientRecord['sex']>, Fhir.Patient['gender']> = {
  female: 'female',
  male: 'male',
  other: 'other',
  undisclosed: 'unknown',
};

const nameOf = (patient: PatientRecord) => `${patient.firstName} ${patient.lastName}`;

function telecom(phone: string, email = ''): Fhir.ContactPoint[] | undefined {
  const points: Fhir.ContactPoint[] = [
    ...(phone ? [{ system: 'phone' as const, value: phone }] : []),
    ...(email ? [{ system: 'email' as const, value: email }] : []),
  ];
  return points.length ? points : undefined;
}

export function patientResource(patient: PatientRecord): WithId<Fhir.Patient> {
  const emergency = patient.emergencyContactName || patient.emergencyContactPhone;
  return {
    resourceType: 'Patient',
    id: patient.id,
    active: patient.status === 'active',
    name: [
      {
        use: 'official',
        family: patient.lastName,
        given: [patient.firstName],
        text: nameOf(patient),
      },
    ],
    ...(patient.sex ? { gender: genders[patient.sex] } : {}),
    ...(patient.dateOfBirth ? { birthDate: patient.dateOfBirth } : {}),
    ...(telecom(patient.phone, patient.email)
      ? { telecom: telecom(patient.phone, patient.email) }
      : {}),
    ...(patient.address ? { address: [{ text: patient.address }] } : {}),
    ...(emergency
      ? {
          contact: [
            {
              relationship: [
                {
                  coding: [
                    { system: CONTACT_RELATIONSHIP, code: 'C', display: 'Emergency Contact' },
                  ],
                },
              ],
              ...(patient.emergencyContactName
                ? { name: { text: patient.emergencyContactName } }
                : {}),
              ...(telecom(patient.emergencyContactPhone)
                ? { telecom: telecom(patient.emergencyContactPhone) }
                : {}),
            },
          ],
        }
      : {}),
  };
}

/** "Knee, left"; the side alone when no region was recorded. */
function bodySiteText(diagnosis: Diagnosis): string {
  return [diagnosis.bodyRegion, diagnosis.side].filter(Boolean).join(', ');
}

/**
 * A diagnosis: the ICD-10 coding is displayed with the code's official title, and the clinician's
 * own wording is the concept's text.
 */
export function conditionResource(diagnosis: Diagnosis, patientId: string): WithId<Fhir.Condition> {
  const site = bodySiteText(diagnosis);
  const title = diagnosis.icd10Code ? icd10Of(diagnosis.icd10Code)?.title : undefined;
  return {
    resourceType: 'Condition',
    id: diagnosis.id,
    clinicalStatus: {
      coding: [{ system: CONDITION_CLINICAL, code: diagnosis.status }],
    },
    verificationStatus: { coding: [{ system: CONDITION_VERIFICATION, code: 'confirmed' }] },
    category: [{ coding: [{ system: CONDITION_CATEGORY, code: 'problem-list-item' }] }],
    code: {
      ...(diagnosis.icd10Code
        ? {
            coding: [
              {
                system: ICD10_SYSTEM,
                code: diagnosis.icd10Code,
                ...(title ? { display: title } : {}),
              },
            ],
          }
        : {}),
      text: diagnosis.description,
    },
    ...(site ? { bodySite: [{ text: site }] } : {}),
    subject: ref(patientId),
    ...(diagnosis.onsetOn ? { onsetDateTime: diagnosis.onsetOn } : {}),
    recordedDate: diagnosis.diagnosedOn,
    ...(diagnosis.diagnosedByName ? { recorder: { display: diagnosis.diagnosedByName } } : {}),
    ...(diagnosis.notes ? { note: [{ text: diagnosis.notes }] } : {}),
  };
}

/** "3 × 10, daily, slowly"; an intervention's dose and notes in words. */
function doseText(item: ExportTreatmentPlan['interventions'][number]): string {
  return [interventionDose(item), item.notes].filter(Boolean).join(', ');
}

export function carePlanResource(
  plan: ExportTreatmentPlan,
  patientId: string,
): WithId<Fhir.CarePlan> {
  const description = [
    plan.plannedSessions ? `${plan.plannedSessions} sessions planned` : '',
    plan.frequency,
    `${plan.sessionsDone} done`,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    resourceType: 'CarePlan',
    id: plan.id,
    status: carePlanStatusCodes[plan.status],
    intent: 'plan',
    title: plan.title,
    description,
    subject: ref(patientId),
    period: { start: plan.startsOn, ...(plan.endsOn ? { end: plan.endsOn } : {}) },
    created: plan.createdAt,
    ...(plan.diagnosisId ? { addresses: [ref(plan.diagnosisId)] } : {}),
    ...(plan.goals.length ? { goal: plan.goals.map((goal) => ref(goal.id)) } : {}),
    ...(plan.interventions.length
      ? {
          activity: plan.interventions.map((item) => {
            const dose = doseText(item);
            return {
              detail: {
                code: { text: item.name },
                status: activityStatusCodes[plan.status],
                ...(dose ? { description: `${item.kind}: ${dose}` } : { description: item.kind }),
              },
            };
          }),
        }
      : {}),
    ...(plan.notes ? { note: [{ text: plan.notes }] } : {}),
  };
}

export function goalResources(plan: ExportTreatmentPlan, patientId: string): WithId<Fhir.Goal>[] {
  return plan.goals.map((goal) => ({
    resourceType: 'Goal',
    id: goal.id,
    lifecycleStatus: goalStatusCodes[plan.status],
    description: { text: goal.description },
    subject: ref(patientId),
    startDate: plan.startsOn,
    ...(goal.target !== null
      ? {
          target: [
            {
              ...(goal.measure ? { measure: { text: goal.measure } } : {}),
              detailQuantity: {
                value: goal.target,
                ...(goal.measure ? { unit: goal.measure } : {}),
              },
              ...(plan.endsOn ? { dueDate: plan.endsOn } : {}),
            },
          ],
        }
      : {}),
    ...(plan.diagnosisId ? { addresses: [ref(plan.diagnosisId)] } : {}),
    ...(goal.baseline !== null
      ? {
          note: [{ text: `Baseline: ${goal.baseline}${goal.measure ? ` (${goal.measure})` : ''}` }],
        }
      : {}),
  }));
}

const category = (code: 'survey' | 'exam'): Fhir.CodeableConcept[] => [
  { coding: [{ system: OBSERVATION_CATEGORY, code }] },
];

/** Pain, the outcome score and the range of motion of one entry, each its own Observation. */
export function observationResources(
  entry: ProgressEntry,
  planId: string,
  patientId: string,
): WithId<Fhir.Observation>[] {
  const common = {
    resourceType: 'Observation' as const,
    status: 'final' as const,
    subject: ref(patientId),
    basedOn: [ref(planId)],
    effectiveDateTime: entry.recordedOn,
    ...(entry.recordedByName ? { performer: displayOnly(entry.recordedByName) } : {}),
  };
  const note = entry.notes ? { note: [{ text: entry.notes }] } : {};
  const observations: WithId<Fhir.Observation>[] = [];
  if (entry.pain !== null)
    observations.push({
      ...common,
      id: derivedUuid(entry.id, 'pain'),
      category: category('survey'),
      code: {
        coding: [
          {
            system: LOINC_SYSTEM,
            code: PAIN_LOINC,
            display: 'Pain severity - 0-10 verbal numeric rating [Score] - Reported',
          },
        ],
        text: 'Pain severity - 0-10 verbal numeric rating',
      },
      valueQuantity: { value: entry.pain, unit: '{score}', system: UCUM_SYSTEM, code: '{score}' },
      ...note,
    });
  if (entry.score !== null)
    observations.push({
      ...common,
      id: derivedUuid(entry.id, 'score'),
      category: category('survey'),
      code: { text: entry.outcomeMeasure || 'Outcome measure score' },
      valueQuantity: { value: entry.score, unit: entry.outcomeMeasure || 'score' },
      ...(entry.pain === null ? note : {}),
    });
  if (entry.rangeOfMotion.length)
    observations.push({
      ...common,
      id: derivedUuid(entry.id, 'range-of-motion'),
      category: category('exam'),
      code: { text: 'Range of motion' },
      component: entry.rangeOfMotion.map((reading) => ({
        code: { text: `${reading.joint} ${reading.movement}` },
        valueQuantity: { value: reading.degrees, unit: '°', system: UCUM_SYSTEM, code: 'deg' },
      })),
      ...(entry.pain === null && entry.score === null ? note : {}),
    });
  return observations;
}

const minutesBetween = (start: string, end: string) =>
  Math.round((Date.parse(end) - Date.parse(start)) / 60_000);

export function appointmentResource(
  appointment: ExportAppointment,
  patientId: string,
): WithId<Fhir.Appointment> {
  return {
    resourceType: 'Appointment',
    id: appointment.id,
    status: appointmentStatusCodes[appointment.status],
    ...(appointment.serviceName
      ? {
          serviceType: [{ text: appointment.serviceName }],
          description: appointment.serviceName,
        }
      : {}),
    start: appointment.start,
    end: appointment.end,
    minutesDuration: minutesBetween(appointment.start, appointment.end),
    ...(appointment.status === 'cancelled' && appointment.cancelReason
      ? { cancelationReason: { text: appointment.cancelReason } }
      : {}),
    participant: [
      { actor: ref(patientId), status: 'accepted' },
      { actor: { display: appointment.therapistName }, status: 'accepted' },
    ],
  };
}

/** A completed appointment is a visit that happened: an ambulatory Encounter. */
export function encounterResource(
  appointment: ExportAppointment,
  patientId: string,
): WithId<Fhir.Encounter> {
  return {
    resourceType: 'Encounter',
    id: encounterIdOf(appointment.id),
    status: 'finished',
    class: { system: ACT_CODE, code: 'AMB', display: 'ambulatory' },
    ...(appointment.serviceName ? { type: [{ text: appointment.serviceName }] } : {}),
    subject: ref(patientId),
    participant: [{ individual: { display: appointment.therapistName } }],
    appointment: [ref(appointment.id)],
    period: { start: appointment.start, end: appointment.end },
  };
}

/** The note as the clinician wrote it: SOAP sections, the signature, then the addenda. */
export function noteText(note: VisitNote): string {
  const sections = soapSections
    .filter((section) => note[section].trim())
    .map((section) => `${soapSectionLabels[section]}\n${note[section].trim()}`);
  const signature =
    note.status === 'signed'
      ? [`Signed by ${note.signedByName ?? 'a former member'} at ${note.signedAt}`]
      : ['Draft (not signed)'];
  const addenda = note.addenda.map(
    (addendum) =>
      `Addendum by ${addendum.authorName ?? 'a former member'} at ${addendum.createdAt}\n${addendum.body.trim()}`,
  );
  return [noteTemplateLabels[note.template], ...sections, ...signature, ...addenda].join('\n\n');
}

export function noteDocumentResource(
  note: VisitNote,
  patientId: string,
  encounterAppointmentIds: ReadonlySet<string>,
): WithId<Fhir.DocumentReference> {
  const linked = note.appointmentId;
  const context: Fhir.DocumentReference['context'] = linked
    ? encounterAppointmentIds.has(linked)
      ? { encounter: [ref(encounterIdOf(linked))], related: [ref(linked)] }
      : { related: [ref(linked)] }
    : undefined;
  return {
    resourceType: 'DocumentReference',
    id: note.id,
    status: 'current',
    docStatus: note.status === 'signed' ? 'final' : 'preliminary',
    type: { text: `Visit note: ${noteTemplateLabels[note.template]}` },
    category: [{ text: 'Clinical note' }],
    subject: ref(patientId),
    date: note.signedAt ?? note.updatedAt,
    ...(note.authorName ? { author: [{ display: note.authorName }] } : {}),
    ...(note.signedByName ? { authenticator: { display: note.signedByName } } : {}),
    description: `${noteTemplateLabels[note.template]} (SOAP)`,
    content: [
      {
        attachment: {
          contentType: 'text/plain; charset=utf-8',
          data: Buffer.from(noteText(note), 'utf8').toString('base64'),
          title: `${noteTemplateLabels[note.template]} note`,
          creation: note.createdAt,
        },
      },
    ],
    ...(context ? { context } : {}),
  };
}

/**
 * An attached file with its bytes inline (base64), so the bundle stands on its own outside the
 * app; the app's download path only when the bytes were not read.
 */
export function attachmentDocumentResource(
  attachment: AttachmentRecord,
  patientId: string,
  bytes?: Uint8Array,
): WithId<Fhir.DocumentReference> {
  return {
    resourceType: 'DocumentReference',
    id: attachment.id,
    status: 'current',
    category: [{ text: 'Attachment' }],
    subject: ref(patientId),
    date: attachment.createdAt,
    ...(attachment.uploadedBy ? { author: [{ display: attachment.uploadedBy }] } : {}),
    description: attachment.fileName,
    content: [
      {
        attachment: {
          contentType: attachment.contentType,
          ...(bytes
            ? {
                data: Buffer.from(bytes).toString('base64'),
                hash: createHash('sha1').update(bytes).digest('base64'),
              }
            : { url: attachmentDownloadPath(attachment.id) }),
          size: bytes ? bytes.length : attachment.byteSize,
          title: attachment.fileName,
          creation: attachment.createdAt,
        },
      },
    ],
  };
}

export interface BundleOptions {
  bundleId: string;
  timestamp: string;
  /** The bytes of the attached files, by attachment id. */
  files?: ReadonlyMap<string, Uint8Array>;
}

/** The whole export as one Bundle; `bundleId` and `timestamp` come from the caller. */
export function fhirBundle(
  data: PatientExport,
  { bundleId, timestamp, files }: BundleOptions,
): ExportBundle {
  const { patient } = data;
  const patientId = patient.id;
  const completed = data.appointments.filter((item) => item.status === 'completed');
  const encounterAppointmentIds = new Set(completed.map((item) => item.id));
  const resources: BundleResource[] = [
    patientResource(patient),
    ...coverageResources(patient),
    ...consentResources(patient, data.clinic.name),
    ...referralResources(patient, data.clinic.name),
    ...allergyResources(patient),
    ...medicationResources(patient),
    ...pastHistoryResources(patient),
    ...data.diagnoses.map((diagnosis) => conditionResource(diagnosis, patientId)),
    ...data.treatmentPlans.flatMap((plan) => [
      carePlanResource(plan, patientId),
      ...goalResources(plan, patientId),
    ]),
    ...data.appointments.map((appointment) => appointmentResource(appointment, patientId)),
    ...completed.map((appointment) => encounterResource(appointment, patientId)),
    ...data.treatmentPlans.flatMap((plan) =>
      plan.progress.flatMap((entry) => observationResources(entry, plan.id, patientId)),
    ),
    ...data.visitNotes.map((note) =>
      noteDocumentResource(note, patientId, encounterAppointmentIds),
    ),
    ...data.attachments.map((attachment) =>
      attachmentDocumentResource(attachment, patientId, files?.get(attachment.id)),
    ),
  ];
  return {
    resourceType: 'Bundle',
    id: bundleId,
    type: 'collection',
    timestamp,
    entry: resources.map((resource) => ({ fullUrl: fullUrlOf(resource.id), resource })),
  };
}
