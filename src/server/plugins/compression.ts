import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers of text types over 1 KB (JSON, HTML, CSV, calendars) with brotli or gzip,
 * as the client accepts. Images and PDFs are compressed already and go out as they are; the web
 * app's files come precompressed from the build (plugins/web-app.ts). Register before the routes.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
