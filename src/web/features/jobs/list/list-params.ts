import {
  jobSorts,
  jobStatusFilters,
  jobTypes,
  sortOrders,
  type JobSort,
  type JobStatusFilter,
  type JobType,
  type SortOrder,
} from '../../../../domain/jobs.js';

/**
 * What the list shows, as kept in the URL
 * (`?q=&status=&type=&assignee=&mine=1&overdue=1&sort=&order=&page=`).
 */
export interface JobListParams {
  search: string;
  /** Open (not done) unless the member asks for another. */
  status: JobStatusFilter | 'all';
  type: JobType | 'all';
  /** A member's user id, or '' for everyone. */
  assigneeId: string;
  mine: boolean;
  overdue: boolean;
  sort: JobSort;
  order: SortOrder;
  page: number;
}

export const JOB_LIST_PAGE_SIZE = 25;

export const defaultListParams: JobListParams = {
  search: '',
  status: 'open',
  type: 'all',
  assigneeId: '',
  mine: false,
  overdue: false,
  sort: 'dueOn',
  order: 'asc',
  page: 1,
};

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): value is T =>
    (values as readonly string[]).includes(value ?? '');
const isStatus = oneOf<JobStatusFilter | 'all'>([...jobStatusFilters, 'all']);
const isType = oneOf(jobTypes);
const isSort = oneOf(jobSorts);
const isOrder = oneOf(sortOrders);

/** A hand-edited or stale link falls back to the defaults rather than failing. */
export function readListParams(url: URLSearchParams): JobListParams {
  const status = url.get('status');
  const type = url.get('type');
  const sort = url.get('sort');
  const order = url.get('order');
  const page = Number(url.get('page'));
  return {
    search: url.get('q')?.trim() ?? '',
    status: isStatus(status) ? status : defaultListParams.status,
    type: isType(type) ? type : 'all',
    assigneeId: url.get('assignee') ?? '',
    mine: url.get('mine') === '1',
    overdue: url.get('overdue') === '1',
    sort: isSort(sort) ? sort : defaultListParams.sort,
    order: isOrder(order) ? order : defaultListParams.order,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only what differs from the defaults, so the usual list has a plain URL. */
export function writeListParams(params: JobListParams): URLSearchParams {
  const url = new URLSearchParams();
  if (params.search) url.set('q', params.search);
  if (params.status !== defaultListParams.status) url.set('status', params.status);
  if (params.type !== 'all') url.set('type', params.type);
  if (params.assigneeId) url.set('assignee', params.assigneeId);
  if (params.mine) url.set('mine', '1');
  if (params.overdue) url.set('overdue', '1');
  if (params.sort !== defaultListParams.sort) url.set('sort', params.sort);
  if (params.order !== defaultListParams.order) url.set('order', params.order);
  if (params.page > 1) url.set('page', String(params.page));
  return url;
}

/** Whether anything narrows the list beyond the usual open jobs (sort and page do not). */
export const isFiltered = (params: JobListParams) =>
  params.search !== '' ||
  params.status !== defaultListParams.status ||
  params.type !== 'all' ||
  params.assigneeId !== '' ||
  params.mine ||
  params.overdue;
