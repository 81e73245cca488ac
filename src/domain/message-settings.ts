import { z } from 'zod';
import {
  defaultSmsTemplates,
  renderSmsText,
  SMS_TEMPLATE_MAX,
  smsCapableKinds,
  smsPlaceholders,
  smsSegments,
  unknownPlaceholders,
  type SmsPlaceholder,
  type SmsValues,
} from './sms-text.js';

/**
 * How a clinic messages its patients: which kinds go by SMS, when no text may arrive, and its
 * own SMS texts.
 *
 *   GET /messages/settings → {settings}        PUT /messages/settings {settings} → {settings}
 */

export type SmsCapableKind = (typeof smsCapableKinds)[number];

/** A rendered text may take at most this many segments. */
export const SMS_SEGMENTS_MAX = 10;

/**
 * Values a preview (and the length check) fills a template with, besides the clinic's own: all in
 * the GSM alphabet, so the segment count reflects the clinic's text, not the sample.
 */
export const sampleSmsValues: Record<SmsPlaceholder, string> = {
  firstName: 'Alexandra',
  clinic: 'Your clinic',
  clinicPhone: '+381 11 123 4567',
  when: 'Tue 1 Dec, 09:00',
  therapist: 'Maria Jensen',
  service: 'Physiotherapy assessment',
  link: 'https://motio.example/visits/Q2xpbmljLWxpbmstdG9rZW4tZXhhbXBsZQ',
};

/** What a placeholder stands for, as the template editor explains it. */
export const smsPlaceholderLabels: Record<SmsPlaceholder, string> = {
  firstName: "Patient's first name",
  clinic: 'Clinic name',
  clinicPhone: 'Clinic phone',
  when: 'Date and time',
  therapist: 'Therapist',
  service: 'Service',
  link: 'Link',
};

/** The template with the sample values (and the clinic's own, where given) filled in. */
export const previewSmsText = (template: string, values: SmsValues = {}) =>
  renderSmsText(template, { ...sampleSmsValues, ...values });

const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM, for example 21:00.');

const smsTemplate = z
  .string()
  .max(SMS_TEMPLATE_MAX, `Keep the text to ${SMS_TEMPLATE_MAX} characters.`)
  .superRefine((template, context) => {
    const unknown = unknownPlaceholders(template);
    if (unknown.length > 0) {
      const names = unknown.map((name) => `{${name}}`).join(', ');
      context.addIssue({
        code: 'custom',
        message: `${names} ${unknown.length === 1 ? 'is not a placeholder' : 'are not placeholders'}. Use ${smsPlaceholders.map((name) => `{${name}}`).join(', ')}.`,
      });
      return;
    }
    if (smsSegments(previewSmsText(template)).segments > SMS_SEGMENTS_MAX)
      context.addIssue({
        code: 'custom',
        message: `With its placeholders filled in this text takes more than ${SMS_SEGMENTS_MAX} segments: shorten it.`,
      });
  });

export const messageSettingsSchema = z.object({
  /** Kinds texted to patients who agreed to texts; email otherwise and when a text fails. */
  smsKinds: z
    .array(z.enum(smsCapableKinds))
    .max(smsCapableKinds.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'Name each kind once.'),
  /** No text arrives from `quietFrom` until `quietUntil`, clinic time (may span midnight). */
  quietFrom: timeOfDay,
  quietUntil: timeOfDay,
  /** The clinic's own text per kind; a kind left out (or blank) uses Motio's default text. */
  smsTemplates: z.object({
    confirmation: smsTemplate.optional(),
    reminder: smsTemplate.optional(),
    change: smsTemplate.optional(),
    cancellation: smsTemplate.optional(),
  }),
});
export type MessageSettingsView = z.infer<typeof messageSettingsSchema>;
export type MessageSettingsInput = z.input<typeof messageSettingsSchema>;

export const messageSettingsResponseSchema = z.object({ settings: messageSettingsSchema });
export type MessageSettingsResponse = z.infer<typeof messageSettingsResponseSchema>;

export const smsKindLabels: Record<SmsCapableKind, string> = {
  confirmation: 'Booking confirmations',
  reminder: 'Reminders',
  change: 'Changed visits',
  cancellation: 'Cancellations',
};

/** Motio's own text for a kind the clinic has not written. */
export const defaultSmsTemplateOf = (kind: SmsCapableKind) => defaultSmsTemplates[kind];
