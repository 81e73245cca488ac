import type {
  IntakeAnswer,
  IntakeAnswers,
  IntakeField,
  IntakeSection,
} from '../../../domain/intake-forms.js';
import { CONTENT_WIDTH, PAGE, renderPdf, type PdfWriter } from '../invoice-documents/pdf-writer.js';
import { drawnSignaturePng } from './answers.js';

/** What the signed copy of a form shows. */
export interface SignedFormDocument {
  clinic: { name: string; timeZone: string; locale: string };
  patient: { name: string; dateOfBirth: string | null };
  title: string;
  description: string;
  sections: IntakeSection[];
  answers: IntakeAnswers;
  signedAt: Date;
}

/** A form needs a signed copy when the patient signs it or agrees to a statement in it. */
export const needsSignedCopy = (sections: IntakeSection[]) =>
  sections.some((section) =>
    section.fields.some((field) => field.kind === 'signature' || field.kind === 'consent'),
  );

const NO_ANSWER = '—';

function formatDate(iso: string, locale: string) {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  } catch {
    return iso;
  }
}

/** The signing time as the clinic reads it, with its time zone named. */
export function signedAtText(at: Date, clinic: { timeZone: string; locale: string }) {
  let text: string;
  try {
    text = new Intl.DateTimeFormat(clinic.locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: clinic.timeZone,
    }).format(at);
  } catch {
    text = at.toISOString();
  }
  return `${text} (${clinic.timeZone})`;
}

function answerText(field: IntakeField, answer: IntakeAnswer | undefined, locale: string) {
  if (answer === undefined || answer === null) return NO_ANSWER;
  switch (field.kind) {
    case 'multipleChoice':
      return Array.isArray(answer) && answer.length ? answer.join(', ') : NO_ANSWER;
    case 'date':
      return typeof answer === 'string' ? formatDate(answer, locale) : NO_ANSWER;
    case 'yesNo':
      return answer === true ? 'Yes' : 'No';
    case 'consent':
      return answer === true ? 'Agreed' : 'Not agreed';
    default:
      return typeof answer === 'string' && answer ? answer : NO_ANSWER;
  }
}

function writeSignature(writer: PdfWriter, field: IntakeField, answer: IntakeAnswer | undefined) {
  const x = PAGE.margin;
  if (answer && typeof answer === 'object' && !Array.isArray(answer)) {
    if ('drawn' in answer) {
      const png = drawnSignaturePng(answer.drawn);
      if (png) {
        const top = writer.room(90);
        try {
          writer.pdf.image(png, x, top, { fit: [240, 80] });
          writer.y = top + 84;
          return;
        } catch {
          // An image pdfkit cannot read: the signature is named below instead.
        }
      }
      writer.y = writer.text(
        '(signed by hand; the drawing could not be shown)',
        x,
        writer.room(14),
      );
      return;
    }
    writer.y = writer.text(answer.typed, x, writer.room(24), { italic: true, size: 18 });
    return;
  }
  writer.y = writer.text(field.required ? NO_ANSWER : 'Not signed', x, writer.room(14));
}

function writeForm(writer: PdfWriter, doc: SignedFormDocument) {
  const x = PAGE.margin;
  let y = writer.text(doc.clinic.name, x, PAGE.margin, { bold: true, size: 13 }) + 16;
  y = writer.title(doc.title, y);
  if (doc.description) y = writer.muted(doc.description, x, y, { width: CONTENT_WIDTH }) + 6;
  y = writer.facts(
    [
      ['Patient', doc.patient.name],
      [
        'Date of birth',
        doc.patient.dateOfBirth
          ? formatDate(doc.patient.dateOfBirth, doc.clinic.locale)
          : NO_ANSWER,
      ],
      ['Signed', signedAtText(doc.signedAt, doc.clinic)],
    ],
    x,
    y + 6,
    CONTENT_WIDTH,
  );
  writer.rule(y + 8);
  writer.y = y + 18;
  for (const section of doc.sections) {
    if (section.title) {
      writer.y = writer.text(section.title, x, writer.room(40) + 6, { bold: true, size: 12 }) + 4;
    }
    for (const field of section.fields) {
      const answer = doc.answers[field.id];
      writer.y = writer.text(field.label, x, writer.room(34), { bold: true, width: CONTENT_WIDTH });
      if (field.kind === 'consent' && field.help)
        writer.y = writer.text(field.help, x, writer.room(14), { width: CONTENT_WIDTH });
      else if (field.help && field.kind !== 'signature')
        writer.y = writer.muted(field.help, x, writer.room(12), { width: CONTENT_WIDTH });
      if (field.kind === 'signature') writeSignature(writer, field, answer);
      else
        writer.y = writer.text(answerText(field, answer, doc.clinic.locale), x, writer.room(14), {
          width: CONTENT_WIDTH,
        });
      writer.y += 10;
    }
  }
}

/** The signed copy of a submitted form, as a PDF. */
export const signedFormPdf = (doc: SignedFormDocument) =>
  renderPdf({ title: doc.title, author: doc.clinic.name, createdAt: doc.signedAt }, (writer) =>
    writeForm(writer, doc),
  );
