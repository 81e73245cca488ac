import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  smsInboundSchema,
  smsStatusCallbackResponseSchema,
  smsStatusCallbackSchema,
} from '../../../domain/messages.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http-errors.js';
import { downloadResponse } from '../../http/download-responses.js';
import { errorResponses } from '../../http/error-responses.js';
import type { TwilioSmsProvider } from '../../integrations/sms/twilio-provider.js';
import { applyDeliveryReport } from './message-status.js';
import { receiveReply } from './receive-reply.js';
import { SMS_STATUS_CALLBACK_PATH } from './sms-delivery.js';

export const SMS_INBOUND_PATH = '/api/v1/webhooks/sms/inbound';
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

/** How Twilio's MessageStatus moves a message; the other statuses say nothing new. */
const reportedStatus: Record<string, 'sent' | 'delivered' | 'failed' | 'undelivered'> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  failed: 'failed',
  canceled: 'failed',
  undelivered: 'undelivered',
};

/** What staff read of Twilio's delivery error codes; others show the code. */
const deliveryErrors: Record<string, string> = {
  '30003': 'The phone was switched off or out of reach.',
  '30004': 'The number blocks texts.',
  '30005': 'The number does not exist.',
  '30006': 'A landline or a carrier that takes no texts.',
  '30007': 'The carrier filtered the text as spam.',
  '30008': 'The carrier could not deliver the text.',
  '21610': 'The patient replied STOP to texts from this number.',
};

const deliveryErrorOf = (code: string | undefined) =>
  code
    ? `${deliveryErrors[code] ?? 'The carrier could not deliver the text.'} (Twilio error ${code})`
    : undefined;

const forged = () =>
  new HttpError(403, 'INVALID_SIGNATURE', 'The webhook signature is missing or wrong.');

/**
 * Twilio's webhooks: delivery reports of texts Motio sent, and texts patients send back. Public,
 * authenticated by the X-Twilio-Signature header over APP_ORIGIN + the path and the posted form.
 * Registered only when SMS_PROVIDER=twilio, in their own plugin, which reads form bodies.
 */
export const smsWebhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const twilio = ctx.sms as TwilioSmsProvider;
  if (twilio.id !== 'twilio') throw new Error('SMS webhooks need the Twilio provider.');

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** Refuses a call Twilio did not sign; too many refused from one address are throttled. */
  const verify = async (request: FastifyRequest, params: Record<string, string>) => {
    await ctx.rateLimits.check('smsWebhookForgeriesPerIp', request.ip);
    const signature = request.headers['x-twilio-signature'];
    const url = `${ctx.config.APP_ORIGIN}${request.url}`;
    if (typeof signature === 'string' && (await twilio.isSignedByTwilio(signature, url, params)))
      return;
    await ctx.rateLimits.consume('smsWebhookForgeriesPerIp', request.ip);
    request.log.warn('sms webhook refused: bad signature');
    throw forged();
  };

  app.post(
    SMS_STATUS_CALLBACK_PATH.replace('/api/v1', ''),
    {
      config: { public: true },
      schema: {
        tags: ['messages'],
        summary: "Receive Twilio's delivery report of a text (signed with X-Twilio-Signature)",
        body: smsStatusCallbackSchema,
        response: { 200: smsStatusCallbackResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await verify(request, request.body);
      const { MessageSid, MessageStatus, ErrorCode } = request.body;
      const status = reportedStatus[MessageStatus];
      if (!status) return { received: true as const };
      const error = deliveryErrorOf(ErrorCode);
      const known = await applyDeliveryReport(ctx.db, ctx.clock, {
        providerId: MessageSid,
        status,
        ...(error ? { error } : {}),
      });
      // The SID and status only: the form also carries the patient's number.
      request.log.info({ messageSid: MessageSid, status, known }, 'sms delivery report');
      return { received: true as const };
    },
  );

  app.post(
    SMS_INBOUND_PATH.replace('/api/v1', ''),
    {
      config: { public: true },
      schema: {
        tags: ['messages'],
        summary: 'Receive a text a patient sent back (signed with X-Twilio-Signature)',
        body: smsInboundSchema,
        response: {
          200: downloadResponse(
            'Empty TwiML: Motio sends no automatic answer',
            ['text/xml'],
            z.string(),
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      await verify(request, request.body);
      const receipt = await receiveReply(ctx, {
        from: request.body.From,
        body: request.body.Body,
        providerId: request.body.MessageSid,
      });
      // What happened, never who wrote or what: a number that was never texted is only counted.
      request.log.info(
        receipt.outcome === 'recorded'
          ? { outcome: receipt.outcome, action: receipt.action, replyId: receipt.replyId }
          : { outcome: receipt.outcome },
        'sms reply',
      );
      return reply.type('text/xml; charset=utf-8').send(EMPTY_TWIML);
    },
  );
};
