import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_WINDOW_DAYS_AFTER,
  DEFAULT_WINDOW_DAYS_BEFORE,
} from '../../../domain/appointments.js';
import { DAY_MS, localDayOf, wallClockOf, wallDate } from '../../../domain/clinic-time.js';
import { DEFAULT_LABEL_COLOR } from '../../../domain/scheduling.js';
import { appointments, auditEvents, memberships } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { apiCaller, local, schedulingClinic } from '../../test/appointment-helpers.js';
import { createClinic, createUser, queuedMail } from '../../test/fixtures.js';
import {
  addPatient,
  addRoom,
  addService,
  setClinicTimeZone,
} from '../../test/scheduling-fixtures.js';
import { addMember } from '../../test/team-fixtures.js';

/** Appointments (create, read, list, update; conflicts; opening hours). */
describe('appointments', () => {
  let ctx: TestContext;
  let call: ReturnType<typeof apiCaller>;
  beforeAll(async () => {
    ctx = await createTestApp();
    call = apiCaller(ctx);
  });
  afterAll(() => ctx.close());

  const MONDAY = '2026-12-07';
  const TUESDAY = '2026-12-08';

  it('books a patient with a service: end from its duration, title and colour from it, details with history', async () => {
    const clinic = await schedulingClinic(ctx);
    const db = ctx.database.db;
    const patient = await addPatient(db, clinic.clinicId, {
      firstName: 'Ivana',
      lastName: 'Lukić',
    });
    const service = await addService(db, clinic.clinicId, {
      durationMinutes: 45,
      color: '#fa5252',
    });
    const room = await addRoom(db, clinic.clinicId, 'Gym');

    const created = await call('POST', '/appointments', clinic.cookie, {
      patientId: patient.id,
      therapistId: clinic.therapistId,
      serviceId: service.id,
      roomId: room.id,
      start: local(MONDAY, '09:00'),
      notes: 'Knee, second visit',
    });
    expect(created.statusCode).toBe(201);
    const appointment = created.json().appointment;
    expect(appointment).toEqual({
      id: expect.any(String),
      title: 'Ivana Lukić · Initial assessment',
      start: local(MONDAY, '09:00'),
      end: local(MONDAY, '09:45'),
      therapistId: clinic.therapistId,
      labelColor: '#fa5252',
      status: 'scheduled',
      patientId: patient.id,
      patientName: 'Ivana Lukić',
      serviceId: service.id,
      serviceName: 'Initial assessment',
      roomId: room.id,
      locationId: room.locationId,
      seriesId: null,
      noteStatus: null,
    });

    const details = await call('GET', `/appointments/${appointment.id}`, clinic.cookie);
    expect(details.statusCode).toBe(200);
    expect(details.json().appointment).toMatchObject({
      ...appointment,
      ownLabelColor: null,
      notes: 'Knee, second visit',
      cancelReason: null,
      confirmedByPatientAt: null,
      patient: { id: patient.id, firstName: 'Ivana', lastName: 'Lukić' },
      service: { id: service.id, durationMinutes: 45 },
      room: { id: room.id, name: 'Gym' },
      therapistName: 'Test User',
      series: null,
      visitNote: null,
      history: [
        {
          action: 'appointment.create',
          actorName: 'Test User',
          changes: { start: local(MONDAY, '09:00'), end: local(MONDAY, '09:45') },
        },
      ],
    });
    expect(JSON.stringify(details.json().appointment.history)).not.toMatch(/Ivana|Luki|Knee/);
    const reads = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, patient.id), eq(auditEvents.action, 'patient.read')));
    expect(reads).toEqual([expect.objectContaining({ meta: { appointmentId: appointment.id } })]);

    // A C or Yes texted back shows on the visit.
    const confirmedAt = new Date('2026-11-20T08:00:00.000Z');
    await db
      .update(appointments)
      .set({ confirmedByPatientAt: confirmedAt })
      .where(and(eq(appointments.id, appointment.id), eq(appointments.clinicId, clinic.clinicId)));
    const confirmed = await call('GET', `/appointments/${appointment.id}`, clinic.cookie);
    expect(confirmed.json().appointment.confirmedByPatientAt).toBe(confirmedAt.toISOString());
  });

  it('books blocked time with its own title; without a patient the title is required', async () => {
    const clinic = await schedulingClinic(ctx);
    const body = {
      therapistId: clinic.therapistId,
      start: local(MONDAY, '13:00'),
      end: local(MONDAY, '14:00'),
    };
    const missing = await call('POST', '/appointments', clinic.cookie, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('title');
    const created = await call('POST', '/appointments', clinic.cookie, {
      ...body,
      title: 'Team meeting',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().appointment).toMatchObject({ title: 'Team meeting', patientId: null });
  });

  it('lists only what overlaps [from, to), optionally of one therapist; from and to come together', async () => {
    const clinic = await schedulingClinic(ctx);
    const other = await addMember(ctx.database.db, clinic.clinicId, 'therapist');
    const book = async (therapistId: string, start: string, end: string, title: string) => {
      const response = await call('POST', '/appointments', clinic.cookie, {
        therapistId,
        title,
        start,
        end,
        confirmOutsideOpeningHours: true,
      });
      expect(response.statusCode).toBe(201);
    };
    await book(
      clinic.therapistId,
      local('2026-12-06', '23:30'),
      local(MONDAY, '00:30'),
      'Across midnight',
    );
    await book(clinic.therapistId, local(MONDAY, '10:00'), local(MONDAY, '11:00'), 'Monday');
    await book(other.user.id, local(MONDAY, '10:00'), local(MONDAY, '11:00'), 'Other therapist');
    await book(
      clinic.therapistId,
      local(TUESDAY, '00:00'),
      local(TUESDAY, '01:00'),
      'Starts at to',
    );
    await book(
      clinic.therapistId,
      local('2026-12-06', '10:00'),
      local('2026-12-06', '11:00'),
      'Before',
    );

    const range = `from=${encodeURIComponent(local(MONDAY, '00:00'))}&to=${encodeURIComponent(local(TUESDAY, '00:00'))}`;
    const titles = async (query: string) => {
      const response = await call('GET', `/appointments?${query}`, clinic.cookie);
      expect(response.statusCode).toBe(200);
      // Same start: any order.
      return response
        .json()
        .appointments.map((a: { title: string }) => a.title)
        .sort();
    };
    expect(await titles(range)).toEqual(['Across midnight', 'Monday', 'Other therapist']);
    expect(await titles(`${range}&therapistId=${other.user.id}`)).toEqual(['Other therapist']);

    const onlyFrom = await call(
      'GET',
      `/appointments?from=${encodeURIComponent(local(MONDAY, '00:00'))}`,
      clinic.cookie,
    );
    expect(onlyFrom.statusCode).toBe(400);
    expect(onlyFrom.json().fields).toEqual({ to: 'Give both from and to, or neither.' });
    const onlyTo = await call(
      'GET',
      `/appointments?to=${encodeURIComponent(local(TUESDAY, '00:00'))}`,
      clinic.cookie,
    );
    expect(onlyTo.statusCode).toBe(400);
    expect(onlyTo.json().fields).toEqual({ from: 'Give both from and to, or neither.' });
    const tooLong = await call(
      'GET',
      `/appointments?from=2026-01-01T00:00:00Z&to=2026-03-05T00:00:00Z`,
      clinic.cookie,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toHaveProperty('to');
    const dayOnly = await call(
      'GET',
      `/appointments?from=2026-01-01&to=2026-01-08T00:00:00Z`,
      clinic.cookie,
    );
    expect(dayOnly.statusCode).toBe(400);
    expect(dayOnly.json().fields).toHaveProperty('from');
  });

  it("without from and to lists one week back to seven weeks ahead of the clinic's today", async () => {
    // UTC+14: the clinic's days are not the server's UTC days.
    const zone = 'Pacific/Kiritimati';
    const clinic = await schedulingClinic(ctx);
    await setClinicTimeZone(ctx.database.db, clinic.clinicId, zone);
    const other = await addMember(ctx.database.db, clinic.clinicId, 'therapist');
    const today = wallClockOf(localDayOf(ctx.clock.now(), zone).start, zone);
    const day = (offset: number) => wallDate(today + offset * DAY_MS);
    const book = async (title: string, start: [number, string], end: [number, string]) => {
      const response = await call('POST', '/appointments', clinic.cookie, {
        therapistId: title === 'Other therapist' ? other.user.id : clinic.therapistId,
        title,
        start: local(day(start[0]), start[1], zone),
        end: local(day(end[0]), end[1], zone),
        confirmOutsideOpeningHours: true,
      });
      expect(response.statusCode).toBe(201);
    };
    const first = -DEFAULT_WINDOW_DAYS_BEFORE;
    const last = DEFAULT_WINDOW_DAYS_AFTER - 1;
    await book('Ends as the window starts', [first - 1, '23:00'], [first, '00:00']);
    await book('First day', [first, '00:00'], [first, '00:30']);
    await book('Today', [0, '10:00'], [0, '11:00']);
    await book('Other therapist', [3, '10:00'], [3, '11:00']);
    await book('Last day', [last, '23:00'], [last, '23:59']);
    await book('Starts as the window ends', [last + 1, '00:00'], [last + 1, '00:30']);

    const response = await call('GET', '/appointments', clinic.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().appointments.map((a: { title: string }) => a.title)).toEqual([
      'First day',
      'Today',
      'Other therapist',
      'Last day',
    ]);
    const mine = await call('GET', `/appointments?therapistId=${other.user.id}`, clinic.cookie);
    expect(mine.json().appointments.map((a: { title: string }) => a.title)).toEqual([
      'Other therapist',
    ]);
  });

  it('colours events with their own colour, else the service, else the therapist, else the default blue', async () => {
    const clinic = await schedulingClinic(ctx);
    const db = ctx.database.db;
    const service = await addService(db, clinic.clinicId, {
      color: '#7950f2',
      durationMinutes: 30,
    });
    const coloured = await addMember(db, clinic.clinicId, 'therapist');
    await db
      .update(memberships)
      .set({ calendarColor: '#e8590c' })
      .where(eq(memberships.id, coloured.membershipId));
    const book = async (values: object) => {
      const response = await call('POST', '/appointments', clinic.cookie, {
        title: 'Block',
        therapistId: clinic.therapistId,
        ...values,
      });
      expect(response.statusCode).toBe(201);
      return response.json().appointment.labelColor;
    };
    expect(
      await book({ start: local(MONDAY, '08:00'), serviceId: service.id, labelColor: '#000000' }),
    ).toBe('#000000');
    expect(await book({ start: local(MONDAY, '09:00'), serviceId: service.id })).toBe('#7950f2');
    expect(
      await book({
        start: local(MONDAY, '10:00'),
        end: local(MONDAY, '11:00'),
        therapistId: coloured.user.id,
      }),
    ).toBe('#e8590c');
    expect(await book({ start: local(MONDAY, '11:00'), end: local(MONDAY, '12:00') })).toBe(
      DEFAULT_LABEL_COLOR,
    );

    const booked = await call('POST', '/appointments', clinic.cookie, {
      title: 'Block',
      therapistId: clinic.therapistId,
      start: local(MONDAY, '13:00'),
      end: local(MONDAY, '14:00'),
    });
    const named = await call(
      'PATCH',
      `/appointments/${booked.json().appointment.id}`,
      clinic.cookie,
      {
        labelColor: 'blue',
      },
    );
    expect(named.statusCode).toBe(400);
    expect(named.json().fields).toHaveProperty('labelColor');
  });

  describe('conflicts (409 APPOINTMENT_CONFLICT listing what is in the way)', () => {
    it('refuses the same therapist, patient or room at overlapping times; back to back is fine', async () => {
      const clinic = await schedulingClinic(ctx);
      const db = ctx.database.db;
      const patient = await addPatient(db, clinic.clinicId, {
        firstName: 'Pera',
        lastName: 'Perić',
      });
      const room = await addRoom(db, clinic.clinicId, 'Room A');
      const second = await addMember(db, clinic.clinicId, 'therapist');
      const first = await call('POST', '/appointments', clinic.cookie, {
        patientId: patient.id,
        therapistId: clinic.therapistId,
        roomId: room.id,
        start: local(MONDAY, '09:00'),
        end: local(MONDAY, '10:00'),
      });
      expect(first.statusCode).toBe(201);
      const existing = {
        id: first.json().appointment.id,
        start: local(MONDAY, '09:00'),
        end: local(MONDAY, '10:00'),
        title: 'Pera Perić',
      };
      const attempt = (values: object) =>
        call('POST', '/appointments', clinic.cookie, {
          start: local(MONDAY, '09:30'),
          end: local(MONDAY, '10:30'),
          ...values,
        });

      for (const [values, reason] of [
        [{ therapistId: clinic.therapistId, title: 'Paperwork' }, 'therapist'],
        [{ therapistId: second.user.id, patientId: patient.id }, 'patient'],
        [{ therapistId: second.user.id, roomId: room.id, title: 'Class' }, 'room'],
      ] as const) {
        const refused = await attempt(values);
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({
          msg: expect.stringContaining('conflicts'),
          code: 'APPOINTMENT_CONFLICT',
          details: { conflicts: [{ ...existing, reason }], dates: [MONDAY] },
        });
      }

      const backToBack = await call('POST', '/appointments', clinic.cookie, {
        patientId: patient.id,
        therapistId: clinic.therapistId,
        roomId: room.id,
        start: local(MONDAY, '10:00'),
        end: local(MONDAY, '11:00'),
      });
      expect(backToBack.statusCode).toBe(201);
    });

    it('a cancelled appointment frees its slot', async () => {
      const clinic = await schedulingClinic(ctx);
      const body = {
        therapistId: clinic.therapistId,
        title: 'Home visit',
        start: local(MONDAY, '15:00'),
        end: local(MONDAY, '16:00'),
      };
      const first = await call('POST', '/appointments', clinic.cookie, body);
      expect((await call('POST', '/appointments', clinic.cookie, body)).statusCode).toBe(409);
      const cancelled = await call(
        'POST',
        `/appointments/${first.json().appointment.id}/status`,
        clinic.cookie,
        {
          status: 'cancelled',
          reason: 'Patient is ill',
        },
      );
      expect(cancelled.statusCode).toBe(200);
      expect((await call('POST', '/appointments', clinic.cookie, body)).statusCode).toBe(201);
    });

    it('twenty simultaneous bookings of one slot: exactly one succeeds (exclusion constraint)', async () => {
      const clinic = await schedulingClinic(ctx);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call('POST', '/appointments', clinic.cookie, {
            therapistId: clinic.therapistId,
            title: `Booking ${i}`,
            start: local(TUESDAY, '12:00'),
            end: local(TUESDAY, '12:30'),
          }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, ...Array(19).fill(409)]);
      for (const refused of responses.filter((response) => response.statusCode === 409)) {
        expect(refused.json().code).toBe('APPOINTMENT_CONFLICT');
      }
    });

    it.each(['practitioner', 'patient', 'room'] as const)(
      'bookings at a location racing for the same %s: exactly one succeeds',
      async (contested) => {
        const clinic = await schedulingClinic(ctx);
        const db = ctx.database.db;
        const room = await addRoom(db, clinic.clinicId, 'Gym');
        const patient = await addPatient(db, clinic.clinicId);
        const others = await Promise.all(
          Array.from({ length: 8 }, () => addMember(db, clinic.clinicId, 'therapist')),
        );
        const responses = await Promise.all(
          others.map(async (other, i) =>
            call('POST', '/appointments', clinic.cookie, {
              therapistId: contested === 'practitioner' ? clinic.therapistId : other.user.id,
              locationId: room.locationId,
              ...(contested === 'patient'
                ? { patientId: patient.id }
                : { patientId: (await addPatient(db, clinic.clinicId)).id }),
              ...(contested === 'room' ? { roomId: room.id } : {}),
              title: `Booking ${i}`,
              start: local(TUESDAY, '12:00'),
              end: local(TUESDAY, '12:30'),
            }),
          ),
        );
        const statuses = responses.map((response) => response.statusCode).sort();
        expect(statuses).toEqual([201, ...Array(7).fill(409)]);
        const winner = responses.find((response) => response.statusCode === 201)!;
        expect(winner.json().appointment.locationId).toBe(room.locationId);
        for (const refused of responses.filter((response) => response.statusCode === 409)) {
          expect(refused.json().code).toBe('APPOINTMENT_CONFLICT');
        }
      },
    );

    it('moving onto another booking is refused the same way; moving to a free time keeps the length', async () => {
      const clinic = await schedulingClinic(ctx);
      const book = (start: string, end: string, title: string) =>
        call('POST', '/appointments', clinic.cookie, {
          therapistId: clinic.therapistId,
          title,
          start,
          end,
        });
      const a = (await book(local(MONDAY, '09:00'), local(MONDAY, '10:00'), 'A')).json()
        .appointment;
      const b = (await book(local(MONDAY, '11:00'), local(MONDAY, '11:30'), 'B')).json()
        .appointment;
      const onto = await call('PATCH', `/appointments/${b.id}`, clinic.cookie, {
        start: local(MONDAY, '09:15'),
      });
      expect(onto.statusCode).toBe(409);
      expect(onto.json().details.conflicts).toEqual([
        expect.objectContaining({ id: a.id, reason: 'therapist' }),
      ]);

      const moved = await call('PATCH', `/appointments/${b.id}`, clinic.cookie, {
        start: local(MONDAY, '10:00'),
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().appointment).toMatchObject({
        start: local(MONDAY, '10:00'),
        end: local(MONDAY, '10:30'),
      });
      const details = await call('GET', `/appointments/${b.id}`, clinic.cookie);
      expect(details.json().appointment.history.at(-1)).toMatchObject({
        action: 'appointment.update',
        changes: {
          fields: ['start'],
          from: { start: local(MONDAY, '11:00'), end: local(MONDAY, '11:30') },
          to: { start: local(MONDAY, '10:00'), end: local(MONDAY, '10:30') },
        },
      });
    });
  });

  describe('opening hours (clinic time zone)', () => {
    it('needs an explicit confirmation outside opening hours or on a closed day', async () => {
      const clinic = await schedulingClinic(ctx);
      const body = { therapistId: clinic.therapistId, title: 'Early session' };
      const early = await call('POST', '/appointments', clinic.cookie, {
        ...body,
        start: local(MONDAY, '07:30'),
        end: local(MONDAY, '08:30'),
      });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({
        code: 'OUTSIDE_OPENING_HOURS',
        msg: expect.stringContaining('08:00–20:00'),
      });
      const sunday = await call('POST', '/appointments', clinic.cookie, {
        ...body,
        start: local('2026-12-06', '10:00'),
        end: local('2026-12-06', '11:00'),
      });
      expect(sunday.json()).toMatchObject({
        code: 'OUTSIDE_OPENING_HOURS',
        msg: expect.stringContaining('closed on Sundays'),
      });
      const confirmed = await call('POST', '/appointments', clinic.cookie, {
        ...body,
        start: local(MONDAY, '07:30'),
        end: local(MONDAY, '08:30'),
        confirmOutsideOpeningHours: true,
      });
      expect(confirmed.statusCode).toBe(201);
      const lastSlot = await call('POST', '/appointments', clinic.cookie, {
        ...body,
        start: local(MONDAY, '19:00'),
        end: local(MONDAY, '20:00'),
      });
      expect(lastSlot.statusCode).toBe(201);
    });
  });

  describe('clinic isolation', () => {
    it("refuses another clinic's patient, service, room or therapist in a body with 400 on that field", async () => {
      const clinic = await schedulingClinic(ctx);
      const db = ctx.database.db;
      const elsewhere = (await createClinic(db, 'Elsewhere')).id;
      const base = {
        therapistId: clinic.therapistId,
        start: local(MONDAY, '09:00'),
        end: local(MONDAY, '10:00'),
        title: 'X',
      };
      const cases: Array<[string, object]> = [
        ['patientId', { patientId: (await addPatient(db, elsewhere)).id }],
        ['serviceId', { serviceId: (await addService(db, elsewhere)).id }],
        ['roomId', { roomId: (await addRoom(db, elsewhere)).id }],
        [
          'therapistId',
          { therapistId: (await createUser(db, { clinicId: elsewhere, role: 'therapist' })).id },
        ],
        [
          'therapistId',
          {
            therapistId: (await addMember(db, clinic.clinicId, 'therapist', { deactivated: true }))
              .user.id,
          },
        ],
      ];
      for (const [field, values] of cases) {
        const response = await call('POST', '/appointments', clinic.cookie, { ...base, ...values });
        expect(response.statusCode, field).toBe(400);
        expect(response.json().fields).toHaveProperty(field);
      }
    });

    it("answers 404 for another clinic's appointment on every route", async () => {
      const mine = await schedulingClinic(ctx);
      const theirs = await schedulingClinic(ctx);
      const foreign = await call('POST', '/appointments', theirs.cookie, {
        therapistId: theirs.therapistId,
        title: 'Theirs',
        start: local(MONDAY, '09:00'),
        end: local(MONDAY, '10:00'),
      });
      const id = foreign.json().appointment.id;
      for (const [method, path, payload] of [
        ['GET', `/appointments/${id}`, undefined],
        ['PATCH', `/appointments/${id}`, { notes: 'x' }],
        ['POST', `/appointments/${id}/status`, { status: 'confirmed' }],
      ] as const) {
        const response = await call(method, path, mine.cookie, payload);
        expect(response.statusCode, `${method} ${path}`).toBe(404);
      }
      const list = await call(
        'GET',
        `/appointments?from=${encodeURIComponent(local(MONDAY, '00:00'))}&to=${encodeURIComponent(local(TUESDAY, '00:00'))}`,
        mine.cookie,
      );
      expect(list.json().appointments).toEqual([]);
    });
  });
  it('confirms a booking by mail once, a series included, only to a patient who agreed to be contacted', async () => {
    const clinic = await schedulingClinic(ctx);
    const db = ctx.database.db;
    const agreed = await addPatient(db, clinic.clinicId, {
      email: 'ivana@example.com',
      consentToContact: true,
    });
    const notAgreed = await addPatient(db, clinic.clinicId, { email: 'marko@example.com' });
    // A Monday years ahead: the test clock is today's date.
    const FUTURE_MONDAY = '2031-12-08';
    const series = await call('POST', '/appointments', clinic.cookie, {
      patientId: agreed.id,
      therapistId: clinic.therapistId,
      title: '',
      start: local(FUTURE_MONDAY, '09:00'),
      end: local(FUTURE_MONDAY, '09:30'),
      repeat: { every: 'week', count: 3 },
    });
    expect(series.statusCode).toBe(201);
    const single = await call('POST', '/appointments', clinic.cookie, {
      patientId: notAgreed.id,
      therapistId: clinic.therapistId,
      start: local(FUTURE_MONDAY, '11:00'),
      end: local(FUTURE_MONDAY, '11:30'),
    });
    expect(single.statusCode).toBe(201);

    const confirmations = await queuedMail(db, 'ivana@example.com', 'appointment-confirmation');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.data.start).toBe(local(FUTURE_MONDAY, '09:00'));
    expect(await queuedMail(db, 'marko@example.com')).toEqual([]);
  });
});
