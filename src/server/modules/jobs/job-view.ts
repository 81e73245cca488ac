import { and, eq, sql } from 'drizzle-orm';
import type { Job } from '../../../domain/jobs.js';
import type { Db } from '../../db/client.js';
import { jobs, patients, users } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { memberNameSql } from '../../db/member-name.js';

type JobRow = typeof jobs.$inferSelect;

/** Not done and due before the clinic's today (a calendar day in its time zone). */
export const overdueCondition = (today: string) =>
  sql<boolean>`(${jobs.status} <> 'done' and ${jobs.dueOn} < ${today}::date)`;

/** A job with the names the list shows, its assignee and patient joined in. */
export const selectJobs = (db: Db, today: string) =>
  db
    .select({
      row: jobs,
      assigneeName: memberNameSql,
      patientName: sql<
        string | null
      >`nullif(trim(${patients.firstName} || ' ' || ${patients.lastName}), '')`,
      overdue: sql<boolean>`coalesce(${overdueCondition(today)}, false)`,
    })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.assigneeId))
    .leftJoin(patients, eq(patients.id, jobs.patientId))
    .$dynamic();

export interface SelectedJob {
  row: JobRow;
  assigneeName: string | null;
  patientName: string | null;
  overdue: boolean;
}

export const toJob = ({ row, assigneeName, patientName, overdue }: SelectedJob): Job => ({
  id: row.id,
  title: row.title,
  description: row.description,
  status: row.status,
  type: row.type,
  priority: row.priority,
  dueOn: row.dueOn,
  assigneeId: row.assigneeId,
  assigneeName: row.assigneeId ? assigneeName : null,
  patientId: row.patientId,
  patientName: row.patientId ? patientName : null,
  createdById: row.createdById,
  completedAt: row.completedAt?.toISOString() ?? null,
  overdue,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A job of this clinic, or 404 (another clinic's job is one that does not exist). */
export async function jobOr404(db: Db, clinicId: string, id: string, today: string) {
  const [found] = await selectJobs(db, today).where(
    and(eq(jobs.id, id), eq(jobs.clinicId, clinicId)),
  );
  if (!found) throw notFound('The job');
  return found;
}
