import {
  intakeDateAnswerSchema,
  MAX_ANSWER_LENGTH,
  MAX_SIGNATURE_DATA_URL,
  type IntakeAnswer,
  type IntakeAnswers,
  type IntakeField,
  type IntakeSection,
} from '../../../../domain/intake-forms.js';

export interface SignatureDraft {
  mode: 'draw' | 'type';
  /** The drawn signature as a PNG data URL, '' while the box is empty. */
  drawn: string;
  typed: string;
}

/** What the patient has filled in so far, as the inputs hold it. */
export type DraftAnswer = string | string[] | boolean | SignatureDraft;
export type Draft = Record<string, DraftAnswer>;
export type DraftErrors = Record<string, string>;

const fieldsOf = (sections: IntakeSection[]) => sections.flatMap((section) => section.fields);

export function emptyDraftAnswer(field: IntakeField): DraftAnswer {
  switch (field.kind) {
    case 'multipleChoice':
      return [];
    case 'consent':
      return false;
    case 'signature':
      return { mode: 'draw', drawn: '', typed: '' };
    default:
      return '';
  }
}

export function emptyDraft(sections: IntakeSection[]): Draft {
  return Object.fromEntries(fieldsOf(sections).map((field) => [field.id, emptyDraftAnswer(field)]));
}

/** The answer the server takes for one field; null when it was left unanswered. */
export function answerOf(field: IntakeField, draft: DraftAnswer | undefined): IntakeAnswer {
  switch (field.kind) {
    case 'multipleChoice':
      return Array.isArray(draft) && draft.length > 0 ? draft : null;
    case 'consent':
      return draft === true ? true : null;
    case 'yesNo':
      return draft === 'yes' ? true : draft === 'no' ? false : null;
    case 'signature': {
      if (!draft || typeof draft !== 'object' || Array.isArray(draft)) return null;
      if (draft.mode === 'draw') return draft.drawn ? { drawn: draft.drawn } : null;
      return draft.typed.trim() ? { typed: draft.typed.trim() } : null;
    }
    default:
      return typeof draft === 'string' && draft.trim() ? draft.trim() : null;
  }
}

export function answersOf(sections: IntakeSection[], draft: Draft): IntakeAnswers {
  return Object.fromEntries(
    fieldsOf(sections).map((field) => [field.id, answerOf(field, draft[field.id])]),
  );
}

const missingMessages: Record<IntakeField['kind'], string> = {
  text: 'Answer this question.',
  longText: 'Answer this question.',
  singleChoice: 'Choose an answer.',
  multipleChoice: 'Choose at least one.',
  date: 'Enter a date.',
  yesNo: 'Choose yes or no.',
  consent: 'Tick “I agree” to go on.',
  signature: 'Sign in the box, or type your name.',
};

function problemOf(field: IntakeField, answer: IntakeAnswer): string | null {
  if (answer === null) return field.required ? missingMessages[field.kind] : null;
  if (typeof answer === 'string') {
    if (field.kind === 'date' && !intakeDateAnswerSchema.safeParse(answer).success)
      return 'Enter a real date.';
    if (answer.length > MAX_ANSWER_LENGTH) return `Use at most ${MAX_ANSWER_LENGTH} characters.`;
  }
  if (typeof answer === 'object' && !Array.isArray(answer) && 'drawn' in answer) {
    if (answer.drawn.length > MAX_SIGNATURE_DATA_URL)
      return 'The signature is too large. Clear it and sign again.';
  }
  return null;
}

/** What the patient must fix before sending, by field id; empty when nothing. */
export function draftErrors(sections: IntakeSection[], draft: Draft): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of fieldsOf(sections)) {
    const problem = problemOf(field, answerOf(field, draft[field.id]));
    if (problem) errors[field.id] = problem;
  }
  return errors;
}

/** The server's 400 `fields` (`answers.<fieldId>`) by field id, and any it names otherwise. */
export function serverAnswerErrors(fields: Record<string, string>, sections: IntakeSection[]) {
  const ids = new Set(fieldsOf(sections).map((field) => field.id));
  const byField: DraftErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const id = path.startsWith('answers.') ? path.slice('answers.'.length).split('.')[0]! : '';
    if (ids.has(id)) byField[id] ??= message;
    else other.push(message);
  }
  return { byField, other };
}

/** The id of a field's input, to focus the first one with a problem. */
export const answerInputId = (fieldId: string) => `answer-${fieldId}`;
