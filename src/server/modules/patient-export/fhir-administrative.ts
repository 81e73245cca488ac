import type { PatientRecord } from '../../../domain/patients.js';
import type * as Fhir from '@medplum/fhirtypes';
import { derivedUuid, LOINC_SYSTEM, ref, SNOMED_SYSTEM, type WithId } from './fhir-ids.js';

/* What the record holds about insurance, consents and the referral, as FHIR R4 resources. */

const CONSENT_SCOPE = 'http://terminology.hl7.org/CodeSystem/consentscope';
const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';

/** The insurer and policy number; none when the record has neither. */
export function coverageResources(patient: PatientRecord): WithId<Fhir.Coverage>[] {
  if (!patient.insurer && !patient.policyNumber) return [];
  return [
    {
      resourceType: 'Coverage',
      id: derivedUuid(patient.id, 'coverage'),
      status: 'active',
      ...(patient.policyNumber
        ? {
            identifier: [
              {
                value: patient.policyNumber,
                ...(patient.insurer ? { assigner: { display: patient.insurer } } : {}),
              },
            ],
            subscriberId: patient.policyNumber,
          }
        : {}),
      beneficiary: ref(patient.id),
      payor: [{ display: patient.insurer || 'Insurer not recorded' }],
    },
  ];
}

const patientConsent: Fhir.CodeableConcept[] = [
  { coding: [{ system: LOINC_SYSTEM, code: '59284-0', display: 'Patient Consent' }] },
];
const optIn: Fhir.CodeableConcept = {
  coding: [{ system: ACT_CODE, code: 'OPTIN', display: 'opt-in' }],
};

/**
 * The consents the record holds: to treatment (with its day) and to being contacted about
 * appointments. A consent not given is not recorded as refused: the record cannot tell.
 */
export function consentResources(
  patient: PatientRecord,
  clinicName: string,
): WithId<Fhir.Consent>[] {
  const consents: WithId<Fhir.Consent>[] = [];
  const common = {
    resourceType: 'Consent' as const,
    status: 'active' as const,
    category: patientConsent,
    patient: ref(patient.id),
    performer: [ref(patient.id)],
    organization: [{ display: clinicName }],
    policyRule: optIn,
  };
  if (patient.consentToTreatmentOn)
    consents.push({
      ...common,
      id: derivedUuid(patient.id, 'consent/treatment'),
      scope: { coding: [{ system: CONSENT_SCOPE, code: 'treatment', display: 'Treatment' }] },
      dateTime: patient.consentToTreatmentOn,
      provision: { type: 'permit' },
    });
  if (patient.consentToContact)
    consents.push({
      ...common,
      id: derivedUuid(patient.id, 'consent/contact'),
      scope: {
        coding: [{ system: CONSENT_SCOPE, code: 'patient-privacy', display: 'Privacy Consent' }],
      },
      provision: {
        type: 'permit',
        action: [{ text: 'Appointment reminders and confirmations' }],
      },
    });
  return consents;
}

/** The referral that brought the patient: who referred them and through which source. */
export function referralResources(
  patient: PatientRecord,
  clinicName: string,
): WithId<Fhir.ServiceRequest>[] {
  if (!patient.referringDoctor && !patient.referralSource) return [];
  return [
    {
      resourceType: 'ServiceRequest',
      id: derivedUuid(patient.id, 'referral'),
      status: patient.status === 'active' ? 'active' : 'completed',
      intent: 'order',
      category: [
        { coding: [{ system: SNOMED_SYSTEM, code: '3457005', display: 'Patient referral' }] },
      ],
      subject: ref(patient.id),
      ...(patient.referringDoctor ? { requester: { display: patient.referringDoctor } } : {}),
      performer: [{ display: clinicName }],
      ...(patient.referralSource
        ? { note: [{ text: `Referral source: ${patient.referralSource}` }] }
        : {}),
    },
  ];
}
