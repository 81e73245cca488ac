/*
 * A small structural check of a FHIR R4 collection Bundle, for the export's tests: the entries'
 * identities, every reference resolving inside the bundle, and the elements R4 requires (min 1)
 * of the resource types the export writes. Not a full FHIR validator.
 */

type Json = Record<string, unknown>;

const UUID_URN = /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Elements each resource type must have (R4 cardinality 1..1 or 1..*). */
const required: Record<string, string[]> = {
  Patient: [],
  Condition: ['subject'],
  CarePlan: ['status', 'intent', 'subject'],
  Goal: ['lifecycleStatus', 'description', 'subject'],
  Appointment: ['status', 'participant'],
  Encounter: ['status', 'class'],
  Observation: ['status', 'code'],
  DocumentReference: ['status', 'content'],
};

/** Every `reference` string anywhere inside `value`. */
export function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      key === 'reference' && typeof item === 'string' ? [item] : referencesIn(item),
    );
  return [];
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** The problems found; an empty list is a bundle that passes. */
export function bundleProblems(bundle: unknown): string[] {
  const problems: string[] = [];
  const doc = bundle as Json;
  if (doc.resourceType !== 'Bundle') problems.push('resourceType is not Bundle');
  if (doc.type !== 'collection') problems.push('type is not collection');
  if (typeof doc.timestamp !== 'string' || !INSTANT.test(doc.timestamp))
    problems.push('timestamp is not an instant');
  if (!Array.isArray(doc.entry)) return [...problems, 'entry is not a list'];

  const entries = doc.entry as Json[];
  const fullUrls = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const resource = entry.resource as Json | undefined;
    const fullUrl = entry.fullUrl;
    const where = `entry[${index}]`;
    if (typeof fullUrl !== 'string' || !UUID_URN.test(fullUrl))
      problems.push(`${where}.fullUrl is not a urn:uuid`);
    else if (fullUrls.has(fullUrl)) problems.push(`${where}.fullUrl ${fullUrl} is not unique`);
    else fullUrls.add(fullUrl);
    if (!resource) {
      problems.push(`${where} has no resource`);
      continue;
    }
    const type = String(resource.resourceType);
    if (!(type in required)) problems.push(`${where} is an unexpected ${type}`);
    if (typeof resource.id !== 'string' || !FHIR_ID.test(resource.id))
      problems.push(`${where}.resource.id is not a FHIR id`);
    else if (fullUrl !== `urn:uuid:${resource.id}`)
      problems.push(`${where}.fullUrl does not name its resource's id`);
    for (const element of required[type] ?? [])
      if (isEmpty(resource[element])) problems.push(`${where} ${type} lacks ${element}`);
  }

  for (const reference of referencesIn(entries.map((entry) => entry.resource)))
    if (!fullUrls.has(reference)) problems.push(`reference ${reference} does not resolve`);
  return problems;
}
