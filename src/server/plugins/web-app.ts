import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../domain/api-error.js';

/**
 * Serves the built web app and answers every unknown path: a JSON 404 under /api, the app's
 * index.html for anything else a browser navigates to (deep links are routed in the browser).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // One route for every file: listing the built files at start-up cost a tenth of a second.
      // A missing file falls through to the not-found handler below.
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite puts a content hash in every file name under assets/.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({
        msg: 'There is no such API route.',
        code: 'ROUTE_NOT_FOUND',
      } satisfies ApiErrorBody);
    }
    if (!built) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run "npm run build" (npm start does it for you).');
    }
    return reply.sendFile('index.html');
  });
}
