import { z } from 'zod';
import { attachmentContentTypes } from './attachments.js';

/**
 * The documents a clinic shares with a patient on the portal: the attachments staff marked
 * "Shared with patient", and the PDFs of forms the patient signed.
 *
 *   GET /portal/documents → {documents} (latest shared first)
 *   GET /portal/documents/{id}/download → the file, as a download (never shown inline)
 * A document of another patient, or one not shared, answers 404, as an unknown one does.
 */

export const portalDocumentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.enum(attachmentContentTypes),
  byteSize: z.number().int(),
  sharedAt: z.iso.datetime(),
});
export type PortalDocument = z.infer<typeof portalDocumentSchema>;

export const portalDocumentsResponseSchema = z.object({
  documents: z.array(portalDocumentSchema),
});
export type PortalDocumentsResponse = z.infer<typeof portalDocumentsResponseSchema>;

export const portalDocumentParamsSchema = z.object({ id: z.uuid('Not a valid document.') });

/** Where the portal downloads a document: its own route, under the portal cookie's path. */
export const portalDocumentDownloadPath = (id: string) =>
  `/portal/documents/${encodeURIComponent(id)}/download`;
