import type { z } from 'zod';
import type { createJobSchema, Job } from '../../../../domain/jobs.js';
import type { PickedPatient } from '../../../components/forms/PatientSearchField';

/** The form's values are the API's input as entered; the domain schema parses them on submit. */
export type JobFormValues = z.input<typeof createJobSchema>;

/** The fields a server 400 may name, each an input of the form. */
export const jobFieldNames = [
  'title',
  'description',
  'status',
  'type',
  'priority',
  'dueOn',
  'assigneeId',
  'patientId',
] as const satisfies readonly (keyof JobFormValues)[];

/** A new job: open, normal priority, owned by whoever adds it until they choose someone else. */
export const newJobValues = (assigneeId: string | null): JobFormValues => ({
  title: '',
  description: '',
  status: 'pending',
  type: 'admin',
  priority: 'normal',
  dueOn: null,
  assigneeId,
  patientId: null,
});

export const editJobValues = (job: Job): JobFormValues => ({
  title: job.title,
  description: job.description,
  status: job.status,
  type: job.type,
  priority: job.priority,
  dueOn: job.dueOn,
  assigneeId: job.assigneeId,
  patientId: job.patientId,
});

export const pickedPatientOf = (job: Job): PickedPatient | null =>
  job.patientId ? { id: job.patientId, name: job.patientName ?? 'Patient record' } : null;
