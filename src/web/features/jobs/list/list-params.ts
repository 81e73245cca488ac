import { z } from 'zod';
import { jobListQuerySchema } from '../../../../domain/jobs.js';
import {
  urlDefaults,
  urlField,
  urlFlag,
  urlPage,
  type UrlParams,
} from '../../../components/lists/url-list-params';

const query = jobListQuerySchema.shape;

/**
 * What the list shows, as kept in the URL
 * (`?q=&status=&type=&assignee=&mine=1&overdue=1&sort=&order=&page=`).
 */
export const jobListFields = {
  search: urlField('q', query.search.unwrap(), ''),
  /** Open (not done) unless the member asks for another. */
  status: urlField('status', query.status.unwrap().or(z.literal('all')), 'open'),
  type: urlField('type', query.type.unwrap(), 'all'),
  /** A member's user id, or '' for everyone. */
  assigneeId: urlField('assignee', query.assigneeId.unwrap(), ''),
  mine: urlFlag('mine'),
  overdue: urlFlag('overdue'),
  sort: urlField('sort', query.sort.unwrap(), 'dueOn'),
  order: urlField('order', query.order.unwrap(), 'asc'),
  page: urlPage,
};
export type JobListParams = UrlParams<typeof jobListFields>;

export const JOB_LIST_PAGE_SIZE = 25;

export const defaultListParams = urlDefaults(jobListFields);

/** Whether anything narrows the list beyond the usual open jobs (sort and page do not). */
export const isFiltered = (params: JobListParams) =>
  params.search !== '' ||
  params.status !== defaultListParams.status ||
  params.type !== 'all' ||
  params.assigneeId !== '' ||
  params.mine ||
  params.overdue;
