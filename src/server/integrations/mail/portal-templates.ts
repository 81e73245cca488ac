import type { Body } from './body.js';
import { unlinkableFields } from './unlinkable.js';

/** The link that signs a patient in to their clinic's portal. */
export interface PortalSignInMailData {
  clinicName: string;
  firstName: string;
  link: string;
  expiresInMinutes: number;
}

export type PortalSignInMail = {
  template: 'portal-sign-in';
  to: string;
  data: PortalSignInMailData;
};

export function portalSignInBody(written: PortalSignInMailData): Body {
  const data = unlinkableFields(written, ['clinicName', 'firstName']);
  return {
    subject: `Your sign-in link for ${data.clinicName}`,
    greeting: `Hello ${data.firstName},`,
    paragraphs: [
      `Open the link below to see your visits at ${data.clinicName}, and to change or cancel them.`,
    ],
    action: { label: 'See my visits', link: data.link },
    footnote: `The link works once, for ${data.expiresInMinutes} minutes. Did not ask for it? Ignore this email: nobody can sign in without it.`,
  };
}
