/** A job is a clinic task (issue "Jobs, stats…"): who owns it, what kind, how urgent, when due. */
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
