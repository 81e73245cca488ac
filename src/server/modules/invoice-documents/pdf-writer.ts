import type { ClinicLetterhead } from './document-data.js';
import { documentFonts } from './pdf-fonts.js';

type Pdf = PDFKit.PDFDocument;

export const PAGE = { width: 595.28, height: 841.89, margin: 50 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const MUTED = '#52606d';
const ACCENT = '#0b7285';

/** What Helvetica's WinAnsi encoding has beyond Latin-1. */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Helvetica's WinAnsi cannot show what DejaVu can: without DejaVu, letters lose their marks. */
export function printable(text: string, unicode: boolean) {
  if (unicode) return text;
  return [
    ...text
      .replace(/Đ/g, 'D')
      .replace(/đ/g, 'd')
      .replace(/\u2212/g, '-')
      .replace(/[\u202f\u2009]/g, ' ')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFC'),
  ]
    .map((char) =>
      char === '\n' || (char >= ' ' && char <= '\xff') || WIN_ANSI_EXTRA.includes(char)
        ? char
        : '?',
    )
    .join('');
}

/** A small writing surface over pdfkit: fonts, colours and the page break in one place. */
export class PdfWriter {
  private readonly unicode: boolean;

  constructor(readonly pdf: Pdf) {
    const fonts = documentFonts();
    this.unicode = fonts.unicode;
    pdf.registerFont('body', fonts.regular);
    pdf.registerFont('bold', fonts.bold);
    pdf.registerFont('italic', fonts.italic);
    pdf.font('body');
  }

  get y() {
    return this.pdf.y;
  }

  set y(value: number) {
    this.pdf.y = value;
  }

  text(
    value: string,
    x: number,
    y: number,
    options: {
      width?: number;
      align?: 'left' | 'right' | 'center';
      bold?: boolean;
      italic?: boolean;
      size?: number;
      color?: string;
    } = {},
  ) {
    const { bold = false, italic = false, size = 10, color = '#1f2933', ...rest } = options;
    this.pdf
      .font(bold ? 'bold' : italic ? 'italic' : 'body')
      .fontSize(size)
      .fillColor(color)
      .text(printable(value, this.unicode), x, y, { lineGap: 1, ...rest });
    return this.pdf.y;
  }

  muted(
    value: string,
    x: number,
    y: number,
    options: { width?: number; align?: 'left' | 'right' } = {},
  ) {
    return this.text(value, x, y, { ...options, size: 9, color: MUTED });
  }

  heightOf(value: string, width: number, options: { bold?: boolean; size?: number } = {}) {
    return this.pdf
      .font(options.bold ? 'bold' : 'body')
      .fontSize(options.size ?? 10)
      .heightOfString(printable(value, this.unicode), { width, lineGap: 1 });
  }

  rule(y: number, color = '#d9e2ec') {
    this.pdf
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.7)
      .strokeColor(color)
      .stroke();
  }

  /** Starts a new page when `height` more does not fit on this one; answers where to write. */
  room(height: number) {
    if (this.pdf.y + height > PAGE.height - PAGE.margin) {
      this.pdf.addPage();
      this.pdf.y = PAGE.margin;
    }
    return this.pdf.y;
  }

  /** The logo (left) and the clinic's name and contact details (right); answers the y below. */
  letterhead(clinic: ClinicLetterhead, taxNumberLabel: string) {
    const top = PAGE.margin;
    let logoBottom = top;
    if (clinic.logo) {
      try {
        this.pdf.image(clinic.logo.data, PAGE.margin, top, { fit: [140, 60] });
        logoBottom = top + 60;
      } catch {
        // An image pdfkit cannot read is left out rather than failing the document.
      }
    }
    const x = PAGE.margin + 200;
    const width = CONTENT_WIDTH - 200;
    let y = this.text(clinic.name, x, top, { width, align: 'right', bold: true, size: 13 });
    const details = [
      clinic.address,
      clinic.phone,
      clinic.email,
      clinic.taxNumber ? `${taxNumberLabel}: ${clinic.taxNumber}` : '',
    ].filter(Boolean);
    for (const detail of details) y = this.muted(detail, x, y, { width, align: 'right' });
    return Math.max(y, logoBottom) + 24;
  }

  title(value: string, y: number) {
    return this.text(value, PAGE.margin, y, { bold: true, size: 16, color: ACCENT }) + 4;
  }

  /** `label: value` pairs in two columns, left-aligned; answers the y below. */
  facts(pairs: [string, string][], x: number, y: number, width: number) {
    let at = y;
    for (const [label, value] of pairs) {
      this.muted(label, x, at, { width: 110 });
      at = Math.max(this.text(value, x + 110, at, { width: width - 110 }), at + 12);
    }
    return at;
  }
}

/** Writes a document and answers its bytes. `createdAt` fixes its metadata: same input, same bytes. */
export async function renderPdf(
  meta: { title: string; author: string; createdAt: Date },
  write: (writer: PdfWriter) => void,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: {
      Title: meta.title,
      Author: meta.author,
      Creator: 'Motio',
      Producer: 'Motio',
      CreationDate: meta.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  write(new PdfWriter(pdf));
  pdf.end();
  return done;
}
