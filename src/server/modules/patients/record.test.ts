import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, localDayOf } from '../../../domain/clinic-time.js';
import { auditEvents, clinics, patients } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, signedInMember } from '../../test/fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

const clinicalFields = {
  medicalHistory: 'Lumbar disc herniation L4-L5 (2021), conservative treatment.',
  allergies: 'Latex',
  medications: 'Ibuprofen 400 mg as needed',
  redFlags: 'Night pain to be watched',
};

const fullRecord = {
  firstName: 'Jovana',
  lastName: 'Nikolić',
  dateOfBirth: '1988-03-14',
  sex: 'female',
  phone: '+381 63 555 1234',
  email: 'jovana.nikolic@example.com',
  address: 'Bulevar oslobođenja 45, Novi Sad',
  occupation: 'Software developer',
  emergencyContactName: 'Milan Nikolić',
  emergencyContactPhone: '+381 64 222 3333',
  insurer: 'Dunav osiguranje',
  policyNumber: 'DO-448120',
  referralSource: 'General practitioner',
  referringDoctor: 'Dr. Ivana Kostić',
  consentToTreatmentOn: '2026-11-02',
  consentToContact: true,
  status: 'active',
  notes: 'Prefers morning appointments.',
  ...clinicalFields,
};

describe('patient record (fields, validation, duplicates, clinical access)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, cookie: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
  const auditOf = (clinicId: string) =>
    ctx.database.db.select().from(auditEvents).where(eq(auditEvents.clinicId, clinicId));

  it('creates the whole record with a primary therapist, reads it back and audits without patient data', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const therapist = await addMember(ctx.database.db, owner.clinicId, 'therapist');
    const created = await call('POST', '/patients', owner.cookie, {
      ...fullRecord,
      primaryTherapistId: therapist.user.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const patient = created.json().patient;
    expect(patient).toMatchObject({ ...fullRecord, primaryTherapistId: therapist.user.id });

    const read = await call('GET', `/patients/${patient.id}`, owner.cookie);
    expect(read.json().patient).toEqual(patient);

    const updated = await call('PUT', `/patients/${patient.id}`, owner.cookie, {
      ...fullRecord,
      status: 'discharged',
      occupation: 'Architect',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().patient).toMatchObject({
      status: 'discharged',
      occupation: 'Architect',
      primaryTherapistId: null,
    });

    const trail = await auditOf(owner.clinicId);
    expect(trail.map((event) => [event.action, event.entityId])).toEqual(
      expect.arrayContaining([
        ['patient.create', patient.id],
        ['patient.read', patient.id],
        ['patient.update', patient.id],
      ]),
    );
    const update = trail.find((event) => event.action === 'patient.update')!;
    expect(update.meta.changedFields).toEqual(['occupation', 'primaryTherapistId', 'status']);
    expect(JSON.stringify(trail)).not.toMatch(
      /Jovana|Nikoli|1988-03-14|555 1234|Latex|Architect|Novi Sad/,
    );
  });

  it('answers 400 with a message per field', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const foreignTherapist = await addMember(
      ctx.database.db,
      (await createClinic(ctx.database.db)).id,
      'therapist',
    );
    const invalid = await call('POST', '/patients', owner.cookie, {
      firstName: ' ',
      lastName: 'x'.repeat(101),
      email: 'jovana@',
      phone: 'call me',
      dateOfBirth: '2999-01-01',
      consentToTreatmentOn: '2999-01-01',
      sex: 'f',
      address: 'x'.repeat(301),
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({
      firstName: 'First name is required.',
      lastName: 'Use at most 100 characters.',
      email: 'Enter a valid email address.',
      phone: 'Use digits, spaces and + ( ) - . / only.',
      dateOfBirth: 'The date of birth cannot be in the future.',
      consentToTreatmentOn: 'The consent date cannot be in the future.',
      sex: 'Choose female, male, other or undisclosed.',
      address: 'Use at most 300 characters.',
    });

    const badDate = await call('POST', '/patients', owner.cookie, {
      firstName: 'A',
      lastName: 'B',
      dateOfBirth: '2001-02-30',
    });
    expect(badDate.json().fields).toEqual({ dateOfBirth: 'Use the format YYYY-MM-DD.' });

    const foreign = await call('POST', '/patients', owner.cookie, {
      firstName: 'A',
      lastName: 'B',
      primaryTherapistId: foreignTherapist.user.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({
      primaryTherapistId: 'Choose an active member of this clinic.',
    });

    const patient = await addPatient(ctx.database.db, owner.clinicId);
    const unnamed = await call('PUT', `/patients/${patient.id}`, owner.cookie, {
      firstName: 'Mila',
      lastName: '',
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields).toHaveProperty('lastName');
  });

  it("refuses a date of birth or consent date after the clinic's today in its own time zone", async () => {
    const owner = await signedInMember(ctx, 'owner');
    const db = ctx.database.db;
    // Honolulu (UTC-10, no summer time) is behind UTC: its tomorrow passes the schema's loose
    // "today anywhere on earth" bound, so only the clinic's own today can refuse it.
    await db
      .update(clinics)
      .set({ timeZone: 'Pacific/Honolulu' })
      .where(eq(clinics.id, owner.clinicId));
    const today = localDayOf(ctx.clock.now(), 'Pacific/Honolulu').date;
    const tomorrow = new Date(Date.parse(today) + DAY_MS).toISOString().slice(0, 10);
    const person = { firstName: 'Lea', lastName: 'Kahale' };

    const futureBirth = await call('POST', '/patients', owner.cookie, {
      ...person,
      dateOfBirth: tomorrow,
    });
    expect(futureBirth.statusCode).toBe(400);
    expect(futureBirth.json().fields).toEqual({
      dateOfBirth: 'The date of birth cannot be in the future.',
    });
    const futureConsent = await call('POST', '/patients', owner.cookie, {
      ...person,
      consentToTreatmentOn: tomorrow,
    });
    expect(futureConsent.json().fields).toEqual({
      consentToTreatmentOn: 'The consent date cannot be in the future.',
    });

    const born = await call('POST', '/patients', owner.cookie, {
      ...person,
      dateOfBirth: today,
      consentToTreatmentOn: today,
    });
    expect(born.statusCode, born.body).toBe(201);
    const id = born.json().patient.id;
    for (const field of ['dateOfBirth', 'consentToTreatmentOn']) {
      const edited = await call('PUT', `/patients/${id}`, owner.cookie, {
        ...person,
        [field]: tomorrow,
      });
      expect(edited.statusCode).toBe(400);
      expect(Object.keys(edited.json().fields)).toEqual([field]);
    }
    const stored = await db.select().from(patients).where(eq(patients.id, id));
    expect(stored[0]).toMatchObject({ dateOfBirth: today, consentToTreatmentOn: today });
  });

  it('keeps a primary therapist who has left, but does not let one be chosen', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const db = ctx.database.db;
    const leaver = await addMember(db, owner.clinicId, 'therapist', { deactivated: true });
    const patient = await addPatient(db, owner.clinicId, { primaryTherapistId: leaver.user.id });
    const body = { firstName: 'Mila', lastName: 'Stojanović', primaryTherapistId: leaver.user.id };
    const kept = await call('PUT', `/patients/${patient.id}`, owner.cookie, body);
    expect(kept.statusCode, kept.body).toBe(200);
    const chosen = await call('POST', '/patients', owner.cookie, { ...body, firstName: 'Nova' });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.json().fields).toHaveProperty('primaryTherapistId');
  });

  it('warns of the same name and birth date, or the same email, and saves when confirmed', async () => {
    const owner = await signedInMember(ctx, 'therapist');
    const db = ctx.database.db;
    const existing = await addPatient(db, owner.clinicId, {
      firstName: 'Marko',
      lastName: 'Ilić',
      dateOfBirth: '1975-06-30',
      email: 'marko.ilic@example.com',
    });
    await addPatient(db, (await createClinic(db)).id, {
      firstName: 'Petar',
      lastName: 'Lazić',
      dateOfBirth: '1990-01-01',
    });
    const expected = {
      id: existing.id,
      firstName: 'Marko',
      lastName: 'Ilić',
      dateOfBirth: '1975-06-30',
      email: 'marko.ilic@example.com',
    };

    const sameName = await call('POST', '/patients', owner.cookie, {
      firstName: 'marko',
      lastName: 'ILIĆ',
      dateOfBirth: '1975-06-30',
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({
      code: 'DUPLICATE_PATIENT',
      details: { duplicates: [expected] },
    });

    const sameEmail = await call('POST', '/patients', owner.cookie, {
      firstName: 'Marina',
      lastName: 'Ilić',
      email: 'Marko.Ilic@Example.com',
    });
    expect(sameEmail.json().details.duplicates).toEqual([expected]);

    const otherBirthday = await call('POST', '/patients', owner.cookie, {
      firstName: 'Marko',
      lastName: 'Ilić',
      dateOfBirth: '1976-06-30',
    });
    expect(otherBirthday.statusCode).toBe(201);

    const otherClinic = await call('POST', '/patients', owner.cookie, {
      firstName: 'Petar',
      lastName: 'Lazić',
      dateOfBirth: '1990-01-01',
    });
    expect(otherClinic.statusCode).toBe(201);

    const confirmed = await call('POST', '/patients', owner.cookie, {
      firstName: 'Marko',
      lastName: 'Ilić',
      dateOfBirth: '1975-06-30',
      confirmDuplicate: true,
    });
    expect(confirmed.statusCode).toBe(201);
    const twin = confirmed.json().patient;

    // Saving a patient unchanged does not warn about itself, but does about its look-alike.
    const self = await call('PUT', `/patients/${existing.id}`, owner.cookie, {
      firstName: 'Marko',
      lastName: 'Ilić',
      email: 'marko.ilic@example.com',
    });
    expect(self.statusCode, self.body).toBe(200);
    const twinEdit = await call('PUT', `/patients/${twin.id}`, owner.cookie, {
      firstName: 'Marko',
      lastName: 'Ilić',
      dateOfBirth: '1975-06-30',
      email: 'marko.ilic@example.com',
    });
    expect(twinEdit.statusCode).toBe(409);
    expect(twinEdit.json().details.duplicates.map((d: { id: string }) => d.id)).toEqual([
      existing.id,
    ]);
    const stored = await db.select().from(patients).where(eq(patients.id, twin.id));
    expect(stored[0]!.email).toBe('');
  });

  it('hides clinical fields from assistants and refuses them when an assistant sends them', async () => {
    const therapist = await signedInMember(ctx, 'therapist');
    const assistant = await signedInMember(ctx, 'assistant', therapist.clinicId);
    const created = await call('POST', '/patients', therapist.cookie, fullRecord);
    const id = created.json().patient.id;

    const seen = (await call('GET', `/patients/${id}`, assistant.cookie)).json().patient;
    expect(seen).toMatchObject({
      firstName: 'Jovana',
      address: fullRecord.address,
      medicalHistory: null,
      allergies: null,
      medications: null,
      redFlags: null,
    });

    for (const [method, path] of [
      ['POST', '/patients'],
      ['PUT', `/patients/${id}`],
    ] as const) {
      const refused = await call(method, path, assistant.cookie, {
        ...fullRecord,
        email: 'other@example.com',
        allergies: '',
      });
      expect(refused.statusCode).toBe(403);
    }

    // An assistant's form leaves the clinical fields out: demographics change, clinical stay.
    const { medicalHistory, allergies, medications, redFlags, ...demographics } = fullRecord;
    void [medicalHistory, allergies, medications, redFlags];
    const saved = await call('PUT', `/patients/${id}`, assistant.cookie, {
      ...demographics,
      phone: '+381 63 000 0000',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().patient).toMatchObject({ phone: '+381 63 000 0000', allergies: null });
    const forTherapist = (await call('GET', `/patients/${id}`, therapist.cookie)).json().patient;
    expect(forTherapist).toMatchObject({ phone: '+381 63 000 0000', ...clinicalFields });
  });
});
