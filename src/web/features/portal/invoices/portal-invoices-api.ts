import { queryOptions } from '@tanstack/react-query';
import type { PortalInvoicesResponse } from '../../../../domain/portal-invoices.js';
import { http } from '../../../lib/http';
import { portalKey } from '../api';

// Under the portal's key: signing in or out clears it with the rest.
const invoicesKey = [...portalKey, 'invoices'] as const;

/** GET /portal/invoices: the signed-in patient's issued invoices, newest first. */
export const portalInvoicesQuery = () =>
  queryOptions({
    queryKey: invoicesKey,
    queryFn: async ({ signal }) =>
      (await http.get<PortalInvoicesResponse>('/portal/invoices', { signal })).invoices,
  });

/** The invoice's PDF, opened with the portal's session cookie. */
export const portalInvoicePdfUrl = (id: string) =>
  `/api/v1/portal/invoices/${encodeURIComponent(id)}/pdf`;
