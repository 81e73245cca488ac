import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paddleWebhookResponseSchema } from '../../../domain/billing.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http-errors.js';
import { checkPaddleSignature } from '../../integrations/billing/paddle-signature.js';
import { errorResponses } from '../../http/error-responses.js';
import { handlePaddleWebhook } from './paddle-webhook-service.js';

export interface PaddleWebhookDeps {
  ctx: AppContext;
}

const INVALID_SIGNATURE = () =>
  new HttpError(401, 'INVALID_SIGNATURE', 'The webhook signature is missing, wrong or expired.');

/**
 * POST /api/v1/billing/webhooks/paddle: Paddle's notifications. Public,
 * authenticated by the signature instead. Registered only when BILLING_PROVIDER=paddle, in its
 * own plugin, because the body must stay raw bytes here while the rest of the API parses JSON.
 */
export const paddleWebhookRoutes: FastifyPluginAsyncZod<PaddleWebhookDeps> = async (
  app,
  { ctx },
) => {
  const secret = ctx.config.PADDLE_WEBHOOK_SECRET;
  if (!secret) throw new Error('Paddle webhooks need PADDLE_WEBHOOK_SECRET.');

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/billing/webhooks/paddle',
    {
      config: { public: true },
      schema: {
        tags: ['billing'],
        summary: 'Receive a Paddle notification (signed with the Paddle-Signature header)',
        response: { 200: paddleWebhookResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const header = request.headers['paddle-signature'];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const check = checkPaddleSignature({
        header: typeof header === 'string' ? header : undefined,
        rawBody,
        secret,
        now: ctx.clock.now(),
      });
      if (check !== 'valid') {
        request.log.warn({ check }, 'paddle webhook refused');
        throw INVALID_SIGNATURE();
      }
      // The event id and type only: payloads carry customer data.
      const result = await handlePaddleWebhook(ctx, ctx.billing, rawBody);
      request.log.info(result, 'paddle webhook');
      return { received: true as const };
    },
  );
};
