import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { apiCaller, local, schedulingClinic } from '../../test/appointment-helpers.js';
import { addPatient } from '../../test/scheduling-fixtures.js';

interface Event {
  id: string;
  start: string;
  end: string;
  status: string;
  seriesId: string | null;
}

/** Recurring series, all or nothing; edit or cancel one or the following. */
describe('recurring series', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof apiCaller>;
  beforeAll(async () => {
    ctx = await createTestApp();
    call = apiCaller(ctx);
  });
  afterAll(() => ctx.close());

  const weekly = (clinic: { therapistId: string }, start: string, end: string, extra = {}) => ({
    therapistId: clinic.therapistId,
    title: 'Weekly session',
    start,
    end,
    repeat: { every: 'week', count: 4 },
    ...extra,
  });
  const listAll = async (cookie: string, includeCancelled = false) => {
    const response = await call(
      'GET',
      `/appointments?from=2026-11-30T00:00:00Z&to=2027-01-31T00:00:00Z${includeCancelled ? '&includeCancelled=true' : ''}`,
      cookie,
    );
    return response.json().appointments as Event[];
  };

  it('books every occurrence at once, every week or every N days, until a date', async () => {
    const clinic = await schedulingClinic(ctx);
    const created = await call(
      'POST',
      '/appointments',
      clinic.cookie,
      weekly(clinic, local('2026-12-07', '09:00'), local('2026-12-07', '10:00')),
    );
    expect(created.statusCode).toBe(201);
    const appointments: Event[] = created.json().appointments;
    expect(appointments.map((a) => a.start)).toEqual(
      ['2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28'].map((day) => local(day, '09:00')),
    );
    expect(new Set(appointments.map((a) => a.seriesId)).size).toBe(1);
    const details = await call('GET', `/appointments/${appointments[1]!.id}`, clinic.cookie);
    expect(details.json().appointment.series).toMatchObject({
      rule: { every: 'week', count: 4 },
      position: 2,
      total: 4,
    });

    const everyTwoDays = await call('POST', '/appointments', clinic.cookie, {
      ...weekly(clinic, local('2027-01-04', '12:00'), local('2027-01-04', '12:30')),
      repeat: { every: 'days', days: 2, until: '2027-01-08' },
    });
    expect(everyTwoDays.statusCode).toBe(201);
    expect(everyTwoDays.json().appointments.map((a: Event) => a.start)).toEqual(
      ['2027-01-04', '2027-01-06', '2027-01-08'].map((day) => local(day, '12:00')),
    );
  });

  it('refuses the whole series with the conflicting dates when any occurrence conflicts: nothing is booked', async () => {
    const clinic = await schedulingClinic(ctx);
    const patient = await addPatient(ctx.database.db, clinic.clinicId);
    for (const day of ['2026-12-14', '2026-12-28']) {
      const blocker = await call('POST', '/appointments', clinic.cookie, {
        therapistId: clinic.therapistId,
        title: 'Course',
        start: local(day, '09:30'),
        end: local(day, '11:00'),
      });
      expect(blocker.statusCode).toBe(201);
    }
    const refused = await call(
      'POST',
      '/appointments',
      clinic.cookie,
      weekly(clinic, local('2026-12-07', '09:00'), local('2026-12-07', '10:00'), {
        patientId: patient.id,
      }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'APPOINTMENT_CONFLICT',
      msg: expect.stringContaining('2026-12-14, 2026-12-28'),
      details: {
        dates: ['2026-12-14', '2026-12-28'],
        conflicts: [
          expect.objectContaining({ title: 'Course', reason: 'therapist' }),
          expect.objectContaining({ title: 'Course', reason: 'therapist' }),
        ],
      },
    });
    expect((await listAll(clinic.cookie)).map((a) => a.start)).toEqual([
      local('2026-12-14', '09:30'),
      local('2026-12-28', '09:30'),
    ]);
  });

  it('refuses a series with an occurrence outside opening hours unless confirmed, and bad rules', async () => {
    const clinic = await schedulingClinic(ctx);
    const everyDay = {
      ...weekly(clinic, local('2026-12-10', '09:00'), local('2026-12-10', '10:00')),
      repeat: { every: 'days', days: 1, count: 3 },
    };
    const refused = await call('POST', '/appointments', clinic.cookie, everyDay);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'OUTSIDE_OPENING_HOURS',
      details: { dates: ['2026-12-12'] },
    });
    expect(await listAll(clinic.cookie)).toEqual([]);
    const confirmed = await call('POST', '/appointments', clinic.cookie, {
      ...everyDay,
      confirmOutsideOpeningHours: true,
    });
    expect(confirmed.statusCode).toBe(201);

    for (const repeat of [
      { every: 'week', count: 53 },
      { every: 'days', days: 31, count: 3 },
      { every: 'week', until: '2026-12-11' },
      { every: 'week', until: '2028-12-31' },
    ]) {
      const response = await call('POST', '/appointments', clinic.cookie, {
        ...weekly(clinic, local('2027-01-04', '09:00'), local('2027-01-04', '10:00')),
        repeat,
      });
      expect(response.statusCode, JSON.stringify(repeat)).toBe(400);
      expect(response.json().fields).toBeDefined();
    }
  });

  it('keeps the local wall-clock time across the daylight-saving change (Europe/Belgrade)', async () => {
    const clinic = await schedulingClinic(ctx);
    const created = await call('POST', '/appointments', clinic.cookie, {
      ...weekly(clinic, local('2027-03-22', '09:00'), local('2027-03-22', '09:45')),
      repeat: { every: 'week', count: 3 },
    });
    expect(created.statusCode).toBe(201);
    // 28 March 2027: clocks go from UTC+1 to UTC+2, 09:00 local stays 09:00.
    expect(created.json().appointments.map((a: Event) => [a.start, a.end])).toEqual([
      ['2027-03-22T08:00:00.000Z', '2027-03-22T08:45:00.000Z'],
      ['2027-03-29T07:00:00.000Z', '2027-03-29T07:45:00.000Z'],
      ['2027-04-05T07:00:00.000Z', '2027-04-05T07:45:00.000Z'],
    ]);
  });

  it('moves one occurrence alone, or this and the following by the same local shift', async () => {
    const clinic = await schedulingClinic(ctx);
    const created = await call(
      'POST',
      '/appointments',
      clinic.cookie,
      weekly(clinic, local('2026-12-07', '09:00'), local('2026-12-07', '10:00')),
    );
    const [first, , third, fourth] = created.json().appointments as Event[];

    const one = await call('PATCH', `/appointments/${first!.id}`, clinic.cookie, {
      start: local('2026-12-07', '11:00'),
      scope: 'one',
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().appointments).toHaveLength(1);

    const following = await call('PATCH', `/appointments/${third!.id}`, clinic.cookie, {
      start: local('2026-12-21', '14:00'),
      end: local('2026-12-21', '15:30'),
      scope: 'following',
    });
    expect(following.statusCode).toBe(200);
    expect(following.json().appointments.map((a: Event) => a.id)).toEqual([third!.id, fourth!.id]);
    const starts = (await listAll(clinic.cookie)).map((a) => [a.start, a.end]);
    expect(starts).toEqual([
      [local('2026-12-07', '11:00'), local('2026-12-07', '12:00')],
      [local('2026-12-14', '09:00'), local('2026-12-14', '10:00')],
      [local('2026-12-21', '14:00'), local('2026-12-21', '15:30')],
      [local('2026-12-28', '14:00'), local('2026-12-28', '15:30')],
    ]);
  });

  it('moves the following a whole week later, each onto the time the next one leaves', async () => {
    const clinic = await schedulingClinic(ctx);
    const created = await call(
      'POST',
      '/appointments',
      clinic.cookie,
      weekly(clinic, local('2026-12-07', '09:00'), local('2026-12-07', '10:00')),
    );
    const [first] = created.json().appointments as Event[];
    const moved = await call('PATCH', `/appointments/${first!.id}`, clinic.cookie, {
      start: local('2026-12-14', '09:00'),
      scope: 'following',
    });
    expect(moved.statusCode).toBe(200);
    expect((await listAll(clinic.cookie)).map((a) => a.start)).toEqual(
      ['2026-12-14', '2026-12-21', '2026-12-28', '2027-01-04'].map((day) => local(day, '09:00')),
    );
  });

  it('a following move that conflicts anywhere changes nothing', async () => {
    const clinic = await schedulingClinic(ctx);
    const created = await call(
      'POST',
      '/appointments',
      clinic.cookie,
      weekly(clinic, local('2026-12-07', '09:00'), local('2026-12-07', '10:00')),
    );
    const [, second] = created.json().appointments as Event[];
    await call('POST', '/appointments', clinic.cookie, {
      therapistId: clinic.therapistId,
      title: 'Training',
      start: local('2026-12-28', '12:00'),
      end: local('2026-12-28', '13:00'),
    });
    const refused = await call('PATCH', `/appointments/${second!.id}`, clinic.cookie, {
      start: local('2026-12-14', '12:00'),
      scope: 'following',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.dates).toEqual(['2026-12-28']);
    const starts = (await listAll(clinic.cookie)).filter((a) => a.seriesId).map((a) => a.start);
    expect(starts).toEqual(
      ['2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28'].map((day) => local(day, '09:00')),
    );
  });

  it('cancels one occurrence, or this and the following', async () => {
    const clinic = await schedulingClinic(ctx);
    const created = await call(
      'POST',
      '/appointments',
      clinic.cookie,
      weekly(clinic, local('2026-12-07', '09:00'), local('2026-12-07', '10:00')),
    );
    const [first, second] = created.json().appointments as Event[];
    const one = await call('POST', `/appointments/${first!.id}/status`, clinic.cookie, {
      status: 'cancelled',
      reason: 'Holiday',
      scope: 'one',
    });
    expect(one.json().appointments).toHaveLength(1);
    const following = await call('POST', `/appointments/${second!.id}/status`, clinic.cookie, {
      status: 'cancelled',
      reason: 'Treatment finished early',
      scope: 'following',
    });
    expect(following.statusCode).toBe(200);
    expect(following.json().appointments).toHaveLength(3);
    expect(await listAll(clinic.cookie)).toEqual([]);
    const all = await listAll(clinic.cookie, true);
    expect(all.map((a) => a.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
    const details = await call('GET', `/appointments/${all[3]!.id}`, clinic.cookie);
    expect(details.json().appointment).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Treatment finished early',
    });
  });
});
