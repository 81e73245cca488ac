import { auditLogQuerySchema } from '../../../domain/audit-log.js';
import {
  urlDefaults,
  urlField,
  urlPage,
  type UrlParams,
} from '../../components/lists/url-list-params';

const filters = auditLogQuerySchema.shape;

/** What the audit log shows, as kept in the URL (`?member=&action=&patient=&from=&to=&page=`). */
export const auditLogFields = {
  actorId: urlField('member', filters.actorId.unwrap(), ''),
  action: urlField('action', filters.action.unwrap(), ''),
  patientId: urlField('patient', filters.patientId.unwrap(), ''),
  /** 'YYYY-MM-DD' days of the clinic, or ''. */
  from: urlField('from', filters.from.unwrap(), ''),
  to: urlField('to', filters.to.unwrap(), ''),
  page: urlPage,
};
export type AuditLogParams = UrlParams<typeof auditLogFields>;

export const defaultAuditParams = urlDefaults(auditLogFields);

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
