import { payerKindLabels } from '../../../domain/invoices.js';
import type { InvoiceDocument } from './document-data.js';
import { documentFormat, type DocumentFormat } from './document-format.js';
import { CONTENT_WIDTH, PAGE, PdfWriter, renderPdf } from './pdf-writer.js';

/** "Invoice 2026-000123", "Credit note 2026-000124 for invoice 2026-000120", "Invoice (draft)". */
export function invoiceTitle(
  doc: Pick<InvoiceDocument, 'kind' | 'number' | 'creditsInvoiceNumber'>,
) {
  const name = doc.kind === 'credit_note' ? 'Credit note' : 'Invoice';
  const title = doc.number ? `${name} ${doc.number}` : `${name} (draft)`;
  return doc.kind === 'credit_note' && doc.creditsInvoiceNumber
    ? `${title} for invoice ${doc.creditsInvoiceNumber}`
    : title;
}

/** `invoice-2026-000123.pdf`, `credit-note-….pdf`, `invoice-draft.pdf`. */
export function invoiceFileName(doc: Pick<InvoiceDocument, 'kind' | 'number'>) {
  const name = doc.kind === 'credit_note' ? 'credit-note' : 'invoice';
  return `${name}-${doc.number ?? 'draft'}.pdf`;
}

const columns = [
  { key: 'description', label: 'Description', width: 0, align: 'left' },
  { key: 'quantity', label: 'Qty', width: 35, align: 'right' },
  { key: 'unitPrice', label: 'Unit price', width: 75, align: 'right' },
  { key: 'discount', label: 'Discount', width: 65, align: 'right' },
  { key: 'tax', label: 'Tax', width: 45, align: 'right' },
  { key: 'total', label: 'Total', width: 80, align: 'right' },
] as const;
const GAP = 8;
const fixedWidth = columns.reduce((sum, column) => sum + column.width + GAP, 0);
const widths = columns.map((column) => column.width || CONTENT_WIDTH - fixedWidth + GAP);

function tableRow(writer: PdfWriter, cells: string[], options: { bold?: boolean } = {}) {
  const height = Math.max(...cells.map((cell, i) => writer.heightOf(cell, widths[i]!, options)));
  const y = writer.room(height + 8);
  let x = PAGE.margin;
  cells.forEach((cell, i) => {
    writer.text(cell, x, y, { width: widths[i]!, align: columns[i]!.align, ...options });
    x += widths[i]! + GAP;
  });
  writer.y = y + height + 6;
  writer.rule(writer.y - 3);
}

function partyBlock(doc: InvoiceDocument) {
  if (doc.payer) {
    return [
      doc.payer.name,
      payerKindLabels[doc.payer.kind],
      ...(doc.payer.reference ? [`Reference: ${doc.payer.reference}`] : []),
      `for patient ${doc.patient.name}`,
    ];
  }
  return [doc.patient.name, ...(doc.patient.address ? [doc.patient.address] : [])];
}

function totals(doc: InvoiceDocument, format: DocumentFormat): [string, string, boolean?][] {
  const rows: [string, string, boolean?][] = [['Subtotal', format.money(doc.subtotalCents)]];
  if (doc.discountCents > 0) rows.push(['Discount', `−${format.money(doc.discountCents)}`]);
  rows.push([
    doc.pricesIncludeTax ? 'Tax (included in the prices)' : 'Tax (added to the prices)',
    format.money(doc.taxCents),
  ]);
  rows.push([
    doc.kind === 'credit_note' ? 'Total credited' : 'Total',
    format.money(doc.totalCents),
    true,
  ]);
  if (doc.kind === 'invoice' && doc.status !== 'void') {
    rows.push(['Paid', format.money(doc.paidCents)]);
    if (doc.creditedCents > 0) rows.push(['Credited', `−${format.money(doc.creditedCents)}`]);
    rows.push(['Balance due', format.money(doc.balanceCents), true]);
  }
  return rows;
}

/** An invoice or credit note as an A4 PDF, in the clinic's currency, locale and time zone. */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const format = documentFormat(doc.clinic, doc.currency);
  const title = invoiceTitle(doc);
  return renderPdf(
    { title, author: doc.clinic.name, createdAt: doc.issuedAt ?? doc.createdAt },
    (writer) => {
      let y = writer.letterhead(doc.clinic, 'Tax number');
      y = writer.title(title, y);
      if (doc.status === 'draft' || doc.status === 'void') {
        y = writer.text(doc.status === 'draft' ? 'DRAFT' : 'VOID', PAGE.margin, y, {
          bold: true,
          size: 14,
          color: '#c92a2a',
        });
      }
      y += 10;

      const half = CONTENT_WIDTH / 2 - 10;
      const facts: [string, string][] = [];
      if (doc.issuedAt) facts.push(['Issue date', format.date(doc.issuedAt)]);
      if (doc.kind === 'invoice' && doc.dueOn) facts.push(['Due date', format.day(doc.dueOn)]);
      if (doc.kind === 'credit_note' && doc.reason) facts.push(['Reason', doc.reason]);
      const factsBottom = facts.length ? writer.facts(facts, PAGE.margin, y, half) : y;
      const partyX = PAGE.margin + half + 20;
      let partyY = writer.muted(doc.kind === 'credit_note' ? 'Credited to' : 'Bill to', partyX, y);
      partyBlock(doc).forEach((line, i) => {
        partyY = writer.text(line, partyX, partyY, { width: half, bold: i === 0 });
      });
      writer.y = Math.max(factsBottom, partyY) + 20;

      tableRow(
        writer,
        columns.map((column) => column.label),
        { bold: true },
      );
      for (const line of doc.lines) {
        tableRow(writer, [
          line.description,
          format.number(line.quantity),
          format.money(line.unitPriceCents),
          line.discountCents > 0 ? format.money(line.discountCents) : '',
          format.taxRate(line.taxRateBasisPoints),
          format.money(line.totalCents),
        ]);
      }

      writer.y += 8;
      const labelX = PAGE.margin + CONTENT_WIDTH - 330;
      for (const [label, value, strong] of totals(doc, format)) {
        const rowY = writer.room(16);
        writer.text(label, labelX, rowY, { width: 230, align: 'right', bold: strong ?? false });
        writer.y = writer.text(value, labelX + 240, rowY, {
          width: 90,
          align: 'right',
          bold: strong ?? false,
        });
        writer.y += 3;
      }

      if (doc.notes) {
        writer.y = writer.room(40) + 16;
        writer.y = writer.text(doc.notes, PAGE.margin, writer.y, { width: CONTENT_WIDTH });
      }

      const owes = doc.kind === 'invoice' && doc.balanceCents > 0 && doc.status !== 'void';
      if (owes && (doc.clinic.paymentInstructions || doc.payLink)) {
        writer.y = writer.room(80) + 20;
        writer.y = writer.text('How to pay', PAGE.margin, writer.y, { bold: true, size: 12 });
        if (doc.clinic.paymentInstructions) {
          writer.y = writer.text(doc.clinic.paymentInstructions, PAGE.margin, writer.y + 4, {
            width: CONTENT_WIDTH,
          });
        }
        if (doc.payLink) {
          const at = writer.y + 6;
          writer.text('Pay now online:', PAGE.margin, at, { bold: true });
          writer.pdf
            .font('body')
            .fontSize(10)
            .fillColor('#0b7285')
            .text(doc.payLink, PAGE.margin, writer.y, { width: CONTENT_WIDTH, link: doc.payLink });
        }
      }
    },
  );
}
