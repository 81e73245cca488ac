import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors.js';

/**
 * Lets the routes of this plugin scope accept one multipart file of at most `maxBytes`. Each
 * upload plugin registers it for itself: JSON routes elsewhere keep refusing multipart bodies.
 */
export async function acceptUploads(app: FastifyInstance, maxBytes: number) {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });
}

export const fileRequired = (message: string) =>
  new HttpError(400, 'FILE_REQUIRED', message, { file: message });

export const fileTooLarge = (message: string) => new HttpError(413, 'FILE_TOO_LARGE', message);

export const invalidFile = (message: string) =>
  new HttpError(400, 'INVALID_FILE', message, { file: message });

/** A multipart body the parser could not read: no boundary, cut short, not multipart at all. */
const unreadable = (error: unknown) =>
  error instanceof HttpError
    ? error
    : new HttpError(
        400,
        'UNREADABLE_UPLOAD',
        'The upload could not be read (it was cut short or is not proper multipart). Please send it again.',
      );

/**
 * The one file in multipart field `file` and the name it was sent under. The size limit is
 * enforced while reading (413); a missing file is a 400 `fields.file`, and a body that cannot be
 * read as multipart a 400 too: whatever the client sends, never a 5xx.
 */
export async function uploadedFile(
  request: FastifyRequest,
  messages: { required: string; tooLarge: string },
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw fileRequired(messages.required);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw fileRequired(messages.required);
    return { bytes: await file.toBuffer(), fileName: file.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileTooLarge(messages.tooLarge);
    }
    throw unreadable(error);
  }
}

/** The type the bytes really have (magic numbers), never the name or the declared type. */
export async function contentTypeOf<T extends string>(
  bytes: Buffer,
  allowed: readonly T[],
): Promise<T | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  return detected && (allowed as readonly string[]).includes(detected.mime)
    ? (detected.mime as T)
    : null;
}

/** RFC 5987 percent-encoding: what `encodeURIComponent` leaves but a header value may not. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * `Content-Disposition` of a download under `fileName`: the UTF-8 name for browsers, and a plain
 * ASCII fallback (quotes, backslashes and anything outside printable ASCII become `_`).
 */
export function downloadDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
