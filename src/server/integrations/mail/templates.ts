import { inquiryTypeLabels, type InquiryType } from '../../../domain/contact.js';
import {
  feedbackBody,
  supportRequestBody,
  supportRequestConfirmationBody,
  type FeedbackMail,
} from './feedback-templates.js';
import { escapeHtml } from '../../html.js';
import { bookingCodeBody, type BookingCodeMail } from './booking-templates.js';
import { portalSignInBody, type PortalSignInMail } from './portal-templates.js';
import { intakeFormBody, type IntakeFormMail } from './intake-form-templates.js';
import {
  waitlistOfferBody,
  waitlistOfferTakenBody,
  type WaitlistMail,
} from './waitlist-templates.js';
import { icsOf } from '../calendar/ics.js';
import type { MailAttachmentRef } from './attachment-refs.js';
import type { Body } from './body.js';
import {
  invoiceBody,
  receiptBody,
  type InvoiceMailData,
  type ReceiptMailData,
} from './invoice-templates.js';
import { unlinkableFields } from './unlinkable.js';

export interface MailAddress {
  name: string;
  address: string;
}

/**
 * Every mail Motio sends. `data` holds only what the text needs: never patient data. `replyTo`
 * is where a reply goes when it is not the sender (MAIL_FROM). `attachments` names documents
 * rendered when the mail is delivered (`renderAttachmentRefs()`), never their bytes.
 */
export type MailMessage = MailContent & {
  replyTo?: MailAddress;
  attachments?: MailAttachmentRef[];
};

type MailContent =
  | { template: 'verify-email'; to: string; data: { name: string; link: string } }
  | { template: 'reset-password'; to: string; data: { name: string; link: string } }
  | { template: 'confirm-email-change'; to: string; data: { name: string; link: string } }
  | {
      /** Tells the account's address of a change to how it signs in (the old one for a new address). */
      template: 'security-change';
      to: string;
      data: { name: string; change: SecurityChange; resetLink: string };
    }
  | {
      /**
       * A sign-up named an address that already has an account or an open clinic invitation:
       * nothing was created, and the address is told what to do instead.
       */
      template: 'sign-up-attempt';
      to: string;
      data:
        | { reason: 'account'; name: string; loginLink: string; resetLink: string }
        | { reason: 'invitation'; clinicName: string };
    }
  | {
      template: 'invitation';
      to: string;
      data: {
        clinicName: string;
        inviterName: string | null;
        roleLabel: string;
        link: string;
        expiresInDays: number;
      };
    }
  | { template: 'early-access-admitted'; to: string; data: { name: string; link: string } }
  | {
      /** Too many wrong passwords from everywhere paused the account's sign-in: this link lifts it. */
      template: 'unlock-sign-in';
      to: string;
      data: { name: string; link: string; resetLink: string };
    }
  | {
      /** A contact-form message, to the support address (SUPPORT_EMAIL). */
      template: 'contact-support';
      to: string;
      data: {
        name: string;
        email: string;
        subject: string;
        message: string;
        inquiryType: InquiryType;
        /** The account's address when the sender was signed in. */
        accountEmail: string | null;
      };
    }
  | {
      /** Tells the sender their message arrived. No text of theirs: the form must not relay spam. */
      template: 'contact-confirmation';
      to: string;
      data: { inquiryType: InquiryType };
    }
  | {
      /**
       * To a patient who agreed to be contacted: booked (confirmation) or coming up (reminder),
       * with the appointment as an .ics attachment.
       */
      template: 'appointment-confirmation';
      to: string;
      data: AppointmentMailData;
    }
  | { template: 'appointment-reminder'; to: string; data: AppointmentMailData }
  | {
      /**
       * The appointment moved (time, practitioner, place or service): the .ics updates the copy
       * in the patient's calendar, the confirmation's event at a higher sequence.
       */
      template: 'appointment-change';
      to: string;
      data: AppointmentMailData;
    }
  | { template: 'invoice'; to: string; data: InvoiceMailData }
  | { template: 'receipt'; to: string; data: ReceiptMailData }
  | {
      /** The appointment will not take place: the .ics withdraws it from the patient's calendar. */
      template: 'appointment-cancellation';
      to: string;
      data: AppointmentMailData;
    }
  | FeedbackMail
  | BookingCodeMail
  | PortalSignInMail
  | IntakeFormMail
  | WaitlistMail;

export interface AppointmentMailData {
  patientFirstName: string;
  clinicName: string;
  clinicAddress: string;
  /** The visit's location, when it has one; its address, when given, is where the patient goes. */
  locationName?: string;
  locationAddress?: string;
  clinicPhone: string;
  /** Date and time as the patient reads them, in the clinic's time zone. */
  when: string;
  /** In a change: the time the visit had before, when the change moved it. */
  previousWhen?: string;
  therapistName: string;
  serviceName: string | null;
  cancellationPolicy: string;
  appointmentId: string;
  start: string;
  end: string;
  /** The appointment's iCalendar SEQUENCE and last change; absent in mails queued before. */
  sequence?: number;
  changedAt?: string;
  /** The clinic's address for replies, the invitation's organizer; absent in mails queued before. */
  clinicEmail?: string;
  /** The clinic's /book and /portal address while it takes online bookings: the patient changes visits there. */
  bookingSlug?: string;
  /**
   * A reminder's or confirmation's single-use Confirm/Cancel link token (/visits/{token}). It sits
   * in the outbox until the mail is sent, which clears the payload.
   */
  visitToken?: string;
}

type AppointmentTemplate =
  | 'appointment-confirmation'
  | 'appointment-reminder'
  | 'appointment-change'
  | 'appointment-cancellation';

export type MailTemplate = MailMessage['template'];

export type SecurityChange = 'password' | 'email' | 'two-factor-on' | 'two-factor-off';

const SECURITY_CHANGES: Record<SecurityChange, { subject: string; text: string }> = {
  password: {
    subject: 'Your Motio password was changed',
    text: 'The password of your Motio account was just changed.',
  },
  email: {
    subject: 'Your Motio sign-in address was changed',
    text: 'Your Motio account now signs in with another email address: this one no longer works for it.',
  },
  'two-factor-on': {
    subject: 'Two-factor sign-in is now on for your Motio account',
    text: 'Two-factor sign-in was just turned on for your Motio account.',
  },
  'two-factor-off': {
    subject: 'Two-factor sign-in is now off for your Motio account',
    text: 'Two-factor sign-in was just turned off for your Motio account: it signs in with the password alone.',
  },
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
}

/** Who reads a contact message of each inquiry type, for the sender's confirmation. */
const TEAMS: Record<InquiryType, string> = {
  general: 'our team',
  sales: 'our sales team',
  support: 'our support team',
  partnership: 'our partnerships team',
  feedback: 'our product team',
};

/** What the clinic wrote in an appointment mail: shown as plain words, never as a link. */
const clinicWrittenAppointmentFields: (keyof AppointmentMailData)[] = [
  'patientFirstName',
  'clinicName',
  'clinicAddress',
  'locationName',
  'locationAddress',
  'clinicPhone',
  'therapistName',
  'serviceName',
  'cancellationPolicy',
];

/**
 * Where the visit takes place: its location's name (unless it is the clinic's own) and address,
 * else the clinic's address.
 */
function placeOf(data: AppointmentMailData): { name: string | null; address: string } {
  const name =
    data.locationName && data.locationName !== data.clinicName ? data.locationName : null;
  return { name, address: data.locationAddress || data.clinicAddress };
}

function appointmentBody(
  template: AppointmentTemplate,
  written: AppointmentMailData,
  appOrigin: string | undefined,
): Body {
  const data = unlinkableFields(written, clinicWrittenAppointmentFields);
  const what = data.serviceName
    ? `${data.serviceName} with ${data.therapistName}`
    : `An appointment with ${data.therapistName}`;
  const place = placeOf(data);
  const where = [data.clinicName, place.name, place.address].filter(Boolean).join(', ');
  const online = (path: 'book' | 'portal') =>
    data.bookingSlug && appOrigin ? new URL(`/${path}/${data.bookingSlug}`, appOrigin).href : null;
  const call = data.clinicPhone ? `call ${data.clinicName} at ${data.clinicPhone}` : null;
  if (template === 'appointment-cancellation') {
    const bookingPage = online('book');
    return {
      subject: `Cancelled: your appointment at ${data.clinicName}, ${data.when}`,
      greeting: `Hello ${data.patientFirstName},`,
      paragraphs: [
        'Your appointment is cancelled:',
        `${what}, ${data.when}, at ${where}.`,
        'The attached calendar file removes it from your calendar.',
      ],
      ...(bookingPage ? { action: { label: 'Book another time', link: bookingPage } } : {}),
      footnote: bookingPage
        ? `To book another time, use the link above${call ? ` or ${call}` : ''}.`
        : `To book another time, ${call ?? `contact ${data.clinicName}`}.`,
    };
  }
  const portal = online('portal');
  if (template === 'appointment-change')
    return {
      subject: `Your appointment at ${data.clinicName} has ${data.previousWhen ? 'moved' : 'changed'}: ${data.when}`,
      greeting: `Hello ${data.patientFirstName},`,
      paragraphs: [
        data.previousWhen
          ? `Your appointment of ${data.previousWhen} has moved. It is now:`
          : 'Your appointment has changed. It is now:',
        `${what}, ${data.when}, at ${where}.`,
        'The attached calendar file updates it in your calendar.',
        ...(data.cancellationPolicy ? [`Cancellation policy: ${data.cancellationPolicy}`] : []),
      ],
      ...(portal ? { action: { label: 'See, move or cancel my visits', link: portal } } : {}),
      footnote: portal
        ? `If this time does not suit you, use the link above${call ? ` or ${call}` : ''}.`
        : `If this time does not suit you, ${call ?? `contact ${data.clinicName}`}.`,
    };
  const visitPage = (answer: 'confirm' | 'cancel') =>
    data.visitToken && appOrigin
      ? new URL(`/visits/${data.visitToken}?answer=${answer}`, appOrigin).href
      : null;
  const confirmLink = visitPage('confirm');
  const cancelLink = visitPage('cancel');
  const reminder = template === 'appointment-reminder';
  return {
    subject: reminder
      ? `Reminder: your appointment at ${data.clinicName}, ${data.when}`
      : `Your appointment at ${data.clinicName} is booked: ${data.when}`,
    greeting: `Hello ${data.patientFirstName},`,
    paragraphs: [
      reminder ? 'This is a reminder of your appointment:' : 'Your appointment is booked:',
      `${what}, ${data.when}, at ${where}.`,
      'The attached calendar file adds it to your calendar.',
      ...(data.cancellationPolicy ? [`Cancellation policy: ${data.cancellationPolicy}`] : []),
    ],
    ...(confirmLink && cancelLink
      ? {
          action: { label: 'Confirm', link: confirmLink },
          secondaryAction: { label: 'Cancel', link: cancelLink },
        }
      : portal
        ? { action: { label: 'See, move or cancel my visits', link: portal } }
        : {}),
    footnote: confirmLink
      ? `The buttons above work once, until the visit starts.${portal ? ` To move it, use ${portal}${call ? ` or ${call}` : ''}.` : call ? ` To move it, ${call}.` : ''}`
      : portal
        ? `To change or cancel it, use the link above${call ? ` or ${call}` : ''}.`
        : `To change or cancel it, ${call ?? `contact ${data.clinicName}`}.`,
  };
}

const isAppointmentMail = (
  message: MailMessage,
): message is Extract<MailMessage, { template: AppointmentTemplate }> =>
  message.template === 'appointment-confirmation' ||
  message.template === 'appointment-reminder' ||
  message.template === 'appointment-change' ||
  message.template === 'appointment-cancellation';

/** The appointment as a calendar invitation mail programs act on: a request, or its cancellation. */
function attachmentsOf(message: MailMessage): RenderedMail['attachments'] {
  if (!isAppointmentMail(message)) return undefined;
  const { data } = message;
  const method = message.template === 'appointment-cancellation' ? 'CANCEL' : 'REQUEST';
  const place = placeOf(data);
  const ics = icsOf(
    data.clinicName,
    [
      {
        uid: data.appointmentId,
        sequence: data.sequence ?? 0,
        changedAt: new Date(data.changedAt ?? Date.now()),
        start: new Date(data.start),
        end: new Date(data.end),
        summary: data.serviceName ? `${data.serviceName}, ${data.clinicName}` : data.clinicName,
        location: [place.name, place.address].filter(Boolean).join(', '),
        cancelled: method === 'CANCEL',
        ...(data.clinicEmail
          ? { organizer: { name: data.clinicName, email: data.clinicEmail } }
          : {}),
        attendee: { name: data.patientFirstName, email: message.to },
      },
    ],
    method,
  );
  return [
    {
      filename: method === 'CANCEL' ? 'cancellation.ics' : 'appointment.ics',
      content: ics,
      contentType: `text/calendar; charset=utf-8; method=${method}`,
    },
  ];
}

function bodyOf(message: MailMessage, appOrigin: string | undefined): Body {
  switch (message.template) {
    case 'verify-email':
      return {
        subject: 'Confirm your email address for Motio',
        greeting: `Hello ${message.data.name},`,
        paragraphs: ['Thanks for signing up. Please confirm this is your email address.'],
        action: { label: 'Verify my email', link: message.data.link },
        footnote:
          'The link works once and expires in 24 hours. Did not sign up? Ignore this email.',
      };
    case 'reset-password':
      return {
        subject: 'Reset your Motio password',
        greeting: `Hello ${message.data.name},`,
        paragraphs: ['Someone asked to reset the password of your Motio account.'],
        action: { label: 'Choose a new password', link: message.data.link },
        footnote:
          'The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays as it is.',
      };
    case 'confirm-email-change':
      return {
        subject: 'Confirm your new email address for Motio',
        greeting: `Hello ${message.data.name},`,
        paragraphs: ['You asked to use this address for your Motio account from now on.'],
        action: { label: 'Confirm this address', link: message.data.link },
        footnote:
          'The link works once and expires in 24 hours. Until then you keep signing in with your current address.',
      };
    case 'security-change': {
      const change = SECURITY_CHANGES[message.data.change];
      return {
        subject: change.subject,
        greeting: `Hello ${message.data.name},`,
        paragraphs: [
          change.text,
          'If this was you, there is nothing to do. If it was not, reset your password now and tell your clinic.',
        ],
        action: { label: 'Reset my password', link: message.data.resetLink },
        footnote: 'We send this email after every change to how your account signs in.',
      };
    }
    case 'sign-up-attempt': {
      const { data } = message;
      if (data.reason === 'invitation') {
        return {
          subject: 'Someone tried to sign up for Motio with your address',
          greeting: 'Hello,',
          paragraphs: [
            `Someone tried to create a Motio account with this address. ${data.clinicName} has invited you to join them on Motio, so no account was created.`,
            'To join, open the invitation email and accept it. If it has expired, ask the clinic to send a new one.',
          ],
          footnote: 'Was it not you? You can ignore this email: nothing has changed.',
        };
      }
      return {
        subject: 'You already have a Motio account',
        greeting: data.name ? `Hello ${data.name},` : 'Hello,',
        paragraphs: [
          'Someone tried to create a Motio account with this address. You already have one, so no new account was created.',
          'Sign in with your email and password. Forgot your password? Choose a new one from the sign-in page.',
        ],
        action: { label: 'Sign in to Motio', link: data.loginLink },
        footnote: `Was it not you? You can ignore this email: nothing has changed. To reset your password, open ${data.resetLink}`,
      };
    }
    case 'invitation': {
      const { clinicName, inviterName, roleLabel, link, expiresInDays } = unlinkableFields(
        message.data,
        ['clinicName', 'inviterName'],
      );
      return {
        subject: `Join ${clinicName} on Motio`,
        greeting: 'Hello,',
        paragraphs: [
          `${inviterName ?? 'The clinic'} invited you to join ${clinicName} on Motio as ${roleLabel.toLowerCase()}.`,
          'Motio is where the clinic keeps its calendar, patient records and treatment plans.',
        ],
        action: { label: 'Accept the invitation', link },
        footnote: `The invitation expires in ${expiresInDays} days. Not expecting it? Ignore this email.`,
      };
    }
    case 'unlock-sign-in':
      return {
        subject: 'Sign-in to your Motio account is paused',
        greeting: `Hello ${message.data.name},`,
        paragraphs: [
          'Someone has tried many wrong passwords for your Motio account, so we have paused signing in to it for a while.',
          'To sign in now, open the link below and sign in with your password as usual.',
          'If you did not try to sign in, someone may be guessing your password: choose a new, strong one.',
        ],
        action: { label: 'Sign in to Motio', link: message.data.link },
        footnote: `The link works once and expires in 24 hours. To choose a new password, open ${message.data.resetLink}`,
      };
    case 'early-access-admitted':
      return {
        subject: 'A Motio Early Access spot is yours',
        greeting: `Hello ${message.data.name},`,
        paragraphs: [
          'Good news: a spot in the Motio Early Access programme opened up and it is yours. Motio is free for you for life.',
          'Sign in with the email and password you registered with.',
        ],
        action: { label: 'Sign in to Motio', link: message.data.link },
        footnote: 'Questions? Just reply to this email.',
      };
    case 'contact-support': {
      const { name, email, subject, message: text, inquiryType, accountEmail } = message.data;
      const label = inquiryTypeLabels[inquiryType];
      return {
        subject: `[${label}] ${subject}`,
        greeting: 'New message from the contact form.',
        paragraphs: [
          `From: ${name} <${email}>`,
          `Inquiry type: ${label}`,
          accountEmail
            ? `Sent while signed in as ${accountEmail}.`
            : 'Sent by a visitor (not signed in).',
          `Subject: ${subject}`,
        ],
        quote: text,
        footnote: `Reply to this email to answer ${name} directly. We promised a reply within 24 hours.`,
      };
    }
    case 'appointment-confirmation':
    case 'appointment-reminder':
    case 'appointment-change':
    case 'appointment-cancellation':
      return appointmentBody(message.template, message.data, appOrigin);
    case 'contact-confirmation':
      return {
        subject: 'We received your message',
        greeting: 'Hello,',
        paragraphs: [
          `Thank you for contacting Motio. Your message reached ${TEAMS[message.data.inquiryType]}, and we reply within 24 hours.`,
          'Our answer will come to this email address.',
        ],
        footnote:
          'Did not write to us? Someone may have typed your address by mistake: you can ignore this email.',
      };
    case 'invoice':
      return invoiceBody(message.data);
    case 'receipt':
      return receiptBody(message.data);
    case 'feedback-received':
      return feedbackBody(message.data);
    case 'support-request':
      return supportRequestBody(message.data);
    case 'support-request-confirmation':
      return supportRequestConfirmationBody(message.data);
    case 'online-booking-code':
      return bookingCodeBody(message.data);
    case 'portal-sign-in':
      return portalSignInBody(message.data);
    case 'intake-form':
      return intakeFormBody(message.data);
    case 'waitlist-offer':
      return waitlistOfferBody(message.data);
    case 'waitlist-offer-taken':
      return waitlistOfferTakenBody(message.data);
  }
}

/** `appOrigin` makes the links a mail builds from the app's own pages (a patient's portal). */
export function renderMail(message: MailMessage, appOrigin?: string): RenderedMail {
  const body = bodyOf(message, appOrigin);
  const { action, secondaryAction, quote } = body;
  const text = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(quote ? [quote, ''] : []),
    ...(action ? [`${action.label}: ${action.link}`, ''] : []),
    ...(secondaryAction ? [`${secondaryAction.label}: ${secondaryAction.link}`, ''] : []),
    body.footnote,
    '',
    'Motio',
  ].join('\n');
  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(content)}</p>`;
  const quoteHtml = quote
    ? `<div style="margin:0 0 16px;padding:12px 16px;border-left:3px solid #0b7285;background:#f4f6f8;line-height:1.5;white-space:pre-wrap">${escapeHtml(quote)}</div>\n`
    : '';
  const secondaryHtml = secondaryAction
    ? ` <a href="${escapeHtml(secondaryAction.link)}" style="display:inline-block;margin-left:8px;border:1px solid #0b7285;color:#0b7285;text-decoration:none;padding:11px 20px;border-radius:6px;font-weight:bold">${escapeHtml(secondaryAction.label)}</a>`
    : '';
  const actionHtml = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.link)}" style="display:inline-block;background:#0b7285;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(action.label)}</a>${secondaryHtml}</p>\n`
    : '';
  const linkHint = action
    ? `\n<p style="margin:0;font-size:13px;color:#52606d">If the button does not work, open this address: ${escapeHtml(action.link)}</p>`
    : '';
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b7285">Motio</p>
${paragraph(body.greeting)}
${body.paragraphs.map(paragraph).join('\n')}
${quoteHtml}${actionHtml}<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#52606d">${escapeHtml(body.footnote)}</p>${linkHint}
</div></body></html>`;
  const attachments = attachmentsOf(message);
  return { subject: body.subject, text, html, ...(attachments ? { attachments } : {}) };
}
