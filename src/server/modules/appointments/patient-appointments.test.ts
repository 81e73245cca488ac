import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATIENT_APPOINTMENTS_MAX } from '../../../domain/appointments.js';
import { clinicRoles } from '../../../domain/roles.js';
import { appointments } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { addAppointment } from '../../test/clinical-record-fixtures.js';
import { createUser, sessionCookieFor, signedInMember } from '../../test/fixtures.js';
import { addPatient, addService } from '../../test/scheduling-fixtures.js';

const HOUR_MS = 3_600_000;

describe('GET /patients/{patientId}/appointments (upcoming and past)', () => {
  let ctx: TestContext;
  let NOW: Date;
  beforeAll(async () => {
    ctx = await createTestApp();
    NOW = ctx.clock.now();
  });
  afterAll(() => ctx.close());

  const get = (path: string, cookie?: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1${path}`, headers: cookie ? { cookie } : {} });

  /** An appointment of the patient starting `hours` from NOW, 45 minutes long. */
  const bookAt = (
    member: { clinicId: string; user: { id: string } },
    patientId: string,
    hours: number,
    values: Partial<typeof appointments.$inferInsert> = {},
  ) =>
    addAppointment(ctx.database.db, {
      clinicId: member.clinicId,
      therapistId: member.user.id,
      patientId,
      startsAt: new Date(NOW.getTime() + hours * HOUR_MS),
      endsAt: new Date(NOW.getTime() + hours * HOUR_MS + 45 * 60_000),
      ...values,
    });

  it('lists upcoming soonest first and past newest first, cancelled and no-show kept with their status', async () => {
    const owner = await signedInMember(ctx, 'owner');
    const patient = await addPatient(ctx.database.db, owner.clinicId);
    const someoneElse = await addPatient(ctx.database.db, owner.clinicId, { firstName: 'Other' });
    const service = await addService(ctx.database.db, owner.clinicId, { name: 'Follow-up' });
    const later = await bookAt(owner, patient.id, 48, { serviceId: service.id });
    const underWay = await bookAt(owner, patient.id, -0.25, { status: 'arrived' });
    const soon = await bookAt(owner, patient.id, 2, { status: 'cancelled' });
    const lastWeek = await bookAt(owner, patient.id, -168, { status: 'completed' });
    const yesterday = await bookAt(owner, patient.id, -24, { status: 'no_show' });
    await bookAt(owner, someoneElse.id, 3);

    const response = await get(`/patients/${patient.id}/appointments`, owner.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { upcoming, past } = response.json();
    expect(upcoming.map((a: { id: string }) => a.id)).toEqual([underWay.id, soon.id, later.id]);
    expect(past.map((a: { id: string }) => a.id)).toEqual([yesterday.id, lastWeek.id]);
    expect(past.map((a: { status: string }) => a.status)).toEqual(['no_show', 'completed']);
    expect(upcoming[1].status).toBe('cancelled');
    expect(upcoming[2]).toMatchObject({
      patientId: patient.id,
      patientName: 'Mila Stojanović',
      serviceName: 'Follow-up',
      therapistId: owner.user.id,
      start: later.startsAt.toISOString(),
    });
  });

  it(`keeps at most ${PATIENT_APPOINTMENTS_MAX} of each, the nearest ones`, async () => {
    const owner = await signedInMember(ctx, 'owner');
    const patient = await addPatient(ctx.database.db, owner.clinicId);
    for (let i = 1; i <= PATIENT_APPOINTMENTS_MAX + 2; i += 1) {
      await bookAt(owner, patient.id, i);
      await bookAt(owner, patient.id, -i);
    }
    const { upcoming, past } = (
      await get(`/patients/${patient.id}/appointments`, owner.cookie)
    ).json();
    expect(upcoming).toHaveLength(PATIENT_APPOINTMENTS_MAX);
    expect(past).toHaveLength(PATIENT_APPOINTMENTS_MAX);
    expect(upcoming[0].start).toBe(new Date(NOW.getTime() + HOUR_MS).toISOString());
    expect(past[0].start).toBe(new Date(NOW.getTime() - HOUR_MS).toISOString());
  });

  it('answers an empty record with two empty lists', async () => {
    const member = await signedInMember(ctx, 'therapist');
    const patient = await addPatient(ctx.database.db, member.clinicId);
    const response = await get(`/patients/${patient.id}/appointments`, member.cookie);
    expect(response.json()).toEqual({ upcoming: [], past: [] });
  });

  it.each(clinicRoles)(
    'lets a %s read them (assistants book, so they see appointments)',
    async (role) => {
      const member = await signedInMember(ctx, role);
      const patient = await addPatient(ctx.database.db, member.clinicId);
      await bookAt(member, patient.id, 5);
      const response = await get(`/patients/${patient.id}/appointments`, member.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().upcoming).toHaveLength(1);
    },
  );

  it('answers 401 without a session', async () => {
    const member = await signedInMember(ctx, 'owner');
    const patient = await addPatient(ctx.database.db, member.clinicId);
    expect((await get(`/patients/${patient.id}/appointments`)).statusCode).toBe(401);
  });

  it('answers 403 to an account that belongs to no clinic', async () => {
    const member = await signedInMember(ctx, 'owner');
    const patient = await addPatient(ctx.database.db, member.clinicId);
    const loner = await createUser(ctx.database.db);
    const cookie = await sessionCookieFor(ctx, loner.id, null);
    const response = await get(`/patients/${patient.id}/appointments`, cookie);
    expect(response.statusCode).toBe(403);
  });

  it("answers 404 for another clinic's patient and shows none of its appointments", async () => {
    const theirs = await signedInMember(ctx, 'owner');
    const patient = await addPatient(ctx.database.db, theirs.clinicId);
    await bookAt(theirs, patient.id, 5);
    const mine = await signedInMember(ctx, 'owner');
    const response = await get(`/patients/${patient.id}/appointments`, mine.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(patient.id);
  });

  it('answers 400 with fields.patientId for an id that is not a UUID', async () => {
    const member = await signedInMember(ctx, 'owner');
    const response = await get('/patients/42/appointments', member.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('patientId');
  });
});
