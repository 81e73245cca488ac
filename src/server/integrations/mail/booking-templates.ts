import type { Body } from './body.js';
import { unlinkableFields } from './unlinkable.js';

/** The code a visitor of a clinic's booking page types to show the email address is theirs. */
export interface BookingCodeMailData {
  clinicName: string;
  code: string;
  /** The booking page that confirms with this code in one click. */
  link: string;
  /** The chosen time as the patient reads it, in the clinic's time zone. */
  when: string;
  expiresInMinutes: number;
}

export type BookingCodeMail = {
  template: 'online-booking-code';
  to: string;
  data: BookingCodeMailData;
};

export function bookingCodeBody(written: BookingCodeMailData): Body {
  const data = unlinkableFields(written, ['clinicName']);
  return {
    subject: `${data.code} is your code to book at ${data.clinicName}`,
    greeting: 'Hello,',
    paragraphs: [
      `To book ${data.when} at ${data.clinicName}, enter this code on the booking page: ${data.code}`,
      'Or confirm with the button below.',
    ],
    action: { label: 'Confirm my booking', link: data.link },
    footnote: `We hold the time for ${data.expiresInMinutes} minutes. Did not book? Someone may have typed your address by mistake: ignore this email and nothing is booked.`,
  };
}
