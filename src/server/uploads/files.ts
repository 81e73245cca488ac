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

/** What file-type reads to recognise PDF, JPEG, PNG and WebP: the start of the file. */
const HEAD_BYTES = 4100;

/**
 * The one file in multipart field `file`, the name it was sent under and the type `typeOf` finds
 * in its first bytes. The file is read as a stream: a refused type stops the reading at its first
 * few kilobytes, and a file past the size limit at the limit (413). A missing file is a 400
 * `fields.file`, and a body that cannot be read as multipart a 400 too: whatever the client
 * sends, never a 5xx.
 */
export async function uploadedFile<T>(
  request: FastifyRequest,
  messages: { required: string; tooLarge: string },
  typeOf: (head: Buffer) => Promise<T>,
): Promise<{ bytes: Buffer; fileName: string; type: T }> {
  if (!request.isMultipart()) throw fileRequired(messages.required);
  const chunks: Buffer[] = [];
  let size = 0;
  let type: { value: T } | undefined;
  let file;
  try {
    file = await request.file();
    if (!file || file.fieldname !== 'file') throw fileRequired(messages.required);
    for await (const chunk of file.file as AsyncIterable<Buffer>) {
      if (file.file.truncated) throw fileTooLarge(messages.tooLarge);
      chunks.push(chunk);
      size += chunk.length;
      if (!type && size >= HEAD_BYTES) type = { value: await typeOf(Buffer.concat(chunks)) };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw fileTooLarge(messages.tooLarge);
    }
    throw unreadable(error);
  }
  if (file.file.truncated) throw fileTooLarge(messages.tooLarge);
  const bytes = Buffer.concat(chunks, size);
  return { bytes, fileName: file.filename, type: type ? type.value : await typeOf(bytes) };
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
