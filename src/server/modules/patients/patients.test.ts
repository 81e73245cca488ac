import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, patients } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { createClinic, signedInMember } from '../../test/fixtures.js';
import { addPatient } from '../../test/scheduling-fixtures.js';

describe('patients, minimal (patient search and quick create when booking)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, cookie?: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const auditOf = (clinicId: string) =>
    ctx.database.db.select().from(auditEvents).where(eq(auditEvents.clinicId, clinicId));

  it('searches names, phone and email case-insensitively, every word matching, within the clinic', async () => {
    const member = await signedInMember(ctx, 'assistant');
    const db = ctx.database.db;
    const ana = await addPatient(db, member.clinicId, {
      firstName: 'Ana',
      lastName: 'Petrović',
      phone: '+381 64 111 2222',
    });
    const marko = await addPatient(db, member.clinicId, {
      firstName: 'Marko',
      lastName: 'Anić',
      email: 'marko.anic@example.com',
    });
    await addPatient(db, member.clinicId, { firstName: 'Zoran', lastName: 'Babić' });
    await addPatient(db, (await createClinic(db, 'Elsewhere')).id, {
      firstName: 'Ana',
      lastName: 'Aaron',
    });

    const names = async (query: string) => {
      const response = await call('GET', `/patients?${query}`, member.cookie);
      expect(response.statusCode).toBe(200);
      return response.json().patients.map((p: { id: string }) => p.id);
    };
    expect(await names('search=ANA')).toEqual([ana.id]);
    expect(await names('search=ani')).toEqual([marko.id]);
    expect(await names('search=ana%20pet')).toEqual([ana.id]);
    expect(await names('search=111%202222')).toEqual([ana.id]);
    expect(await names('search=MARKO.ANIC@')).toEqual([marko.id]);
    expect(await names('search=100%25')).toEqual([]);
    expect(await names('limit=2')).toHaveLength(2);
  });

  it.each(['limit=0', 'limit=101'])('refuses %s with fields.limit (1 to 100)', async (query) => {
    const member = await signedInMember(ctx, 'therapist');
    const response = await call('GET', `/patients?${query}`, member.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('limit');
  });

  it('quick-creates a patient (201), audits it without patient data and reads it back', async () => {
    const member = await signedInMember(ctx, 'therapist');
    const created = await call('POST', '/patients', member.cookie, {
      firstName: ' Jovana ',
      lastName: 'Nikolić',
      phone: '+381 63 555 1234',
      email: 'jovana@example.com',
      dateOfBirth: '1990-04-12',
      consentToContact: true,
    });
    expect(created.statusCode).toBe(201);
    const patient = created.json().patient;
    expect(patient).toMatchObject({
      firstName: 'Jovana',
      lastName: 'Nikolić',
      phone: '+381 63 555 1234',
      email: 'jovana@example.com',
      dateOfBirth: '1990-04-12',
      consentToContact: true,
      status: 'active',
    });

    const read = await call('GET', `/patients/${patient.id}`, member.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json().patient).toEqual(patient);

    const trail = await auditOf(member.clinicId);
    expect(trail.map((event) => [event.action, event.entityId])).toEqual(
      expect.arrayContaining([
        ['patient.create', patient.id],
        ['patient.read', patient.id],
      ]),
    );
    expect(JSON.stringify(trail)).not.toMatch(/Jovana|Nikoli|555 1234|jovana@/);
  });

  it('keeps the SMS consent a member sets, while only a STOP from the patient turns texts off', async () => {
    const member = await signedInMember(ctx, 'assistant');
    const created = await call('POST', '/patients', member.cookie, {
      firstName: 'Mila',
      lastName: 'Novak',
      phone: '+381 64 555 0101',
      consentToSms: true,
    });
    expect(created.statusCode).toBe(201);
    const patient = created.json().patient;
    expect(patient).toMatchObject({
      consentToContact: false,
      consentToSms: true,
      smsOptedOut: false,
    });

    await ctx.database.db
      .update(patients)
      .set({ smsOptedOutAt: new Date() })
      .where(and(eq(patients.id, patient.id), eq(patients.clinicId, member.clinicId)));
    const read = await call('GET', `/patients/${patient.id}`, member.cookie);
    expect(read.json().patient).toMatchObject({ consentToSms: true, smsOptedOut: true });

    // The opt-out is the patient's: a member can neither send it nor clear it.
    const updated = await call('PUT', `/patients/${patient.id}`, member.cookie, {
      firstName: 'Mila',
      lastName: 'Novak',
      consentToSms: false,
      smsOptedOut: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().patient).toMatchObject({ consentToSms: false, smsOptedOut: true });
  });

  it('answers 400 with fields for a missing name or a bad email', async () => {
    const member = await signedInMember(ctx, 'owner');
    const response = await call('POST', '/patients', member.cookie, {
      firstName: '',
      lastName: 'X',
      email: 'not-an-email',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      firstName: expect.any(String),
      email: expect.any(String),
    });
    const noLastName = await call('POST', '/patients', member.cookie, { firstName: 'Nina' });
    expect(noLastName.statusCode).toBe(400);
    expect(noLastName.json().fields).toHaveProperty('lastName');
  });

  it("answers 404 for another clinic's patient and 401 when signed out", async () => {
    const member = await signedInMember(ctx, 'owner');
    const foreign = await addPatient(ctx.database.db, (await createClinic(ctx.database.db)).id);
    const response = await call('GET', `/patients/${foreign.id}`, member.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expect((await call('GET', '/patients')).statusCode).toBe(401);
    expect(
      (await call('POST', '/patients', undefined, { firstName: 'A', lastName: 'B' })).statusCode,
    ).toBe(401);
  });

  it("refuses a patient beyond the plan's limit (Solo has 100) and counts patients in usage", async () => {
    const db = ctx.database.db;
    const clinic = await createClinic(db, 'Solo practice', 'solo');
    const owner = await signedInMember(ctx, 'owner', clinic.id);
    await db.insert(patients).values(
      Array.from({ length: 99 }, (_, i) => ({
        clinicId: clinic.id,
        firstName: `P${i}`,
        lastName: 'Test',
      })),
    );
    const hundredth = await call('POST', '/patients', owner.cookie, {
      firstName: 'Last',
      lastName: 'One',
    });
    expect(hundredth.statusCode).toBe(201);
    const refused = await call('POST', '/patients', owner.cookie, {
      firstName: 'One',
      lastName: 'TooMany',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_PATIENT_LIMIT',
      details: { limit: 100, planId: 'solo' },
    });
    const overview = await call('GET', '/billing/subscription', owner.cookie);
    expect(overview.json().usage.patients).toBe(100);
  });
});
