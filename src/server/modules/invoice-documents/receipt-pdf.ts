import { paymentMethodLabels } from '../../../domain/invoices.js';
import type { ReceiptDocument } from './document-data.js';
import { documentFormat } from './document-format.js';
import { CONTENT_WIDTH, PAGE, renderPdf } from './pdf-writer.js';

/** `receipt-2026-03-02.pdf`: the clinic's day the money came (or went back). */
export function receiptFileName(doc: Pick<ReceiptDocument, 'kind' | 'receivedAt' | 'clinic'>) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: doc.clinic.timeZone }).format(
    doc.receivedAt,
  );
  return `${doc.kind === 'refund' ? 'refund' : 'receipt'}-${day}.pdf`;
}

/** A receipt for a payment (or a note of a refund) as an A4 PDF. */
export function renderReceiptPdf(doc: ReceiptDocument): Promise<Buffer> {
  const format = documentFormat(doc.clinic, doc.currency);
  const refund = doc.kind === 'refund';
  const title = refund ? 'Refund' : 'Receipt';
  return renderPdf({ title, author: doc.clinic.name, createdAt: doc.receivedAt }, (writer) => {
    let y = writer.letterhead(doc.clinic, 'Tax number');
    y = writer.title(title, y) + 10;
    const facts: [string, string][] = [
      ['Date', format.date(doc.receivedAt)],
      [refund ? 'Given back to' : 'Received from', doc.patient.name],
      ...(doc.patient.address ? ([['Address', doc.patient.address]] as [string, string][]) : []),
      ['Amount', format.money(doc.amountCents)],
      ['Method', paymentMethodLabels[doc.method]],
      ...(doc.reference ? ([['Reference', doc.reference]] as [string, string][]) : []),
    ];
    writer.y = writer.facts(facts, PAGE.margin, y, CONTENT_WIDTH) + 20;

    if (doc.allocations.length > 0) {
      writer.y = writer.text(refund ? 'For invoices' : 'Paid invoices', PAGE.margin, writer.y, {
        bold: true,
        size: 12,
      });
      writer.y += 4;
      for (const allocation of doc.allocations) {
        const rowY = writer.room(16);
        writer.text(`Invoice ${allocation.invoiceNumber ?? '(draft)'}`, PAGE.margin, rowY, {
          width: 300,
        });
        writer.y = writer.text(format.money(allocation.amountCents), PAGE.margin + 300, rowY, {
          width: CONTENT_WIDTH - 300,
          align: 'right',
        });
        writer.rule(writer.y + 1);
        writer.y += 4;
      }
      writer.y += 12;
    }
    if (!refund && doc.unallocatedCents > 0) {
      writer.y = writer.text(
        `Kept as credit for later invoices: ${format.money(doc.unallocatedCents)}`,
        PAGE.margin,
        writer.y,
      );
    }
    writer.y = writer.text(
      `Your remaining credit: ${format.money(doc.creditCents)}`,
      PAGE.margin,
      writer.y + 4,
    );
    writer.y = writer.muted(
      refund ? 'This confirms the money was given back.' : 'Thank you for your payment.',
      PAGE.margin,
      writer.y + 20,
    );
  });
}
