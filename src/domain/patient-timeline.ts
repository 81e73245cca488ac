import { z } from 'zod';

/**
 * GET /patients/{patientId}/timeline : everything of the patient in date
 * order, newest first. Clinical kinds are left out for members without `clinical.read`.
 */
export const TIMELINE_MAX = 200;

export const timelineKinds = [
  'appointment',
  'diagnosis',
  'treatment_plan',
  'progress',
  'note',
  'addendum',
  'attachment',
  'patient',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/** Kinds an assistant may see: demographics and appointments only. */
export const nonClinicalTimelineKinds: readonly TimelineKind[] = ['appointment', 'patient'];

export const timelineEventSchema = z.object({
  at: z.iso.datetime(),
  /** True when the record has a date but no time (a diagnosis date): `at` is noon, clinic time. */
  allDay: z.boolean(),
  kind: z.enum(timelineKinds),
  /** The record's id: an appointment, diagnosis, plan, progress entry, note, addendum, attachment. */
  id: z.uuid(),
  /** The record the event belongs to: a progress entry's plan, an addendum's note. */
  parentId: z.uuid().optional(),
  title: z.string(),
  detail: z.string().optional(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const patientTimelineSchema = z.object({ events: z.array(timelineEventSchema) });
export type PatientTimeline = z.infer<typeof patientTimelineSchema>;
