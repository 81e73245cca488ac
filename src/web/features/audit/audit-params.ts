/** What the audit log shows, as kept in the URL (`?member=&action=&patient=&from=&to=&page=`). */
export interface AuditLogParams {
  actorId: string;
  action: string;
  patientId: string;
  /** 'YYYY-MM-DD' days of the clinic, or ''. */
  from: string;
  to: string;
  page: number;
}

export const defaultAuditParams: AuditLogParams = {
  actorId: '',
  action: '',
  patientId: '',
  from: '',
  to: '',
  page: 1,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ACTION = /^[a-z0-9_.]{1,100}$/;

const matching = (value: string | null, pattern: RegExp) =>
  value && pattern.test(value) ? value : '';

/** A hand-edited or stale link falls back to no filter rather than failing. */
export function readAuditParams(url: URLSearchParams): AuditLogParams {
  const page = Number(url.get('page'));
  return {
    actorId: matching(url.get('member'), UUID),
    action: matching(url.get('action'), ACTION),
    patientId: matching(url.get('patient'), UUID),
    from: matching(url.get('from'), DAY),
    to: matching(url.get('to'), DAY),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only what is set, so the plain log has a plain URL. */
export function writeAuditParams(params: AuditLogParams): URLSearchParams {
  const url = new URLSearchParams();
  if (params.actorId) url.set('member', params.actorId);
  if (params.action) url.set('action', params.action);
  if (params.patientId) url.set('patient', params.patientId);
  if (params.from) url.set('from', params.from);
  if (params.to) url.set('to', params.to);
  if (params.page > 1) url.set('page', String(params.page));
  return url;
}

/** The API's query of these filters (`actorId`, `action`, `patientId`, `from`, `to`). */
export function apiFilters(params: AuditLogParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.actorId) query.set('actorId', params.actorId);
  if (params.action) query.set('action', params.action);
  if (params.patientId) query.set('patientId', params.patientId);
  if (params.from) query.set('from', params.from);
  if (params.to) query.set('to', params.to);
  return query;
}

export const isFiltered = (params: AuditLogParams) =>
  Boolean(params.actorId || params.action || params.patientId || params.from || params.to);
