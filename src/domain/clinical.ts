/**
 * The clinical record's fixed vocabularies, shared by the database
 * enums, the API contracts and the screens.
 */

export const patientSexes = ['female', 'male', 'other', 'undisclosed'] as const;
export type PatientSex = (typeof patientSexes)[number];

export const bodySides = ['left', 'right', 'bilateral'] as const;
export type BodySide = (typeof bodySides)[number];

export const diagnosisStatuses = ['active', 'resolved'] as const;
export type DiagnosisStatus = (typeof diagnosisStatuses)[number];

export const treatmentPlanStatuses = ['planned', 'active', 'completed', 'cancelled'] as const;
export type TreatmentPlanStatus = (typeof treatmentPlanStatuses)[number];

/** A service's visit-note template; a note starts from its appointment's service. */
export const noteTemplates = ['initial_assessment', 'follow_up', 'discharge'] as const;
export type NoteTemplate = (typeof noteTemplates)[number];

/** A draft can change; a signed note is locked, later corrections are addenda. */
export const visitNoteStatuses = ['draft', 'signed'] as const;
export type VisitNoteStatus = (typeof visitNoteStatuses)[number];

/** One measurable goal of a treatment plan (kept as JSON on the plan). */
export interface PlanGoal {
  id: string;
  description: string;
  /** e.g. 'Pain (NRS 0-10)', 'Knee flexion (°)', 'Oswestry index (%)'. */
  measure: string;
  baseline: number | null;
  target: number | null;
}

export const interventionKinds = ['modality', 'exercise'] as const;

/** A modality (manual therapy, ultrasound…) or an exercise with its dose. */
export interface PlanIntervention {
  id: string;
  kind: (typeof interventionKinds)[number];
  name: string;
  sets: number | null;
  repetitions: number | null;
  /** e.g. 'daily', '3x per week'. */
  frequency: string;
  notes: string;
}

/** One range-of-motion reading of a progress entry. */
export interface RangeOfMotion {
  joint: string;
  movement: string;
  degrees: number;
}
