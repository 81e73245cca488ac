import { and, eq, inArray } from 'drizzle-orm';
import {
  mappedAnswers,
  type IntakeAnswers,
  type IntakeField,
  type IntakeSection,
} from '../../domain/intake-forms.js';
import { signedFormPdf } from '../modules/intake-forms/signed-pdf.js';
import type { Db } from './client.js';
import {
  attachments,
  clinics,
  intakeForms,
  intakeFormServices,
  patientForms,
  patients,
  services,
  storedFiles,
  users,
} from './schema.js';

const HOUR_MS = 60 * 60 * 1000;

const field = (
  values: Pick<IntakeField, 'id' | 'kind' | 'label'> & Partial<IntakeField>,
): IntakeField => ({ help: '', required: false, choices: [], mapsTo: null, ...values });

/** The demo clinic's form for new patients, as a clinic would build it in Settings. */
export const demoIntakeSections: IntakeSection[] = [
  {
    id: 'about',
    title: 'About you',
    fields: [
      field({ id: 'phone', kind: 'text', label: 'Mobile phone', required: true, mapsTo: 'phone' }),
      field({ id: 'address', kind: 'text', label: 'Home address', mapsTo: 'address' }),
    ],
  },
  {
    id: 'health',
    title: 'Your health',
    fields: [
      field({
        id: 'history',
        kind: 'longText',
        label: 'Medical history',
        help: 'Conditions, injuries and operations we should know about.',
        mapsTo: 'medicalHistory',
      }),
      field({
        id: 'medications',
        kind: 'longText',
        label: 'Medications you take',
        mapsTo: 'medications',
      }),
      field({ id: 'allergies', kind: 'text', label: 'Allergies', mapsTo: 'allergies' }),
      field({
        id: 'areas',
        kind: 'multipleChoice',
        label: 'Which areas hurt?',
        required: true,
        choices: ['Neck', 'Shoulder', 'Upper back', 'Lower back', 'Hip', 'Knee', 'Ankle or foot'],
      }),
      field({ id: 'started', kind: 'date', label: 'When did it start?' }),
      field({
        id: 'surgery',
        kind: 'yesNo',
        label: 'Any surgery in the last 12 months?',
        required: true,
      }),
      field({
        id: 'heard',
        kind: 'singleChoice',
        label: 'How did you hear about us?',
        choices: [
          'A friend or family member',
          'My doctor',
          'Search engine',
          'Social media',
          'Other',
        ],
      }),
    ],
  },
  {
    id: 'consent',
    title: 'Consent',
    fields: [
      field({
        id: 'treatment',
        kind: 'consent',
        label: 'Consent to assessment and treatment',
        help: 'I agree to a physiotherapy assessment and to the treatment my physiotherapist explains to me, including hands-on techniques. I can ask questions or stop at any time.',
        required: true,
      }),
      field({ id: 'signature', kind: 'signature', label: 'Signature', required: true }),
    ],
  },
];

interface DemoPatient {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
}

/** Answers a patient gave, differing from what the record holds. */
const answersOf = (patient: DemoPatient, extra: Partial<IntakeAnswers>): IntakeAnswers => ({
  phone: '+381 64 555 0192',
  address: 'Bulevar kralja Aleksandra 112, Beograd',
  history: 'Sprained left ankle playing basketball two years ago. Mild asthma.',
  medications: 'Salbutamol inhaler when needed',
  allergies: 'Penicillin',
  areas: ['Lower back', 'Hip'],
  started: '2026-09-14',
  surgery: false,
  heard: 'A friend or family member',
  treatment: true,
  signature: { typed: `${patient.firstName} ${patient.lastName}` },
  ...extra,
});

/**
 * The demo clinic's "New patient intake", sent for first assessments, and three patients' copies
 * of it: one waiting to be accepted (its answers differ from the record), one accepted, one sent
 * and not filled in yet. The two filled in keep their signed PDF among the patient's attachments.
 */
export async function seedDemoIntakeForms(tx: Db, clinicId: string, now: Date): Promise<void> {
  const [form] = await tx
    .insert(intakeForms)
    .values({
      clinicId,
      title: 'New patient intake',
      description: 'Please fill this in before your first visit: it takes about five minutes.',
      sections: demoIntakeSections,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const [assessment] = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.clinicId, clinicId), eq(services.name, 'Initial assessment')));
  if (assessment)
    await tx
      .insert(intakeFormServices)
      .values({ clinicId, intakeFormId: form!.id, serviceId: assessment.id });

  const [clinic] = await tx
    .select({ name: clinics.name, timeZone: clinics.timeZone, locale: clinics.locale })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'owner@demo-physio.example'));
  const people = await tx
    .select({
      id: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      dateOfBirth: patients.dateOfBirth,
    })
    .from(patients)
    .where(
      and(
        eq(patients.clinicId, clinicId),
        inArray(patients.lastName, ['Obradović', 'Ristić', 'Popović']),
      ),
    );
  const named = (lastName: string) => people.find((person) => person.lastName === lastName);

  const signedCopy = async (patient: DemoPatient, answers: IntakeAnswers, signedAt: Date) => {
    const bytes = await signedFormPdf({
      clinic: clinic!,
      patient: {
        name: `${patient.firstName} ${patient.lastName}`,
        dateOfBirth: patient.dateOfBirth,
      },
      title: form!.title,
      description: form!.description,
      sections: demoIntakeSections,
      answers,
      signedAt,
    });
    const [file] = await tx
      .insert(storedFiles)
      .values({
        clinicId,
        purpose: 'attachment',
        contentType: 'application/pdf',
        byteSize: bytes.length,
        data: bytes,
        createdAt: signedAt,
      })
      .returning({ id: storedFiles.id });
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: clinic!.timeZone }).format(signedAt);
    const [attachment] = await tx
      .insert(attachments)
      .values({
        clinicId,
        patientId: patient.id,
        fileId: file!.id,
        fileName: `${form!.title} – signed ${date}.pdf`,
        contentType: 'application/pdf',
        byteSize: bytes.length,
        // As a signed form's PDF is: the patient sees it in the portal.
        sharedWithPatient: true,
        sharedAt: signedAt,
        createdAt: signedAt,
      })
      .returning({ id: attachments.id });
    return attachment!.id;
  };

  const copy = (patient: DemoPatient, sentAt: Date) => ({
    clinicId,
    patientId: patient.id,
    intakeFormId: form!.id,
    title: form!.title,
    description: form!.description,
    sections: demoIntakeSections,
    sentAt,
    createdAt: sentAt,
  });

  const waiting = named('Obradović');
  if (waiting) {
    const submittedAt = new Date(now.getTime() - 5 * HOUR_MS);
    const answers = answersOf(waiting, {});
    await tx.insert(patientForms).values({
      ...copy(waiting, new Date(now.getTime() - 2 * 24 * HOUR_MS)),
      status: 'submitted',
      answers,
      submittedAt,
      signedAttachmentId: await signedCopy(waiting, answers, submittedAt),
    });
  }
  const accepted = named('Ristić');
  if (accepted) {
    const submittedAt = new Date(now.getTime() - 9 * 24 * HOUR_MS);
    const answers = answersOf(accepted, {
      phone: '+381 63 410 2277',
      address: 'Njegoševa 4, Beograd',
      history: 'Knee arthroscopy (right) in 2019.',
      medications: 'None',
      allergies: 'None known',
      areas: ['Knee'],
      started: '2026-08-02',
      heard: 'My doctor',
      signature: { typed: `${accepted.firstName} ${accepted.lastName}` },
    });
    await tx.insert(patientForms).values({
      ...copy(accepted, new Date(now.getTime() - 10 * 24 * HOUR_MS)),
      status: 'accepted',
      answers,
      submittedAt,
      acceptedAt: new Date(submittedAt.getTime() + 20 * HOUR_MS),
      acceptedById: owner?.id ?? null,
      signedAttachmentId: await signedCopy(accepted, answers, submittedAt),
    });
    // Accepting wrote the mapped answers to the record.
    await tx
      .update(patients)
      .set(mappedAnswers({ sections: demoIntakeSections, answers }))
      .where(and(eq(patients.clinicId, clinicId), eq(patients.id, accepted.id)));
  }
  const sent = named('Popović');
  if (sent) await tx.insert(patientForms).values(copy(sent, new Date(now.getTime() - HOUR_MS)));
}
