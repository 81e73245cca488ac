import { and, asc, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { JobList, JobListQuery, JobSort } from '../../../domain/jobs.js';
import type { AppContext } from '../../context.js';
import { jobs, patients } from '../../db/schema.js';
import { clinicToday } from '../../clinic/clinic-today.js';
import { likePattern } from '../patients/list-query.js';
import type { ClinicActor } from '../../http/clinic-actor.js';
import { overdueCondition, selectJobs, toJob } from './job-view.js';
import { pageInfo, pageOffset } from '../../db/pagination.js';

/** Each word is a part of the title, the description or the patient's name. */
function searchConditions(search: string | undefined): SQL[] {
  const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return words.map((word) => {
    const pattern = likePattern(word);
    return or(
      like(sql`lower(${jobs.title})`, pattern),
      like(sql`lower(${jobs.description})`, pattern),
      like(patients.searchText, pattern),
    )!;
  });
}

function statusCondition(status: JobListQuery['status']): SQL | undefined {
  if (!status) return undefined;
  if (status === 'open') return sql`${jobs.status} <> 'done'`;
  return eq(jobs.status, status);
}

/**
 * Enum columns sort in their declared order (pending → done, low → urgent). Jobs without a due
 * date come last either way; ties go to the nearer due date, then the id, so pages never overlap.
 */
function orderOf(sort: JobSort, order: 'asc' | 'desc'): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const dueOn = sql`${jobs.dueOn} ${sql.raw(order)} nulls last`;
  const byDueOn = sql`${jobs.dueOn} asc nulls last`;
  const tail = [asc(jobs.id)];
  switch (sort) {
    case 'dueOn':
      return [dueOn, desc(jobs.priority), ...tail];
    case 'priority':
      return [direction(jobs.priority), byDueOn, ...tail];
    case 'status':
      return [direction(jobs.status), byDueOn, ...tail];
    case 'title':
      return [direction(sql`lower(${jobs.title})`), ...tail];
    case 'createdAt':
      return [direction(jobs.createdAt), ...tail];
  }
}

export async function listJobs(
  ctx: AppContext,
  actor: ClinicActor,
  query: JobListQuery,
): Promise<JobList> {
  const today = await clinicToday(ctx.db, ctx.clock, actor.clinicId);
  const where = and(
    eq(jobs.clinicId, actor.clinicId),
    statusCondition(query.status),
    query.type ? eq(jobs.type, query.type) : undefined,
    query.assigneeId ? eq(jobs.assigneeId, query.assigneeId) : undefined,
    query.mine ? eq(jobs.assigneeId, actor.userId) : undefined,
    query.overdue ? overdueCondition(today) : undefined,
    ...searchConditions(query.search),
  );
  const rows = await selectJobs(ctx.db, today)
    .where(where)
    .orderBy(...orderOf(query.sort, query.order))
    .limit(query.limit)
    .offset(pageOffset(query.page, query.limit));
  const [counted] = await ctx.db
    .select({ n: count() })
    .from(jobs)
    .leftJoin(patients, eq(patients.id, jobs.patientId))
    .where(where);
  const total = counted?.n ?? 0;
  return {
    jobs: rows.map(toJob),
    ...pageInfo(total, query.page, query.limit),
  };
}
