import type { JobPriority, JobSort, JobStatus, SortOrder } from '../../../../domain/jobs.js';
import type { TeamMember } from '../../../../domain/team.js';

export const statusColors: Record<JobStatus, string> = {
  pending: 'gray',
  in_progress: 'blue',
  done: 'teal',
};

export const priorityColors: Record<JobPriority, string> = {
  low: 'gray',
  normal: 'blue',
  high: 'orange',
  urgent: 'red',
};

/** The sort menu: a column and a direction, written `column:order`. */
export const sortChoices: { sort: JobSort; order: SortOrder; label: string }[] = [
  { sort: 'dueOn', order: 'asc', label: 'Due date (soonest first)' },
  { sort: 'dueOn', order: 'desc', label: 'Due date (latest first)' },
  { sort: 'priority', order: 'desc', label: 'Priority (urgent first)' },
  { sort: 'priority', order: 'asc', label: 'Priority (low first)' },
  { sort: 'status', order: 'asc', label: 'Status (pending first)' },
  { sort: 'title', order: 'asc', label: 'Title (A to Z)' },
  { sort: 'title', order: 'desc', label: 'Title (Z to A)' },
  { sort: 'createdAt', order: 'desc', label: 'Newest first' },
  { sort: 'createdAt', order: 'asc', label: 'Oldest first' },
];

// A calendar date, not an instant: formatted in UTC so no zone moves it a day.
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** '2026-12-03' → '3 Dec 2026'. */
export const formatDay = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

export const memberName = (member: Pick<TeamMember, 'name' | 'lastName'>) =>
  `${member.name} ${member.lastName}`;

export const totalLabel = (total: number) =>
  `${total.toLocaleString('en')} ${total === 1 ? 'job' : 'jobs'}`;
