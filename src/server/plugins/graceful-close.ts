import type { FastifyInstance } from 'fastify';

/**
 * While the server closes, answers to requests still in flight carry `Connection: close`, so
 * keep-alive clients let go at once instead of holding shutdown open until their idle timeout.
 */
export function registerGracefulClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}
