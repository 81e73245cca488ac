import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, localDayOf, wallClockOf } from '../../../domain/clinic-time.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { apiCaller, local, schedulingClinic } from '../../test/appointment-helpers.js';
import { addPatient, setClinicTimeZone } from '../../test/scheduling-fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

/** Status actions with history, and the day's list (appointments-today). */
describe('appointment status and today', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof apiCaller>;
  beforeAll(async () => {
    ctx = await createTestApp();
    call = apiCaller(ctx);
  });
  afterAll(() => ctx.close());

  const bookPatient = async (
    clinic: Awaited<ReturnType<typeof schedulingClinic>>,
    hhmm: string,
  ) => {
    const patient = await addPatient(ctx.database.db, clinic.clinicId);
    const [hours, minutes] = hhmm.split(':').map(Number);
    const end = `${String(hours! + 1).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
    const response = await call('POST', '/appointments', clinic.cookie, {
      patientId: patient.id,
      therapistId: clinic.therapistId,
      start: local('2026-12-09', hhmm),
      end: local('2026-12-09', end),
    });
    expect(response.statusCode).toBe(201);
    return response.json().appointment.id as string;
  };
  const setStatus = (cookie: string, id: string, body: object) =>
    call('POST', `/appointments/${id}/status`, cookie, body);

  it('confirms, checks in and completes, each step in the history of changes', async () => {
    const clinic = await schedulingClinic(ctx);
    const id = await bookPatient(clinic, '09:00');
    for (const status of ['confirmed', 'arrived', 'completed']) {
      const response = await setStatus(clinic.cookie, id, { status });
      expect(response.statusCode, status).toBe(200);
      expect(response.json().appointment.status).toBe(status);
    }
    const details = await call('GET', `/appointments/${id}`, clinic.cookie);
    expect(
      details
        .json()
        .appointment.history.map((h: { action: string; changes: object }) => [h.action, h.changes]),
    ).toEqual([
      ['appointment.create', expect.any(Object)],
      ['appointment.status', { fields: ['status'], from: 'scheduled', to: 'confirmed' }],
      ['appointment.status', { fields: ['status'], from: 'confirmed', to: 'arrived' }],
      ['appointment.status', { fields: ['status'], from: 'arrived', to: 'completed' }],
    ]);
  });

  it('refuses changes that make no sense: completing a cancelled one, anything after completion', async () => {
    const clinic = await schedulingClinic(ctx);
    const cancelled = await bookPatient(clinic, '09:00');
    const cancel = await setStatus(clinic.cookie, cancelled, {
      status: 'cancelled',
      reason: 'Called in sick',
    });
    expect(cancel.statusCode).toBe(200);
    const refused = await setStatus(clinic.cookie, cancelled, { status: 'completed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_STATUS_CHANGE',
      msg: 'An appointment that is cancelled cannot be marked completed.',
    });

    const done = await bookPatient(clinic, '11:00');
    await setStatus(clinic.cookie, done, { status: 'completed' });
    for (const status of ['no_show', 'arrived', 'confirmed']) {
      expect((await setStatus(clinic.cookie, done, { status })).statusCode).toBe(409);
    }
    const moved = await call('PATCH', `/appointments/${done}`, clinic.cookie, {
      start: local('2026-12-09', '15:00'),
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('APPOINTMENT_CLOSED');
    const notes = await call('PATCH', `/appointments/${done}`, clinic.cookie, {
      notes: 'Exercises given',
    });
    expect(notes.statusCode).toBe(200);
  });

  it('needs a reason to cancel, and blocked time has no one to check in', async () => {
    const clinic = await schedulingClinic(ctx);
    const id = await bookPatient(clinic, '09:00');
    const noReason = await setStatus(clinic.cookie, id, { status: 'cancelled' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toHaveProperty('reason');
    const badStatus = await setStatus(clinic.cookie, id, { status: 'scheduled' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().fields).toHaveProperty('status');

    const blocked = await call('POST', '/appointments', clinic.cookie, {
      therapistId: clinic.therapistId,
      title: 'Lunch',
      start: local('2026-12-09', '12:00'),
      end: local('2026-12-09', '12:30'),
    });
    const checkIn = await setStatus(clinic.cookie, blocked.json().appointment.id, {
      status: 'arrived',
    });
    expect(checkIn.statusCode).toBe(409);
    expect(checkIn.json().code).toBe('INVALID_STATUS_CHANGE');
  });

  it("lists today's appointments in the clinic's time zone, by start, optionally of one therapist", async () => {
    // UTC+14: the clinic's day is not the server's UTC day.
    const zone = 'Pacific/Kiritimati';
    const clinic = await schedulingClinic(ctx);
    await setClinicTimeZone(ctx.database.db, clinic.clinicId, zone);
    const other = await addMember(ctx.database.db, clinic.clinicId, 'therapist');
    const today = localDayOf(ctx.clock.now(), zone);
    const dayBefore = new Date(wallClockOf(today.start, zone) - DAY_MS).toISOString().slice(0, 10);
    const book = async (therapistId: string, day: string, start: string, end: string) => {
      const response = await call('POST', '/appointments', clinic.cookie, {
        therapistId,
        title: `${day} ${start}`,
        start: local(day, start, zone),
        end: local(day, end, zone),
        confirmOutsideOpeningHours: true,
      });
      expect(response.statusCode).toBe(201);
      return response.json().appointment.id as string;
    };
    const late = await book(clinic.therapistId, today.date, '16:00', '17:00');
    const early = await book(clinic.therapistId, today.date, '00:30', '01:00');
    const others = await book(other.user.id, today.date, '10:00', '11:00');
    await book(clinic.therapistId, dayBefore, '23:00', '23:45');

    const response = await call('GET', '/appointments/today', clinic.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ date: today.date, timeZone: zone });
    expect(response.json().appointments.map((a: { id: string }) => a.id)).toEqual([
      early,
      others,
      late,
    ]);
    const mine = await call(
      'GET',
      `/appointments/today?therapistId=${other.user.id}`,
      clinic.cookie,
    );
    expect(mine.json().appointments.map((a: { id: string }) => a.id)).toEqual([others]);
  });

  it('refuses a therapist id that is not a UUID with fields.therapistId', async () => {
    const clinic = await schedulingClinic(ctx);
    const response = await call('GET', '/appointments/today?therapistId=7', clinic.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('therapistId');
  });
});
