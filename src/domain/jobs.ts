import { z } from 'zod';
import { calendarDateSchema } from './dates.js';

/** A job is a clinic task: who owns it, what kind, how urgent, when due. */
export const jobStatuses = ['pending', 'in_progress', 'done'] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const jobTypes = ['admin', 'clinical', 'follow_up_call', 'equipment', 'other'] as const;
export type JobType = (typeof jobTypes)[number];

export const jobPriorities = ['low', 'normal', 'high', 'urgent'] as const;
export type JobPriority = (typeof jobPriorities)[number];

export const jobStatusLabels: Record<JobStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  done: 'Done',
};

export const jobTypeLabels: Record<JobType, string> = {
  admin: 'Admin',
  clinical: 'Clinical',
  follow_up_call: 'Follow-up call',
  equipment: 'Equipment',
  other: 'Other',
};

export const jobPriorityLabels: Record<JobPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

/**
 * The jobs API:
 * GET /jobs?search=&status=&type=&assigneeId=&mine=&overdue=&sort=&order=&page=&limit= →
 * {jobs, total, page, pages}; POST /jobs → 201 {job}; GET and PATCH /jobs/{id} → {job};
 * DELETE /jobs/{id} → 204 (the creator, or owners and admins).
 */
export const JOB_PAGE_SIZE_MAX = 100;
export const JOB_TITLE_MAX = 200;
export const JOB_DESCRIPTION_MAX = 5000;

export const jobSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  status: z.enum(jobStatuses),
  type: z.enum(jobTypes),
  priority: z.enum(jobPriorities),
  dueOn: z.iso.date().nullable(),
  assigneeId: z.uuid().nullable(),
  /** The member's name, or null when unassigned or the account is gone. */
  assigneeName: z.string().nullable(),
  patientId: z.uuid().nullable(),
  patientName: z.string().nullable(),
  createdById: z.uuid().nullable(),
  completedAt: z.iso.datetime().nullable(),
  /** Not done and due before the clinic's today (its time zone). */
  overdue: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Job = z.infer<typeof jobSchema>;

const jobFields = {
  title: z
    .string('Title is required.')
    .trim()
    .min(1, 'Title is required.')
    .max(JOB_TITLE_MAX, `Use at most ${JOB_TITLE_MAX} characters.`),
  description: z
    .string()
    .trim()
    .max(JOB_DESCRIPTION_MAX, `Use at most ${JOB_DESCRIPTION_MAX} characters.`),
  status: z.enum(jobStatuses, 'Choose pending, in progress or done.'),
  type: z.enum(jobTypes, 'Choose admin, clinical, follow-up call, equipment or other.'),
  priority: z.enum(jobPriorities, 'Choose low, normal, high or urgent.'),
  dueOn: calendarDateSchema().nullable(),
  /** An active member of this clinic (400 on the field otherwise); null: nobody yet. */
  assigneeId: z.uuid('Choose a member of this clinic.').nullable(),
  /** A patient of this clinic (400 on the field otherwise). */
  patientId: z.uuid('Choose a patient of this clinic.').nullable(),
};

/** POST: fields left out are empty, pending, other, normal priority, no due date, nobody. */
export const createJobSchema = z.object({
  title: jobFields.title,
  description: jobFields.description.optional(),
  status: jobFields.status.optional(),
  type: jobFields.type.optional(),
  priority: jobFields.priority.optional(),
  dueOn: jobFields.dueOn.optional(),
  assigneeId: jobFields.assigneeId.optional(),
  patientId: jobFields.patientId.optional(),
});
export type CreateJobInput = z.infer<typeof createJobSchema>;

/** PATCH changes the fields sent. Done stamps `completedAt`; back to open clears it. */
export const updateJobSchema = createJobSchema.partial();
export type UpdateJobInput = z.infer<typeof updateJobSchema>;

export const jobSorts = ['dueOn', 'priority', 'createdAt', 'title', 'status'] as const;
export type JobSort = (typeof jobSorts)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** `open`: pending or in progress. */
export const jobStatusFilters = [...jobStatuses, 'open'] as const;
export type JobStatusFilter = (typeof jobStatusFilters)[number];

const flag = z.enum(['true', 'false'], 'Use true or false.').transform((value) => value === 'true');
const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number()
    .int('Use a whole number.')
    .min(min, `Ask for at least ${min}.`)
    .max(max, `Ask for at most ${max}.`);

/**
 * Every word of `search` is a part of the title, description or patient's name. `mine`: assigned
 * to the signed-in member. Due dates sort without a date last.
 */
export const jobListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
  status: z.enum(jobStatusFilters, 'Choose open, pending, in progress or done.').optional(),
  type: jobFields.type.optional(),
  assigneeId: z.uuid('Not a valid id.').optional(),
  mine: flag.optional(),
  overdue: flag.optional(),
  sort: z.enum(jobSorts, `Sort by one of ${jobSorts.join(', ')}.`).default('dueOn'),
  order: z.enum(sortOrders, 'Use asc or desc.').default('asc'),
  page: wholeNumber(1, 100_000).default(1),
  limit: wholeNumber(1, JOB_PAGE_SIZE_MAX).default(25),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

export const jobListSchema = z.object({
  jobs: z.array(jobSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type JobList = z.infer<typeof jobListSchema>;

export const jobResponseSchema = z.object({ job: jobSchema });
export type JobResponse = z.infer<typeof jobResponseSchema>;
