import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { avatarContentTypes } from '../../domain/account.js';
import { HttpError } from '../http-errors.js';

/** The picture types Motio accepts anywhere (profile photos, clinic logos). */
export type ImageContentType = (typeof avatarContentTypes)[number];

const NO_FILE = () =>
  new HttpError(400, 'FILE_REQUIRED', 'Choose an image to upload.', {
    file: 'Choose an image to upload.',
  });

const tooLarge = (maxBytes: number) =>
  new HttpError(413, 'FILE_TOO_LARGE', `The image is larger than ${maxBytes / (1024 * 1024)} MB.`);

export const NOT_AN_IMAGE = () =>
  new HttpError(400, 'INVALID_FILE', 'Choose a JPEG, PNG or WebP image.', {
    file: 'Choose a JPEG, PNG or WebP image.',
  });

const extensions: Record<ImageContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const isImageType = (mime: string): mime is ImageContentType =>
  (avatarContentTypes as readonly string[]).includes(mime);

/**
 * Lets the routes of this plugin scope accept one multipart file of at most `maxBytes`. Each
 * upload plugin registers it for itself: JSON routes elsewhere keep refusing multipart bodies.
 */
export async function acceptImageUploads(app: FastifyInstance, maxBytes: number) {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });
}

/** The type the bytes really have (magic numbers), never the name or the declared type. */
async function imageTypeOf(bytes: Buffer): Promise<ImageContentType> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isImageType(detected.mime)) throw NOT_AN_IMAGE();
  return detected.mime;
}

/**
 * The one image in multipart field `file`, with the type its content shows. The size limit is
 * enforced while reading (413); anything but JPEG, PNG or WebP is a 400 `fields.file`.
 */
export async function uploadedImage(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ bytes: Buffer; contentType: ImageContentType }> {
  if (!request.isMultipart()) throw NO_FILE();
  const file = await request.file();
  if (!file || file.fieldname !== 'file') throw NO_FILE();
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
  return { bytes, contentType: await imageTypeOf(bytes) };
}

/**
 * Answers a stored image as a download that is never sniffed. The URL carries the file id, so a
 * new image gets a new URL and caching privately is safe.
 */
export function sendImage(
  reply: FastifyReply,
  file: { contentType: string; data: Buffer },
  baseName: string,
) {
  const extension = extensions[file.contentType as ImageContentType] ?? 'bin';
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${baseName}.${extension}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, max-age=86400')
    .send(file.data);
}
