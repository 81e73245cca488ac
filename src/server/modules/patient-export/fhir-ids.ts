import { createHash } from 'node:crypto';
import type * as Fhir from '@medplum/fhirtypes';

/** Every resource of the export has an id: its entry's full URL is made from it. */
export type WithId<T extends Fhir.Resource> = T & { id: string };

export const fullUrlOf = (id: string) => `urn:uuid:${id}`;

/** A reference by full URL: it names no resource type, so it fits every reference element. */
export const ref = (id: string, display?: string): Fhir.Reference<never> => ({
  reference: fullUrlOf(id),
  ...(display ? { display } : {}),
});

/** A stable UUID (version 5 layout) for a resource derived from a record, e.g. its Encounter. */
export function derivedUuid(recordId: string, kind: string): string {
  const hash = createHash('sha1').update(`${recordId}/${kind}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const SNOMED_SYSTEM = 'http://snomed.info/sct';
export const LOINC_SYSTEM = 'http://loinc.org';
