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
