import {
  intakeDateAnswerSchema,
  signatureAnswerSchema,
  type IntakeAnswer,
  type IntakeAnswers,
  type IntakeField,
  type IntakeSection,
} from '../../../domain/intake-forms.js';
import { HttpError } from '../../http-errors.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A drawn signature's image, if its data URL holds a PNG. */
export function drawnSignaturePng(dataUrl: string): Buffer | null {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  return bytes.subarray(0, 8).equals(PNG_SIGNATURE) ? bytes : null;
}

const isBlank = (answer: IntakeAnswer | undefined) =>
  answer === undefined ||
  answer === null ||
  (typeof answer === 'string' && answer.trim() === '') ||
  (Array.isArray(answer) && answer.length === 0);

type Checked = { value: IntakeAnswer } | { error: string };

/** One answer checked against its field: the value to keep, or what is wrong with it. */
function checkAnswer(field: IntakeField, answer: IntakeAnswer): Checked {
  switch (field.kind) {
    case 'text':
    case 'longText':
      return typeof answer === 'string' ? { value: answer.trim() } : { error: 'Write an answer.' };
    case 'singleChoice':
      return typeof answer === 'string' && field.choices.includes(answer)
        ? { value: answer }
        : { error: 'Choose one of the answers given.' };
    case 'multipleChoice': {
      if (!Array.isArray(answer) || answer.some((choice) => !field.choices.includes(choice)))
        return { error: 'Choose from the answers given.' };
      // In the form's order, each once.
      return { value: field.choices.filter((choice) => answer.includes(choice)) };
    }
    case 'date': {
      const date = intakeDateAnswerSchema.safeParse(answer);
      return date.success
        ? { value: date.data }
        : { error: date.error.issues[0]?.message ?? 'Use the format YYYY-MM-DD.' };
    }
    case 'yesNo':
      return typeof answer === 'boolean' ? { value: answer } : { error: 'Answer yes or no.' };
    case 'consent':
      if (answer === true) return { value: true };
      if (answer === false && !field.required) return { value: false };
      return { error: 'Tick the box to agree.' };
    case 'signature': {
      const signature = signatureAnswerSchema.safeParse(answer);
      if (!signature.success)
        return {
          error: signature.error.issues[0]?.message ?? 'Sign in the box, or type your name.',
        };
      if ('drawn' in signature.data && !drawnSignaturePng(signature.data.drawn))
        return { error: 'Sign in the box, or type your name.' };
      return { value: signature.data };
    }
  }
}

const requiredMessage = (field: IntakeField) => {
  switch (field.kind) {
    case 'consent':
      return 'Tick the box to agree.';
    case 'signature':
      return 'Sign in the box, or type your name.';
    case 'singleChoice':
    case 'yesNo':
      return 'Choose an answer.';
    case 'multipleChoice':
      return 'Choose at least one answer.';
    default:
      return 'Answer this question.';
  }
};

/**
 * The answers to keep, each checked against its field in the form as sent: 400 with a message
 * per field (`answers.<fieldId>`) otherwise. Answers to no field of the form are left out.
 */
export function checkedAnswers(sections: IntakeSection[], answers: IntakeAnswers): IntakeAnswers {
  const kept: IntakeAnswers = {};
  const fields: Record<string, string> = {};
  for (const field of sections.flatMap((section) => section.fields)) {
    const answer = answers[field.id];
    if (isBlank(answer) || (field.kind === 'consent' && answer === false && field.required)) {
      if (field.required) fields[`answers.${field.id}`] = requiredMessage(field);
      continue;
    }
    const checked = checkAnswer(field, answer!);
    if ('error' in checked) fields[`answers.${field.id}`] = checked.error;
    else kept[field.id] = checked.value;
  }
  if (Object.keys(fields).length > 0)
    throw new HttpError(
      400,
      'VALIDATION_FAILED',
      'Some answers are missing or not valid. Please check them and try again.',
      fields,
    );
  return kept;
}
