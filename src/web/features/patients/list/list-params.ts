import { patientListQuerySchema } from '../../../../domain/patients.js';
import {
  urlDefaults,
  urlField,
  urlFlag,
  urlPage,
  type UrlParams,
} from '../../../components/lists/url-list-params';

const query = patientListQuerySchema.shape;

/** What the list shows, as kept in the URL (`?q=&status=&therapist=&review=&sort=&page=`). */
export const patientListFields = {
  search: urlField('q', query.search.unwrap(), ''),
  status: urlField('status', query.status.unwrap(), 'all'),
  /** A team member's user id, or '' for every therapist. */
  therapistId: urlField('therapist', query.therapistId.unwrap(), ''),
  /** Only patients booked online that may be duplicates, not yet reviewed. */
  needsReview: urlFlag('review'),
  sort: urlField('sort', query.sort.unwrap(), 'name'),
  page: urlPage,
};
export type PatientListParams = UrlParams<typeof patientListFields>;

export const PATIENT_LIST_PAGE_SIZE = 25;

export const defaultListParams = urlDefaults(patientListFields);

/** Whether anything narrows the list (the sort and page do not). */
export const isFiltered = (params: PatientListParams) =>
  params.search !== '' ||
  params.status !== 'all' ||
  params.therapistId !== '' ||
  params.needsReview;
