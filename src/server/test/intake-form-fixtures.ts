import type { IntakeAnswers, IntakeSection } from '../../domain/intake-forms.js';
import type { Db } from '../db/client.js';
import { intakeForms, intakeFormServices, patientForms } from '../db/schema.js';

/** A form with one field of every kind, two of them mapped to the record, and a signature. */
export const everyKindSections: IntakeSection[] = [
  {
    id: 'about',
    title: 'About you',
    fields: [
      {
        id: 'phone',
        kind: 'text',
        label: 'Phone',
        help: '',
        required: true,
        choices: [],
        mapsTo: 'phone',
      },
      {
        id: 'history',
        kind: 'longText',
        label: 'Medical history',
        help: '',
        required: false,
        choices: [],
        mapsTo: 'medicalHistory',
      },
      {
        id: 'areas',
        kind: 'multipleChoice',
        label: 'Which areas hurt?',
        help: '',
        required: true,
        choices: ['Neck', 'Back', 'Knee'],
        mapsTo: null,
      },
      {
        id: 'heard',
        kind: 'singleChoice',
        label: 'How did you hear about us?',
        help: '',
        required: false,
        choices: ['A friend', 'The web'],
        mapsTo: null,
      },
      {
        id: 'since',
        kind: 'date',
        label: 'When did it start?',
        help: '',
        required: true,
        choices: [],
        mapsTo: null,
      },
      {
        id: 'surgery',
        kind: 'yesNo',
        label: 'Any surgery?',
        help: '',
        required: true,
        choices: [],
        mapsTo: null,
      },
    ],
  },
  {
    id: 'consent',
    title: 'Consent',
    fields: [
      {
        id: 'agree',
        kind: 'consent',
        label: 'Consent to treatment',
        help: 'I agree to assessment and treatment.',
        required: true,
        choices: [],
        mapsTo: null,
      },
      {
        id: 'sign',
        kind: 'signature',
        label: 'Signature',
        help: '',
        required: true,
        choices: [],
        mapsTo: null,
      },
    ],
  },
];

/** Answers to every field of `everyKindSections`. */
export const WORLD_FORM_ANSWERS: IntakeAnswers = {
  phone: '+381 64 111 2222',
  history: 'Asthma since childhood',
  areas: ['Neck', 'Knee'],
  heard: 'A friend',
  since: '2026-10-01',
  surgery: false,
  agree: true,
  sign: { typed: 'Mila Stojanović' },
};

/** A form of the clinic (every kind of field), attached to `serviceIds`. */
export async function addIntakeForm(
  db: Db,
  clinicId: string,
  { serviceIds = [] as string[], title = 'New patient intake', sections = everyKindSections } = {},
) {
  const [form] = await db.insert(intakeForms).values({ clinicId, title, sections }).returning();
  if (serviceIds.length)
    await db
      .insert(intakeFormServices)
      .values(serviceIds.map((serviceId) => ({ clinicId, intakeFormId: form!.id, serviceId })));
  return form!;
}

/** A copy of `form` sent to the patient, with answers when it is submitted. */
export async function addPatientForm(
  db: Db,
  values: {
    clinicId: string;
    patientId: string;
    form: { id: string; title: string; sections: IntakeSection[] };
  } & Partial<typeof patientForms.$inferInsert>,
) {
  const { form, ...rest } = values;
  const [row] = await db
    .insert(patientForms)
    .values({
      intakeFormId: form.id,
      title: form.title,
      sections: form.sections,
      sentAt: new Date(),
      ...rest,
    })
    .returning();
  return row!;
}
