import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { avatarContentTypes } from '../../domain/account.js';
import { acceptUploads, contentTypeOf, invalidFile, uploadedFile } from './files.js';

/** The picture types Motio accepts anywhere (profile photos, clinic logos). */
export type ImageContentType = (typeof avatarContentTypes)[number];

export const NOT_AN_IMAGE = () => invalidFile('Choose a JPEG, PNG or WebP image.');

const extensions: Record<ImageContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** One image of at most `maxBytes` per request, in the routes of this plugin scope. */
export const acceptImageUploads = (app: FastifyInstance, maxBytes: number) =>
  acceptUploads(app, maxBytes);

/**
 * The one image in multipart field `file`, with the type its content shows. The size limit is
 * enforced while reading (413); anything but JPEG, PNG or WebP is a 400 `fields.file`, refused
 * from its first bytes.
 */
export async function uploadedImage(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ bytes: Buffer; contentType: ImageContentType }> {
  const { bytes, type } = await uploadedFile(
    request,
    {
      required: 'Choose an image to upload.',
      tooLarge: `The image is larger than ${maxBytes / (1024 * 1024)} MB.`,
    },
    async (head) => {
      const contentType = await contentTypeOf(head, avatarContentTypes);
      if (!contentType) throw NOT_AN_IMAGE();
      return contentType;
    },
  );
  return { bytes, contentType: type };
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
