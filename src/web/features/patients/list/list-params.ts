import {
  patientSorts,
  patientStatuses,
  type PatientSort,
  type PatientStatus,
} from '../../../../domain/patients.js';

/** What the list shows, as kept in the URL (`?q=&status=&therapist=&sort=&page=`). */
export interface PatientListParams {
  search: string;
  status: PatientStatus | 'all';
  /** A team member's user id, or '' for every therapist. */
  therapistId: string;
  sort: PatientSort;
  page: number;
}

export const PATIENT_LIST_PAGE_SIZE = 25;

export const defaultListParams: PatientListParams = {
  search: '',
  status: 'all',
  therapistId: '',
  sort: 'name',
  page: 1,
};

const isStatus = (value: string | null): value is PatientStatus =>
  (patientStatuses as readonly string[]).includes(value ?? '');
const isSort = (value: string | null): value is PatientSort =>
  (patientSorts as readonly string[]).includes(value ?? '');

/** A hand-edited or stale link falls back to the defaults rather than failing. */
export function readListParams(url: URLSearchParams): PatientListParams {
  const status = url.get('status');
  const sort = url.get('sort');
  const page = Number(url.get('page'));
  return {
    search: url.get('q')?.trim() ?? '',
    status: isStatus(status) ? status : 'all',
    therapistId: url.get('therapist') ?? '',
    sort: isSort(sort) ? sort : 'name',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only what differs from the defaults, so a plain list has a plain URL. */
export function writeListParams(params: PatientListParams): URLSearchParams {
  const url = new URLSearchParams();
  if (params.search) url.set('q', params.search);
  if (params.status !== 'all') url.set('status', params.status);
  if (params.therapistId) url.set('therapist', params.therapistId);
  if (params.sort !== 'name') url.set('sort', params.sort);
  if (params.page > 1) url.set('page', String(params.page));
  return url;
}

/** Whether anything narrows the list (the sort and page do not). */
export const isFiltered = (params: PatientListParams) =>
  params.search !== '' || params.status !== 'all' || params.therapistId !== '';
