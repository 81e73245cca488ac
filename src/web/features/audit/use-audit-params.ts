import { useSearchParams } from 'react-router';
import { readAuditParams, writeAuditParams, type AuditLogParams } from './audit-params';

/** The filters live in the URL: Back and a shared link show the same log. A new filter starts at page 1. */
export function useAuditParams() {
  const [url, setUrl] = useSearchParams();
  const params = readAuditParams(url);
  const update = (change: Partial<AuditLogParams>) =>
    setUrl(writeAuditParams({ ...params, ...change, page: change.page ?? 1 }));
  return { params, update };
}
