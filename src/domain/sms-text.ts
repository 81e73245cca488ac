import type { MessageKind } from './messages.js';

/**
 * SMS texts: the placeholders a clinic's template may use, Motio's default text per kind, and
 * how many segments a text takes (what carriers bill).
 */
export const smsPlaceholders = [
  'firstName',
  'clinic',
  'clinicPhone',
  'when',
  'therapist',
  'service',
  'link',
] as const;
export type SmsPlaceholder = (typeof smsPlaceholders)[number];
export type SmsValues = Partial<Record<SmsPlaceholder, string>>;

/** A template may be at most this long; a rendered text at most 10 segments. */
export const SMS_TEMPLATE_MAX = 640;

export const defaultSmsTemplates: Record<MessageKind, string> = {
  confirmation:
    '{clinic}: {firstName}, your {service} with {therapist} is booked for {when}. Reply X to cancel.',
  reminder:
    'Reminder from {clinic}: {service} with {therapist} on {when}. Reply C to confirm or X to cancel.',
  change: '{clinic}: {firstName}, your appointment has moved to {when} with {therapist}.',
  cancellation:
    '{clinic}: your appointment on {when} is cancelled. To book again call {clinicPhone}.',
  waitlist_offer:
    '{clinic}: a time you waited for is free: {when}. First to book it gets it: {link}',
  form_request: '{clinic}: please fill in your form before your visit: {link}',
  invoice: '{clinic}: your invoice is ready: {link}',
  questionnaire: '{clinic}: please answer a short questionnaire about your progress: {link}',
};

/** Which kinds a clinic can send by SMS. */
export const smsCapableKinds = [
  'confirmation',
  'reminder',
  'change',
  'cancellation',
] as const satisfies readonly MessageKind[];

/** 'Tue 1 Dec, 09:00' in the clinic's time zone: a visit's time as a text message says it. */
export function smsTimeText(start: Date, timeZone: string): string {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, ...options }).format(start);
  const time = part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${part({ weekday: 'short', day: 'numeric', month: 'short' })}, ${time}`;
}

/** Every `{name}` replaced by its value; an unknown or missing placeholder becomes empty. */
export function renderSmsText(template: string, values: SmsValues): string {
  return template
    .replace(/\{(\w+)\}/g, (_, name: string) => values[name as SmsPlaceholder] ?? '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** Placeholders a template names that do not exist. */
export function unknownPlaceholders(template: string): string[] {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return [
    ...new Set(names.filter((name) => !(smsPlaceholders as readonly string[]).includes(name))),
  ];
}

// The GSM 03.38 alphabet: a text of these characters only is sent 7 bits per character; the
// extension characters take two. Any other character sends the whole text as UCS-2.
const gsmBasic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const gsmExtension = '^{}\\[~]|€\f';

export interface SmsSegments {
  encoding: 'GSM-7' | 'UCS-2';
  /** Characters as the carrier counts them (GSM extension characters count twice). */
  units: number;
  segments: number;
}

/** How a text is split for sending: 160 GSM characters or 70 UCS-2 units in one, less when split. */
export function smsSegments(text: string): SmsSegments {
  const characters = [...text];
  const gsm = characters.every((c) => gsmBasic.includes(c) || gsmExtension.includes(c));
  if (gsm) {
    const units = characters.reduce((n, c) => n + (gsmExtension.includes(c) ? 2 : 1), 0);
    return { encoding: 'GSM-7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  // UCS-2 counts UTF-16 code units: a character outside the basic plane (an emoji) takes two.
  const units = text.length;
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/** The characters of a text outside the GSM alphabet: any one makes the whole text UCS-2. */
export function nonGsmCharacters(text: string): string[] {
  return [...new Set([...text].filter((c) => !gsmBasic.includes(c) && !gsmExtension.includes(c)))];
}
