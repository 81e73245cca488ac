import {
  feedbackCategoryLabels,
  supportCategoryLabels,
  type FeedbackCategory,
  type SupportCategory,
} from '../../../domain/feedback.js';
import type { Body } from './body.js';

/** Who wrote from the dashboard, as support reads it. */
interface Sender {
  name: string;
  email: string;
  /** The active clinic when they wrote; null for an account without one (an operator). */
  clinicName: string | null;
}

export interface FeedbackMailData extends Sender {
  category: FeedbackCategory;
  message: string;
  rating: number | null;
  /** The dashboard path it was sent from, or ''. */
  page: string;
}

export interface SupportRequestMailData extends Sender {
  category: SupportCategory;
  subject: string;
  message: string;
}

/** Mails of in-app feedback and dashboard support requests. */
export type FeedbackMail =
  | {
      /** In-app feedback, to the support address. */
      template: 'feedback-received';
      to: string;
      data: FeedbackMailData;
    }
  | {
      /** A support request from `/dashboard/contact-support`, to the support address. */
      template: 'support-request';
      to: string;
      data: SupportRequestMailData;
    }
  | {
      /** Tells a member their support request arrived (their own, verified, address). */
      template: 'support-request-confirmation';
      to: string;
      data: { name: string; subject: string };
    };

const senderLines = ({ name, email, clinicName }: Sender) => [
  `From: ${name} <${email}>`,
  clinicName ? `Clinic: ${clinicName}` : 'Not signed in to a clinic.',
];

export function feedbackBody(data: FeedbackMailData): Body {
  const label = feedbackCategoryLabels[data.category];
  const firstLine = data.message.split('\n')[0]!.slice(0, 60);
  return {
    subject: `[Feedback: ${label}] ${firstLine}`,
    greeting: 'New feedback from the app.',
    paragraphs: [
      ...senderLines(data),
      `Category: ${label}`,
      `Rating: ${data.rating === null ? 'none given' : `${data.rating} of 5`}`,
      `Sent from: ${data.page || 'an unknown page'}`,
    ],
    quote: data.message,
    footnote: `Reply to this email to answer ${data.name} directly.`,
  };
}

export function supportRequestBody(data: SupportRequestMailData): Body {
  const label = supportCategoryLabels[data.category];
  return {
    subject: `[Support: ${label}] ${data.subject}`,
    greeting: 'New support request from the dashboard.',
    paragraphs: [...senderLines(data), `Category: ${label}`, `Subject: ${data.subject}`],
    quote: data.message,
    footnote: `Reply to this email to answer ${data.name} directly. We promised a reply within 24 hours.`,
  };
}

export function supportRequestConfirmationBody(data: { name: string; subject: string }): Body {
  return {
    subject: `We received your support request: ${data.subject}`,
    greeting: `Hello ${data.name},`,
    paragraphs: [
      'Thank you for writing to Motio support. We reply within 24 hours, to this email address.',
      'You can see your requests under Contact support in the dashboard.',
    ],
    footnote: 'To add something, reply to this email.',
  };
}
