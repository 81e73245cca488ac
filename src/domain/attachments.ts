import { z } from 'zod';

/**
 * A patient's documents and images (attachments). The type is checked
 * by the file's content; the bytes are stored under an internal id, and the uploader's file name
 * is kept for display and download only.
 *
 * POST   /patients/{patientId}/attachments (multipart field `file`) → 201 {attachment}
 * GET    /patients/{patientId}/attachments → {attachments} (newest first)
 * GET    /attachments/{id}/download → the bytes, as a download
 * PATCH  /attachments/{id} {sharedWithPatient} → {attachment}: shown to the patient on the portal
 * DELETE /attachments/{id} → 204
 *
 * A signed form's PDF is shared with its patient from the start: they signed it.
 */

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const attachmentContentTypes = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
] as const;
export type AttachmentContentType = (typeof attachmentContentTypes)[number];

/** For a file picker's `accept`. */
export const ATTACHMENT_ACCEPT = attachmentContentTypes.join(',');

/** The rule said beside the upload button, and the refusal of anything else. */
export const ATTACHMENT_RULE = `PDF, JPEG, PNG or WebP, up to ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB.`;
export const NOT_AN_ATTACHMENT =
  'This file is not a PDF, JPEG, PNG or WebP (its content was checked, not its name). Choose one of those.';

export const attachmentSchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  fileName: z.string(),
  contentType: z.enum(attachmentContentTypes),
  byteSize: z.number().int(),
  uploadedById: z.uuid().nullable(),
  /** The uploader's name; null once their account is gone, or when nobody uploaded it. */
  uploadedBy: z.string().nullable(),
  /** The PDF of a form the patient signed, which Motio made: no member uploaded it. */
  fromSignedForm: z.boolean(),
  /** The patient sees and downloads it on the portal. */
  sharedWithPatient: z.boolean(),
  /** When it was shared; null when it is not. */
  sharedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

const extensionsOf: Record<AttachmentContentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

const FILE_NAME_MAX = 150;

/**
 * The name an uploaded file is shown and downloaded under: no folders (`../x.pdf` is `x.pdf`),
 * no control or invisible formatting characters (a right-to-left override could make
 * `scan‮fdp.exe` look like a PDF), no leading dots, at most 150 characters, and an extension
 * that matches what the content is.
 */
export function displayFileName(raw: string, contentType: AttachmentContentType): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  const extensions = extensionsOf[contentType];
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  const hasOwnExtension = extensions.includes(extension);
  const stem = (hasOwnExtension ? cleaned.slice(0, dot) : cleaned) || 'attachment';
  const suffix = `.${hasOwnExtension ? extension : extensions[0]}`;
  return `${[...stem].slice(0, FILE_NAME_MAX - suffix.length).join('')}${suffix}`;
}

export const attachmentResponseSchema = z.object({ attachment: attachmentSchema });
export type AttachmentResponse = z.infer<typeof attachmentResponseSchema>;

export const updateAttachmentSchema = z.object({
  sharedWithPatient: z.boolean('Say whether the patient sees this file.'),
});
export type UpdateAttachmentInput = z.infer<typeof updateAttachmentSchema>;

export const attachmentListResponseSchema = z.object({ attachments: z.array(attachmentSchema) });
export type AttachmentListResponse = z.infer<typeof attachmentListResponseSchema>;
