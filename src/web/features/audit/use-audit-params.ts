import { useUrlListParams } from '../../components/lists/use-url-list-params';
import { auditLogFields } from './audit-params';

/** The filters live in the URL: Back and a shared link show the same log. A new filter starts at page 1. */
export const useAuditParams = () => useUrlListParams(auditLogFields);
