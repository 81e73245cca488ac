import type { Job, JobList } from '../../../domain/jobs.js';
import { demoAdminMember, demoTherapistMember, ownerUser } from '../../test/api-mock';

export const OVERDUE_JOB_ID = '00000000-0000-4000-8000-00000000a001';
export const OPEN_JOB_ID = '00000000-0000-4000-8000-00000000a002';
export const DONE_JOB_ID = '00000000-0000-4000-8000-00000000a003';
export const PATIENT_ID = '00000000-0000-4000-8000-00000000b001';

/** An overdue follow-up call about a patient, created by the owner for the therapist. */
export function demoJob(overrides: Partial<Job> = {}): Job {
  return {
    id: OVERDUE_JOB_ID,
    title: 'Call back about the knee MRI results',
    description: 'Book a review if the tear is confirmed.',
    status: 'pending',
    type: 'follow_up_call',
    priority: 'high',
    dueOn: '2026-11-20',
    assigneeId: demoTherapistMember.userId,
    assigneeName: 'Jelena Ilić',
    patientId: PATIENT_ID,
    patientName: 'Ivana Lukić',
    createdById: ownerUser.user.id,
    completedAt: null,
    overdue: true,
    createdAt: '2026-11-18T09:00:00.000Z',
    updatedAt: '2026-11-18T09:00:00.000Z',
    ...overrides,
  };
}

export const openJob = demoJob({
  id: OPEN_JOB_ID,
  title: 'Service the ultrasound unit',
  description: '',
  type: 'equipment',
  priority: 'normal',
  dueOn: '2026-12-10',
  assigneeId: demoAdminMember.userId,
  assigneeName: 'Marko Petrović',
  patientId: null,
  patientName: null,
  overdue: false,
});

export const doneJob = demoJob({
  id: DONE_JOB_ID,
  title: 'Order resistance bands',
  status: 'done',
  type: 'equipment',
  dueOn: '2026-11-01',
  patientId: null,
  patientName: null,
  completedAt: '2026-11-02T10:00:00.000Z',
  overdue: false,
});

export const jobPage = (overrides: Partial<JobList> = {}): JobList => ({
  jobs: [demoJob(), openJob, doneJob],
  total: 3,
  page: 1,
  pages: 1,
  ...overrides,
});
