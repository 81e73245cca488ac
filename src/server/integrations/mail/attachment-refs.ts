/**
 * A document a mail carries, named by reference: the outbox stores which document, and the PDF
 * is rendered from the database when the mail is delivered. So the queue never holds a
 * document's bytes or the patient data in it, and a mail sent again shows the document as it
 * is then.
 */
export type MailAttachmentRef =
  | { kind: 'invoice_pdf'; clinicId: string; invoiceId: string }
  | { kind: 'receipt_pdf'; clinicId: string; paymentId: string };
