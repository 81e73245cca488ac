import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { intakeFormInputSchema, mappedAnswers } from '../../domain/intake-forms.js';
import { createTestApp } from '../test/app.js';
import {
  attachments,
  intakeFormServices,
  intakeForms,
  patientForms,
  patients,
  services,
  storedFiles,
} from './schema.js';
import { seedDemoClinic } from './seed.js';

/** The demo clinic's intake form and the copies of it its patients have. */
const ctx = await createTestApp();
afterAll(() => ctx.close());
const db = ctx.database.db;
await seedDemoClinic(db, ctx.clock.now());

describe('demo intake forms', () => {
  it('has a valid "New patient intake" sent for initial assessments', async () => {
    const [form] = await db.select().from(intakeForms);
    expect(
      intakeFormInputSchema.safeParse({ title: form!.title, sections: form!.sections }).success,
    ).toBe(true);
    const attached = await db
      .select({ name: services.name })
      .from(intakeFormServices)
      .innerJoin(services, eq(services.id, intakeFormServices.serviceId))
      .where(eq(intakeFormServices.intakeFormId, form!.id));
    expect(attached).toEqual([{ name: 'Initial assessment' }]);
  });

  it('has one copy waiting to be accepted with answers that would change the record, one accepted, one sent', async () => {
    const copies = await db
      .select({ form: patientForms, patient: patients })
      .from(patientForms)
      .innerJoin(
        patients,
        and(eq(patients.clinicId, patientForms.clinicId), eq(patients.id, patientForms.patientId)),
      );
    expect(copies.map((copy) => copy.form.status).sort()).toEqual([
      'accepted',
      'sent',
      'submitted',
    ]);
    const waiting = copies.find((copy) => copy.form.status === 'submitted')!;
    const mapped = mappedAnswers(waiting.form);
    expect(Object.keys(mapped).sort()).toEqual([
      'address',
      'allergies',
      'medicalHistory',
      'medications',
      'phone',
    ]);
    for (const [field, value] of Object.entries(mapped))
      expect(waiting.patient[field as keyof typeof mapped]).not.toBe(value);

    for (const copy of copies.filter((c) => c.form.status !== 'sent')) {
      const [pdf] = await db
        .select({ data: storedFiles.data })
        .from(attachments)
        .innerJoin(storedFiles, eq(storedFiles.id, attachments.fileId))
        .where(eq(attachments.id, copy.form.signedAttachmentId!));
      expect(pdf!.data.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
