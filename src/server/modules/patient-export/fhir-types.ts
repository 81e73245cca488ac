/*
 * The few FHIR R4 shapes the patient export writes (https://hl7.org/fhir/R4/). Kept here, not
 * taken from a types package: the export writes a small, fixed subset and a package of every
 * resource would be a large dependency for a dozen interfaces.
 */

export interface Coding {
  system?: string;
  code?: string;
  display?: string;
}

export interface CodeableConcept {
  coding?: Coding[];
  text?: string;
}

/** A reference inside the bundle (`urn:uuid:…`), or a display-only one (no `reference`). */
export interface Reference {
  reference?: string;
  display?: string;
}

export interface Period {
  start?: string;
  end?: string;
}

export interface Quantity {
  value: number;
  unit?: string;
  system?: string;
  code?: string;
}

export interface ContactPoint {
  system: 'phone' | 'email';
  value: string;
  use?: 'home' | 'work' | 'mobile';
}

export interface Annotation {
  text: string;
  time?: string;
  authorString?: string;
}

export interface Attachment {
  contentType?: string;
  data?: string;
  url?: string;
  size?: number;
  title?: string;
  creation?: string;
}

interface Resource<T extends string> {
  resourceType: T;
  id: string;
}

export interface Patient extends Resource<'Patient'> {
  active: boolean;
  name: { use: 'official'; family: string; given: string[]; text: string }[];
  gender?: 'male' | 'female' | 'other' | 'unknown';
  birthDate?: string;
  telecom?: ContactPoint[];
  address?: { text: string }[];
  contact?: {
    relationship: CodeableConcept[];
    name?: { text: string };
    telecom?: ContactPoint[];
  }[];
}

export interface Condition extends Resource<'Condition'> {
  clinicalStatus: CodeableConcept;
  verificationStatus: CodeableConcept;
  category: CodeableConcept[];
  code: CodeableConcept;
  bodySite?: CodeableConcept[];
  subject: Reference;
  onsetDateTime?: string;
  recordedDate: string;
  recorder?: Reference;
  note?: Annotation[];
}

export interface CarePlan extends Resource<'CarePlan'> {
  status: 'draft' | 'active' | 'on-hold' | 'revoked' | 'completed' | 'entered-in-error' | 'unknown';
  intent: 'plan';
  title: string;
  description?: string;
  subject: Reference;
  period: Period;
  created: string;
  addresses?: Reference[];
  goal?: Reference[];
  activity?: {
    detail: {
      kind?: 'ServiceRequest';
      code: CodeableConcept;
      status: 'not-started' | 'in-progress' | 'completed' | 'cancelled';
      description?: string;
    };
  }[];
  note?: Annotation[];
}

export interface Goal extends Resource<'Goal'> {
  lifecycleStatus: 'planned' | 'active' | 'completed' | 'cancelled';
  description: CodeableConcept;
  subject: Reference;
  startDate: string;
  target?: { measure?: CodeableConcept; detailQuantity?: Quantity; dueDate?: string }[];
  addresses?: Reference[];
  note?: Annotation[];
}

export interface Appointment extends Resource<'Appointment'> {
  status: 'booked' | 'arrived' | 'fulfilled' | 'cancelled' | 'noshow';
  serviceType?: CodeableConcept[];
  description?: string;
  start: string;
  end: string;
  minutesDuration: number;
  cancelationReason?: CodeableConcept;
  participant: { actor: Reference; status: 'accepted' }[];
}

export interface Encounter extends Resource<'Encounter'> {
  status: 'finished';
  class: Coding;
  type?: CodeableConcept[];
  subject: Reference;
  participant?: { individual: Reference }[];
  appointment: Reference[];
  period: Period;
}

export interface Observation extends Resource<'Observation'> {
  status: 'final';
  category: CodeableConcept[];
  code: CodeableConcept;
  subject: Reference;
  basedOn?: Reference[];
  effectiveDateTime: string;
  performer?: Reference[];
  valueQuantity?: Quantity;
  component?: { code: CodeableConcept; valueQuantity: Quantity }[];
  note?: Annotation[];
}

export interface DocumentReference extends Resource<'DocumentReference'> {
  status: 'current';
  docStatus?: 'preliminary' | 'final' | 'amended';
  type?: CodeableConcept;
  category?: CodeableConcept[];
  subject: Reference;
  date: string;
  author?: Reference[];
  authenticator?: Reference;
  description?: string;
  content: { attachment: Attachment }[];
  context?: { encounter?: Reference[]; related?: Reference[] };
}

export type BundleResource =
  Patient | Condition | CarePlan | Goal | Appointment | Encounter | Observation | DocumentReference;

export interface Bundle {
  resourceType: 'Bundle';
  id: string;
  type: 'collection';
  timestamp: string;
  entry: { fullUrl: string; resource: BundleResource }[];
}
