import type { Message, Reply } from '../../domain/messages.js';

export const messagePatientId = '00000000-0000-4000-8000-0000000000aa';

/** A reminder text that reached the patient; override what a test needs. */
export function demoMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: '00000000-0000-4000-8000-00000000b001',
    kind: 'reminder',
    channel: 'sms',
    status: 'delivered',
    to: '+381641234567',
    queuedAt: '2026-11-27T08:00:00.000Z',
    sentAt: '2026-11-27T08:00:05.000Z',
    deliveredAt: '2026-11-27T08:00:09.000Z',
    error: null,
    body: 'Demo Physio: your visit is tomorrow at 10:00. Reply C to confirm, X to cancel.',
    segments: 1,
    fallbackMessageId: null,
    isFallback: false,
    appointmentId: null,
    patientId: messagePatientId,
    patientName: '',
    ...overrides,
  };
}

/** A failed text and the email sent in its place. */
export function failedTextWithFallback(): [Message, Message] {
  const email = demoMessage({
    id: '00000000-0000-4000-8000-00000000b003',
    channel: 'email',
    to: 'milica@example.com',
    body: null,
    segments: null,
    isFallback: true,
  });
  const text = demoMessage({
    id: '00000000-0000-4000-8000-00000000b002',
    status: 'undelivered',
    deliveredAt: null,
    error: 'The carrier could not reach the phone.',
    fallbackMessageId: email.id,
  });
  return [text, email];
}

/** A text from a patient that Motio could not act on. */
export function demoReply(overrides: Partial<Reply> = {}): Reply {
  return {
    id: '00000000-0000-4000-8000-00000000c001',
    from: '+381641234567',
    body: 'Can I come at 11 instead?',
    receivedAt: '2026-11-27T09:15:00.000Z',
    action: 'triage',
    note: '',
    patientId: messagePatientId,
    patientName: 'Milica Jovanović',
    appointmentId: '00000000-0000-4000-8000-00000000d001',
    handledAt: null,
    ...overrides,
  };
}
