import { z } from 'zod';
import { calendarDateSchema } from './dates.js';
import { patientRecordSchema } from './patients.js';

/**
 * Intake forms and e-consent. A clinic builds forms in Settings → Intake forms (sections of
 * fields) and attaches each to services. When a patient's first visit is booked for such a
 * service, the form is sent to them: a mail links to the portal, where they fill it in. Their
 * answers show on the patient record; answers mapped to the record (phone, address, medical
 * history, medications, allergies) change it only when staff accept them. A form with a
 * signature is kept as a signed PDF among the patient's attachments.
 *
 * Staff (Settings):
 *   GET  /intake-forms → {intakeForms}                 POST /intake-forms → 201 {intakeForm}
 *   GET  /intake-forms/{id} → {intakeForm}             PUT  /intake-forms/{id} → {intakeForm}
 *   DELETE /intake-forms/{id} → 204 (forms already sent keep their copy)
 * Staff (patient record):
 *   GET  /patients/{patientId}/intake-forms → {patientForms}
 *   POST /patients/{patientId}/intake-forms {intakeFormId} → 201 {patientForm}: sent now;
 *        409 PORTAL_OFF when the clinic's portal is off (online booking), 409 NO_EMAIL when the
 *        patient has no email
 *   POST /patients/{patientId}/intake-forms/{id}/accept {fields} → {patientForm, patient}:
 *        the chosen mapped answers are written to the record; 409 NOT_SUBMITTED before then,
 *        409 ALREADY_ACCEPTED after
 * Patient (portal session):
 *   GET  /portal/forms → {patientForms}                GET /portal/forms/{id} → {patientForm}
 *   POST /portal/forms/{id} {answers} → {patientForm}; 409 ALREADY_SUBMITTED
 * The mail that sends a form signs the patient in with a link that then opens the form:
 * /portal/{slug}/sign-in?token=…&form={id} (PORTAL_FORM_PARAM), whose page is
 * /portal/{slug}/forms/{id}. It works once, until the visit starts (at most
 * FORM_LINK_MAX_DAYS, at least PORTAL_LINK_MINUTES).
 */

/** The sign-in link's query parameter naming the form to open once signed in. */
export const PORTAL_FORM_PARAM = 'form';
/** How long a form mail's sign-in link works at most. */
export const FORM_LINK_MAX_DAYS = 7;

export const intakeFieldKinds = [
  'text',
  'longText',
  'singleChoice',
  'multipleChoice',
  'date',
  'yesNo',
  'signature',
  'consent',
] as const;
export type IntakeFieldKind = (typeof intakeFieldKinds)[number];

/** Patient record fields an answer may update once staff accept it. */
export const intakeRecordFields = [
  'phone',
  'address',
  'medicalHistory',
  'medications',
  'allergies',
] as const;
export type IntakeRecordField = (typeof intakeRecordFields)[number];
/** Field kinds whose answer is text that can go into a record field. */
export const MAPPABLE_KINDS: readonly IntakeFieldKind[] = ['text', 'longText'];

export const MAX_SECTIONS = 20;
export const MAX_FIELDS_PER_SECTION = 40;
export const MAX_CHOICES = 30;
export const MAX_ANSWER_LENGTH = 5000;
/** A drawn signature: a PNG data URL of at most this many characters. */
export const MAX_SIGNATURE_DATA_URL = 200_000;

const text = (max: number, missing: string) =>
  z.string(missing).trim().min(1, missing).max(max, `Use at most ${max} characters.`);
const optionalText = (max: number) =>
  z.string().trim().max(max, `Use at most ${max} characters.`).default('');
/** Ids of sections, fields and choices, made by the builder; unique within a form. */
const localId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Not a valid id.');

export const intakeFieldSchema = z
  .object({
    id: localId,
    kind: z.enum(intakeFieldKinds, 'Choose a kind of field.'),
    label: text(300, 'Give the field a label.'),
    /** Help under the label; for a consent field, the statement the patient agrees to. */
    help: optionalText(5000),
    required: z.boolean().default(false),
    /** For single and multiple choice. */
    choices: z
      .array(text(200, 'Give each choice a label.'))
      .max(MAX_CHOICES, `Use at most ${MAX_CHOICES} choices.`)
      .default([]),
    /** For text and long text: the record field the answer updates once staff accept it. */
    mapsTo: z.enum(intakeRecordFields).nullable().default(null),
  })
  .superRefine((field, ctx) => {
    const choiceKind = field.kind === 'singleChoice' || field.kind === 'multipleChoice';
    if (choiceKind && field.choices.length < 2)
      ctx.addIssue({ code: 'custom', path: ['choices'], message: 'Give at least 2 choices.' });
    if (field.mapsTo && !MAPPABLE_KINDS.includes(field.kind))
      ctx.addIssue({
        code: 'custom',
        path: ['mapsTo'],
        message: 'Only a text or long text answer can update the record.',
      });
    if (field.kind === 'consent' && !field.help)
      ctx.addIssue({ code: 'custom', path: ['help'], message: 'Write the consent statement.' });
  });
export type IntakeField = z.infer<typeof intakeFieldSchema>;

export const intakeSectionSchema = z.object({
  id: localId,
  title: optionalText(200),
  fields: z
    .array(intakeFieldSchema)
    .min(1, 'Add at least one field to each section.')
    .max(MAX_FIELDS_PER_SECTION, `Use at most ${MAX_FIELDS_PER_SECTION} fields in a section.`),
});
export type IntakeSection = z.infer<typeof intakeSectionSchema>;

const sectionsSchema = z
  .array(intakeSectionSchema)
  .min(1, 'Add at least one section.')
  .max(MAX_SECTIONS, `Use at most ${MAX_SECTIONS} sections.`)
  .superRefine((sections, ctx) => {
    const seen = new Set<string>();
    sections.forEach((section, s) =>
      section.fields.forEach((field, f) => {
        if (seen.has(field.id))
          ctx.addIssue({
            code: 'custom',
            path: [s, 'fields', f, 'id'],
            message: 'Each field needs its own id.',
          });
        seen.add(field.id);
      }),
    );
  });

/** POST/PUT /intake-forms. */
export const intakeFormInputSchema = z.object({
  title: text(200, 'Give the form a title.'),
  description: optionalText(2000),
  sections: sectionsSchema,
  /** Services whose first visit sends this form. */
  serviceIds: z.array(z.uuid('Not a valid service.')).max(200, 'Choose at most 200.').default([]),
});
export type IntakeFormInput = z.input<typeof intakeFormInputSchema>;

export const intakeFormSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  sections: z.array(intakeSectionSchema),
  serviceIds: z.array(z.uuid()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type IntakeForm = z.infer<typeof intakeFormSchema>;
export const intakeFormResponseSchema = z.object({ intakeForm: intakeFormSchema });
export const intakeFormsResponseSchema = z.object({ intakeForms: z.array(intakeFormSchema) });
export const intakeFormParamsSchema = z.object({ id: z.uuid('Not a valid form.') });

/**
 * One answer, by field kind: text kinds a string; multiple choice the chosen labels; date a
 * calendar date; yes/no a boolean; consent `true` when agreed; signature `{typed}` or
 * `{drawn}` (a PNG data URL).
 */
export const signatureAnswerSchema = z.union([
  z.object({ typed: text(200, 'Type your full name to sign.') }),
  z.object({
    drawn: z
      .string()
      .max(MAX_SIGNATURE_DATA_URL, 'The signature is too large. Clear it and sign again.')
      .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'Sign in the box, or type your name.'),
  }),
]);
export type SignatureAnswer = z.infer<typeof signatureAnswerSchema>;

export const intakeAnswerSchema = z.union([
  // Null (no answer) rides on the string so the OpenAPI 3.0 document can say it with a type.
  z.string().max(MAX_ANSWER_LENGTH, `Use at most ${MAX_ANSWER_LENGTH} characters.`).nullable(),
  z.array(z.string().max(200)).max(MAX_CHOICES),
  z.boolean(),
  signatureAnswerSchema,
]);
export type IntakeAnswer = z.infer<typeof intakeAnswerSchema>;

/** Answers by field id. The server checks each against its field (kind, required, choices). */
export const intakeAnswersSchema = z.record(localId, intakeAnswerSchema);
export type IntakeAnswers = z.infer<typeof intakeAnswersSchema>;

/** POST /portal/forms/{id}. */
export const submitIntakeFormSchema = z.object({ answers: intakeAnswersSchema });
export type SubmitIntakeFormInput = z.infer<typeof submitIntakeFormSchema>;

export const patientFormStatuses = ['sent', 'submitted', 'accepted'] as const;
export type PatientFormStatus = (typeof patientFormStatuses)[number];

/** A form sent to a patient: a copy of the form as it was then, and their answers. */
export const patientFormSchema = z.object({
  id: z.uuid(),
  intakeFormId: z.uuid().nullable(),
  title: z.string(),
  description: z.string(),
  sections: z.array(intakeSectionSchema),
  status: z.enum(patientFormStatuses),
  /** Empty until submitted. */
  answers: intakeAnswersSchema,
  /** The first visit it was sent for, if any. */
  appointmentId: z.uuid().nullable(),
  appointmentStart: z.iso.datetime().nullable(),
  sentAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  acceptedAt: z.iso.datetime().nullable(),
  acceptedByName: z.string().nullable(),
  /** The signed PDF among the patient's attachments, once a form with a signature is in. */
  signedAttachmentId: z.uuid().nullable(),
});
export type PatientForm = z.infer<typeof patientFormSchema>;
export const patientFormResponseSchema = z.object({ patientForm: patientFormSchema });
export const patientFormsResponseSchema = z.object({ patientForms: z.array(patientFormSchema) });

export const sendIntakeFormSchema = z.object({ intakeFormId: z.uuid('Choose a form.') });
export const patientFormParamsSchema = z.object({
  patientId: z.uuid('Not a valid patient.'),
  id: z.uuid('Not a valid form.'),
});
export const portalFormParamsSchema = z.object({ id: z.uuid('Not a valid form.') });

/** POST …/accept: which mapped answers to write to the record (all by default). */
export const acceptIntakeFormSchema = z.object({
  fields: z.array(z.enum(intakeRecordFields)).max(intakeRecordFields.length).optional(),
});
export type AcceptIntakeFormInput = z.infer<typeof acceptIntakeFormSchema>;
/** The accepted form and the record as the accepted answers left it. */
export const acceptIntakeFormResponseSchema = z.object({
  patientForm: patientFormSchema,
  patient: patientRecordSchema,
});
export type AcceptIntakeFormResponse = z.infer<typeof acceptIntakeFormResponseSchema>;

/** The record fields a submitted form's mapped answers would set, for staff to review. */
export const mappedAnswers = (
  form: Pick<PatientForm, 'sections' | 'answers'>,
): Partial<Record<IntakeRecordField, string>> => {
  const mapped: Partial<Record<IntakeRecordField, string>> = {};
  for (const field of form.sections.flatMap((section) => section.fields)) {
    const answer = form.answers[field.id];
    if (field.mapsTo && typeof answer === 'string' && answer.trim())
      mapped[field.mapsTo] = answer.trim();
  }
  return mapped;
};

export const intakeDateAnswerSchema = calendarDateSchema();
