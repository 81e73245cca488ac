import { asc, eq } from 'drizzle-orm';
import { DAY_MS, localDayOf } from '../../domain/clinic-time.js';
import type { JobPriority, JobStatus, JobType } from '../../domain/jobs.js';
import type { Db } from './client.js';
import { clinics, jobs, memberships, patients, users } from './schema.js';

interface DemoJob {
  title: string;
  description: string;
  type: JobType;
  priority: JobPriority;
  status: JobStatus;
  /** Days from the clinic's today; null: no due date. */
  dueIn: number | null;
  /** The assignee's demo email. */
  assignee: string | null;
  aboutPatient?: boolean;
}

const demoJobs: DemoJob[] = [
  {
    title: 'Call back about the knee MRI results',
    description: 'The radiology report arrived; book a review if the tear is confirmed.',
    type: 'follow_up_call',
    priority: 'high',
    status: 'pending',
    dueIn: -2,
    assignee: 'therapist1@demo-physio.example',
    aboutPatient: true,
  },
  {
    title: 'Service the ultrasound unit',
    description: 'Annual calibration is due; the supplier needs two days’ notice.',
    type: 'equipment',
    priority: 'normal',
    status: 'in_progress',
    dueIn: -1,
    assignee: 'admin@demo-physio.example',
  },
  {
    title: 'Send the monthly insurer claims',
    description: 'Export last month’s completed visits and upload them to the insurer portal.',
    type: 'admin',
    priority: 'urgent',
    status: 'pending',
    dueIn: 0,
    assignee: 'assistant@demo-physio.example',
  },
  {
    title: 'Update the home exercise handouts',
    description: 'Add the new shoulder mobility series with photos.',
    type: 'clinical',
    priority: 'low',
    status: 'pending',
    dueIn: 7,
    assignee: 'therapist2@demo-physio.example',
  },
  {
    title: 'Order resistance bands and tape',
    description: 'Medium and heavy bands, two boxes of kinesiology tape.',
    type: 'equipment',
    priority: 'normal',
    status: 'done',
    dueIn: -3,
    assignee: 'assistant@demo-physio.example',
  },
  {
    title: 'Renew the clinic’s liability insurance',
    description: 'Compare the two quotes in the shared folder before signing.',
    type: 'admin',
    priority: 'high',
    status: 'pending',
    dueIn: 14,
    assignee: 'owner@demo-physio.example',
  },
  {
    title: 'Plan the team in-service on falls prevention',
    description: '',
    type: 'other',
    priority: 'normal',
    status: 'pending',
    dueIn: null,
    assignee: null,
  },
];

/**
 * A week's worth of clinic tasks around `now`: two overdue, one due today, one done, owned by
 * different members, one about a demo patient. Runs after the patients are seeded.
 */
export async function seedDemoJobs(tx: Db, clinicId: string, now: Date): Promise<void> {
  const [clinic] = await tx
    .select({ timeZone: clinics.timeZone })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  const today = localDayOf(now, clinic!.timeZone).date;
  const dayFrom = (offset: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
  const members = await tx
    .select({ id: users.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.clinicId, clinicId));
  const idOf = (email: string | null) =>
    members.find((member) => member.email === email)?.id ?? null;
  const [patient] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.clinicId, clinicId))
    .orderBy(asc(patients.lastName), asc(patients.firstName))
    .limit(1);
  const owner = idOf('owner@demo-physio.example');

  await tx.insert(jobs).values(
    demoJobs.map((job, i) => ({
      clinicId,
      title: job.title,
      description: job.description,
      type: job.type,
      priority: job.priority,
      status: job.status,
      dueOn: job.dueIn === null ? null : dayFrom(job.dueIn),
      assigneeId: idOf(job.assignee),
      patientId: job.aboutPatient ? (patient?.id ?? null) : null,
      createdById: owner,
      completedAt: job.status === 'done' ? new Date(now.getTime() - DAY_MS) : null,
      // Older first, so "newest" puts the last of the list on top.
      createdAt: new Date(now.getTime() - (demoJobs.length - i) * 3_600_000),
      updatedAt: now,
    })),
  );
}
