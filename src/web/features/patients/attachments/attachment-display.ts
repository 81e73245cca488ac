import { DateTime } from 'luxon';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentContentTypes,
  type AttachmentContentType,
} from '../../../../domain/attachments.js';
import { dateLocale } from '../../../lib/clinic-settings-query';
import { formatFileSize } from '../../../lib/file-size';

export const attachmentTypeLabels: Record<AttachmentContentType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/webp': 'WebP image',
};

/**
 * Why a chosen file would be refused, said before it is sent; null when it may go. The browser
 * names the type from the file name, so the server still checks the content.
 */
export function attachmentFileProblem(file: File): string | null {
  if (!(attachmentContentTypes as readonly string[]).includes(file.type)) {
    return `${file.name} is not a PDF, JPEG, PNG or WebP file. Choose one of those.`;
  }
  if (file.size > ATTACHMENT_MAX_BYTES) {
    return `${file.name} is larger than ${formatFileSize(ATTACHMENT_MAX_BYTES)}. Choose a smaller file, or scan it at a lower resolution.`;
  }
  return null;
}

/** '12 Nov 2026' on the reader's calendar. */
export function formatUploadDay(iso: string): string {
  return DateTime.fromISO(iso).setLocale(dateLocale()).toFormat('d MMM yyyy');
}
