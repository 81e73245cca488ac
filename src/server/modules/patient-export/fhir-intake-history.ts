import type { PatientRecord } from '../../../domain/patients.js';
import type * as Fhir from '@medplum/fhirtypes';
import { derivedUuid, LOINC_SYSTEM, ref, SNOMED_SYSTEM, type WithId } from './fhir-ids.js';

/*
 * The record's intake history (allergies, medications, past medical history) is free text the
 * clinician types one item per line: each non-blank line becomes its own resource, coded by its
 * text only, since nothing maps it to a terminology.
 */

const ALLERGY_CLINICAL = 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical';
const CONDITION_CLINICAL = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
const CONDITION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/condition-category';

/** The non-blank lines of a free-text field, list bullets dropped. */
export function itemsOf(text: string | null): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-•*]\s+/, '').trim())
    .filter(Boolean);
}

/** Words that record the absence of anything, not an item. */
const nothingWords = new Set([
  'none',
  'nil',
  'no',
  'n/a',
  'na',
  'nka',
  'nkda',
  'no known allergies',
  'no known drug allergies',
  'no allergies',
  'no medications',
  'no medication',
]);
const saysNothing = (item: string) => nothingWords.has(item.toLowerCase().replace(/\.$/, ''));

export function allergyResources(patient: PatientRecord): WithId<Fhir.AllergyIntolerance>[] {
  const items = itemsOf(patient.allergies);
  const common = {
    resourceType: 'AllergyIntolerance' as const,
    clinicalStatus: { coding: [{ system: ALLERGY_CLINICAL, code: 'active', display: 'Active' }] },
    patient: ref(patient.id),
  };
  if (items.length === 1 && saysNothing(items[0]!))
    return [
      {
        ...common,
        id: derivedUuid(patient.id, 'allergy/none'),
        code: {
          coding: [{ system: SNOMED_SYSTEM, code: '716186003', display: 'No known allergy' }],
          text: items[0]!,
        },
      },
    ];
  return items.map((item, index): WithId<Fhir.AllergyIntolerance> => ({
    ...common,
    id: derivedUuid(patient.id, `allergy/${index}`),
    code: { text: item },
  }));
}

/** The medications the patient takes, as the record lists them. */
export function medicationResources(patient: PatientRecord): WithId<Fhir.MedicationStatement>[] {
  return itemsOf(patient.medications)
    .filter((item) => !saysNothing(item))
    .map((item, index): WithId<Fhir.MedicationStatement> => ({
      resourceType: 'MedicationStatement',
      id: derivedUuid(patient.id, `medication/${index}`),
      status: 'active',
      medicationCodeableConcept: { text: item },
      subject: ref(patient.id),
    }));
}

/**
 * Past medical history: Conditions that are no longer current (clinical status inactive), filed
 * as problem-list items of the past-illness history (LOINC 11348-0).
 */
export function pastHistoryResources(patient: PatientRecord): WithId<Fhir.Condition>[] {
  return itemsOf(patient.medicalHistory)
    .filter((item) => !saysNothing(item))
    .map((item, index): WithId<Fhir.Condition> => ({
      resourceType: 'Condition',
      id: derivedUuid(patient.id, `history/${index}`),
      clinicalStatus: {
        coding: [{ system: CONDITION_CLINICAL, code: 'inactive', display: 'Inactive' }],
      },
      category: [
        {
          coding: [
            { system: CONDITION_CATEGORY, code: 'problem-list-item', display: 'Problem List Item' },
          ],
        },
        {
          coding: [
            { system: LOINC_SYSTEM, code: '11348-0', display: 'History of Past illness Narrative' },
          ],
          text: 'Past medical history',
        },
      ],
      code: { text: item },
      subject: ref(patient.id),
    }));
}
