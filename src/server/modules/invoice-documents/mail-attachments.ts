import type { Db } from '../../db/client.js';
import type { MailAttachmentRef } from '../../integrations/mail/attachment-refs.js';
import type { MailAttachment } from '../../integrations/mail/transport.js';
import { invoiceFileName, renderInvoicePdf } from './invoice-pdf.js';
import { loadInvoiceDocument } from './load-invoice-document.js';
import { loadReceiptDocument } from './load-receipt-document.js';
import { receiptFileName, renderReceiptPdf } from './receipt-pdf.js';

async function renderAttachment(
  db: Db,
  ref: MailAttachmentRef,
  appOrigin: string,
): Promise<MailAttachment> {
  if (ref.kind === 'invoice_pdf') {
    const doc = await loadInvoiceDocument(db, ref.clinicId, ref.invoiceId, appOrigin);
    return {
      filename: invoiceFileName(doc),
      content: await renderInvoicePdf(doc),
      contentType: 'application/pdf',
    };
  }
  const doc = await loadReceiptDocument(db, ref.clinicId, ref.paymentId);
  return {
    filename: receiptFileName(doc),
    content: await renderReceiptPdf(doc),
    contentType: 'application/pdf',
  };
}

/**
 * The documents a queued mail names, rendered now from the database. A document that is gone
 * (a deleted draft) throws, and the outbox retries and at last fails the mail: it is not sent
 * without what it says is attached.
 */
export async function renderAttachmentRefs(
  db: Db,
  refs: readonly MailAttachmentRef[] | undefined,
  appOrigin: string,
): Promise<MailAttachment[]> {
  const rendered: MailAttachment[] = [];
  for (const ref of refs ?? []) rendered.push(await renderAttachment(db, ref, appOrigin));
  return rendered;
}
