import type { Body } from './body.js';
import { unlinkableFields } from './unlinkable.js';

/** A form the clinic asks the patient to fill in on its portal. */
export interface IntakeFormMailData {
  clinicName: string;
  firstName: string;
  formTitle: string;
  /** The first visit it is for, as the patient reads it in the clinic's time zone; or null. */
  visitWhen: string | null;
  /** Signs in to the portal (once) and opens the form. */
  link: string;
  /** Until when the link works, as the patient reads it. */
  linkWorksUntil: string;
}

export type IntakeFormMail = { template: 'intake-form'; to: string; data: IntakeFormMailData };

export function intakeFormBody(written: IntakeFormMailData): Body {
  const data = unlinkableFields(written, ['clinicName', 'firstName', 'formTitle']);
  return {
    subject: data.visitWhen
      ? `Please fill in ${data.formTitle} before your visit`
      : `Please fill in ${data.formTitle} for ${data.clinicName}`,
    greeting: `Hello ${data.firstName},`,
    paragraphs: [
      data.visitWhen
        ? `Please fill in ${data.formTitle} before your visit on ${data.visitWhen}.`
        : `Please fill in ${data.formTitle}.`,
      `${data.clinicName} reads your answers before they see you. It takes a few minutes.`,
    ],
    action: { label: 'Fill in the form', link: data.link },
    footnote: `The link signs you in once and works until ${data.linkWorksUntil}. After that, ask for a new sign-in link on the clinic's portal.`,
  };
}
