import type {
  MessageChannel,
  MessageKind,
  MessageStatus,
  ReplyAction,
} from '../../../domain/messages.js';

export const messageKindLabels: Record<MessageKind, string> = {
  confirmation: 'Booking confirmation',
  reminder: 'Reminder',
  change: 'Visit changed',
  cancellation: 'Visit cancelled',
  waitlist_offer: 'Waitlist offer',
  form_request: 'Form to fill in',
  invoice: 'Invoice',
  questionnaire: 'Questionnaire',
};

export const messageChannelLabels: Record<MessageChannel, string> = {
  email: 'Email',
  sms: 'Text (SMS)',
};

export const messageStatusLabels: Record<MessageStatus, string> = {
  queued: 'Waiting to send',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  bounced: 'Bounced',
  undelivered: 'Not delivered',
};

/** Green arrived, blue on its way, grey waiting, red or orange did not arrive. */
export const messageStatusColors: Record<MessageStatus, string> = {
  queued: 'gray',
  sent: 'blue',
  delivered: 'green',
  failed: 'red',
  bounced: 'red',
  undelivered: 'orange',
};

export const replyActionLabels: Record<ReplyAction, string> = {
  confirmed: 'Confirmed the visit',
  cancelled: 'Cancelled the visit',
  opted_out: 'Stopped texts',
  triage: 'Needs a reply',
};
