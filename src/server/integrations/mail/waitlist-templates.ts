import type { Body } from './body.js';
import { unlinkableFields } from './unlinkable.js';

/** A freed time, offered to a patient on the clinic's waitlist. */
export interface WaitlistOfferMailData {
  clinicName: string;
  firstName: string;
  /** The time as the patient reads it, in the clinic's time zone. */
  when: string;
  serviceName: string;
  practitionerName: string;
  locationName: string;
  /** The offer's page, where the patient accepts it. */
  link: string;
  /** Until when it can be accepted, as the patient reads it. */
  expires: string;
}

/** The offered time went to another patient who accepted first. */
export interface WaitlistOfferTakenMailData {
  clinicName: string;
  firstName: string;
  when: string;
  serviceName: string;
}

export type WaitlistMail =
  | { template: 'waitlist-offer'; to: string; data: WaitlistOfferMailData }
  | { template: 'waitlist-offer-taken'; to: string; data: WaitlistOfferTakenMailData };

const clinicText = ['clinicName', 'firstName', 'serviceName', 'practitionerName', 'locationName'];

export function waitlistOfferBody(written: WaitlistOfferMailData): Body {
  const data = unlinkableFields(written, clinicText as (keyof WaitlistOfferMailData)[]);
  const where = data.locationName ? ` at ${data.locationName}` : '';
  return {
    subject: `A time opened up at ${data.clinicName}: ${data.when}`,
    greeting: `Hello ${data.firstName},`,
    paragraphs: [
      `You are on the waitlist of ${data.clinicName}, and a time has opened up: ${data.serviceName} with ${data.practitionerName}, ${data.when}${where}.`,
      'We sent this time to everyone waiting for it: the first to accept gets it.',
    ],
    action: { label: 'Take this time', link: data.link },
    footnote: `The offer is open until ${data.expires}. Does it not suit you? Ignore this email: you stay on the waitlist.`,
  };
}

export function waitlistOfferTakenBody(written: WaitlistOfferTakenMailData): Body {
  const data = unlinkableFields(written, ['clinicName', 'firstName', 'serviceName']);
  return {
    subject: `The time at ${data.clinicName} was taken`,
    greeting: `Hello ${data.firstName},`,
    paragraphs: [
      `The time we offered you, ${data.serviceName} ${data.when}, was taken by another patient who accepted first.`,
      'You stay on the waitlist: we will write again when another time opens up.',
    ],
    footnote: `No longer waiting? You can leave the waitlist in the ${data.clinicName} patient portal, or call the clinic.`,
  };
}
