import { z } from 'zod';

/** What a contact message is about; 'general' when the sender does not say. */
export const inquiryTypes = ['general', 'sales', 'support', 'partnership', 'feedback'] as const;
export type InquiryType = (typeof inquiryTypes)[number];

export const inquiryTypeLabels: Record<InquiryType, string> = {
  general: 'General',
  sales: 'Sales',
  support: 'Support',
  partnership: 'Partnership',
  feedback: 'Feedback',
};

export const CONTACT_LIMITS = { name: 200, subject: 200, message: 5000 } as const;

const tooLong = (max: number) => `Use at most ${max} characters.`;

/**
 * A one-line text: runs of whitespace (line breaks included) become one space, so the name and
 * subject can go into mail headers as they are.
 */
const singleLine = (missing: string, max: number) =>
  z
    .string({ error: missing })
    .overwrite((value) => value.replace(/\s+/g, ' ').trim())
    .min(1, missing)
    .max(max, tooLong(max));

/** A contact message and its validation. POST /contact → 201 contactMessageResponseSchema. */
export const contactMessageSchema = z.object({
  name: singleLine('Enter your name.', CONTACT_LIMITS.name),
  email: z
    .string({ error: 'Enter your email address.' })
    .trim()
    .min(1, 'Enter your email address.')
    .max(254, 'Email is too long.')
    .pipe(z.email('Enter a valid email address.')),
  subject: singleLine('Enter a subject.', CONTACT_LIMITS.subject),
  message: z
    .string({ error: 'Enter your message.' })
    .trim()
    .min(1, 'Enter your message.')
    .max(CONTACT_LIMITS.message, tooLong(CONTACT_LIMITS.message)),
  inquiryType: z
    .enum(inquiryTypes, { error: 'Choose general, sales, support, partnership or feedback.' })
    .default('general'),
});
/** What the form and the request carry (inquiryType may be left out). */
export type ContactMessageDraft = z.input<typeof contactMessageSchema>;
/** After validation: trimmed, with the inquiry type filled in. */
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

export const contactMessageResponseSchema = z.object({
  contactMessage: z.object({ id: z.uuid() }),
});
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;
