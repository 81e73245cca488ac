import { date, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { jobPriorities, jobStatuses, jobTypes } from '../../../domain/jobs.js';
import { users } from './accounts.js';
import { clinicScoped, sameClinicReference } from './clinic-scoped.js';
import { at, createdAt, id } from './columns.js';
import { patients } from './patients.js';

export const jobStatus = pgEnum('job_status', jobStatuses);
export const jobType = pgEnum('job_type', jobTypes);
export const jobPriority = pgEnum('job_priority', jobPriorities);

/** A clinic task (all-jobs): owned by a member, optionally about a patient. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    clinicId: clinicScoped(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: jobStatus('status').notNull().default('pending'),
    type: jobType('type').notNull().default('other'),
    priority: jobPriority('priority').notNull().default('normal'),
    /** A day on the clinic's calendar; overdue once the clinic's today is past it and not done. */
    dueOn: date('due_on', { mode: 'string' }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    patientId: uuid('patient_id'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('jobs_clinic_status_due_idx').on(table.clinicId, table.status, table.dueOn),
    index('jobs_clinic_assignee_idx').on(table.clinicId, table.assigneeId),
    index('jobs_clinic_created_idx').on(table.clinicId, table.createdAt),
    sameClinicReference(
      'jobs_patient_same_clinic_fk',
      [table.clinicId, table.patientId],
      patients,
    ).onDelete('set null'),
  ],
);
