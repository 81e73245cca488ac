import { sql } from 'drizzle-orm';
import { attachments, patientForms } from '../../db/schema.js';

/** Whether an attachment is the PDF of a form its patient signed, made by Motio, not uploaded. */
export const fromSignedForm = sql<boolean>`exists (select 1 from ${patientForms} where ${patientForms.clinicId} = ${attachments.clinicId} and ${patientForms.signedAttachmentId} = ${attachments.id})`;
