import { z } from 'zod';
import { instantSchema } from './dates.js';

/**
 * Every message Motio sends a patient, by email or SMS, is one record with its delivery status,
 * so staff can see whether a reminder arrived. SMS replies come back as records too: a C or Yes
 * confirms the visit, an X or No cancels it inside the clinic's window, STOP opts the number out,
 * anything else waits in the staff inbox.
 *
 *   GET  /appointments/{id}/messages → {messages}        (the visit's message trail)
 *   GET  /patients/{id}/messages → {messages}            (everything sent to the patient)
 *   GET  /messages?channel=&status=&kind=&from=&to=&page= → {messages, total, page, pages}
 *   GET  /messages/delivery → {delivery}                 (the last 30 days)
 *   GET  /messages/replies?state= → {replies}            POST /messages/replies/{id}/done → {reply}
 *   POST /webhooks/sms/status, /webhooks/sms/inbound     (Twilio's, signed; SMS_PROVIDER=twilio only)
 */

export const messageKinds = [
  'confirmation',
  'reminder',
  'change',
  'cancellation',
  'waitlist_offer',
  'form_request',
  'invoice',
  'questionnaire',
] as const;
export type MessageKind = (typeof messageKinds)[number];

export const messageChannels = ['email', 'sms'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/**
 * `queued` until the provider took it, `sent` once it did, `delivered` when the provider reports
 * the handset or mail server received it; `failed` (never sent), `bounced` (a mail server refused
 * it) and `undelivered` (the carrier could not deliver it) carry the reason in `error`.
 */
export const messageStatuses = [
  'queued',
  'sent',
  'delivered',
  'failed',
  'bounced',
  'undelivered',
] as const;
export type MessageStatus = (typeof messageStatuses)[number];
export const failedMessageStatuses = ['failed', 'bounced', 'undelivered'] as const;

export const messageSchema = z.object({
  id: z.uuid(),
  kind: z.enum(messageKinds),
  channel: z.enum(messageChannels),
  status: z.enum(messageStatuses),
  /** The address or E.164 number it went to. */
  to: z.string(),
  queuedAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  /** Why it failed, bounced or was undelivered; null otherwise. */
  error: z.string().nullable(),
  /** The SMS text as sent; null for email. */
  body: z.string().nullable(),
  /** SMS only: how many segments the text took, as the carrier bills it. */
  segments: z.number().int().nullable(),
  /** An email sent because this SMS failed: its id. */
  fallbackMessageId: z.uuid().nullable(),
  /** This email replaced a failed SMS. */
  isFallback: z.boolean(),
  appointmentId: z.uuid().nullable(),
  patientId: z.uuid().nullable(),
  /** Clinic-wide log only: who it went to; empty in a patient's own lists. */
  patientName: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagesResponseSchema = z.object({ messages: z.array(messageSchema) });
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

export const MESSAGE_LOG_PAGE_SIZE = 50;

export const messageLogQuerySchema = z.object({
  channel: z.enum(messageChannels).optional(),
  status: z.enum(messageStatuses).optional(),
  kind: z.enum(messageKinds).optional(),
  /** Queued on or after this instant. */
  from: instantSchema().optional(),
  /** Queued before this instant. */
  to: instantSchema().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type MessageLogQuery = z.input<typeof messageLogQuerySchema>;

export const messageLogResponseSchema = z.object({
  messages: z.array(messageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type MessageLogResponse = z.infer<typeof messageLogResponseSchema>;

/** Delivery over the last 30 days, per channel: what reached patients of what was sent. */
export const DELIVERY_WINDOW_DAYS = 30;
export const channelDeliverySchema = z.object({
  channel: z.enum(messageChannels),
  /** Messages that left Motio (sent, delivered or refused after sending). */
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  /** delivered ÷ sent, 0–1; null when nothing was sent. */
  rate: z.number().nullable(),
  /** SMS segments sent, as billed. */
  segments: z.number().int(),
});
export const deliveryResponseSchema = z.object({
  delivery: z.object({ days: z.number().int(), channels: z.array(channelDeliverySchema) }),
});
export type DeliveryResponse = z.infer<typeof deliveryResponseSchema>;

/** What a patient's SMS reply did. */
export const replyActions = ['confirmed', 'cancelled', 'opted_out', 'triage'] as const;
export type ReplyAction = (typeof replyActions)[number];

export const replySchema = z.object({
  id: z.uuid(),
  from: z.string(),
  body: z.string(),
  receivedAt: z.iso.datetime(),
  action: z.enum(replyActions),
  /** Why a C or X could not act (the visit already passed, outside the cancel window). */
  note: z.string(),
  patientId: z.uuid().nullable(),
  patientName: z.string(),
  appointmentId: z.uuid().nullable(),
  /** When a member marked it handled; null while it waits in the inbox. */
  handledAt: z.iso.datetime().nullable(),
});
export type Reply = z.infer<typeof replySchema>;
export const repliesQuerySchema = z.object({
  state: z.enum(['waiting', 'handled', 'all']).default('waiting'),
});
export const repliesResponseSchema = z.object({ replies: z.array(replySchema) });
export const replyResponseSchema = z.object({ reply: replySchema });

/**
 * With SMS_PROVIDER=local, texts land in DATA_DIR/sms instead of on phones; the test inbox shows
 * the clinic's and lets staff answer one as the patient would, to try replies offline.
 *
 *   GET  /messages/test-inbox → {texts}
 *   POST /messages/test-inbox/reply {messageId, body} → {reply}
 */
export const testInboxTextSchema = z.object({
  /** The local provider's id of the text. */
  id: z.string(),
  to: z.string(),
  body: z.string(),
  sentAt: z.iso.datetime(),
  /** The message record the text belongs to. */
  messageId: z.uuid(),
  patientName: z.string(),
});
export type TestInboxText = z.infer<typeof testInboxTextSchema>;
export const testInboxResponseSchema = z.object({ texts: z.array(testInboxTextSchema) });
export type TestInboxResponse = z.infer<typeof testInboxResponseSchema>;

/** The longest reply a patient's text can be: ten SMS segments of GSM-7. */
export const MAX_REPLY_LENGTH = 1600;
export const testInboxReplySchema = z.object({
  messageId: z.uuid(),
  body: z.string().trim().min(1).max(MAX_REPLY_LENGTH),
});
export type TestInboxReplyInput = z.infer<typeof testInboxReplySchema>;

/**
 * What Twilio posts (form-encoded) about a text Motio sent. Every field is kept, because the
 * signature covers all of them.
 */
export const smsStatusCallbackSchema = z
  .object({
    MessageSid: z.string().min(1).max(64),
    MessageStatus: z.string().min(1).max(40),
    ErrorCode: z.string().max(10).optional(),
  })
  .catchall(z.string());

/** What Twilio posts (form-encoded) when a patient texts Motio's number. */
export const smsInboundSchema = z
  .object({
    MessageSid: z.string().min(1).max(64),
    From: z.string().min(1).max(40),
    To: z.string().max(40).optional(),
    Body: z.string().max(MAX_REPLY_LENGTH * 2),
  })
  .catchall(z.string());

export const smsStatusCallbackResponseSchema = z.object({ received: z.literal(true) });
