import { queryOptions } from '@tanstack/react-query';
import {
  portalDocumentDownloadPath,
  type PortalDocumentsResponse,
} from '../../../../domain/portal-documents.js';
import { apiUrl, http } from '../../../lib/http';
import { portalKey } from '../api';

/** GET /portal/documents: what the clinic shares with the signed-in patient, latest first. */
export const portalDocumentsQuery = () =>
  queryOptions({
    queryKey: [...portalKey, 'documents'] as const,
    queryFn: async ({ signal }) =>
      (await http.get<PortalDocumentsResponse>('/portal/documents', { signal })).documents,
  });

/** The portal's own download of a shared document: the file, never shown inline. */
export const portalDocumentUrl = (id: string) => apiUrl(portalDocumentDownloadPath(id));
