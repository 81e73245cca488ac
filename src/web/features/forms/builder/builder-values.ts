import type { z } from 'zod';
import {
  intakeFormInputSchema,
  type IntakeField,
  type IntakeFieldKind,
  type IntakeForm,
} from '../../../../domain/intake-forms.js';

/** What the builder edits: the form as typed, before the schema trims and fills defaults. */
export type BuilderValues = z.input<typeof intakeFormInputSchema>;
/** What the builder sends once the schema has checked it. */
export type BuilderOutput = z.output<typeof intakeFormInputSchema>;
export type BuilderField = BuilderValues['sections'][number]['fields'][number];

export const fieldKindLabels: Record<IntakeFieldKind, string> = {
  text: 'Text',
  longText: 'Long text',
  singleChoice: 'Single choice',
  multipleChoice: 'Multiple choice',
  date: 'Date',
  yesNo: 'Yes / no',
  signature: 'Signature',
  consent: 'Consent statement',
};

export const isChoiceKind = (kind: IntakeFieldKind | undefined) =>
  kind === 'singleChoice' || kind === 'multipleChoice';

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A short random id for a new section or field ('f_k3x9q2ab'), unique within a form in practice. */
export function newLocalId(prefix: 's' | 'f'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `${prefix}_${Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
}

export function blankField(kind: IntakeFieldKind = 'text'): BuilderField {
  return {
    id: newLocalId('f'),
    kind,
    label: '',
    help: '',
    required: false,
    choices: isChoiceKind(kind) ? ['', ''] : [],
    mapsTo: null,
  };
}

export function blankSection(): BuilderValues['sections'][number] {
  return { id: newLocalId('s'), title: '', fields: [blankField()] };
}

export function emptyForm(): BuilderValues {
  return { title: '', description: '', sections: [blankSection()], serviceIds: [] };
}

export function formValues(form: IntakeForm): BuilderValues {
  return {
    title: form.title,
    description: form.description,
    serviceIds: form.serviceIds,
    sections: form.sections.map((section) => ({
      ...section,
      fields: section.fields.map((field: IntakeField) => ({ ...field })),
    })),
  };
}

/** Choices only for choice kinds, a record field only for text kinds: what the kind can use. */
export function toInput(values: BuilderOutput): BuilderOutput {
  return {
    ...values,
    sections: values.sections.map((section) => ({
      ...section,
      fields: section.fields.map((field) => ({
        ...field,
        choices: isChoiceKind(field.kind) ? field.choices : [],
        mapsTo: field.kind === 'text' || field.kind === 'longText' ? field.mapsTo : null,
      })),
    })),
  };
}

/** The total number of fields of a form, for the list. */
export const fieldCount = (form: Pick<IntakeForm, 'sections'>) =>
  form.sections.reduce((sum, section) => sum + section.fields.length, 0);
