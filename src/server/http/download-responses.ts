import type { FastifyReply } from 'fastify';
import { z } from 'zod';

const fileBytes = z.string().meta({ format: 'binary' });

/**
 * A success answer that is a file, not JSON, under each of its media types: what the OpenAPI
 * document says a download is. The route sends the bytes itself, so nothing is serialised.
 */
export function downloadResponse(
  description: string,
  mediaTypes: readonly string[],
  schema: z.ZodType = fileBytes,
) {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema }])),
  };
}

/** A generated PDF, shown in the browser's viewer, never sniffed or kept in a cache. */
export function sendPdf(reply: FastifyReply, bytes: Buffer, fileName: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(bytes);
}
